/* STREAM-like bandwidth kernels (copy, scale, add, triad) on restrict
 * pointer parameters, timed with omp_get_wtime as in the benchmark. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 200000
#define NTIMES 5

static void copy(int n, const double *restrict a, double *restrict c)
{
#pragma acc parallel loop present(a[0:n], c[0:n])
    for (int j = 0; j < n; j++)
        c[j] = a[j];
}

static void scale(int n, double q, double *restrict b, const double *restrict c)
{
#pragma acc parallel loop present(b[0:n], c[0:n])
    for (int j = 0; j < n; j++)
        b[j] = q * c[j];
}

static void add(int n, const double *restrict a, const double *restrict b, double *restrict c)
{
#pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])
    for (int j = 0; j < n; j++)
        c[j] = a[j] + b[j];
}

static void triad(int n, double q, double *restrict a, const double *restrict b, const double *restrict c)
{
#pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])
    for (int j = 0; j < n; j++)
        a[j] = b[j] + q * c[j];
}

int main(void)
{
    double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), *c = malloc(N * sizeof *c);
    double times[4] = {0};
    for (int j = 0; j < N; j++) {
        a[j] = 1.0;
        b[j] = 2.0;
        c[j] = 0.0;
    }
    double q = 3.0;
#pragma acc data copy(a[0:N], b[0:N], c[0:N])
    {
        for (int k = 0; k < NTIMES; k++) {
            double t = omp_get_wtime();
            copy(N, a, c);
            times[0] += omp_get_wtime() - t;
            t = omp_get_wtime();
            scale(N, q, b, c);
            times[1] += omp_get_wtime() - t;
            t = omp_get_wtime();
            add(N, a, b, c);
            times[2] += omp_get_wtime() - t;
            t = omp_get_wtime();
            triad(N, q, a, b, c);
            times[3] += omp_get_wtime() - t;
        }
    }
    /* The serial recurrence of one element, as STREAM's checker does. */
    double aj = 1.0, bj = 2.0, cj = 0.0;
    for (int k = 0; k < NTIMES; k++) {
        cj = aj;
        bj = q * cj;
        cj = aj + bj;
        aj = bj + q * cj;
    }
    int bad = 0;
    for (int j = 0; j < N; j++)
        if (a[j] != aj || b[j] != bj || c[j] != cj)
            bad++;
    if (bad || times[0] < 0) {
        printf("stream_triad: %d wrong elements\n", bad);
        return 1;
    }
    printf("stream_triad: a=%g b=%g c=%g ok\n", aj, bj, cj);
    free(a);
    free(b);
    free(c);
    return 0;
}
