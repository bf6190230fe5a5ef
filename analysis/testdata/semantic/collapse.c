// collapse(n) and tile need n tightly nested loops (§2.9.1, §2.9.8).
void f(int n, int m, float *a) {
    #pragma acc parallel loop collapse(2) copy(a[0:n*m]) /* ERROR "collapse\\(2\\) needs 2 tightly nested for loops, but the loop's body is not a for loop \\(§2.9.1\\) \\[collapse-not-nested\\]" */
    for (int i = 0; i < n; i++)
        a[i] = 0;

    #pragma acc parallel loop collapse(2) copy(a[0:n*m]) /* ERROR "but the loop's body holds other statements besides the nested loop" */
    for (int i = 0; i < n; i++) {
        a[i * m] = 1;
        for (int j = 0; j < m; j++)
            a[i * m + j] += 2;
    }

    #pragma acc parallel loop collapse(force:2) copy(a[0:n*m])
    for (int i = 0; i < n; i++) {
        a[i * m] = 1;
        for (int j = 1; j < m; j++)
            a[i * m + j] = 2;
    }

    #pragma acc parallel loop collapse(3) copy(a[0:n*m]) /* ERROR "collapse\\(3\\) needs 3 tightly nested for loops" */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i * m + j] = 0;

    #pragma acc parallel loop tile(8, 8) copy(a[0:n*m]) /* ERROR "tile with 2 sizes needs 2 tightly nested for loops.*\\[tile-not-nested\\]" */
    for (int i = 0; i < n; i++) {
        int k = 0;
        while (k < m) a[i * m + k++] = 0;
    }

    #pragma acc parallel loop tile(8, 8) copy(a[0:n*m])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i * m + j] = 0;

    #pragma acc parallel loop collapse(2) copy(a[0:n*m])
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            a[i * m + j] = 0;
        }
    }
}
