#define N 256

void matmul(const float A[N][N], const float B[N][N], float C[N][N]) {
    #pragma acc parallel loop gang copyin(A[0:N][0:N], B[0:N][0:N]) copyout(C[0:N][0:N]) vector_length(128)
    for (int i = 0; i < N; i++) {
        #pragma acc loop vector
        for (int j = 0; j < N; j++) {
            float sum = 0.0f;
            #pragma acc loop seq
            for (int k = 0; k < N; k++)
                sum += A[i][k] * B[k][j];
            C[i][j] = sum;
        }
    }
}

void matmul_kernels(int n, const float *restrict a, const float *restrict b, float *restrict c) {
    #pragma acc kernels copyin(a[0:n*n], b[0:n*n]) copyout(c[0:n*n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            float s = 0;
            for (int k = 0; k < n; k++)
                s += a[i*n + k] * b[k*n + j];
            c[i*n + j] = s;
        }
}
