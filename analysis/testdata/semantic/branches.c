// No branch into or out of a compute construct or a structured block
// (§2.5.4).
int f(int n, float *a) {
    #pragma acc parallel loop copy(a[0:n]) /* NOTE "'parallel loop' is here" */
    for (int i = 0; i < n; i++) {
        if (a[i] < 0)
            return i; /* ERROR "'return' leaves the 'parallel loop' construct \\[branch-out-of-region\\]" */
        a[i] = 1;
    }
    for (int k = 0; k < 2; k++) {
        #pragma acc parallel copy(a[0:n])
        {
            if (a[0] > 0)
                break; /* ERROR "'break' leaves the 'parallel' construct" */
            for (int i = 0; i < n; i++) {
                if (a[i] == 0) break;
                if (a[i] == 1) continue;
                a[i] = 2;
            }
        }
    }
    #pragma acc data copy(a[0:n])
    {
        if (n > 10)
            goto out; /* ERROR "'goto out' leaves the structured block of 'data'" */
        #pragma acc kernels
        {
            a[0] = 3;
inside:
            a[1] = 4;
        }
    }
    goto inside; /* ERROR "'goto inside' enters the structured block of 'data'" */ /* ERROR "'goto inside' enters the 'kernels' construct" */
out:
    return 0;
}
