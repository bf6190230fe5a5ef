/* Dense matrix multiply with C99 array parameters of declared extents,
 * named bare in the data clauses, and a collapse(2) loop nest. */
#include <stdio.h>

#define N 96
#define M 64
#define P 80

static void matmul(int n, int m, int p, double A[N][M], double B[M][P], double C[N][P])
{
#pragma acc parallel loop collapse(2) copyin(A, B) copyout(C)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < p; j++) {
            double s = 0.0;
#pragma acc loop seq
            for (int k = 0; k < m; k++)
                s += A[i][k] * B[k][j];
            C[i][j] = s;
        }
}

static double A[N][M], B[M][P], C[N][P];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int k = 0; k < M; k++)
            A[i][k] = (double)((i + 2 * k) % 5) - 2.0;
    for (int k = 0; k < M; k++)
        for (int j = 0; j < P; j++)
            B[k][j] = (double)((3 * k + j) % 4) * 0.5;
    matmul(N, M, P, A, B, C);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < P; j++) {
            double s = 0.0;
            for (int k = 0; k < M; k++)
                s += A[i][k] * B[k][j];
            if (s != C[i][j]) {
                printf("matmul_vla: C[%d][%d] = %g, want %g\n", i, j, C[i][j], s);
                return 1;
            }
        }
    printf("matmul_vla: %dx%dx%d ok\n", N, M, P);
    return 0;
}
