// PolyBench-like kernels in kernels regions: which loops autoscoping runs
// in parallel (§2.5.2). seidel-2d, lu, cholesky and trmm carry
// dependences; each loop that does must stay sequential, and each loop
// without one may run in parallel.
#define N 64
#define M 48
#define TSTEPS 10
double A[N][N], B[N][N], C[N][N];
double x[N], y[N], r[N], p[N], s[N], q[N];

// Gauss-Seidel: A[i][j] reads the new A[i-1][*] and A[i][j-1].
void seidel_2d(void) {
    #pragma acc kernels copy(A)
    for (int t = 0; t < TSTEPS; t++) /* INFO@5 "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscripts of A.*\\[loop-seq\\]" */
        for (int i = 1; i <= N - 2; i++) /* INFO@9 "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscripts of A.*\\[loop-seq\\]" */
            for (int j = 1; j <= N - 2; j++) /* INFO@13 "loop runs sequentially: loop-carried flow dependence: A\\[i\\]\\[j\\] is written and A\\[i\\]\\[j-1\\] rea.*\\[loop-seq\\]" */
                A[i][j] = (A[i-1][j-1] + A[i-1][j] + A[i-1][j+1]
                         + A[i][j-1] + A[i][j] + A[i][j+1]
                         + A[i+1][j-1] + A[i+1][j] + A[i+1][j+1]) / 9.0;
}

// LU without pivoting, in place: row i reads the rows above it.
void lu(void) {
    #pragma acc kernels copy(A)
    for (int i = 0; i < N; i++) { /* INFO@5 "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscripts of A.*\\[loop-seq\\]" */
        for (int j = 0; j < i; j++) { /* INFO@9 "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscripts of A.*\\[loop-seq\\]" */
            for (int k = 0; k < j; k++) /* INFO@13 "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscripts of A.*\\[loop-seq\\]" */
                A[i][j] -= A[i][k] * A[k][j];
            A[i][j] /= A[j][j];
        }
        for (int j = i; j < N; j++) /* INFO@9 "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscripts of A.*\\[loop-seq\\]" */
            for (int k = 0; k < i; k++) /* INFO@13 "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscripts of A.*\\[loop-seq\\]" */
                A[i][j] -= A[i][k] * A[k][j];
    }
}

void cholesky(void) {
    #pragma acc kernels copy(A)
    for (int i = 0; i < N; i++) { /* INFO@5 "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscripts of A.*\\[loop-seq\\]" */
        for (int j = 0; j < i; j++) { /* INFO@9 "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscripts of A.*\\[loop-seq\\]" */
            for (int k = 0; k < j; k++) /* INFO@13 "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscripts of A.*\\[loop-seq\\]" */
                A[i][j] -= A[i][k] * A[j][k];
            A[i][j] /= A[j][j];
        }
        for (int k = 0; k < i; k++) /* INFO@9 "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscripts of A.*\\[loop-seq\\]" */
            A[i][i] -= A[i][k] * A[i][k];
        A[i][i] = A[i][i] > 0 ? A[i][i] : -A[i][i];
    }
}

// B = alpha * A^T B with A unit lower triangular: row i reads the rows
// below it, which later iterations of i overwrite; columns j are
// independent.
void trmm(double alpha) {
    #pragma acc kernels copy(B) copyin(A, alpha)
    for (int i = 0; i < M; i++) /* INFO@5 "loop runs sequentially on the host, launching 1 kernel per iteration: .*\\[loop-seq\\]" */ /* INFO@5 "this loop runs on the host \\(a loop-carried dependence cannot be ruled .*\\[kernels-host-loop\\]" */
        for (int j = 0; j < N; j++) { /* INFO@9 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
            for (int k = i + 1; k < M; k++) /* INFO@13 "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscripts of B.*\\[loop-seq\\]" */
                B[i][j] += A[k][i] * B[k][j];
            B[i][j] = alpha * B[i][j];
        }
}

