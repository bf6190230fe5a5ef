/* The same variable in two data clauses of one construct, as happens when
 * clause lists are built from macros: copyin and present of the same
 * array, and copyin twice. */
#include <stdio.h>
#include <stdlib.h>

#define N 2048

int main(void)
{
    int *a = malloc(N * sizeof(int)), *b = malloc(N * sizeof(int));
    for (int i = 0; i < N; i++)
        a[i] = i;
#pragma acc data copyin(a[0:N]) copyout(b[0:N])
    {
#pragma acc parallel loop copyin(a[0:N]) present(a[0:N])
        for (int i = 0; i < N; i++)
            b[i] = a[i] * 3;
    }
#pragma acc parallel loop copyin(a[0:N]) copyin(a[0:N]) copy(b[0:N])
    for (int i = 0; i < N; i++)
        b[i] += a[i];
    for (int i = 0; i < N; i++)
        if (b[i] != 4 * i) {
            printf("shape_two_clauses: b[%d] = %d\n", i, b[i]);
            return 1;
        }
    printf("shape_two_clauses: ok\n");
    return 0;
}
