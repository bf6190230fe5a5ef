/* Per-iteration scratch arrays given as subarrays in private and
 * firstprivate clauses, the way codes with a work buffer write them. */
#include <stdio.h>
#include <stdlib.h>

#define N 1000
#define K 8

int main(void)
{
    double *work = malloc(K * sizeof(double));
    double coef[K];
    double out[N];
    for (int k = 0; k < K; k++)
        coef[k] = k + 1;
#pragma acc parallel loop private(work[0:K]) firstprivate(coef[0:K]) copyout(out)
    for (int i = 0; i < N; i++) {
        for (int k = 0; k < K; k++)
            work[k] = coef[k] * i;
        double s = 0;
        for (int k = 0; k < K; k++)
            s += work[k];
        out[i] = s;
    }
    for (int i = 0; i < N; i++)
        if (out[i] != 36.0 * i) {
            printf("shape_private_subarray: out[%d] = %g\n", i, out[i]);
            return 1;
        }
    printf("shape_private_subarray: ok\n");
    return 0;
}
