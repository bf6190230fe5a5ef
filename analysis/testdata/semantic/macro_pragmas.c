// Directives that macro expansions yield (§2.1 _Pragma, C99 6.10.9): each
// invocation is the directive and applies to the statement after it; what
// is wrong is reported at the invocation, with a note at the definition
// when the text is written there. A macro building a directive from its
// arguments in a way accls cannot follow is an error at each invocation.
#define PAR_LOOP _Pragma("acc parallel loop present(a[0:n])") /* NOTE@53 "in the expansion of 'PAR_LOOP', written here" */
#define PRAGMA(x) _Pragma(#x)
#define ACC(x) PRAGMA(acc x)
#define PAR(x) PRAGMA(acc parallel x) /* NOTE "'PAR' is defined here" */
#define GANGS _Pragma("acc parallel num_gangs(2) num_gangs(3)") /* NOTE@50 "in the expansion of 'GANGS', written here" */
#define KERNELS_LOOP _Pragma("acc kernels loop") /* NOTE "in the expansion of 'KERNELS_LOOP'" */

void ok(int n, double *a) {
    PAR_LOOP
    for (int i = 0; i < n; i++) a[i] = 0;
}

void wrong_names(int m, double *b) {
    PAR_LOOP /* ERROR@5 "'a' in 'present' is not declared \\[undeclared-variable\\]" */
    for (int i = 0; i < m; i++) b[i] = 0;
    ACC(parallel loop copy(c[0:m])) /* ERROR@28 "'c' in 'copy' is not declared" */
    for (int i = 0; i < m; i++) b[i] = 0;
}

void forms(int n, double *a) {
    PAR(async) /* ERROR@5 "cannot see the OpenACC directive that macro 'PAR' makes: it builds the directive from its arguments \\('acc parallel x' passed to 'PRAGMA'\\) \\[macro-pragma\\]" */
    { }
    GANGS /* ERROR@5 "'num_gangs' may appear only once on 'parallel'" */
    { }
    GANGS /* ERROR@5 "'num_gangs' may appear only once on 'parallel'" */
    { }
    KERNELS_LOOP /* ERROR@5 "'kernels loop' must be followed by a for loop, not a while loop" */
    while (n) n--;
    ACC(loop seq) /* ERROR@9 "'loop' must be followed by a for loop" */
}
