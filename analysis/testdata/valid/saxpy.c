#include <stdio.h>
#include <stdlib.h>

void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    #pragma acc parallel loop present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

int main(void) {
    int n = 1 << 20;
    float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    for (int i = 0; i < n; i++) { x[i] = 1.0f; y[i] = 2.0f; }
    #pragma acc data copyin(x[0:n]) copy(y[0:n])
    {
        saxpy(n, 3.0f, x, y);
    }
    printf("%f\n", y[0]);
    free(x);
    free(y);
    return 0;
}
