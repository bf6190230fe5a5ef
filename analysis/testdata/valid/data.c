#include <stdlib.h>
#include <string.h>

struct grid { int n; float *v; };

float table[64];
#pragma acc declare copyin(table)

void lifecycle(int n) {
    float *a = malloc(n * sizeof(float));
    memset(a, 0, n * sizeof(float));
    #pragma acc enter data copyin(a[0:n])
    #pragma acc parallel loop present(a[0:n]) async(1)
    for (int i = 0; i < n; i++)
        a[i] += table[i % 64];
    #pragma acc update self(a[0:n]) async(1)
    #pragma acc wait(1)
    #pragma acc exit data delete(a[0:n])
    free(a);
}

void structured(int n, float *x, float *y) {
    #pragma acc data copyin(x[0:n]) copyout(y[0:n])
    {
        #pragma acc parallel loop default(present)
        for (int i = 0; i < n; i++)
            y[i] = 2 * x[i];
        #pragma acc host_data use_device(x)
        {
            float *dx = x;
            (void)dx;
        }
    }
}

void none(int n, float alpha, float *x) {
    #pragma acc parallel loop default(none) copy(x[0:n]) firstprivate(n, alpha)
    for (int i = 0; i < n; i++) {
        float t = x[i];
        x[i] = alpha * t;
    }
}
