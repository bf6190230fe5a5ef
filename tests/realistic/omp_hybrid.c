/* OpenMP and OpenACC in one program: the host initialises the arrays with
 * an OpenMP parallel for, the device computes a saxpy and a sum, OpenMP
 * host threads check the result with their own reduction, and
 * omp_get_wtime times each phase. Built with -fopenmp. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 500000

int main(void)
{
    float *x = malloc(N * sizeof(float)), *y = malloc(N * sizeof(float));
    double t0 = omp_get_wtime();
#pragma omp parallel for
    for (int i = 0; i < N; i++) {
        x[i] = (float)(i % 100);
        y[i] = 1.0f;
    }
    double t1 = omp_get_wtime();
    double dsum = 0.0;
#pragma acc parallel loop copyin(x[0:N]) copy(y[0:N]) reduction(+:dsum)
    for (int i = 0; i < N; i++) {
        y[i] = 2.0f * x[i] + y[i];
        dsum += y[i];
    }
    double t2 = omp_get_wtime();
    double hsum = 0.0;
    int bad = 0;
#pragma omp parallel for reduction(+:hsum, bad)
    for (int i = 0; i < N; i++) {
        if (y[i] != 2.0f * (float)(i % 100) + 1.0f)
            bad++;
        hsum += y[i];
    }
    if (bad || dsum != hsum || t2 < t0 || t1 < t0) {
        printf("omp_hybrid: %d wrong, sum %.1f want %.1f\n", bad, dsum, hsum);
        return 1;
    }
    printf("omp_hybrid: %d host threads, sum=%.0f ok\n", omp_get_max_threads(), hsum);
    return 0;
}
