// Loop clauses after device_type (§2.4, §2.9): collapse and tile written
// for one device type associate loops on that type only, so a wrong count
// there is an error for that type's loop nest (§2.9.1, §2.9.8), reported
// once at the clause, even though the checker's model is the one for the
// device types no device_type clause names.
void f(int n, int m, float *a) {
    // collapse(3) for nvidia on a nest of two loops
    #pragma acc parallel loop copy(a[0:n*m]) device_type(nvidia) collapse(3) /* ERROR@66 "collapse\\(3\\) needs 3 tightly nested for loops, but the loop's body is not a for loop \\(§2.9.1\\) \\(for device type 'nvidia'\\) \\[collapse-not-nested\\]" */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i * m + j] = 0;

    // the default collapse(2) is right; radeon's collapse(3) is not
    #pragma acc parallel loop collapse(2) copy(a[0:n*m]) device_type(radeon) collapse(3) /* ERROR@78 "collapse\\(3\\).*\\(for device type 'radeon'\\)" */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i * m + j] = 0;

    // one clause for two device types: one error naming both
    #pragma acc parallel loop copy(a[0:n*m]) device_type(nvidia, opencl) collapse(3) /* ERROR@74 "collapse\\(3\\).*\\(for device types 'nvidia' and 'opencl'\\)" */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i * m + j] = 0;

    // the default clause is wrong and nvidia inherits it: one error, the
    // default type's
    #pragma acc parallel loop collapse(3) copy(a[0:n*m]) device_type(nvidia) gang /* ERROR@31 "^collapse\\(3\\) needs 3 tightly nested for loops, but the loop's body is not a for loop \\(§2.9.1\\) \\[" */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i * m + j] = 0;

    // both wrong, each clause its own error
    #pragma acc parallel loop collapse(3) copy(a[0:n*m]) device_type(host) collapse(4) /* ERROR@31 "^collapse\\(3\\).*\\(§2.9.1\\) \\[" */ /* ERROR@76 "collapse\\(4\\).*\\(for device type 'host'\\)" */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i * m + j] = 0;

    // the body holds a statement besides the nested loop for radeon's
    // collapse(2); the default associates one loop
    #pragma acc parallel copy(a[0:n*m])
    {
        #pragma acc loop device_type(radeon) collapse(2) /* ERROR@46 "collapse\\(2\\).*holds other statements besides the nested loop.*\\(for device type 'radeon'\\)" */
        for (int i = 0; i < n; i++) {
            a[i * m] = 1;
            for (int j = 1; j < m; j++)
                a[i * m + j] = 2;
        }
    }

    // tile for multicore on a loop without a nested for loop
    #pragma acc parallel loop copy(a[0:n*m]) device_type(multicore) tile(4, 4) /* ERROR@69 "tile with 2 sizes needs 2 tightly nested for loops.*\\(for device type 'multicore'\\) \\[tile-not-nested\\]" */
    for (int i = 0; i < n; i++) {
        int k = 0;
        while (k < m) a[i * m + k++] = 0;
    }

    // the loop nvidia's collapse(2) associates is not in canonical form
    #pragma acc parallel loop copy(a[0:n*m]) device_type(nvidia) collapse(2)
    for (int i = 0; i < n; i++)
        for (int j = 0; j * j < m; j++) /* ERROR "loop 2 of the 2 this 'parallel loop' associates is not in the form.*\\(for device type 'nvidia'\\)" */
            a[i * m + j] = 0;

    // device_type(*) is the default model's: one error, no label
    #pragma acc parallel loop copy(a[0:n*m]) device_type(*) collapse(3) /* ERROR@61 "^collapse\\(3\\) needs 3 tightly nested for loops, but the loop's body is not a for loop \\(§2.9.1\\) \\[" */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i * m + j] = 0;

    // right counts for every type: nothing to report
    #pragma acc parallel loop copy(a[0:n*m]) collapse(2) device_type(nvidia) collapse(2) gang vector device_type(radeon) tile(8, 8)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i * m + j] = 0;
}
