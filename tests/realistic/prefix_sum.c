/* An exclusive prefix sum in two passes, as written without a scan
 * primitive: per-block sums in a gang loop with an inner vector reduction,
 * a serial scan of the block sums, then a pass that adds the offsets. */
#include <stdio.h>
#include <stdlib.h>

#define N 65536
#define BS 256

int main(void)
{
    int nb = N / BS;
    long *x = malloc(N * sizeof(long)), *y = malloc(N * sizeof(long));
    long *bsum = malloc(nb * sizeof(long));
    long total = 0;
    for (int i = 0; i < N; i++)
        x[i] = (i * 7) % 13 - 3;
#pragma acc data copyin(x[0:N]) copyout(y[0:N]) create(bsum[0:nb])
    {
#pragma acc parallel loop gang
        for (int b = 0; b < nb; b++) {
            long s = 0;
#pragma acc loop vector reduction(+:s)
            for (int i = 0; i < BS; i++)
                s += x[b * BS + i];
            bsum[b] = s;
        }
#pragma acc serial reduction(+:total)
        {
            long run = 0;
            for (int b = 0; b < nb; b++) {
                long t = bsum[b];
                bsum[b] = run;
                run += t;
            }
            total += run;
        }
#pragma acc parallel loop gang
        for (int b = 0; b < nb; b++) {
            long run = bsum[b];
#pragma acc loop seq
            for (int i = 0; i < BS; i++) {
                y[b * BS + i] = run;
                run += x[b * BS + i];
            }
        }
    }
    long run = 0;
    for (int i = 0; i < N; i++) {
        if (y[i] != run) {
            printf("prefix_sum: y[%d] = %ld, want %ld\n", i, y[i], run);
            return 1;
        }
        run += x[i];
    }
    if (total != run) {
        printf("prefix_sum: total %ld, want %ld\n", total, run);
        return 1;
    }
    printf("prefix_sum: total=%ld ok\n", total);
    return 0;
}
