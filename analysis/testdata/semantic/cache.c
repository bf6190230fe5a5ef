// The cache directive goes at the top of a loop body (§2.10).
void f(int n, float *a, float *b) {
    #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int i = 1; i < n - 1; i++) {
        #pragma acc cache(a[i-1:3])
        b[i] = a[i-1] + a[i] + a[i+1];
    }
    #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int i = 1; i < n - 1; i++) {
        float t = a[i];
        #pragma acc cache(a[i-1:3]) /* ERROR "'cache' must be at the top of the loop body, before its statements \\[cache-placement\\]" */
        b[i] = a[i-1] + t + a[i+1];
    }
    #pragma acc parallel copyin(a[0:n])
    {
        #pragma acc cache(a[0:4]) /* ERROR "'cache' must be inside a loop, at the top of its body" */
        b[0] = a[0];
    }
}
