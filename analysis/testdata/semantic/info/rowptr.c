// Pointers derived in a loop body (sem_dependence_rowptr.go): a pointer
// declared in the loop is private (§2.6.1), its target is not, so row[j]
// with `double *row = &A[i*m];` is the access A[i*m + j], and kernels
// loops (§2.5.3) over rows run in parallel when the rows are apart.
#define N 64
#define M 32
double X[N][M], Y[N][M];
double X3[N][N][M];

// Rows of a flat array: &A[i*m], B + i*m, &A[i*m + 0], assigned once.
void flat_rows(int n, int m, double *restrict A, const double *restrict B) {
    #pragma acc kernels copy(A[0:n*m]) copyin(B[0:n*m], n, m)
    for (int i = 0; i < n; i++) { /* INFO@5 "loop runs in parallel \\(gang\\): no loop-carried dependence was found \\[loop-parallel\\]" */
        double *row = &A[i * m];
        const double *brow = B + i * m;
        for (int j = 0; j < m; j++) /* INFO@9 "loop runs in parallel \\(vector\\(128\\)\\): no loop-carried dependence was found \\[loop-parallel\\]" */
            row[j] += brow[j];
    }
    #pragma acc kernels copy(A[0:n*m]) copyin(n, m)
    for (int i = 0; i < n; i++) { /* INFO@5 "loop runs in parallel \\(gang\\): no loop-carried dependence was found \\[loop-parallel\\]" */
        double *row;
        row = A + i * m;
        for (int j = 0; j < m; j++) /* INFO@9 "loop runs in parallel \\(vector\\(128\\)\\): no loop-carried dependence was found \\[loop-parallel\\]" */
            *(row + j) = 2 * row[j];
    }
    #pragma acc kernels copy(A[0:n*m]) copyin(n, m)
    for (int i = 0; i < n; i++) { /* INFO@5 "loop runs in parallel \\(gang\\): no loop-carried dependence was found \\[loop-parallel\\]" */
        double *row = &A[i * m + 0];
        for (int j = 0; j < m; j++) { /* INFO@9 "loop runs in parallel \\(vector\\(128\\)\\): no loop-carried dependence was found \\[loop-parallel\\]" */
            double *e = &row[j];
            *e = *e + 1;
        }
    }
}

// Rows of 2-D arrays (X[i] decays to &X[i][0]), planes of a 3-D one.
void arrays(void) {
    #pragma acc kernels copy(X) copyin(Y)
    for (int i = 0; i < N; i++) { /* INFO@5 "loop runs in parallel \\(gang\\): no loop-carried dependence was found \\[loop-parallel\\]" */
        double *row = X[i];
        const double *yr = &Y[i][0];
        for (int j = 0; j < M; j++) /* INFO@9 "loop runs in parallel \\(vector\\(128\\)\\): no loop-carried dependence was found \\[loop-parallel\\]" */
            row[j] = yr[j] + row[j];
    }
    #pragma acc kernels copy(X3)
    for (int k = 0; k < N; k++) { /* INFO@5 "loop runs in parallel \\(gang\\): no loop-carried dependence was found \\[loop-parallel\\]" */
        double (*plane)[M] = X3[k];
        for (int i = 0; i < N; i++) /* INFO@9 "loop runs in parallel \\(worker\\): no loop-carried dependence was found \\[loop-parallel\\]" */
            for (int j = 0; j < M; j++) /* INFO@13 "loop runs in parallel \\(vector\\(128\\)\\): no loop-carried dependence was found \\[loop-parallel\\]" */
                plane[i][j] += 1;
    }
}

// Rows of a VLA parameter: the row length m is fixed with the type.
void vla_rows(int n, int m, double (*restrict V)[m]) {
    #pragma acc kernels copy(V[0:n][0:m]) copyin(n, m)
    for (int i = 0; i < n; i++) { /* INFO@5 "loop runs in parallel \\(gang\\): no loop-carried dependence was found \\[loop-parallel\\]" */
        double *row = V[i];
        for (int j = 0; j < m; j++) /* INFO@9 "loop runs in parallel \\(vector\\(128\\)\\): no loop-carried dependence was found \\[loop-parallel\\]" */
            row[j] = 2 * row[j];
    }
}

