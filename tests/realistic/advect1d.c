/* 1-D linear advection with a finite-volume upwind scheme and a minmod
 * limiter: the flux and limiter are small functions marked routine seq,
 * the update runs in a parallel region with two loops, periodic
 * boundaries are handled by index arithmetic. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1024
#define STEPS 100

#pragma acc routine seq
static double minmod(double a, double b)
{
    if (a * b <= 0.0)
        return 0.0;
    return fabs(a) < fabs(b) ? a : b;
}

#pragma acc routine seq
static double flux(double ul, double slope, double vel, double nu)
{
    return vel * (ul + 0.5 * (1.0 - nu) * slope);
}

static void run(double *u, double *f, int n, int steps, double vel, double nu)
{
#pragma acc data copy(u[0:n]) create(f[0:n])
    for (int t = 0; t < steps; t++) {
#pragma acc parallel present(u[0:n], f[0:n])
        {
#pragma acc loop
            for (int i = 0; i < n; i++) {
                int im = (i + n - 1) % n, ip = (i + 1) % n;
                f[i] = flux(u[i], minmod(u[i] - u[im], u[ip] - u[i]), vel, nu);
            }
        }
#pragma acc parallel loop present(u[0:n], f[0:n])
        for (int i = 0; i < n; i++)
            u[i] -= nu / vel * (f[i] - f[(i + n - 1) % n]);
    }
}

static void run_host(double *u, double *f, int n, int steps, double vel, double nu)
{
    for (int t = 0; t < steps; t++) {
        for (int i = 0; i < n; i++) {
            int im = (i + n - 1) % n, ip = (i + 1) % n;
            f[i] = flux(u[i], minmod(u[i] - u[im], u[ip] - u[i]), vel, nu);
        }
        for (int i = 0; i < n; i++)
            u[i] -= nu / vel * (f[i] - f[(i + n - 1) % n]);
    }
}

int main(void)
{
    double *u = malloc(N * sizeof(double)), *f = malloc(N * sizeof(double));
    double *r = malloc(N * sizeof(double)), *g = malloc(N * sizeof(double));
    double mass0 = 0.0, mass = 0.0;
    for (int i = 0; i < N; i++) {
        u[i] = r[i] = (i > N / 4 && i < N / 2) ? 1.0 : 0.0;
        mass0 += u[i];
    }
    run(u, f, N, STEPS, 1.0, 0.5);
    run_host(r, g, N, STEPS, 1.0, 0.5);
    for (int i = 0; i < N; i++) {
        if (fabs(u[i] - r[i]) > 1e-12) {
            printf("advect1d: u[%d] = %.17g, want %.17g\n", i, u[i], r[i]);
            return 1;
        }
        mass += u[i];
    }
    if (fabs(mass - mass0) > 1e-9) {
        printf("advect1d: mass %.15g, want %.15g\n", mass, mass0);
        return 1;
    }
    printf("advect1d: mass=%.3f ok\n", mass);
    return 0;
}
