/* Macro-heavy configurable code as in many production codes: REAL chosen
 * at build time, DIM macros, directives written through a PRAGMA macro
 * with _Pragma, and #ifdef _OPENACC around runtime-API calls. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

#ifdef USE_FLOAT
typedef float REAL;
#define TOL 1e-4
#else
typedef double REAL;
#define TOL 1e-12
#endif
#define DIM 3
#define NPTS 5000
#define PRAGMA(x) _Pragma(#x)
#define ACC(x) PRAGMA(acc x)
#define AT(p, d) ((p) * DIM + (d))

static void normalize(int n, REAL *restrict v, REAL *restrict len)
{
    ACC(parallel loop copy(v[0:n*DIM]) copyout(len[0:n]))
    for (int p = 0; p < n; p++) {
        REAL s = 0;
        ACC(loop seq)
        for (int d = 0; d < DIM; d++)
            s += v[AT(p, d)] * v[AT(p, d)];
        REAL l = sqrt(s);
        len[p] = l;
        ACC(loop seq)
        for (int d = 0; d < DIM; d++)
            v[AT(p, d)] /= l;
    }
}

int main(void)
{
    int ndev = 0;
#ifdef _OPENACC
    ndev = acc_get_num_devices(acc_get_device_type());
    acc_init(acc_get_device_type());
#endif
    REAL *v = malloc(NPTS * DIM * sizeof(REAL)), *len = malloc(NPTS * sizeof(REAL));
    for (int p = 0; p < NPTS; p++)
        for (int d = 0; d < DIM; d++)
            v[AT(p, d)] = (REAL)(1 + (p + d * 3) % 9);
    normalize(NPTS, v, len);
    for (int p = 0; p < NPTS; p++) {
        double s = 0, s1 = 0;
        for (int d = 0; d < DIM; d++) {
            double c = 1 + (p + d * 3) % 9;
            s += c * c;
            s1 += (double)v[AT(p, d)] * v[AT(p, d)];
        }
        if (fabs(len[p] - sqrt(s)) > TOL * sqrt(s) || fabs(s1 - 1.0) > 10 * TOL) {
            printf("macros_config: point %d: length %g, want %g\n", p, (double)len[p], sqrt(s));
            return 1;
        }
    }
    printf("macros_config: %d points, REAL of %d bytes, %s ok\n", NPTS, (int)sizeof(REAL), ndev >= 0 ? "devices" : "none");
    return 0;
}