// A pointer derived from a row pointer: p[j] is row[j + 1], a recurrence
// along the row, not across rows.
void derived(int n, int m, double *restrict A) {
    #pragma acc kernels copy(A[0:n*m]) copyin(n, m)
    for (int i = 0; i < n; i++) { /* INFO@5 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found \\[loop-parallel\\]" */
        double *row = A + i * m;
        double *p = row + 1;
        for (int j = 0; j < m - 1; j++) /* INFO@9 "loop runs sequentially: loop-carried flow dependence: p\\[j\\] is written and row\\[j\\] reads it 1 iteration later \\(strong SIV test\\) \\[loop-seq\\]" */
            p[j] = row[j] + p[j];
    }
}

// What stays sequential.
void dependent(int n, int m, double *restrict A, double *restrict x) {
    // Row i reads row i-1.
    #pragma acc kernels copy(A[0:n*m]) copyin(n, m)
    for (int i = 1; i < n; i++) { /* INFO@5 "loop runs sequentially: loop-carried flow dependence: row\\[j\\] is written and prev\\[j\\] reads it 1 iteration later \\(strong SIV test\\) \\[loop-seq\\]" */ /* INFO@5 "this loop stays on the device as one kernel, not a host loop launching.*\\[kernels-host-loop\\]" */ /* INFO@5 "this statement of the kernels region runs on one gang: its gang loop a.*\\[kernels-one-gang\\]" */
        double *row = &A[i * m];
        const double *prev = &A[(i - 1) * m];
        for (int j = 0; j < m; j++) /* INFO@9 "loop runs in parallel \\(vector\\(256\\)\\) on one gang: the statement of the .*\\[loop-parallel\\]" */
            row[j] = prev[j] + 1;
    }
    // An interior pointer: p[1] of iteration i is p[0] of iteration i+1.
    #pragma acc kernels copy(x[0:n]) copyin(n)
    for (int i = 0; i < n - 1; i++) { /* INFO@5 "loop runs sequentially: loop-carried flow dependence: p\\[1\\] is written and p\\[0\\] reads it 1 iteration later \\(strong SIV test\\) \\[loop-seq\\]" */
        double *p = &x[i];
        p[1] = p[0] + 1;
    }
    // *row is A[i*m]: with m == 0 every iteration writes A[0].
    #pragma acc kernels copy(A[0:n*m]) copyin(n, m)
    for (int i = 0; i < n; i++) { /* INFO@5 "loop runs sequentially: a loop-carried dependence cannot be ruled out: \\*row is not an access to rows of m elements: 0 \\(at most 0\\) is not known to be at most m - 1 \\[loop-seq\\]" */
        double *row = &A[i * m];
        *row = 0;
    }
}

