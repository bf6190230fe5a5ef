/* A pipelined computation in blocks: each block's transfer in, kernel and
 * transfer out go on its own async queue (block % 3 + 1), overlapping
 * blocks, with a wait at the end, as in tutorials on hiding transfers. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 18)
#define NBLK 8

int main(void)
{
    float *in = malloc(N * sizeof(float)), *out = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++)
        in[i] = (float)(i % 1000) / 8.0f;
    int bs = N / NBLK;
#pragma acc data create(in[0:N], out[0:N])
    {
        for (int b = 0; b < NBLK; b++) {
            int q = b % 3 + 1, lo = b * bs;
#pragma acc update device(in[lo:bs]) async(q)
#pragma acc parallel loop async(q) present(in[0:N], out[0:N])
            for (int i = lo; i < lo + bs; i++)
                out[i] = sqrtf(in[i]) * 2.0f + 1.0f;
#pragma acc update self(out[lo:bs]) async(q)
        }
#pragma acc wait
    }
    for (int i = 0; i < N; i++) {
        float want = sqrtf(in[i]) * 2.0f + 1.0f;
        if (fabsf(out[i] - want) > 1e-5f * want) {
            printf("async_pipeline: out[%d] = %g, want %g\n", i, out[i], want);
            return 1;
        }
    }
    printf("async_pipeline: %d blocks ok\n", NBLK);
    return 0;
}
