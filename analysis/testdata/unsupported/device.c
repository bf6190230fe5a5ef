// C in device code that OpenCL C has no form for: the translator's plan
// decides these, and accls check asks it (Options.Translator).
#include <stdio.h>

union bits {
    float f;
    unsigned u;
};

void show(int n, float *restrict y) {
#pragma acc parallel loop copy(y[0:n])
    for (int i = 0; i < n; i++)
        printf("%f\n", y[i]); /* ERROR "calling .printf. in device code.*\\[unsupported\\]" */ /* ERROR "a string literal in device code.*\\[unsupported\\]" */
}

void pun(int n, union bits *restrict y) {
#pragma acc parallel loop copy(y[0:n]) /* ERROR "a union in device code.*\\[unsupported\\]" */
    for (int i = 0; i < n; i++)
        y[i].u = 0; /* ERROR "the variable .y. here in device code.*\\[unsupported\\]" */
}

#pragma acc routine seq
int fact(int k) { return k < 2 ? 1 : k * fact(k - 1); } /* ERROR "the recursive call of the routine .fact..*\\[unsupported\\]" */

void facts(int n, int *restrict y) {
#pragma acc parallel loop copy(y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = fact(i);
}

void strided(int n, int s, float *restrict y) {
#pragma acc parallel loop copy(y[0:n])
    for (int i = 0; i < n; i += s) /* ERROR "a partitioned loop whose step is not a constant.*\\[unsupported\\]" */
        y[i] = 0;
}
