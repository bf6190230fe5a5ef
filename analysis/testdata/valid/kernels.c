#define N 4096

float a[N], b[N], c[N];

void stages(void) {
    #pragma acc kernels copy(a, b, c)
    {
        for (int i = 0; i < N; i++)
            b[i] = a[i] * 2;
        for (int i = 1; i < N; i++)
            c[i] = c[i-1] + b[i];
        for (int i = 0; i < N; i++) {
            float t = c[i];
            a[i] = t * t;
        }
        #pragma acc loop independent
        for (int i = 0; i < N; i++)
            a[i] = b[i];
    }
}

void serial_init(void) {
    #pragma acc serial copyout(a)
    for (int i = 0; i < N; i++)
        a[i] = i;
}

void devices(int n, float *x) {
    #pragma acc parallel loop gang copy(x[0:n]) device_type(nvidia) vector_length(256)
    for (int i = 0; i < n; i++)
        x[i] += 1;
    #pragma acc parallel loop copyin(x[0:n]) copyout(c)
    for (int i = 1; i < N - 1; i++) {
        #pragma acc cache(x[i-1:3])
        c[i] = x[i-1] + x[i] + x[i+1];
    }
}
