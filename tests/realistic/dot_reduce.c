/* A dot product and a norm as reductions of a parallel loop, in float and
 * double through a configurable REAL, with an integer count reduction. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef REAL
#define REAL double
#endif
#define N 100000

static REAL dot(int n, const REAL *x, const REAL *y)
{
    REAL s = 0;
#pragma acc parallel loop reduction(+:s) copyin(x[0:n], y[0:n])
    for (int i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}

int main(void)
{
    REAL *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
    for (int i = 0; i < N; i++) {
        x[i] = (REAL)(i % 8) * 0.5;  /* exact in binary */
        y[i] = (REAL)((i * 3) % 5) * 0.25;
    }
    REAL d = dot(N, x, y);
    double ref = 0;
    for (int i = 0; i < N; i++)
        ref += (double)x[i] * y[i];
    long positives = 0;
    double maxv = 0;
#pragma acc parallel loop reduction(+:positives) reduction(max:maxv) copyin(x[0:N], y[0:N])
    for (int i = 0; i < N; i++) {
        double p = x[i] * y[i];
        if (p > 0)
            positives++;
        if (p > maxv)
            maxv = p;
    }
    long rpos = 0;
    for (int i = 0; i < N; i++)
        if (x[i] * y[i] > 0)
            rpos++;
    if (fabs(d - ref) > 1e-6 * fabs(ref) || positives != rpos || maxv != 3.5 * 1.0) {
        printf("dot_reduce: dot %.17g (want %.17g) positives %ld (want %ld) max %g\n", (double)d, ref, positives, rpos, maxv);
        return 1;
    }
    printf("dot_reduce: dot=%.1f positives=%ld ok\n", ref, rpos);
    return 0;
}
