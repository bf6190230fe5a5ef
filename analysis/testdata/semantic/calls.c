// Calls in compute regions need routine directives whose level fits
// (§2.15.1).
#include <math.h>

float helper(float x); /* defined in another file: no implicit routine */
static float local(float x) { return x * 3; } /* defined here: implicit routine seq */

#pragma acc routine seq
float twice(float x) { return x * 2; }

#pragma acc routine vector /* NOTE "'vsum' is declared a vector routine here" */
float vsum(const float *v, int n) {
    float s = 0;
    #pragma acc loop reduction(+:s)
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

#pragma acc routine worker
void wrow(float *r, int n) {
    #pragma acc loop worker
    for (int i = 0; i < n; i++) r[i] = 0;
}

#pragma acc routine seq
float bad(const float *v, int n) {
    return vsum(v, n); /* ERROR "'vsum' is a vector routine; 'bad', a seq routine may call only routines of its level or finer \\[routine-level\\]" */
}

void f(int n, float *a) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = helper(a[i]) + twice(a[i]) + sqrtf(fabsf(a[i])) + local(a[i]); /* ERROR "'helper' is called in the 'parallel loop' construct but has no routine directive, so it is not compiled for the device \\[call-without-routine\\]" */

    #pragma acc parallel loop gang copy(a[0:n*n])
    for (int i = 0; i < n; i++) {
        #pragma acc loop vector
        for (int j = 0; j < n; j++)
            a[i*n + j] = vsum(a + i*n, n); /* ERROR "'vsum' is a vector routine and may not be called inside a vector loop \\(§2.15.1\\)" */
    }

    #pragma acc parallel loop gang copy(a[0:n*n])
    for (int i = 0; i < n; i++) {
        wrow(a + i*n, n);
        a[i*n] += vsum(a + i*n, n);
    }
}
