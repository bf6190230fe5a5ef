// Arguments the spec requires to be constant (argument-not-constant):
// collapse (§2.9.1), tile (§2.9.8), gang(dim:) on a loop (§2.9.2) and a
// routine (§2.15.1), cache subarray lengths (§2.10). Macros and
// enumeration constants fold; variables, const ones included, do not.
#define TS 8
#define ZERO 0
enum { TWO = 2, FOUR = 4 };
const int cdepth = 2;
int gdim = 1;

#pragma acc routine gang(dim:gdim) /* ERROR "the argument of 'gang\\(dim:\\)' must be the constant 1, 2 or 3; 'gdim' is not a constant \\(§2.15.1\\) \\[argument-not-constant\\]" */
void r1(float *a);

#pragma acc routine gang(dim:TWO - 1)
void r2(float *a);

void f(int n, int depth, int ts, float *a) {
    #pragma acc parallel loop collapse(depth) copy(a[0:n*n]) /* ERROR "the argument of 'collapse' must be a constant positive integer expression; 'depth' is not a constant \\(§2.9.1\\) \\[argument-not-constant\\]" */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i*n+j] += 1;
    #pragma acc parallel loop tile(ts, ts) copy(a[0:n*n]) /* ERROR "the argument of 'tile' must be a constant positive integer expression or \\*; 'ts' is not a constant \\(§2.9.8\\)" */ /* ERROR "'ts' is not a constant \\(§2.9.8\\)" */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i*n+j] += 1;
    #pragma acc parallel loop collapse(cdepth) copy(a[0:n*n]) /* ERROR "'cdepth' is not a constant \\(§2.9.1\\)" */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i*n+j] += 1;
    #pragma acc parallel loop collapse(ZERO + 1) tile(TS, *) copy(a[0:n*n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i*n+j] += 1;
    #pragma acc parallel loop tile(FOUR - 4, TS) copy(a[0:n*n]) /* ERROR "the argument of 'tile' must be a constant positive integer expression or \\*; 'FOUR - 4' is 0 \\(§2.9.8\\)" */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i*n+j] += 1;
    #pragma acc parallel loop collapse(TWO) copy(a[0:n*n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i*n+j] += 1;
    #pragma acc parallel copy(a[0:n])
    #pragma acc loop gang(dim:depth) /* ERROR "the argument of 'gang\\(dim:\\)' must be the constant 1, 2 or 3; 'depth' is not a constant \\(§2.9.2\\)" */
    for (int i = 0; i < n; i++)
        a[i] += 1;
    #pragma acc parallel copy(a[0:n])
    #pragma acc loop gang(dim:FOUR) /* ERROR "the argument of 'gang\\(dim:\\)' must be the constant 1, 2 or 3; 'FOUR' is 4 \\(§2.9.2\\)" */
    for (int i = 0; i < n; i++)
        a[i] += 1;
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n - TS; i++) {
        #pragma acc cache(a[i:ts]) /* ERROR "the length of a subarray in 'cache' must be a constant; 'ts' is not one \\(§2.10\\) \\[argument-not-constant\\]" */
        a[i] = a[i] + 1;
    }
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n - TS; i++) {
        #pragma acc cache(a[i:TS])
        a[i] = a[i] + 1;
    }
}
