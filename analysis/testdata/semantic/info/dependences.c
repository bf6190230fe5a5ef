// Dependence analysis in kernels regions: each test, and the loops it
// must keep sequential.
#define N 100
float a[N], b[N], c[N][N], d[2*N + 10];

void ziv(void) {
    #pragma acc kernels present(a, b)
    {
        for (int i = 0; i < N; i++) a[3] = a[5] + b[i]; /* INFO "loop runs sequentially: loop-carried output dependence: every iteration .*\\[loop-seq\\]" */
        for (int i = 0; i < N; i++) a[3] = a[3] + b[i]; /* INFO "loop runs sequentially: loop-carried dependence: every iteration reads a.*\\[loop-seq\\]" */
    }
}

void siv(void) {
    #pragma acc kernels present(a, b, d)
    {
        for (int i = 0; i < N; i++) a[i] = a[i] + 1; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
        for (int i = 1; i < N; i++) a[i] = a[i-1] + 1; /* INFO "loop runs sequentially: loop-carried flow dependence: a\\[i\\] is written an.*\\[loop-seq\\]" */
        for (int i = 0; i < N - 1; i++) a[i] = a[i+1] + 1; /* INFO "loop runs sequentially: loop-carried anti dependence: a\\[i\\+1\\] is read and.*\\[loop-seq\\]" */
        for (int i = 0; i < N; i++) d[2*i] = d[2*i + 1]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
        for (int i = 0; i < N / 2; i++) a[i] = a[i + N/2]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
        for (int i = 0; i < N; i++) d[i] = d[i + N + 5]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
    }
}

void weak(void) {
    #pragma acc kernels present(a, b)
    {
        for (int i = 0; i < N; i++) a[i] = a[0] + b[i]; /* INFO "loop runs sequentially: loop-carried dependence: a\\[0\\] and a\\[i\\] touch the.*\\[loop-seq\\]" */
        for (int i = 0; i < 50; i++) a[i] = a[70] + b[i]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
        for (int i = 0; i < N; i++) a[i] = a[N - 1 - i]; /* INFO "loop runs sequentially: a loop-carried dependence cannot be ruled out: t.*\\[loop-seq\\]" */
        for (int i = 0; i < 40; i++) a[i] = a[99 - i]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
    }
}

void gcd_banerjee(void) {
    #pragma acc kernels present(a, d)
    {
        for (int i = 0; i < N; i++) d[2*i] = d[4*i + 1]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
        for (int i = 0; i < 10; i++) d[2*i] = d[3*i + 100]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
        for (int i = 0; i < N; i++) d[2*i] = d[3*i]; /* INFO "loop runs sequentially: a loop-carried dependence cannot be ruled out: t.*\\[loop-seq\\]" */
    }
}

void nests(void) {
    #pragma acc kernels present(c)
    {
        for (int i = 0; i < N; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found; it runs as one iteration space with the loop at line 49 nested in it.*\\[loop-parallel\\]" */
            for (int j = 0; j < N; j++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found; it runs as one iteration space with the loop at line 48 around it.*\\[loop-parallel\\]" */
                c[i][j] = c[i][j] * 2;
        for (int i = 1; i < N; i++) /* INFO@9 "loop runs sequentially on the host, launching 1 kernel per iteration: .*\\[loop-seq\\]" */ /* INFO@9 "this loop runs on the host \\(loop-carried flow dependence: c\\[i\\]\\[j\\] is w.*\\[kernels-host-loop\\]" */
            for (int j = 0; j < N; j++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
                c[i][j] = c[i-1][j] + 1;
        for (int i = 0; i < N; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
            for (int j = 1; j < N; j++) /* INFO "loop runs sequentially: loop-carried flow dependence: c\\[i\\]\\[j\\] is written.*\\[loop-seq\\]" */
                c[i][j] = c[i][j-1] + 1;
    }
}

void pointers(int n, int k, float *p, float *q, float *restrict r, float *restrict s) {
    #pragma acc kernels present(p[0:n], q[0:n], r[0:n], s[0:n]) /* INFO "implicit copy\\(n\\): 'n' is a scalar used in a kernels construct \\(§2\\.6\\.2\\).*\\[implicit-data\\]" */ /* INFO "implicit copy\\(k\\): 'k' is a scalar used in a kernels construct \\(§2\\.6\\.2\\).*\\[implicit-data\\]" */
    {
        for (int i = 0; i < n; i++) p[i] = q[i]; /* INFO "loop runs sequentially: 'q' and 'p' may point to the same data \\(declare .*\\[loop-seq\\]" */
        for (int i = 0; i < n; i++) r[i] = s[i]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
        for (int i = 0; i < n - k; i++) r[i] = r[i + k]; /* INFO "loop runs sequentially: a loop-carried dependence cannot be ruled out: t.*\\[loop-seq\\]" */
        #pragma acc loop independent
        for (int i = 0; i < n; i++) p[i] = q[i]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): it has an independent clause.*\\[loop-parallel\\]" */
    }
}
