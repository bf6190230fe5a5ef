// present of a local variable that nothing in the function maps: the
// present check fails when the directive runs (§2.7.5).
#include <openacc.h>
#define N 100
void fill(double *v, int n);

void unmapped(int n) {
    double c[N];
    #pragma acc parallel loop present(c) /* WARNING "'c' is in a present clause, but it is a local variable that no data construct, declare, enter data or runtime call of 'unmapped' maps: it cannot be present, and the directive fails when it runs \\(§2.7.5\\) \\[present-unmapped\\]" */
    for (int i = 0; i < n; i++)
        c[i] = 1;
    double d[N];
    #pragma acc data present(d) /* WARNING "'d' is in a present clause" */
    {
        #pragma acc parallel loop
        for (int i = 0; i < n; i++)
            d[i] = 1;
    }
    double e[N];
    #pragma acc parallel loop default(present) /* WARNING@17 "'e' is implicitly present \\(default\\(present\\)\\), but it is a local variable" */
    for (int i = 0; i < n; i++)
        e[i] = 1;
}

// Mapped one way or another: no warning.
void mapped(int n) {
    double a[N], b[N], c[N], d[N], e[N];
    #pragma acc data copy(a)
    {
        #pragma acc parallel loop present(a)
        for (int i = 0; i < n; i++)
            a[i] = 1;
    }
    #pragma acc enter data create(b)
    #pragma acc parallel loop present(b)
    for (int i = 0; i < n; i++)
        b[i] = 1;
    #pragma acc exit data delete(b)
    acc_copyin(c, sizeof c);
    #pragma acc parallel loop present(c)
    for (int i = 0; i < n; i++)
        c[i] = 1;
    acc_delete(c, sizeof c);
    #pragma acc declare create(d)
    #pragma acc parallel loop present(d)
    for (int i = 0; i < n; i++)
        d[i] = 1;
    fill(e, n); // it may enter data
    #pragma acc parallel loop present(e)
    for (int i = 0; i < n; i++)
        e[i] = 1;
}

// A pointer or a parameter may reach data the caller mapped.
void params(int n, double *p, double q[N]) {
    double *r = p;
    #pragma acc parallel loop present(p[0:n], q[0:n], r[0:n])
    for (int i = 0; i < n; i++)
        p[i] = q[i] + r[i];
}
