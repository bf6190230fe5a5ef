#include <limits.h>

long histogram(int n, const int *restrict v, int *restrict h) {
    long total = 0;
    int lo = INT_MAX, hi = INT_MIN;
    #pragma acc parallel loop copyin(v[0:n]) copy(h[0:16]) reduction(+:total) reduction(min:lo) reduction(max:hi)
    for (int i = 0; i < n; i++) {
        #pragma acc atomic update
        h[v[i] & 15] += 1;
        total += v[i];
        lo = v[i] < lo ? v[i] : lo;
        hi = v[i] > hi ? v[i] : hi;
    }
    return total + lo + hi;
}

int flags(int n, const int *v) {
    int all = 1, any = 0, bits = 0;
    #pragma acc kernels copyin(v[0:n])
    {
        for (int i = 0; i < n; i++) all = all && v[i];
        for (int i = 0; i < n; i++) any = any || v[i];
        for (int i = 0; i < n; i++) bits |= v[i];
    }
    return all + any + bits;
}

double nested(int n, int m, const double *a) {
    double s = 0;
    #pragma acc parallel copyin(a[0:n*m]) copy(s)
    {
        #pragma acc loop gang reduction(+:s)
        for (int i = 0; i < n; i++) {
            #pragma acc loop vector reduction(+:s)
            for (int j = 0; j < m; j++)
                s += a[i*m + j];
        }
    }
    return s;
}
