// Loop directives apply to a for loop in canonical form (§2.9).
void f(int n, float *a) {
    int i = 0;
    #pragma acc parallel loop copy(a[0:n]) /* ERROR "'parallel loop' must be followed by a for loop, not a while loop \\[loop-not-for\\]" */
    while (i < n) { a[i] = 0; i++; }

    #pragma acc parallel copy(a[0:n])
    {
        #pragma acc loop /* ERROR "'loop' must be followed by a for loop, not a block" */
        { a[0] = 1; }
    }

    #pragma acc kernels copy(a[0:n])
    {
        #pragma acc loop
        for (float x = 0; x < n; x += 1) /* ERROR "the loop is not in the form a 'loop' directive needs: its loop variable 'x' has type float; it must be an integer or a pointer \\[loop-not-canonical\\]" */
            a[(int)x] = x;
        #pragma acc loop
        for (int j = 0; j < n; j++) { /* ERROR "the loop variable 'j' is modified in the loop body" */
            a[j] = 0;
            j++;
        }
        #pragma acc loop
        for (int j = n; j < 0; j--) /* ERROR "'j' decreases but the test 'j < ...' expects it to increase" */
            a[j] = 0;
        #pragma acc loop
        for (int j = 0; ; j++) /* ERROR "its test is not a comparison of 'j' with a bound" */
            if (j >= n) break;
        #pragma acc loop
        for (int j = 0, m = n; j < m; j++) /* ERROR "its initialization does not give one loop variable a start value" */
            a[j] = m;
        #pragma acc loop
        for (int j = 0; j < n; j *= 2) /* ERROR "its increment is not j\\+\\+, j--, j \\+= step" */
            a[j] = 0;
        #pragma acc loop
        for (int j = 0; j < n; j++) { /* ERROR "'n', which the trip count depends on, is modified in the loop body" */
            a[j] = 0;
            n--;
        }
        // seq loops need not be canonical.
        #pragma acc loop seq
        for (int j = 1; j < n; j *= 2)
            a[j] = a[j / 2];
        // Valid forms.
        #pragma acc loop
        for (int j = n - 1; j >= 0; j--)
            a[j] = 1;
        #pragma acc loop
        for (int j = 0; n > j; j += 2)
            a[j] = 2;
        #pragma acc loop
        for (float *p = a; p < a + n; p++)
            *p = 3;
    }
}

void g(void) {
    #pragma acc parallel /* ERROR "'parallel' must be followed by a statement \\(its structured block\\) \\[missing-statement\\]" */
}
