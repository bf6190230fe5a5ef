// async, wait, num_gangs, num_workers and vector_length take integer
// expressions (§2.16, §2.5.10-2.5.12).
#include <openacc.h>
void f(int n, float *a, float q, int *p) {
    int dev = 1;
    #pragma acc parallel loop async(q) copy(a[0:n]) /* ERROR "the argument of 'async' must be an integer expression; 'q' has type float \\(§2.16.1\\) \\[argument-not-integer\\]" */
    for (int i = 0; i < n; i++) a[i] = 0;
    #pragma acc parallel loop wait(p) copy(a[0:n]) /* ERROR "the argument of 'wait' must be an integer expression; 'p' has type int \\*" */
    for (int i = 0; i < n; i++) a[i] = 0;
    #pragma acc parallel num_gangs(n / 2.0) vector_length(128) copy(a[0:n]) /* ERROR "'n / 2.0' has type double" */
    { a[0] = 1; }
    #pragma acc wait(q) /* ERROR "the argument of 'wait' must be an integer expression; 'q' has type float \\(§2.16.3\\)" */
    #pragma acc parallel loop async(acc_async_noval) wait(dev, 2) num_workers(n % 4 + 1) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = 0;
    #pragma acc wait(devnum: dev : queues: 1, 2) async(3)
}
