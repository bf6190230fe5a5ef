// A variable may appear in one data clause of a construct (§2.7).
void f(int n, float *x, float *y, float s) {
    #pragma acc parallel copyin(x[0:n]) copy(x[0:n]) /* ERROR "'x\\[0:n\\]' appears in 'copy' but is already in 'copyin' on this 'parallel'.*\\[duplicate-data-clause\\]" */
    { x[0] = 1; }
    #pragma acc data copyin(y[0:n], y[0:n]) /* ERROR@37 "'y\\[0:n\\]' appears in 'copyin' again" */
    { }
    #pragma acc parallel loop firstprivate(s) copyin(s) /* ERROR "'s' appears in 'copyin' but is already in 'firstprivate'" */
    for (int i = 0; i < n; i++)
        x[i] = s;
    // A reduction variable may also be in a data clause.
    #pragma acc parallel loop reduction(+:s) copy(s) copyin(y[0:n])
    for (int i = 0; i < n; i++)
        s += y[i];
}
