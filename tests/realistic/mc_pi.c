/* Monte Carlo estimate of pi: each iteration draws its two numbers from a
 * counter-based hash RNG in a routine seq function, and the hits are an
 * integer reduction, so the count is exact and equals the serial count. */
#include <stdint.h>
#include <stdio.h>

#define SAMPLES 1000000L

#pragma acc routine seq
static uint32_t hash32(uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

#pragma acc routine seq
static double uniform(uint32_t seed, uint32_t i)
{
    return (double)(hash32(seed ^ hash32(i)) >> 8) * (1.0 / 16777216.0);
}

int main(void)
{
    long hits = 0;
#pragma acc parallel loop reduction(+:hits)
    for (long i = 0; i < SAMPLES; i++) {
        double x = uniform(1u, (uint32_t)i);
        double y = uniform(2u, (uint32_t)i);
        if (x * x + y * y <= 1.0)
            hits++;
    }
    long ref = 0;
    for (long i = 0; i < SAMPLES; i++) {
        double x = uniform(1u, (uint32_t)i), y = uniform(2u, (uint32_t)i);
        if (x * x + y * y <= 1.0)
            ref++;
    }
    double pi = 4.0 * hits / SAMPLES;
    if (hits != ref || pi < 3.1 || pi > 3.2) {
        printf("mc_pi: %ld hits, want %ld (pi %f)\n", hits, ref, pi);
        return 1;
    }
    printf("mc_pi: pi~%.4f ok\n", pi);
    return 0;
}
