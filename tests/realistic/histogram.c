/* A histogram of hashed keys: concurrent increments through atomic update,
 * and a second histogram with atomic capture to hand out slots. */
#include <stdio.h>
#include <stdlib.h>

#define N 100000
#define BINS 64

static unsigned key(unsigned i)
{
    unsigned h = i * 2654435761u;
    return (h >> 7) % BINS;
}

int main(void)
{
    unsigned *keys = malloc(N * sizeof(unsigned));
    int hist[BINS] = {0}, ref[BINS] = {0};
    int *slot = malloc(N * sizeof(int));
    int next = 0;
    for (int i = 0; i < N; i++)
        keys[i] = key(i);
#pragma acc parallel loop copyin(keys[0:N]) copy(hist[0:BINS], next) copyout(slot[0:N])
    for (int i = 0; i < N; i++) {
        int b = keys[i];
#pragma acc atomic update
        hist[b]++;
        int s;
#pragma acc atomic capture
        s = next++;
        slot[i] = s;
    }
    for (int i = 0; i < N; i++)
        ref[keys[i]]++;
    for (int b = 0; b < BINS; b++)
        if (hist[b] != ref[b]) {
            printf("histogram: bin %d = %d, want %d\n", b, hist[b], ref[b]);
            return 1;
        }
    /* Every slot handed out exactly once. */
    char *seen = calloc(N, 1);
    for (int i = 0; i < N; i++) {
        if (slot[i] < 0 || slot[i] >= N || seen[slot[i]]) {
            printf("histogram: slot %d handed out twice or out of range\n", slot[i]);
            return 1;
        }
        seen[slot[i]] = 1;
    }
    if (next != N) {
        printf("histogram: next = %d\n", next);
        return 1;
    }
    printf("histogram: %d keys %d bins ok\n", N, BINS);
    return 0;
}
