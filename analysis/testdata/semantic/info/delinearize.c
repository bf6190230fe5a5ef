// Linearized two-dimensional subscripts (z[i*m + j] with 0 <= j < m):
// different rows for different i.
void rows(int n, int m, float *restrict z) {
    #pragma acc kernels present(z[0:n*m]) copyin(n, m)
    for (int i = 0; i < n; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found; it runs as one iteration space with the loop at line 6 nested in it.*\\[loop-parallel\\]" */
        for (int j = 0; j < m; j++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found; it runs as one iteration space with the loop at line 5 around it.*\\[loop-parallel\\]" */
            z[i*m + j] = z[i*m + j] + 1;
    // Row i reads row i-1: the outer loop stays sequential.
    #pragma acc kernels present(z[0:n*m]) copyin(n, m)
    for (int i = 1; i < n; i++) /* INFO@5 "loop runs sequentially on the host, launching 1 kernel per iteration: .*\\[loop-seq\\]" */ /* INFO@5 "this loop runs on the host \\(loop-carried flow dependence: z\\[i\\*m \\+ j\\] i.*\\[kernels-host-loop\\]" */
        for (int j = 0; j < m; j++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
            z[i*m + j] = z[(i-1)*m + j];
    // j runs past the row: rows overlap.
    #pragma acc kernels present(z[0:n*m]) copyin(n, m)
    for (int i = 0; i < n; i++) /* INFO@5 "loop runs sequentially on the host, launching 1 kernel per iteration: .*\\[loop-seq\\]" */ /* INFO@5 "this loop runs on the host \\(a loop-carried dependence cannot be ruled .*\\[kernels-host-loop\\]" */
        for (int j = 0; j <= m; j++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
            z[i*m + j] = 0;
}

// The 2-D stencil of the autoscope benchmark: j + 1 and j - 1 stay in
// [0, n) since j runs over 1..n-2, and (i±1)*n + j are the rows around.
void gradient(int n, const float *restrict in, float *restrict out) {
    #pragma acc kernels copyin(in[0:n*n]) copyout(out[0:n*n]) copyin(n)
    for (int i = 1; i < n - 1; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found; it runs as one iteration space with the loop at line 25 nested in it.*\\[loop-parallel\\]" */
        for (int j = 1; j < n - 1; j++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found; it runs as one iteration space with the loop at line 24 around it.*\\[loop-parallel\\]" */
            out[i*n + j] = 0.25f * (in[i*n + j + 1] + in[i*n + j - 1] + in[(i+1)*n + j] + in[(i-1)*n + j]);
}

// 3-D: (i*n + j)*n + k and i*n*m + j*m + k split into [i][j][k].
void cube(int n, int m, const float *restrict a, float *restrict b) {
    #pragma acc kernels copyin(a[0:n*n*n]) copyout(b[0:n*n*n]) copyin(n, m)
    for (int i = 1; i < n - 1; i++) /* INFO "loop runs in parallel \\(gang\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
        for (int j = 1; j < n - 1; j++) /* INFO "loop runs in parallel \\(worker\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
            for (int k = 1; k < n - 1; k++) /* INFO "loop runs in parallel \\(vector\\(128\\)\\): no loop-carried dependence was foun.*\\[loop-parallel\\]" */
                b[(i*n + j)*n + k] = a[((i+1)*n + j)*n + k] + a[(i*n + j - 1)*n + k] + a[(i*n + j)*n + k + 1];
    #pragma acc kernels copy(b[0:n*n*m]) copyin(n, m)
    for (int i = 0; i < n; i++) /* INFO "loop runs in parallel \\(gang\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
        for (int j = 0; j < n; j++) /* INFO "loop runs in parallel \\(worker\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
            for (int k = 0; k < m; k++) /* INFO "loop runs in parallel \\(vector\\(128\\)\\): no loop-carried dependence was foun.*\\[loop-parallel\\]" */
                b[i*n*m + j*m + k] = 2 * b[i*n*m + j*m + k];
    // Plane i reads plane i-1: only the outer loop is carried.
    #pragma acc kernels copy(b[0:n*n*m]) copyin(n, m)
    for (int i = 1; i < n; i++) /* INFO@5 "loop runs sequentially on the host, launching 1 kernel per iteration: .*\\[loop-seq\\]" */ /* INFO@5 "this loop runs on the host \\(loop-carried flow dependence: b\\[i\\*n\\*m \\+ j\\*.*\\[kernels-host-loop\\]" */
        for (int j = 0; j < n; j++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found; it runs as one iteration space with the loop at line 45 nested in it.*\\[loop-parallel\\]" */
            for (int k = 0; k < m; k++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found; it runs as one iteration space with the loop at line 44 around it.*\\[loop-parallel\\]" */
                b[i*n*m + j*m + k] = b[(i-1)*n*m + j*m + k];
}

// A scalar defined once per iteration from the loop variables stands for
// its definition (nn, defined before the region and never assigned, too).
void scalars(int n, const float *restrict a, float *restrict b) {
    int nn = n * n;
    #pragma acc kernels copyin(a[0:nn*n], n, nn) copyout(b[0:nn*n])
    for (int i = 1; i < n - 1; i++) /* INFO "loop runs in parallel \\(gang\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
        for (int j = 1; j < n - 1; j++) /* INFO "loop runs in parallel \\(worker\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
            for (int k = 1; k < n - 1; k++) { /* INFO "loop runs in parallel \\(vector\\(128\\)\\): no loop-carried dependence was foun.*\\[loop-parallel\\]" */
                int c = i*nn + j*n + k;
                b[c] = a[c - nn] + a[c + nn] + a[c - n] + a[c + n] + a[c - 1] + a[c + 1];
            }
    #pragma acc kernels copy(b[0:n*n]) copyin(n)
    for (int i = 1; i < n; i++) /* INFO@5 "loop runs sequentially on the host, launching 1 kernel per iteration: .*\\[loop-seq\\]" */ /* INFO@5 "this loop runs on the host \\(loop-carried flow dependence: b\\[c\\] is writ.*\\[kernels-host-loop\\]" */
        for (int j = 0; j < n; j++) { /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
            int c = i*n + j;
            b[c] = b[c - n];
        }
}

// What must stay sequential.
void unsound(int n, int m, const int *restrict idx, float *restrict z) {
    // j + 1 reaches n: z[i*n + n] is z[(i+1)*n], written by the next row.
    #pragma acc kernels copy(z[0:n*n + 1]) copyin(n, m)
    for (int i = 0; i < n; i++) /* INFO "loop runs sequentially: a loop-carried dependence cannot be ruled out: z\\[i\\*n \\+ j \\+ 1\\] is not an access to rows of n elements: j \\+ 1 can reach n, past the end of a row \\(n - 1\\) \\[loop-seq\\]" */
        for (int j = 0; j < n; j++) /* INFO "loop runs sequentially: loop-carried anti dependence.*\\[loop-seq\\]" */
            z[i*n + j] = z[i*n + j + 1];
    // The row length is not the inner loop's bound.
    #pragma acc kernels copy(z[0:n*m]) copyin(n, m)
    for (int i = 0; i < n; i++) /* INFO@5 "loop runs sequentially on the host, launching 1 kernel per iteration: .*\\[loop-seq\\]" */ /* INFO@5 "this loop runs on the host \\(a loop-carried dependence cannot be ruled .*\\[kernels-host-loop\\]" */
        for (int j = 0; j < m; j++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
            z[i*n + j] = 1;
    // c is read from memory: it is not the same in two iterations.
    #pragma acc kernels copy(z[0:n]) copyin(n, idx[0:n])
    for (int i = 0; i < n; i++) { /* INFO "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscripts of z\\[c \\+ 1\\] and z\\[c\\] use 'c', which the loop changes from one iteration to the next \\[loop-seq\\]" */
        int c = idx[i];
        z[c] = z[c + 1];
    }
    // c is assigned twice: its declaration does not define it.
    #pragma acc kernels copy(z[0:n*n]) copyin(n, m)
    for (int i = 0; i < n; i++) /* INFO "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscripts of z\\[c\\] and z\\[c\\] use 'c', which the loop changes.*\\[loop-seq\\]" */
        for (int j = 0; j < n; j++) { /* INFO "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscripts of z\\[c\\] and z\\[c\\] use 'c'.*\\[loop-seq\\]" */
            int c = i*n + j;
            if (j > 0)
                c = 0;
            z[c] = 2;
        }
}