// Pointers the analysis cannot read as base plus offset stay blockers.
void unknown(int n, int m, double *restrict A) {
    // The loop moves the pointer.
    #pragma acc kernels copy(A[0:n*m]) copyin(n, m)
    for (int i = 0; i < n; i++) { /* INFO@5 "loop runs sequentially: 'row' may point into the data of restrict pointer 'A', from which it may be assigned \\(C11 6\\.7\\.3\\.1\\) \\[loop-seq\\]" */
        double *row = &A[i * m];
        for (int j = 0; j < m; j++) { /* INFO@9 "loop runs sequentially: 'row' is read and written in every iteration, and a value flows from one iteration to the next \\[loop-seq\\]" */
            *row = 1;
            row++;
        }
    }
    // Assigned on one path or another.
    #pragma acc kernels copy(A[0:n*m]) copyin(n, m)
    for (int i = 0; i < n; i++) { /* INFO@5 "loop runs sequentially: the address of 'A' is taken \\[loop-seq\\]" */ /* INFO@5 "this loop stays on the device as one kernel, not a host loop launching.*\\[kernels-host-loop\\]" */ /* INFO@5 "this statement of the kernels region runs on one gang: its gang loop a.*\\[kernels-one-gang\\]" */
        double *row;
        if (i > 0)
            row = &A[i * m];
        else
            row = A;
        for (int j = 0; j < m; j++) /* INFO@9 "loop runs in parallel \\(vector\\(256\\)\\) on one gang: the statement of the .*\\[loop-parallel\\]" */
            row[j] = 1;
    }
    // An offset that is not a polynomial.
    #pragma acc kernels copy(A[0:n*m]) copyin(n, m)
    for (int i = 0; i < n; i++) { /* INFO@5 "loop runs sequentially: 'row' may point into the data of restrict pointer 'A', from which it may be assigned \\(C11 6\\.7\\.3\\.1\\) \\[loop-seq\\]" */ /* INFO@5 "this loop stays on the device as one kernel, not a host loop launching.*\\[kernels-host-loop\\]" */ /* INFO@5 "this statement of the kernels region runs on one gang: its gang loop a.*\\[kernels-one-gang\\]" */
        double *row = &A[(i * 7) % n * m];
        for (int j = 0; j < m; j++) /* INFO@9 "loop runs in parallel \\(vector\\(256\\)\\) on one gang: the statement of the .*\\[loop-parallel\\]" */
            row[j] = 1;
    }
    // An offset from a variable the loop changes.
    int k = 0;
    #pragma acc kernels copy(A[0:n*m], k) copyin(n, m)
    for (int i = 0; i < n; i++) { /* INFO@5 "loop runs sequentially: 'k' is read and written in every iteration, and a value flows from one iteration to the next \\[loop-seq\\]" */
        double *row = A + k;
        for (int j = 0; j < m; j++) /* INFO@9 "loop runs sequentially: 'row' may point into the data of restrict pointer 'A', from which it may be assigned \\(C11 6\\.7\\.3\\.1\\) \\[loop-seq\\]" */
            row[j] = A[k + j] + 1;
        k = k + m;
    }
    // A row pointer that walks past its row into the next one.
    #pragma acc kernels copy(X)
    for (int i = 0; i < N / 2; i++) { /* INFO@5 "loop runs sequentially: 'row' points to different data from one iteration to the next \\[loop-seq\\]" */ /* INFO@5 "this loop stays on the device as one kernel, not a host loop launching.*\\[kernels-host-loop\\]" */ /* INFO@5 "this statement of the kernels region runs on one gang: its gang loop a.*\\[kernels-one-gang\\]" */
        double *row = X[i];
        for (int j = 0; j < 2 * M; j++) /* INFO@9 "loop runs in parallel \\(vector\\(256\\)\\) on one gang: the statement of the .*\\[loop-parallel\\]" */
            row[j] = 1;
    }
    // A pointer to an array of device code (each work-item's or the
    // gang's copy, which openclgen picks from the array's direct uses).
    #pragma acc kernels copy(X)
    for (int i = 0; i < N; i++) { /* INFO@5 "loop runs sequentially: 'X' and 't' may point to the same data \\(declare them restrict, or mark the loop independent\\) \\[loop-seq\\]" */
        double tmp[M];
        double *t = tmp;
        for (int j = 0; j < M; j++) /* INFO@9 "loop runs sequentially: 'X' and 't' may point to the same data \\(declare them restrict, or mark the loop independent\\) \\[loop-seq\\]" */
            t[j] = X[i][j];
        for (int j = 0; j < M; j++) /* INFO@9 "loop runs sequentially: 't' and 'X' may point to the same data \\(declare them restrict, or mark the loop independent\\) \\[loop-seq\\]" */
            X[i][j] = t[M - 1 - j];
    }
}

// A goto may jump past a definition into the pointer's scope: no pointer
// of the function is read as base plus offset.
void jumps(int n, int m, double *restrict A) {
    if (n < 0)
        goto out;
    #pragma acc kernels copy(A[0:n*m]) copyin(n, m)
    for (int i = 0; i < n; i++) { /* INFO@5 "loop runs sequentially: 'row' may point into the data of restrict pointer 'A', from which it may be assigned \\(C11 6\\.7\\.3\\.1\\) \\[loop-seq\\]" */ /* INFO@5 "this loop stays on the device as one kernel, not a host loop launching.*\\[kernels-host-loop\\]" */ /* INFO@5 "this statement of the kernels region runs on one gang: its gang loop a.*\\[kernels-one-gang\\]" */
        double *row = &A[i * m];
        for (int j = 0; j < m; j++) /* INFO@9 "loop runs in parallel \\(vector\\(256\\)\\) on one gang: the statement of the .*\\[loop-parallel\\]" */
            row[j] = 1;
    }
out:
    return;
}
