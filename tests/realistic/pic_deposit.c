/* Particle-in-cell charge deposition with linear (cloud-in-cell) weights:
 * many particles add to the same grid points, so the adds are atomic.
 * Weights are multiples of 1/64 so every sum is exact in any order. */
#include <stdio.h>
#include <stdlib.h>

#define NP 200000
#define NG 256

int main(void)
{
    float *xp = malloc(NP * sizeof(float));
    double *rho = calloc(NG, sizeof(double)), *ref = calloc(NG, sizeof(double));
    for (int p = 0; p < NP; p++)
        xp[p] = (float)((p * 7919) % (NG * 64)) / 64.0f;
#pragma acc parallel loop copyin(xp[0:NP]) copy(rho[0:NG])
    for (int p = 0; p < NP; p++) {
        int i = (int)xp[p];
        double w = xp[p] - i;
        int ip = (i + 1) % NG;
#pragma acc atomic
        rho[i] += 1.0 - w;
#pragma acc atomic update
        rho[ip] += w;
    }
    for (int p = 0; p < NP; p++) {
        int i = (int)xp[p];
        double w = xp[p] - i;
        ref[i] += 1.0 - w;
        ref[(i + 1) % NG] += w;
    }
    double tot = 0.0;
    for (int g = 0; g < NG; g++) {
        if (rho[g] != ref[g]) {
            printf("pic_deposit: rho[%d] = %.17g, want %.17g\n", g, rho[g], ref[g]);
            return 1;
        }
        tot += rho[g];
    }
    if (tot != NP) {
        printf("pic_deposit: total charge %g\n", tot);
        return 1;
    }
    printf("pic_deposit: charge=%.0f ok\n", tot);
    return 0;
}
