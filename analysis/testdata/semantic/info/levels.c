// Levels of parallelism for loops without level clauses: the outermost
// parallel loop gangs, the innermost vectors, those between use workers.
#define N 64
float a[N][N][N];

void f(void) {
    #pragma acc data copy(a)
    {
        #pragma acc parallel loop
        for (int i = 0; i < N; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): a loop directive in a paralle.*\\[loop-parallel\\]" */
            a[i][0][0] = 1;
        #pragma acc parallel loop
        for (int i = 0; i < N; i++) { /* INFO "loop runs in parallel \\(gang\\): a loop directive in a parallel construct i.*\\[loop-parallel\\]" */
            #pragma acc loop
            for (int j = 0; j < N; j++) /* INFO "loop runs in parallel \\(vector\\(128\\)\\): a loop directive in a parallel cons.*\\[loop-parallel\\]" */
                a[i][j][0] = 2;
        }
        #pragma acc parallel loop vector_length(64)
        for (int i = 0; i < N; i++) { /* INFO "loop runs in parallel \\(gang\\): a loop directive in a parallel construct i.*\\[loop-parallel\\]" */
            #pragma acc loop
            for (int j = 0; j < N; j++) { /* INFO "loop runs in parallel \\(worker\\): a loop directive in a parallel construct.*\\[loop-parallel\\]" */
                #pragma acc loop
                for (int k = 0; k < N; k++) /* INFO "loop runs in parallel \\(vector\\(64\\)\\): a loop directive in a parallel const.*\\[loop-parallel\\]" */
                    a[i][j][k] = 3;
            }
        }
        #pragma acc parallel loop
        for (int i = 0; i < N; i++) { /* INFO "loop runs in parallel \\(gang\\): a loop directive in a parallel construct i.*\\[loop-parallel\\]" */
            #pragma acc loop vector
            for (int j = 0; j < N; j++) /* INFO "loop runs in parallel \\(vector\\(128\\)\\): a loop directive in a parallel cons.*\\[loop-parallel\\]" */
                a[i][j][0] = 4;
        }
        #pragma acc parallel loop collapse(2)
        for (int i = 0; i < N; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): a loop directive in a paralle.*\\[loop-parallel\\]" */
            for (int j = 0; j < N; j++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): collapsed with the loop at li.*\\[loop-parallel\\]" */
                a[i][j][1] = 5;
        #pragma acc serial loop
        for (int i = 0; i < N; i++) /* INFO "loop runs sequentially: it is in a serial construct, which runs on one t.*\\[loop-seq\\]" */
            a[i][1][1] = 6;
        #pragma acc parallel loop gang
        for (int i = 0; i < N; i++) /* INFO "loop runs in parallel \\(gang\\): a loop directive in a parallel construct i.*\\[loop-parallel\\]" */
            for (int j = 0; j < N; j++) /* INFO "loop runs sequentially: it has no loop directive, and in a parallel cons.*\\[loop-seq\\]" */
                a[i][j][2] = 7;
        #pragma acc kernels
        for (int i = 0; i < N; i++) /* INFO "loop runs in parallel \\(gang\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
            for (int j = 0; j < N; j++) /* INFO "loop runs in parallel \\(worker\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
                for (int k = 0; k < N; k++) /* INFO "loop runs in parallel \\(vector\\(128\\)\\): no loop-carried dependence was foun.*\\[loop-parallel\\]" */
                    a[i][j][k] += 1;
        #pragma acc parallel loop seq
        for (int i = 1; i < N; i++) /* INFO "loop runs sequentially: it has a seq clause.*\\[loop-seq\\]" */
            a[i][0][0] = a[i-1][0][0];
    }
}

#pragma acc routine vector
void row(float *r, int n) {
    #pragma acc loop
    for (int i = 0; i < n; i++) /* INFO "loop runs in parallel \\(vector\\(128\\)\\): an orphaned loop directive is indep.*\\[loop-parallel\\]" */
        r[i] = 0;
}