void jacobi_1d(void) {
    #pragma acc kernels copy(x) create(y)
    for (int t = 0; t < TSTEPS; t++) { /* INFO@5 "loop runs sequentially on the host, launching 2 kernels per iteration:.*\\[loop-seq\\]" */ /* INFO@5 "this loop runs on the host \\(a loop-carried dependence cannot be ruled .*\\[kernels-host-loop\\]" */
        for (int i = 1; i < N - 1; i++) /* INFO@9 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
            y[i] = 0.33333 * (x[i-1] + x[i] + x[i+1]);
        for (int i = 1; i < N - 1; i++) /* INFO@9 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
            x[i] = 0.33333 * (y[i-1] + y[i] + y[i+1]);
    }
}

// C = alpha A A^T + beta C on the lower triangle.
void syrk(double alpha, double beta) {
    #pragma acc kernels copy(C) copyin(A, alpha, beta)
    for (int i = 0; i < N; i++) { /* INFO@5 "loop runs in parallel \\(gang\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
        for (int j = 0; j <= i; j++) /* INFO@9 "loop runs in parallel \\(vector\\(128\\)\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
            C[i][j] *= beta;
        for (int k = 0; k < M; k++) /* INFO@9 "loop runs sequentially: a loop-carried dependence between C\\[i\\]\\[j\\] and C\\[i\\]\\[j\\] cannot be ru.*\\[loop-seq\\]" */
            for (int j = 0; j <= i; j++) /* INFO@13 "loop runs in parallel \\(vector\\(128\\)\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
                C[i][j] += alpha * A[i][k] * A[j][k];
    }
}

// y = A^T (A x): the second j loop accumulates into every y[j] for each i.
void atax(void) {
    #pragma acc kernels copyin(A, x) copyout(y)
    {
        for (int i = 0; i < N; i++) /* INFO@9 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
            y[i] = 0;
        for (int i = 0; i < N; i++) { /* INFO@9 "loop runs sequentially: a loop-carried dependence between y\\[j\\] and y\\[j\\] cannot be ruled ou.*\\[loop-seq\\]" */ /* INFO@9 "this loop stays on the device as one kernel, not a host loop launching.*\\[kernels-host-loop\\]" */ /* INFO@9 "this statement of the kernels region runs on one gang: it is not itsel.*\\[kernels-one-gang\\]" */
            double tmp = 0.0;
            for (int j = 0; j < N; j++) /* INFO@13 "reduction\\(\\+:tmp\\): every iteration accumulates into 'tmp' with \\+ \\(§2\\.9\\.11\\).*\\[reduction\\]" */ /* INFO@13 "loop runs in parallel \\(vector\\(256\\)\\) on one gang: the statement of the .*\\[loop-parallel\\]" */
                tmp = tmp + A[i][j] * x[j];
            for (int j = 0; j < N; j++) /* INFO@13 "loop runs in parallel \\(vector\\(256\\)\\) on one gang: the statement of the .*\\[loop-parallel\\]" */
                y[j] = y[j] + A[i][j] * tmp;
        }
    }
}

void bicg(void) {
    #pragma acc kernels copyin(A, r, p) copyout(s, q)
    {
        for (int i = 0; i < N; i++) /* INFO@9 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
            s[i] = 0;
        for (int i = 0; i < N; i++) { /* INFO@9 "loop runs sequentially: a loop-carried dependence between s\\[j\\] and s\\[j\\] cannot be ruled ou.*\\[loop-seq\\]" */
            q[i] = 0.0;
            for (int j = 0; j < N; j++) { /* INFO@13 "loop runs sequentially: loop-carried dependence: every iteration reads and writes q\\[i\\] \\(ZI.*\\[loop-seq\\]" */
                s[j] = s[j] + r[i] * A[i][j];
                q[i] = q[i] + A[i][j] * p[j];
            }
        }
    }
}

double ex[N][N], ey[N][N], hz[N][N], fict[TSTEPS];
void fdtd_2d(void) {
    #pragma acc kernels copy(ex, ey, hz) copyin(fict)
    for (int t = 0; t < TSTEPS; t++) { /* INFO@5 "loop runs sequentially on the host, launching 4 kernels per iteration:.*\\[loop-seq\\]" */ /* INFO@5 "this loop runs on the host \\(a loop-carried dependence between ey\\[0\\]\\[j\\].*\\[kernels-host-loop\\]" */
        for (int j = 0; j < N; j++) /* INFO@9 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
            ey[0][j] = fict[t];
        for (int i = 1; i < N; i++) /* INFO@9 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found; it runs a.*\\[loop-parallel\\]" */
            for (int j = 0; j < N; j++) /* INFO@13 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found; it runs a.*\\[loop-parallel\\]" */
                ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i-1][j]);
        for (int i = 0; i < N; i++) /* INFO@9 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found; it runs a.*\\[loop-parallel\\]" */
            for (int j = 1; j < N; j++) /* INFO@13 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found; it runs a.*\\[loop-parallel\\]" */
                ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j-1]);
        for (int i = 0; i < N - 1; i++) /* INFO@9 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found; it runs a.*\\[loop-parallel\\]" */
            for (int j = 0; j < N - 1; j++) /* INFO@13 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found; it runs a.*\\[loop-parallel\\]" */
                hz[i][j] = hz[i][j] - 0.7 * (ex[i][j+1] - ex[i][j] + ey[i+1][j] - ey[i][j]);
    }
}
