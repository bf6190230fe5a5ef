/* A molecular-dynamics-like neighbour count with a cell list: particles are
 * binned into cells on the host (counting sort), then each particle scans
 * the 3x3 neighbouring cells on the device and sums a short-range energy
 * and a neighbour count. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NP 4000
#define L 20.0
#define NC 10
#define RC 2.0

int main(void)
{
    double *x = malloc(NP * sizeof(double)), *y = malloc(NP * sizeof(double));
    int *cellstart = calloc(NC * NC + 1, sizeof(int)), *order = malloc(NP * sizeof(int));
    int *cellof = malloc(NP * sizeof(int)), *fill = calloc(NC * NC, sizeof(int));
    int *nn = malloc(NP * sizeof(int));
    double *en = malloc(NP * sizeof(double));
    for (int i = 0; i < NP; i++) {
        x[i] = fmod(i * 0.618033988749 * L, L);
        y[i] = fmod(i * 0.41421356237 * L + 0.5 * (i % 7), L);
        int cx = (int)(x[i] / (L / NC)), cy = (int)(y[i] / (L / NC));
        cellof[i] = cy * NC + cx;
        cellstart[cellof[i] + 1]++;
    }
    for (int c = 0; c < NC * NC; c++)
        cellstart[c + 1] += cellstart[c];
    for (int i = 0; i < NP; i++)
        order[cellstart[cellof[i]] + fill[cellof[i]]++] = i;
    double etot = 0.0;
#pragma acc parallel loop reduction(+:etot) copyin(x[0:NP], y[0:NP], cellstart[0:NC*NC+1], order[0:NP], cellof[0:NP]) copyout(nn[0:NP], en[0:NP])
    for (int i = 0; i < NP; i++) {
        int c = cellof[i], cx = c % NC, cy = c / NC, cnt = 0;
        double e = 0.0;
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                int nx = cx + dx, ny = cy + dy;
                if (nx < 0 || ny < 0 || nx >= NC || ny >= NC)
                    continue;
                int nc = ny * NC + nx;
                for (int k = cellstart[nc]; k < cellstart[nc + 1]; k++) {
                    int j = order[k];
                    double ddx = x[j] - x[i], ddy = y[j] - y[i], r2 = ddx * ddx + ddy * ddy;
                    if (j != i && r2 < RC * RC) {
                        cnt++;
                        e += 1.0 / r2 - 1.0 / (RC * RC);
                    }
                }
            }
        nn[i] = cnt;
        en[i] = e;
        etot += e;
    }
    double rtot = 0.0;
    for (int i = 0; i < NP; i++) {
        int cnt = 0;
        double e = 0.0;
        for (int j = 0; j < NP; j++) {
            double ddx = x[j] - x[i], ddy = y[j] - y[i], r2 = ddx * ddx + ddy * ddy;
            if (j != i && r2 < RC * RC) {
                cnt++;
                e += 1.0 / r2 - 1.0 / (RC * RC);
            }
        }
        if (cnt != nn[i] || fabs(e - en[i]) > 1e-9 * (1 + fabs(e))) {
            printf("md_cells: particle %d: %d neighbours, want %d\n", i, nn[i], cnt);
            return 1;
        }
        rtot += e;
    }
    if (fabs(etot - rtot) > 1e-9 * fabs(rtot)) {
        printf("md_cells: energy %.15g, want %.15g\n", etot, rtot);
        return 1;
    }
    printf("md_cells: energy=%.6f ok\n", rtot);
    return 0;
}
