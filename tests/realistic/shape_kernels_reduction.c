/* A reduction clause on a loop in a kernels region whose parallelism the
 * compiler chooses (no gang/vector written), and a kernels loop combined
 * construct with a reduction. */
#include <stdio.h>

#define N 20000

int main(void)
{
    static int v[N];
    for (int i = 0; i < N; i++)
        v[i] = (i * 31) % 101 - 50;
    long sum = 0;
    int mx = -1000;
#pragma acc kernels copyin(v)
    {
#pragma acc loop reduction(+:sum)
        for (int i = 0; i < N; i++)
            sum += v[i];
    }
#pragma acc kernels loop reduction(max:mx) copyin(v)
    for (int i = 0; i < N; i++)
        mx = v[i] > mx ? v[i] : mx;
    long rs = 0;
    int rm = -1000;
    for (int i = 0; i < N; i++) {
        rs += v[i];
        if (v[i] > rm)
            rm = v[i];
    }
    if (sum != rs || mx != rm) {
        printf("shape_kernels_reduction: sum %ld want %ld, max %d want %d\n", sum, rs, mx, rm);
        return 1;
    }
    printf("shape_kernels_reduction: sum=%ld max=%d ok\n", rs, rm);
    return 0;
}
