/* A conjugate gradient solver for a 1-D Poisson matrix (tridiagonal,
 * stored in CSR) with separate dot, axpy/xpay and spmv functions, each
 * with its own compute directive and present clauses, under one data
 * region in the solver. Compared with the same solver run on the host. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1000
#define ITERS 50

static double dot(int n, const double *x, const double *y)
{
    double s = 0.0;
#pragma acc parallel loop reduction(+:s) present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}

static void axpy(int n, double a, const double *x, double *y)
{
#pragma acc parallel loop present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++)
        y[i] += a * x[i];
}

static void xpay(int n, const double *x, double a, double *y)
{
#pragma acc parallel loop present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = x[i] + a * y[i];
}

static void spmv(int n, const int *rp, const int *ci, const double *v, const double *x, double *y)
{
#pragma acc parallel loop present(rp[0:n+1], ci[0:3*n], v[0:3*n], x[0:n], y[0:n])
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int k = rp[i]; k < rp[i + 1]; k++)
            s += v[k] * x[ci[k]];
        y[i] = s;
    }
}

static double cg(int n, const int *rp, const int *ci, const double *v, const double *b, double *x, int iters)
{
    double *r = malloc(n * sizeof(double)), *p = malloc(n * sizeof(double)), *q = malloc(n * sizeof(double));
    double rr = 0.0;
    int nnz = 3 * n;
#pragma acc data copyin(rp[0:n+1], ci[0:nnz], v[0:nnz], b[0:n]) copy(x[0:n]) create(r[0:n], p[0:n], q[0:n])
    {
#pragma acc parallel loop present(r[0:n], p[0:n], b[0:n], x[0:n])
        for (int i = 0; i < n; i++) {
            x[i] = 0.0;
            r[i] = b[i];
            p[i] = b[i];
        }
        rr = dot(n, r, r);
        for (int it = 0; it < iters; it++) {
            spmv(n, rp, ci, v, p, q);
            double alpha = rr / dot(n, p, q);
            axpy(n, alpha, p, x);
            axpy(n, -alpha, q, r);
            double rr1 = dot(n, r, r);
            xpay(n, r, rr1 / rr, p);
            rr = rr1;
        }
    }
    free(r); free(p); free(q);
    return sqrt(rr);
}

static double cg_host(int n, const int *rp, const int *ci, const double *v, const double *b, double *x, int iters)
{
    double *r = malloc(n * sizeof(double)), *p = malloc(n * sizeof(double)), *q = malloc(n * sizeof(double));
    double rr = 0.0;
    for (int i = 0; i < n; i++) { x[i] = 0.0; r[i] = p[i] = b[i]; rr += b[i] * b[i]; }
    for (int it = 0; it < iters; it++) {
        double pq = 0.0, rr1 = 0.0;
        for (int i = 0; i < n; i++) {
            double s = 0.0;
            for (int k = rp[i]; k < rp[i + 1]; k++)
                s += v[k] * p[ci[k]];
            q[i] = s;
            pq += p[i] * s;
        }
        double alpha = rr / pq;
        for (int i = 0; i < n; i++) { x[i] += alpha * p[i]; r[i] -= alpha * q[i]; rr1 += r[i] * r[i]; }
        for (int i = 0; i < n; i++) p[i] = r[i] + rr1 / rr * p[i];
        rr = rr1;
    }
    free(r); free(p); free(q);
    return sqrt(rr);
}

int main(void)
{
    int *rp = malloc((N + 1) * sizeof(int)), *ci = malloc(3 * N * sizeof(int));
    double *v = calloc(3 * N, sizeof(double)), *b = malloc(N * sizeof(double));
    double *x = malloc(N * sizeof(double)), *xr = malloc(N * sizeof(double));
    int k = 0;
    for (int i = 0; i < N; i++) {
        rp[i] = k;
        if (i > 0) { ci[k] = i - 1; v[k++] = -1.0; }
        ci[k] = i; v[k++] = 2.0;
        if (i < N - 1) { ci[k] = i + 1; v[k++] = -1.0; }
        b[i] = 1.0 + (i % 5);
    }
    rp[N] = k;
    for (; k < 3 * N; k++) ci[k] = 0;
    double res = cg(N, rp, ci, v, b, x, ITERS);
    double rres = cg_host(N, rp, ci, v, b, xr, ITERS);
    for (int i = 0; i < N; i++)
        if (fabs(x[i] - xr[i]) > 1e-8 * (1.0 + fabs(xr[i]))) {
            printf("cg_solver: x[%d] = %.15g, want %.15g\n", i, x[i], xr[i]);
            return 1;
        }
    if (fabs(res - rres) > 1e-8 * (1.0 + rres)) {
        printf("cg_solver: residual %.15g, want %.15g\n", res, rres);
        return 1;
    }
    printf("cg_solver: %d iterations, residual=%.4e ok\n", ITERS, rres);
    return 0;
}
