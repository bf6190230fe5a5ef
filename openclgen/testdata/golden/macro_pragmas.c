/* Directives from macro expansions (_Pragma, C99 6.10.9): translated at the invocation, #define kept, a nested one a comment on the host path. */
#define PAR_LOOP _Pragma("acc parallel loop present(a[0:n])")
#define PRAGMA(x) _Pragma(#x)
#define ACC(x) PRAGMA(acc x)
void f(int n, double *a) {
	PAR_LOOP
	for (int i = 0; i < n; i++) a[i] *= 2;
}
void g(int n, double *a) {
	ACC(parallel copy(a[0:n]))
	{
		ACC(loop gang)
		for (int i = 0; i < n; i++) a[i] += 1;
	}
}
