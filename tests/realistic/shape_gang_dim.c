/* Multi-dimensional gang parallelism of OpenACC 3.3: a gang(dim:2) loop
 * over planes with a gang(dim:1) loop over rows inside it and a vector
 * loop innermost. */
#include <stdio.h>

#define NZ 8
#define NY 32
#define NX 64

int main(void)
{
    static int a[NZ][NY][NX];
#pragma acc parallel num_gangs(4, 8) copyout(a)
    {
#pragma acc loop gang(dim:2)
        for (int k = 0; k < NZ; k++) {
#pragma acc loop gang(dim:1)
            for (int j = 0; j < NY; j++) {
#pragma acc loop vector
                for (int i = 0; i < NX; i++)
                    a[k][j][i] = (k * NY + j) * NX + i;
            }
        }
    }
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                if (a[k][j][i] != (k * NY + j) * NX + i) {
                    printf("shape_gang_dim: a[%d][%d][%d] = %d\n", k, j, i, a[k][j][i]);
                    return 1;
                }
    printf("shape_gang_dim: ok\n");
    return 0;
}
