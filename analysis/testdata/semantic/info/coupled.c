// Coupled subscripts: each dimension alone allows a dependence, together
// they do not; and a dimension that pins the loop variable.
#define N 100
float m[N + 1][N + 1];

void f(void) {
    #pragma acc kernels present(m)
    {
        for (int i = 0; i < N; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
            m[i + 1][i] = m[i][i + 1];
        for (int i = 0; i < N; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
            m[i][0] = m[i][1];
        for (int i = 1; i < N; i++) /* INFO "loop runs sequentially: loop-carried flow dependence: m\\[i\\]\\[i\\] is written.*\\[loop-seq\\]" */
            m[i][i] = m[i - 1][i - 1];
    }
}
