/* A 3-D 7-point stencil over a time loop, parallel loop collapse(3) on a
 * flat array with an index macro, and a copy-back loop; the residual is a
 * sum reduction. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NX 40
#define NY 36
#define NZ 32
#define STEPS 10
#define I3(k, j, i) (((k) * NY + (j)) * NX + (i))

int main(void)
{
    int n = NX * NY * NZ;
    float *a = malloc(n * sizeof(float)), *b = malloc(n * sizeof(float));
    float *ra = malloc(n * sizeof(float)), *rb = malloc(n * sizeof(float));
    for (int k = 0; k < n; k++)
        a[k] = b[k] = ra[k] = rb[k] = (float)(k % 11) * 0.125f;
    const float c0 = 0.25f, c1 = 0.125f;
    double res = 0.0;
#pragma acc data copy(a[0:n]) create(b[0:n])
    {
        for (int t = 0; t < STEPS; t++) {
#pragma acc parallel loop collapse(3) present(a, b)
            for (int k = 1; k < NZ - 1; k++)
                for (int j = 1; j < NY - 1; j++)
                    for (int i = 1; i < NX - 1; i++)
                        b[I3(k, j, i)] = c0 * a[I3(k, j, i)] + c1 * (a[I3(k, j, i - 1)] + a[I3(k, j, i + 1)] + a[I3(k, j - 1, i)] + a[I3(k, j + 1, i)] + a[I3(k - 1, j, i)] + a[I3(k + 1, j, i)]);
#pragma acc parallel loop collapse(3) present(a, b)
            for (int k = 1; k < NZ - 1; k++)
                for (int j = 1; j < NY - 1; j++)
                    for (int i = 1; i < NX - 1; i++)
                        a[I3(k, j, i)] = b[I3(k, j, i)];
        }
#pragma acc parallel loop reduction(+:res) present(a)
        for (int k = 0; k < n; k++)
            res += a[k];
    }
    for (int t = 0; t < STEPS; t++) {
        for (int k = 1; k < NZ - 1; k++)
            for (int j = 1; j < NY - 1; j++)
                for (int i = 1; i < NX - 1; i++)
                    rb[I3(k, j, i)] = c0 * ra[I3(k, j, i)] + c1 * (ra[I3(k, j, i - 1)] + ra[I3(k, j, i + 1)] + ra[I3(k, j - 1, i)] + ra[I3(k, j + 1, i)] + ra[I3(k - 1, j, i)] + ra[I3(k + 1, j, i)]);
        for (int k = 1; k < NZ - 1; k++)
            for (int j = 1; j < NY - 1; j++)
                for (int i = 1; i < NX - 1; i++)
                    ra[I3(k, j, i)] = rb[I3(k, j, i)];
    }
    double rres = 0.0;
    for (int k = 0; k < n; k++) {
        if (fabsf(a[k] - ra[k]) > 1e-5f) {
            printf("stencil3d: a[%d] = %g, want %g\n", k, a[k], ra[k]);
            return 1;
        }
        rres += ra[k];
    }
    if (fabs(res - rres) > 1e-6 * rres) {
        printf("stencil3d: sum %.9g, want %.9g\n", res, rres);
        return 1;
    }
    printf("stencil3d: sum=%.3f ok\n", rres);
    return 0;
}
