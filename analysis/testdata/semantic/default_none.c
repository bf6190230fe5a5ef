// default(none): every variable used needs a data clause (§2.5.16);
// since OpenACC 3.2 scalars too.
void f(int n, float *x, float alpha) {
    float a[100];
    #pragma acc parallel loop default(none) copy(x[0:n]) /* NOTE "default\\(none\\) on this 'parallel loop' applies" */
    for (int i = 0; i < n; i++) /* ERROR "scalar 'n' is used in the parallel loop construct without a data clause, and default\\(none\\) is in effect \\[default-none\\]" */
        x[i] = alpha * a[i % 100]; /* ERROR "scalar 'alpha' is used" */ /* ERROR "array 'a' is used" */
    #pragma acc parallel loop default(none) copyin(a) copy(x[0:n]) firstprivate(alpha, n)
    for (int i = 0; i < n; i++) {
        float t = a[i % 100];
        x[i] = alpha * t;
    }
    #pragma acc data default(none) copy(x[0:n]) copyin(n) /* NOTE "default\\(none\\) of the enclosing 'data' applies" */
    {
        #pragma acc kernels /* NOTE "the 'kernels' construct is here" */
        for (int i = 0; i < n; i++)
            x[i] += alpha; /* ERROR "scalar 'alpha' is used in the kernels construct" */
    }
    float s = 0;
    #pragma acc parallel default(none) copy(x[0:n]) firstprivate(n)
    {
        #pragma acc loop reduction(+:s) /* ERROR "scalar 's' is used in the parallel construct" */
        for (int i = 0; i < n; i++)
            s += x[i];
    }
}
