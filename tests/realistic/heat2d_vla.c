/* A 2-D heat step written with C99 variable-length array parameters
 * (double u[ny][nx]), the arrays named bare in the data clauses of the
 * helper, a kernels region for the step and a parallel loop for the
 * copy-back, called from a time loop. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define STEPS 30

static void step(int ny, int nx, double u[ny][nx], double un[ny][nx], double r)
{
#pragma acc kernels copy(u) create(un)
    {
        for (int j = 1; j < ny - 1; j++)
            for (int i = 1; i < nx - 1; i++)
                un[j][i] = u[j][i] + r * (u[j][i + 1] + u[j][i - 1] + u[j + 1][i] + u[j - 1][i] - 4.0 * u[j][i]);
        for (int j = 1; j < ny - 1; j++)
            for (int i = 1; i < nx - 1; i++)
                u[j][i] = un[j][i];
    }
}

int main(void)
{
    int ny = 50, nx = 70;
    double (*u)[nx] = malloc(sizeof(double[ny][nx]));
    double (*un)[nx] = malloc(sizeof(double[ny][nx]));
    double (*r)[nx] = malloc(sizeof(double[ny][nx]));
    double (*rn)[nx] = malloc(sizeof(double[ny][nx]));
    for (int j = 0; j < ny; j++)
        for (int i = 0; i < nx; i++)
            u[j][i] = r[j][i] = (j == 0) ? 1.0 : ((i + j) % 9 == 0 ? 0.5 : 0.0);
    for (int t = 0; t < STEPS; t++)
        step(ny, nx, u, un, 0.2);
    for (int t = 0; t < STEPS; t++) {
        for (int j = 1; j < ny - 1; j++)
            for (int i = 1; i < nx - 1; i++)
                rn[j][i] = r[j][i] + 0.2 * (r[j][i + 1] + r[j][i - 1] + r[j + 1][i] + r[j - 1][i] - 4.0 * r[j][i]);
        for (int j = 1; j < ny - 1; j++)
            for (int i = 1; i < nx - 1; i++)
                r[j][i] = rn[j][i];
    }
    for (int j = 0; j < ny; j++)
        for (int i = 0; i < nx; i++)
            if (fabs(u[j][i] - r[j][i]) > 1e-12) {
                printf("heat2d_vla: u[%d][%d] = %.17g, want %.17g\n", j, i, u[j][i], r[j][i]);
                return 1;
            }
    printf("heat2d_vla: u[1][1]=%.6f ok\n", r[1][1]);
    return 0;
}
