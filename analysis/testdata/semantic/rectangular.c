// The loops of a collapse or tile clause have bounds that do not depend on
// each other (§2.9.1: trip counts invariant in all the associated loops;
// §2.9.8: rectangular tiles).
void f(int n, float *a) {
    #pragma acc parallel loop collapse(2) copy(a[0:n*n]) /* NOTE "'collapse' is here" */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++) /* ERROR "the bounds of this loop depend on 'i', the variable of an outer loop of the same 'collapse' clause: the trip count of every loop collapse associates must be invariant in all of them \\(§2.9.1\\) \\[loop-not-rectangular\\]" */
            a[i*n+j] = 0;
    #pragma acc kernels loop tile(8, 8) copy(a[0:n*n])
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) /* ERROR "depend on 'i', the variable of an outer loop of the same 'tile' clause: tile divides the associated loops' iteration space into rectangular tiles \\(§2.9.8\\)" */
            a[i*n+j] = 1;
    #pragma acc parallel loop collapse(3) copy(a[0:n*n*n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            for (int k = 0; k < n; k += i + 1) /* ERROR "depend on 'i'" */
                a[(i*n+j)*n+k] = k;
    // Rectangular nests, and a triangular loop inside the associated ones
    // or around them, are fine.
    #pragma acc parallel loop collapse(2) copy(a[0:n*n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            for (int k = 0; k < j; k++)
                a[i*n+j] += k;
    for (int m = 1; m < n; m++) {
        #pragma acc parallel loop tile(4, *) copy(a[0:n*n])
        for (int i = 0; i < m; i++)
            for (int j = 1; j < n - m; j++)
                a[i*n+j] -= 1;
    }
}
