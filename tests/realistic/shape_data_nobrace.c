/* A data construct whose structured block is the compute construct on the
 * next line, with no braces, and a host_data construct whose block is a
 * single call: both are common in training material. */
#include <stdio.h>
#include <stdlib.h>

#define N 10000

static void scale_on_host(double *p, int n)
{
    (void)p;
    (void)n;
}

int main(void)
{
    double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double));
    for (int i = 0; i < N; i++)
        a[i] = i;
#pragma acc data copyin(a[0:N]) copyout(b[0:N])
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
        b[i] = 2.0 * a[i] + 1.0;
#pragma acc data copy(b[0:N])
#pragma acc host_data use_device(b)
    scale_on_host(b, N);
    for (int i = 0; i < N; i++)
        if (b[i] != 2.0 * i + 1.0) {
            printf("shape_data_nobrace: b[%d] = %g\n", i, b[i]);
            return 1;
        }
    printf("shape_data_nobrace: ok\n");
    return 0;
}
