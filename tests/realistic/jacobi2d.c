/* 2-D Jacobi iteration in the classic training-material shape: a data
 * region around the time loop, a kernels region computing the new grid
 * and the maximum change (a max reduction the compiler must find), and a
 * copy-back loop. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#define NX 128
#define NY 96
#define ITERS 60

static double A[NY][NX], Anew[NY][NX], R[NY][NX], Rnew[NY][NX];

static double step_host(void)
{
    double err = 0.0;
    for (int j = 1; j < NY - 1; j++)
        for (int i = 1; i < NX - 1; i++) {
            Rnew[j][i] = 0.25 * (R[j][i + 1] + R[j][i - 1] + R[j - 1][i] + R[j + 1][i]);
            err = fmax(err, fabs(Rnew[j][i] - R[j][i]));
        }
    for (int j = 1; j < NY - 1; j++)
        for (int i = 1; i < NX - 1; i++)
            R[j][i] = Rnew[j][i];
    return err;
}

int main(void)
{
    memset(A, 0, sizeof A);
    for (int i = 0; i < NX; i++)
        A[0][i] = 1.0;
    for (int j = 0; j < NY; j++)
        A[j][0] = 0.5;
    memcpy(Anew, A, sizeof A);
    memcpy(R, A, sizeof A);
    memcpy(Rnew, A, sizeof A);
    double err = 1.0;
    int iter = 0;
#pragma acc data copy(A) create(Anew)
    while (iter < ITERS) {
        err = 0.0;
#pragma acc kernels
        {
            for (int j = 1; j < NY - 1; j++)
                for (int i = 1; i < NX - 1; i++) {
                    Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
                    err = fmax(err, fabs(Anew[j][i] - A[j][i]));
                }
            for (int j = 1; j < NY - 1; j++)
                for (int i = 1; i < NX - 1; i++)
                    A[j][i] = Anew[j][i];
        }
        iter++;
    }
    double rerr = 0;
    for (int k = 0; k < ITERS; k++)
        rerr = step_host();
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++)
            if (fabs(A[j][i] - R[j][i]) > 1e-12) {
                printf("jacobi2d: A[%d][%d] = %.17g, want %.17g\n", j, i, A[j][i], R[j][i]);
                return 1;
            }
    if (fabs(err - rerr) > 1e-12) {
        printf("jacobi2d: error %.17g, want %.17g\n", err, rerr);
        return 1;
    }
    printf("jacobi2d: %d iterations, err=%.6f ok\n", iter, rerr);
    return 0;
}
