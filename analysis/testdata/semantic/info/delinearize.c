// Linearized two-dimensional subscripts (z[i*m + j] with 0 <= j < m):
// different rows for different i.
void rows(int n, int m, float *restrict z) {
    #pragma acc kernels present(z[0:n*m]) copyin(n, m)
    for (int i = 0; i < n; i++) /* INFO "loop runs in parallel \\(gang\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
        for (int j = 0; j < m; j++) /* INFO "loop runs in parallel \\(vector\\(128\\)\\): no loop-carried dependence was foun.*\\[loop-parallel\\]" */
            z[i*m + j] = z[i*m + j] + 1;
    // Row i reads row i-1: the outer loop stays sequential.
    #pragma acc kernels present(z[0:n*m]) copyin(n, m)
    for (int i = 1; i < n; i++) /* INFO "loop runs sequentially: a loop-carried dependence cannot be ruled out: a.*\\[loop-seq\\]" */
        for (int j = 0; j < m; j++) /* INFO "loop runs in parallel \\(gang, vector\\(128\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
            z[i*m + j] = z[(i-1)*m + j];
    // j runs past the row: rows overlap.
    #pragma acc kernels present(z[0:n*m]) copyin(n, m)
    for (int i = 0; i < n; i++) /* INFO "loop runs sequentially: a loop-carried dependence cannot be ruled out: a.*\\[loop-seq\\]" */
        for (int j = 0; j <= m; j++) /* INFO "loop runs in parallel \\(gang, vector\\(128\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
            z[i*m + j] = 0;
}
