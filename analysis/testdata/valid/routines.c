#include <math.h>
#include <openacc.h>

#pragma acc routine seq
static float sq(float x) { return x * x; }

#pragma acc routine vector
void scale_row(float *row, int n, float s) {
    #pragma acc loop
    for (int i = 0; i < n; i++)
        row[i] *= s;
}

float norm2(int n, const float *v);
#pragma acc routine(norm2) seq

float norm2(int n, const float *v) {
    float s = 0;
    for (int i = 0; i < n; i++)
        s += sq(v[i]);
    return sqrtf(s);
}

void rows(int m, int n, float *a) {
    #pragma acc parallel loop gang copy(a[0:m*n])
    for (int r = 0; r < m; r++) {
        float s = norm2(n, a + r*n);
        if (s > 0)
            scale_row(a + r*n, n, 1.0f / s);
    }
    if (acc_get_num_devices(acc_device_default) > 0)
        acc_wait_all();
}
