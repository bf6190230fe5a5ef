// A collapse or tile clause shares out the iterations of all its loops
// as one iteration space, so a dependence carried by any of them, the
// outer ones' variables equal, makes the nest not parallel (§2.9.1,
// §2.9.6).
#define N 100
float b[N][N], c[N][N];

void f(int n, float *a) {
    #pragma acc parallel loop collapse(2) copy(b) /* NOTE "the loop's directive is here" */
    for (int i = 1; i < N; i++)
        for (int j = 1; j < N; j++)
            b[i][j] = b[i][j-1] + 1; /* WARNING "loop-carried flow dependence: b\\[i\\]\\[j\\] is written and b\\[i\\]\\[j-1\\] reads it 1 iteration of 'j' later, but it runs in parallel: a loop directive in a parallel construct is independent \\[loop-carried-dependence\\]" */ /* NOTE "b\\[i\\]\\[j\\] is here" */
    #pragma acc parallel loop independent tile(8, 8) copy(a[0:n*n])
    for (int i = 0; i < n; i++)
        for (int j = 1; j < n; j++)
            a[i*n+j] = 2 * a[i*n+j-1]; /* WARNING "a\\[i\\*n\\+j\\] is written and a\\[i\\*n\\+j-1\\] reads it 1 iteration of 'j' later, but it has an independent clause" */
    #pragma acc parallel loop collapse(3) copy(b, c)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            for (int k = 0; k < N; k++)
                c[i][j] += b[i][k]; /* WARNING "loop-carried output dependence: every iteration writes c\\[i\\]\\[j\\]" */
    // Independent at every level; a dependence carried by a loop inside
    // the collapsed ones; an outer-level dependence found as before.
    #pragma acc parallel loop collapse(2) copy(b, c)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            c[i][j] = b[j][i];
    #pragma acc parallel loop collapse(2) copy(b)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            float s = 0;
            for (int k = 1; k < N; k++)
                s += c[i][k-1];
            b[i][j] = s;
        }
}
