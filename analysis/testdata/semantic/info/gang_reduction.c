// A scalar set in every iteration of a gang loop and then the reduction
// variable of an inner loop is the iteration's own (§2.6.2, §2.9.11):
// firstprivate in a parallel construct, private to the gang loop; copy in
// a kernels construct, private too unless the host reads it afterwards.
double spmv(int n, const int *rowptr, const double *val, double *q) {
    double sum = 0;
    #pragma acc parallel copyin(rowptr[0:n+1], val[0:rowptr[n]]) copyout(q[0:n]) /* INFO "implicit firstprivate\\(n\\): 'n' is a scalar used in a parallel construct \\(§2\\.6\\.2\\) \\[implicit-data\\]" */ /* INFO "implicit firstprivate\\(sum\\): 'sum' is a scalar used in a parallel construct \\(§2\\.6\\.2\\) \\[implicit-data\\]" */
    #pragma acc loop gang
    for (int i = 0; i < n; i++) { /* INFO "loop runs in parallel \\(gang\\): a loop directive in a parallel construct is independent \\(§2\\.9\\.6\\) \\[loop-parallel\\]" */ /* INFO "'sum' is private to each iteration: written before it is read in every iteration \\(§2\\.6\\.1\\) \\[private\\]" */
        sum = 0;
        #pragma acc loop vector reduction(+:sum)
        for (int j = rowptr[i]; j < rowptr[i+1]; j++) /* INFO "loop runs in parallel \\(vector\\(128\\)\\): a loop directive in a parallel construct is independent \\(§2\\.9\\.6\\) \\[loop-parallel\\]" */
            sum += val[j];
        q[i] = sum;
    }
    return sum;
}

int rowmax(int n, const int *rowptr, const int *v, int *m) {
    int mx = 0, total = 0;
    #pragma acc parallel loop gang copyin(rowptr[0:n+1], v[0:rowptr[n]]) copyout(m[0:n]) /* INFO "implicit firstprivate\\(n\\): 'n' is a scalar used in a parallel construct \\(§2\\.6\\.2\\) \\[implicit-data\\]" */ /* INFO "implicit firstprivate\\(mx\\): 'mx' is a scalar used in a parallel construct \\(§2\\.6\\.2\\) \\[implicit-data\\]" */
    for (int i = 0; i < n; i++) { /* INFO "loop runs in parallel \\(gang\\): a loop directive in a parallel construct is independent \\(§2\\.9\\.6\\) \\[loop-parallel\\]" */ /* INFO "'mx' is private to each iteration: written before it is read in every iteration \\(§2\\.6\\.1\\) \\[private\\]" */
        mx = -1;
        #pragma acc loop vector reduction(max:mx)
        for (int j = rowptr[i]; j < rowptr[i+1]; j++) /* INFO "loop runs in parallel \\(vector\\(128\\)\\): a loop directive in a parallel construct is independent \\(§2\\.9\\.6\\) \\[loop-parallel\\]" */
            mx = v[j] > mx ? v[j] : mx;
        m[i] = mx;
    }
    #pragma acc parallel loop gang vector copyin(v[0:n]) reduction(+:total) /* INFO "implicit copy\\(total\\): 'total' is a reduction variable of a combined construct \\(§2\\.11\\) \\[implicit-data\\]" */ /* INFO "implicit firstprivate\\(n\\): 'n' is a scalar used in a parallel construct \\(§2\\.6\\.2\\) \\[implicit-data\\]" */
    for (int i = 0; i < n; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): a loop directive in a parallel construct is independent \\(§2\\.9\\.6\\) \\[loop-parallel\\]" */
        total += v[i];
    return mx + total;
}

double kern(int n, const int *restrict rowptr, const double *restrict val, double *restrict q) {
    double s, last = 0;
    #pragma acc kernels copyin(rowptr[0:n+1], val[0:rowptr[n]]) copyout(q[0:n]) /* INFO "implicit copy\\(n\\): 'n' is a scalar used in a kernels construct \\(§2\\.6\\.2\\); the region never writes it, so its kernels get its value \\[implicit-data\\]" */ /* INFO "implicit copy\\(s\\): 's' is a scalar used in a kernels construct \\(§2\\.6\\.2\\) \\[implicit-data\\]" */ /* INFO "implicit copy\\(last\\): 'last' is a scalar used in a kernels construct \\(§2\\.6\\.2\\) \\[implicit-data\\]" */
    {
        #pragma acc loop gang
        for (int i = 0; i < n; i++) { /* INFO "loop runs in parallel \\(gang\\): no loop-carried dependence was found \\[loop-parallel\\]" */ /* INFO "'s' is private to each iteration: written before it is read in every iteration \\(§2\\.6\\.1\\) \\[private\\]" */
            s = 0;
            #pragma acc loop vector reduction(+:s)
            for (int j = rowptr[i]; j < rowptr[i+1]; j++) /* INFO "loop runs in parallel \\(vector\\(128\\)\\): no loop-carried dependence was found \\[loop-parallel\\]" */
                s += val[j];
            q[i] = s;
        }
        #pragma acc loop gang
        for (int i = 0; i < n; i++) { /* INFO "this statement of the kernels region runs on one gang: it is not a loop partitioned over gangs, and no loop inside it is \\[kernels-one-gang\\]" */ /* INFO "loop runs sequentially: 'last' is written in the loop and is in an implicit 'copy' clause \\(§2\\.6\\.2\\) that the host reads back, so its value is needed after the loop \\[loop-seq\\]" */
            last = 0;
            #pragma acc loop vector reduction(+:last)
            for (int j = rowptr[i]; j < rowptr[i+1]; j++) /* INFO "loop runs in parallel \\(vector\\(128\\)\\) on one gang: the statement of the kernels region at line 48 runs on one gang: it is not a loop partitioned over gangs, and no loop inside it is \\[loop-parallel\\]" */
                last += val[j];
            q[i] += last;
        }
    }
    return last;
}
