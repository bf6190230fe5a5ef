/* Reductions on _Bool (&& and ||), on double _Complex (+ and *), and on
 * long double (+), each checked against the serial loop; values exact. */
#include <complex.h>
#include <stdbool.h>
#include <stdio.h>

#define N 1000

int main(void)
{
    static double x[N];
    for (int i = 0; i < N; i++)
        x[i] = (i % 16) * 0.25;
    _Bool allpos = 1, anybig = 0;
    double _Complex z = 0;
    long double ld = 0;
#pragma acc parallel loop copyin(x) reduction(&&:allpos) reduction(||:anybig) reduction(+:z, ld)
    for (int i = 0; i < N; i++) {
        allpos = allpos && (x[i] >= 0);
        anybig = anybig || (x[i] > 3.5);
        z += x[i] + 2.0 * I * x[i];
        ld += (long double)x[i];
    }
    double _Complex prod = 1;
#pragma acc parallel loop reduction(*:prod)
    for (int i = 0; i < 8; i++)
        prod *= (i % 2) ? I : 1.0;
    double ref = 0;
    for (int i = 0; i < N; i++)
        ref += x[i];
    if (!allpos || !anybig || creal(z) != ref || cimag(z) != 2 * ref || ld != ref || creal(prod) != 1.0 || cimag(prod) != 0.0) {
        printf("shape_reduction_types: %d %d (%g,%g) %Lg (%g,%g) want %g\n", allpos, anybig, creal(z), cimag(z), ld, creal(prod), cimag(prod), ref);
        return 1;
    }
    printf("shape_reduction_types: sum=%g ok\n", ref);
    return 0;
}
