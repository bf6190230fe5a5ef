// Triangular updates and in-place factorizations in loops marked
// parallel: the subscript tests leave these dependences possible (the
// bounds couple the loop variables), and a witness, two iterations and
// the values of the loops inside at which both accesses name one
// element, proves them (§2.9.6).
#define N 64
double A[N][N], x[N], L[N][N];

void lu(void) {
    #pragma acc parallel loop independent copy(A) /* NOTE "the loop's directive is here" */
    for (int k = 0; k < N; k++)
        for (int i = k + 1; i < N; i++)
            for (int j = k + 1; j < N; j++)
                A[i][j] -= A[i][k] * A[k][j]; /* WARNING "loop-carried output dependence: A\\[i\\]\\[j\\] with k = 0, i = 2, j = 2 and A\\[i\\]\\[j\\] with k = 1, i = 2, j = 2 name the same element, but it has an independent clause \\[loop-carried-dependence\\]" */ /* WARNING@28 "loop-carried flow dependence: A\\[i\\]\\[j\\] with k = 0, i = 2, j = 1 and A\\[i\\]\\[k\\] with k = 1, i = 2, j = 2 name the same element" */ /* WARNING@38 "A\\[i\\]\\[j\\] with k = 0, i = 1, j = 2 and A\\[k\\]\\[j\\] with k = 1, i = 2, j = 2 name the same element" */ /* NOTE "A\\[i\\]\\[j\\] is here" */
}

void forward(int n, const double *b) {
    #pragma acc parallel loop copy(x) copyin(L, b[0:n])
    for (int i = 0; i < n; i++) {
        double s = b[i];
        for (int j = 0; j < i; j++)
            s -= L[i][j] * x[j]; /* WARNING@28 "loop-carried flow dependence: x\\[i\\] with i = 0 and x\\[j\\] with i = 1, j = 0 name the same element, but it runs in parallel" */
        x[i] = s / L[i][i]; /* NOTE "x\\[i\\] is here" */
    }
}

// The parallel forms: the factorization's k loop on the host and its i
// loop on the device; a triangular nest whose rows are independent; an
// access only a condition reaches; a gang-private work array.
void lu_right_looking(void) {
    for (int k = 0; k < N; k++) {
        #pragma acc parallel loop copy(A)
        for (int i = k + 1; i < N; i++)
            for (int j = k + 1; j < N; j++)
                A[i][j] -= A[i][k] * A[k][j];
    }
}

void lower(int n) {
    #pragma acc parallel loop copy(L)
    for (int i = 0; i < n; i++)
        for (int j = 0; j <= i; j++)
            L[i][j] = L[i][j] * 0.5 + j;
    #pragma acc parallel loop copy(x)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            if (j == i)
                x[j] = 2 * x[i];
    double w[N];
    #pragma acc parallel loop private(w) copy(A)
    for (int g = 0; g < N; g++) {
        for (int v = 0; v < N; v++)
            w[v] = A[g][v];
        for (int v = 0; v < N; v++)
            A[g][v] = w[N - 1 - v];
    }
}
