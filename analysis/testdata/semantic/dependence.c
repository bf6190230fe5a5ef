// Loops that run in parallel by the program's say-so (independent, or a
// loop directive in a parallel construct) must carry no dependence
// (§2.9.6); accls warns when it proves one.
#define N 1000
float a[N], b[N];

void f(int n, float *restrict x) {
    #pragma acc parallel loop copy(a) /* NOTE "the loop's directive is here" */
    for (int i = 1; i < N; i++)
        a[i] = a[i-1] + 1; /* WARNING "loop-carried flow dependence: a\\[i\\] is written and a\\[i-1\\] reads it 1 iteration later, but it runs in parallel: a loop directive in a parallel construct is independent \\[loop-carried-dependence\\]" */ /* NOTE "a\\[i\\] is here" */

    #pragma acc kernels copy(a, b)
    {
        #pragma acc loop independent
        for (int i = 0; i < N - 2; i++)
            a[i] = a[i+2] * 2; /* WARNING "anti dependence: a\\[i\\+2\\] is read and a\\[i\\] overwrites it 2 iterations later, but it has an independent clause" */
        #pragma acc loop independent
        for (int i = 0; i < N; i++)
            b[0] = a[i]; /* WARNING "every iteration writes b\\[0\\], but it has an independent clause" */
    }

    float s = 0, last = 0;
    #pragma acc parallel loop copyin(a) copy(s)
    for (int i = 0; i < N; i++)
        s += a[i]; /* WARNING "every iteration accumulates into 's' with \\+, but the loop has no reduction clause for it.*\\[missing-reduction\\]" */

    #pragma acc parallel loop copyin(a) copy(last)
    for (int i = 0; i < N; i++) {
        b[i] = last; /* WARNING "'last' is read and written in every iteration.*\\[loop-carried-dependence\\]" */
        last = a[i];
    }

    // No dependence: different elements, distance beyond the loop, a
    // private temporary, a reduction clause.
    #pragma acc parallel loop copy(a, b)
    for (int i = 0; i < N / 2; i++) {
        float t = a[i + N / 2];
        a[i] = t;
        b[2*i] = b[2*i + 1];
    }
    #pragma acc parallel loop copyin(a) copy(s) reduction(+:s)
    for (int i = 0; i < N; i++)
        s += a[i];
    #pragma acc parallel loop copy(x[0:n])
    for (int i = 0; i < n; i++)
        x[i] = x[i] * 2;
}

// A scalar defined from the loop variables stands for its definition:
// B[c] is a different element in every iteration of the collapsed nest.
void stencil(int n, const float *restrict A, float *restrict B) {
    int nn = n * n;
    #pragma acc parallel loop collapse(3) present(A[0:nn*n], B[0:nn*n])
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            for (int k = 1; k < n - 1; k++) {
                int c = i * nn + j * n + k;
                B[c] = A[c] + A[c - nn] + A[c + nn] + A[c - n] + A[c + n] + A[c - 1] + A[c + 1];
            }
    // Through the same kind of scalar, row i reads row i-1.
    #pragma acc parallel loop present(B[0:nn]) /* NOTE "the loop's directive is here" */
    for (int i = 1; i < n; i++)
        for (int j = 0; j < n; j++) {
            int c = (i - 1) * n + j;
            B[c + n] = B[c] + 1; /* WARNING "loop-carried flow dependence: B\\[c \\+ n\\] is written and B\\[c\\] reads it 1 iteration later, but it runs in parallel" */ /* NOTE "B\\[c \\+ n\\] is here" */
        }
}
