// Variables in clauses must exist and be data (§2.7.1).
#include <stdlib.h>
#define LEN 64
#define BUF buf

enum color { RED, GREEN };
typedef float real;
float buf[LEN];

float scale(float x) { return 2 * x; }

void f(int n, float *p) {
    #pragma acc data copy(q[0:n]) /* ERROR "'q' in 'copy' is not declared \\[undeclared-variable\\]" */
    { }
    #pragma acc data copyin(scale) /* ERROR "'scale' in 'copyin' is a function, not a variable \\[not-a-variable\\]" */
    { }
    #pragma acc data create(GREEN) /* ERROR "'GREEN' in 'create' is an enumeration constant, not a variable" */
    { }
    #pragma acc data present(real) /* ERROR "'real' in 'present' is a type name, not a variable" */
    { }
    #pragma acc data copy(buf[0:LEN], p[0:n])
    { }
    #pragma acc data copyin(BUF)
    { }
    #pragma acc enter data copyin(p[0:n])
    #pragma acc update self(p[0:n], missing) /* ERROR "'missing' in 'self' is not declared" */
    #pragma acc exit data delete(p[0:n])
}

void g(int n) {
    #pragma acc parallel loop private(t) /* ERROR "'t' in 'private' is not declared" */
    for (int i = 0; i < n; i++) {
        float t = i;
        buf[i % LEN] = t;
    }
    int later = 0;
    #pragma acc parallel loop firstprivate(later) copy(buf)
    for (int i = 0; i < n; i++)
        buf[i % LEN] = later;
}
