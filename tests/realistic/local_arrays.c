/* Small fixed-size local arrays inside the loop body (per-iteration
 * scratch, private by scope), a 3x3 matrix-vector product per element,
 * a collapse(2) reduction over a 2-D grid and a worker/vector nest. */
#include <stdio.h>

#define NE 4096
#define NY 64
#define NX 128

int main(void)
{
    static double m[NE][9], v[NE][3], r[NE][3];
    static int grid[NY][NX];
    for (int e = 0; e < NE; e++) {
        for (int k = 0; k < 9; k++)
            m[e][k] = (e + k) % 5;
        for (int k = 0; k < 3; k++)
            v[e][k] = (e * 3 + k) % 7;
    }
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++)
            grid[j][i] = (i * j) % 13;
#pragma acc parallel loop copyin(m, v) copyout(r)
    for (int e = 0; e < NE; e++) {
        double a[3][3], x[3];
        for (int p = 0; p < 3; p++) {
            x[p] = v[e][p];
            for (int q = 0; q < 3; q++)
                a[p][q] = m[e][p * 3 + q];
        }
        for (int p = 0; p < 3; p++) {
            double s = 0;
            for (int q = 0; q < 3; q++)
                s += a[p][q] * x[q];
            r[e][p] = s;
        }
    }
    long total = 0;
    int colmax[NX];
#pragma acc parallel loop collapse(2) reduction(+:total) copyin(grid)
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++)
            total += grid[j][i];
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(grid) copyout(colmax)
    for (int i = 0; i < NX; i++) {
        int mx = 0;
#pragma acc loop worker vector reduction(max:mx)
        for (int j = 0; j < NY; j++)
            mx = grid[j][i] > mx ? grid[j][i] : mx;
        colmax[i] = mx;
    }
    long rt = 0;
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++)
            rt += grid[j][i];
    for (int e = 0; e < NE; e++)
        for (int p = 0; p < 3; p++) {
            double s = 0;
            for (int q = 0; q < 3; q++)
                s += m[e][p * 3 + q] * v[e][q];
            if (s != r[e][p]) {
                printf("local_arrays: r[%d][%d] = %g, want %g\n", e, p, r[e][p], s);
                return 1;
            }
        }
    for (int i = 0; i < NX; i++) {
        int mx = 0;
        for (int j = 0; j < NY; j++)
            mx = grid[j][i] > mx ? grid[j][i] : mx;
        if (mx != colmax[i]) {
            printf("local_arrays: colmax[%d] = %d, want %d\n", i, colmax[i], mx);
            return 1;
        }
    }
    if (total != rt) {
        printf("local_arrays: total %ld, want %ld\n", total, rt);
        return 1;
    }
    printf("local_arrays: total=%ld ok\n", rt);
    return 0;
}
