/* 2-D heat equation on flat malloc'd grids: a data region around the time
 * loop, pointer swap between steps (both grids present), a step function
 * whose parallel loop names its arrays present, and an update self every
 * OUT steps to take a sample of the solution on the host. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NX 100
#define NY 80
#define STEPS 50
#define OUT 10
#define IDX(j, i) ((j) * NX + (i))

static void step(const double *restrict u, double *restrict un, double r)
{
#pragma acc parallel loop collapse(2) present(u[0:NX*NY], un[0:NX*NY])
    for (int j = 1; j < NY - 1; j++)
        for (int i = 1; i < NX - 1; i++)
            un[IDX(j, i)] = u[IDX(j, i)] + r * (u[IDX(j, i + 1)] + u[IDX(j, i - 1)] + u[IDX(j + 1, i)] + u[IDX(j - 1, i)] - 4.0 * u[IDX(j, i)]);
}

static void step_host(const double *u, double *un, double r)
{
    for (int j = 1; j < NY - 1; j++)
        for (int i = 1; i < NX - 1; i++)
            un[IDX(j, i)] = u[IDX(j, i)] + r * (u[IDX(j, i + 1)] + u[IDX(j, i - 1)] + u[IDX(j + 1, i)] + u[IDX(j - 1, i)] - 4.0 * u[IDX(j, i)]);
}

static void init(double *u)
{
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++)
            u[IDX(j, i)] = (j == 0 || i == 0) ? 1.0 : ((i * j) % 17 == 0 ? 0.75 : 0.0);
}

int main(void)
{
    int n = NX * NY;
    double *u = malloc(n * sizeof(double)), *un = malloc(n * sizeof(double));
    double *r = malloc(n * sizeof(double)), *rn = malloc(n * sizeof(double));
    double samples[STEPS / OUT], rsamples[STEPS / OUT];
    init(u); init(un); init(r); init(rn);
    double *uu = u, *uun = un;
#pragma acc data copy(u[0:n], un[0:n])
    {
        for (int t = 1; t <= STEPS; t++) {
            step(uu, uun, 0.2);
            double *tmp = uu; uu = uun; uun = tmp;
            if (t % OUT == 0) {
#pragma acc update self(uu[IDX(NY / 2, 0):NX])
                samples[t / OUT - 1] = uu[IDX(NY / 2, NX / 2)];
            }
        }
    }
    double *rr = r, *rrn = rn;
    for (int t = 1; t <= STEPS; t++) {
        step_host(rr, rrn, 0.2);
        double *tmp = rr; rr = rrn; rrn = tmp;
        if (t % OUT == 0)
            rsamples[t / OUT - 1] = rr[IDX(NY / 2, NX / 2)];
    }
    for (int k = 0; k < n; k++)
        if (fabs(uu[k] - rr[k]) > 1e-12) {
            printf("heat2d_swap: u[%d] = %.17g, want %.17g\n", k, uu[k], rr[k]);
            return 1;
        }
    for (int s = 0; s < STEPS / OUT; s++)
        if (fabs(samples[s] - rsamples[s]) > 1e-12) {
            printf("heat2d_swap: sample %d = %.17g, want %.17g\n", s, samples[s], rsamples[s]);
            return 1;
        }
    printf("heat2d_swap: centre=%.6f ok\n", rr[IDX(NY / 2, NX / 2)]);
    return 0;
}
