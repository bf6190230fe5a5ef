// A scalar written before it is read in every iteration of a loop whose
// iterations run in parallel is private to each iteration (§2.6.1); when
// its value is needed after the loop it stays shared, and the iterations
// race on it: warned (shared-scalar-race).
void rows(int n, const int *rowptr, const double *val, double *q) {
    double sum = 0;
    #pragma acc parallel copyin(rowptr[0:n+1], val[0:rowptr[n]]) copyout(q[0:n]) copy(sum)
    {
        #pragma acc loop gang /* NOTE "the loop's directive is here" */
        for (int i = 0; i < n; i++) {
            sum = 0; /* WARNING "every iteration writes 'sum' before reading it, but its value is needed after the loop \\(it is in a 'copy' clause\\), so it stays shared by the iterations, which run in parallel \\(a loop directive in a parallel construct is independent\\) and race on it; add private\\(sum\\) to the loop or declare it inside the loop \\(§2.6.1, §2.9.6\\) \\[shared-scalar-race\\]" */
            #pragma acc loop vector reduction(+:sum)
            for (int j = rowptr[i]; j < rowptr[i+1]; j++)
                sum += val[j];
            q[i] = sum;
        }
    }
}

void later(int n, float *a) {
    float t;
    #pragma acc parallel copy(a[0:n])
    {
        #pragma acc loop gang independent /* NOTE "the loop's directive is here" */
        for (int i = 0; i < n; i++) {
            t = a[i] * 2; /* WARNING "every iteration writes 't' before reading it, but the region reads it outside the loop, .*\\(the loop has an independent clause\\) and race on it.*\\[shared-scalar-race\\]" */
            a[i] = t;
        }
        a[0] = t;
    }
}

// Not races: each iteration's own copy (no clause: firstprivate, then
// private to the iterations), one iteration, a store on one lane only,
// the same constant from every iteration, private on the loop.
int fine(int n, const float *a, float *b, int key) {
    float t = 0;
    int one = 0, hit = -1, flag = 0, p = 0;
    #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++) {
        t = a[i] + 1;
        b[i] = t;
    }
    #pragma acc parallel loop copy(one)
    for (int i = 0; i < 1; i++)
        one = i + 5;
    #pragma acc parallel loop copyin(a[0:n]) copy(hit)
    for (int i = 0; i < n; i++)
        if (a[i] == key)
            hit = i;
    #pragma acc parallel loop copyin(a[0:n]) copy(flag)
    for (int i = 0; i < n; i++)
        flag = 1;
    #pragma acc parallel copy(p) copyout(b[0:n])
    #pragma acc loop private(p)
    for (int i = 0; i < n; i++) {
        p = i * 2;
        b[i] = p;
    }
    return one + hit + flag + p + (int)t;
}
