// Every identifier in a clause expression must be declared at the
// directive (C scoping; §2.7.1 for subarray bounds): an error at the name,
// not a confusing later one.
#include <stdbool.h>
#define QUEUE 3
#define USE_GPU true
enum { LANES = 64 };
struct grid { int n; float *v; };
int chunk(int n);

void f(int n, float *a, struct grid *g, bool big) {
    #pragma acc parallel loop copy(a[0:n]) if(bigg) /* ERROR "'bigg' in 'if' is not declared \\[undeclared-variable\\]" */
    for (int i = 0; i < n; i++) a[i] = 0;
    #pragma acc parallel loop copy(a[0:n]) num_gangs(ngangs) async(q) /* ERROR "'ngangs' in 'num_gangs' is not declared" */ /* ERROR "'q' in 'async' is not declared" */
    for (int i = 0; i < n; i++) a[i] = 0;
    #pragma acc enter data copyin(a[first:len]) /* ERROR "'first' in 'copyin' is not declared" */ /* ERROR "'len' in 'copyin' is not declared" */
    #pragma acc update self(g->v[0:g->m + nn]) /* ERROR "'nn' in 'self' is not declared" */
    #pragma acc wait(qq) /* ERROR "'qq' in 'wait' is not declared" */
    #pragma acc kernels loop gang(num: ng) vector_length(vlen) copy(a[0:n]) /* ERROR "'ng' in 'gang' is not declared" */ /* ERROR "'vlen' in 'vector_length' is not declared" */
    for (int i = 0; i < n; i++) a[i] = 0;
    {
        int inner = 4;
        (void)inner;
    }
    #pragma acc parallel num_workers(inner) copy(a[0:n]) /* ERROR "'inner' in 'num_workers' is not declared" */
    { a[0] = 1; }

    // Declared names, macros, enumeration constants, functions, members,
    // casts and sizeof are fine.
    #pragma acc parallel loop copy(a[0:n]) if(big && USE_GPU) num_gangs(chunk(n)) vector_length(LANES) async(QUEUE) wait(QUEUE)
    for (int i = 0; i < n; i++) a[i] = 0;
    #pragma acc enter data copyin(g[0:1], g->v[0:g->n], a[(int)sizeof(struct grid) - sizeof g->n:n / 2])
    #pragma acc parallel loop num_gangs(g->n > 0 ? g->n : 1) copy(a[0:n])
    for (int i = 0; i < n; i++) {
        #pragma acc cache(a[i:1])
        a[i] = 0;
    }
    #pragma acc wait(QUEUE)
}
