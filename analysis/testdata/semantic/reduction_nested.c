// Reductions over nested loops (§2.9.11): each loop directive of the nest
// that the reduction spans names the variable, with one operator.
void f(int n, const float *a) {
    float s = 0, m = 0;
    #pragma acc parallel loop gang reduction(+:s) copyin(a[0:n*n]) /* NOTE "'s' is reduced with '\\+' here" */
    for (int i = 0; i < n; i++) {
        #pragma acc loop vector reduction(*:s) /* ERROR "'s' is reduced with '\\*' here but with '\\+' by the enclosing 'parallel loop': nested reductions of one variable take one operator \\(§2.9.11\\) \\[reduction-conflict\\]" */
        for (int j = 0; j < n; j++)
            s *= a[i*n+j];
    }
    #pragma acc parallel reduction(max:m) copyin(a[0:n*n])
    {
        #pragma acc loop gang reduction(min:m) /* ERROR "'m' is reduced with 'min' here but with 'max' by the enclosing 'parallel'" */
        for (int i = 0; i < n; i++)
            m = a[i] < m ? a[i] : m;
    }
    // The inner loop is partitioned over vector lanes and updates the outer
    // loop's reduction variable without a reduction clause of its own.
    #pragma acc parallel loop gang reduction(+:s) copyin(a[0:n*n])
    for (int i = 0; i < n; i++) {
        #pragma acc loop vector
        for (int j = 0; j < n; j++)
            s += a[i*n+j]; /* WARNING "every iteration accumulates into 's' with \\+, but the loop has no reduction clause for it and it runs in parallel.*\\[missing-reduction\\]" */
    }
    // One operator on every level, a private copy in between, and a
    // sequential inner loop are fine.
    #pragma acc parallel loop gang reduction(+:s) copyin(a[0:n*n])
    for (int i = 0; i < n; i++) {
        #pragma acc loop vector reduction(+:s)
        for (int j = 0; j < n; j++)
            s += a[i*n+j];
    }
    #pragma acc parallel loop gang reduction(+:s) copyin(a[0:n*n])
    for (int i = 0; i < n; i++) {
        #pragma acc loop seq
        for (int j = 0; j < n; j++)
            s += a[i*n+j];
    }
    #pragma acc parallel loop gang reduction(max:m) private(s) copyin(a[0:n*n])
    for (int i = 0; i < n; i++) {
        s = 1;
        #pragma acc loop vector reduction(*:s)
        for (int j = 0; j < n; j++)
            s *= a[i*n+j];
        m = s > m ? s : m;
    }
}
