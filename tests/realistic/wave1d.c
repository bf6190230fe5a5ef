/* The 1-D wave equation with three time levels (previous, current, next)
 * rotated by pointer assignment each step inside a data region; the
 * step is a kernels loop in a helper that declares its arrays present. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 2000
#define STEPS 200

static void advance(int n, double c2, const double *restrict prev, const double *restrict cur, double *restrict next)
{
#pragma acc kernels present(prev[0:n], cur[0:n], next[0:n])
    {
#pragma acc loop independent
        for (int i = 1; i < n - 1; i++)
            next[i] = 2.0 * cur[i] - prev[i] + c2 * (cur[i + 1] - 2.0 * cur[i] + cur[i - 1]);
        next[0] = 0.0;
        next[n - 1] = 0.0;
    }
}

static void init(double *p, double *c)
{
    for (int i = 0; i < N; i++) {
        double x = (double)i / (N - 1);
        c[i] = p[i] = (i > 0 && i < N - 1) ? sin(3.14159265358979 * x) : 0.0;
    }
}

int main(void)
{
    double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double)), *c = malloc(N * sizeof(double));
    double *ra = malloc(N * sizeof(double)), *rb = malloc(N * sizeof(double)), *rc = malloc(N * sizeof(double));
    init(a, b);
    init(ra, rb);
    for (int i = 0; i < N; i++)
        c[i] = rc[i] = 0.0;
    double c2 = 0.25;
    double *prev = a, *cur = b, *next = c;
#pragma acc data copy(a[0:N], b[0:N], c[0:N])
    for (int t = 0; t < STEPS; t++) {
        advance(N, c2, prev, cur, next);
        double *tmp = prev; prev = cur; cur = next; next = tmp;
    }
    double *rp = ra, *rcur = rb, *rn = rc;
    for (int t = 0; t < STEPS; t++) {
        for (int i = 1; i < N - 1; i++)
            rn[i] = 2.0 * rcur[i] - rp[i] + c2 * (rcur[i + 1] - 2.0 * rcur[i] + rcur[i - 1]);
        rn[0] = rn[N - 1] = 0.0;
        double *tmp = rp; rp = rcur; rcur = rn; rn = tmp;
    }
    for (int i = 0; i < N; i++)
        if (fabs(cur[i] - rcur[i]) > 1e-12) {
            printf("wave1d: u[%d] = %.17g, want %.17g\n", i, cur[i], rcur[i]);
            return 1;
        }
    printf("wave1d: u[N/2]=%.6f ok\n", rcur[N / 2]);
    return 0;
}
