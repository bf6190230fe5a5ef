/* Calling routines defined in another file (lib/shape_extern_routine.c):
 * a seq routine and a vector routine, declared here with their routine
 * directives as a header would, and a worker routine over rows. */
#include <stdio.h>

#define N 256
#define M 128

#pragma acc routine seq
extern double weight(int i);
#pragma acc routine vector
extern void scale_row(int m, double *row, double f);

int main(void)
{
    static double a[N * M];
    for (int i = 0; i < N * M; i++)
        a[i] = i % M;
#pragma acc parallel loop gang copy(a)
    for (int i = 0; i < N; i++)
        scale_row(M, &a[i * M], weight(i));
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            if (a[i * M + j] != (double)j * weight(i)) {
                printf("shape_extern_routine: a[%d][%d] = %g\n", i, j, a[i * M + j]);
                return 1;
            }
    printf("shape_extern_routine: ok\n");
    return 0;
}
