/* Device memory managed by hand with acc_malloc / acc_memcpy_from_device,
 * passed to compute constructs with deviceptr, and a host array mapped
 * to it with acc_map_data, as libraries that own their buffers do; built
 * without OpenACC, #ifdef _OPENACC falls back to host memory. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENACC
#include <openacc.h>
#else
#define acc_malloc malloc
#define acc_free free
#define acc_memcpy_from_device memcpy
#endif

#define N 30000

static void fill(double *restrict d, int n)
{
#pragma acc parallel loop deviceptr(d)
    for (int i = 0; i < n; i++)
        d[i] = 0.5 * i;
}

int main(void)
{
    double *h = malloc(N * sizeof(double)), *g = malloc(N * sizeof(double));
    double *d = acc_malloc(N * sizeof(double));
    fill(d, N);
    acc_memcpy_from_device(h, d, N * sizeof(double));
#ifdef _OPENACC
    double *d2 = acc_malloc(N * sizeof(double));
    acc_map_data(g, d2, N * sizeof(double));
#endif
#pragma acc parallel loop present(g[0:N]) deviceptr(d)
    for (int i = 0; i < N; i++)
        g[i] = d[i] * 2.0;
#pragma acc update self(g[0:N])
#ifdef _OPENACC
    acc_unmap_data(g);
    acc_free(d2);
#endif
    acc_free(d);
    for (int i = 0; i < N; i++)
        if (h[i] != 0.5 * i || g[i] != (double)i) {
            printf("deviceptr_malloc: %d: %g %g\n", i, h[i], g[i]);
            return 1;
        }
    printf("deviceptr_malloc: ok\n");
    return 0;
}
