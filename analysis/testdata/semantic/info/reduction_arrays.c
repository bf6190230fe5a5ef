// Reductions on arrays, subarrays, array elements and structs are
// allowed (§2.5.15: each element, each member); the implicit copy of a
// pointer's subarray is of the subarray (§2.6.2), and a loop updating
// hist[k] with reduction(+:hist) runs in parallel.
struct st { int n; double s; long b[3]; };

void f(int n, int m, const int *a, double *h) {
    int hist[8] = {0};
    struct st t = {0, 0, {0, 0, 0}};
    #pragma acc parallel loop reduction(+:h[0:m]) copyin(a[0:n]) /* INFO "implicit copy\\(h\\[0:m\\]\\): 'h' is a reduction variable of a combined construct.*\\[implicit-data\\]" */ /* INFO "implicit firstprivate\\(n\\).*\\[implicit-data\\]" */ /* INFO "implicit firstprivate\\(m\\).*\\[implicit-data\\]" */
    for (int i = 0; i < n; i++) h[a[i] % m] += 1; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\).*\\[loop-parallel\\]" */
    #pragma acc kernels loop reduction(+:hist) copyin(a[0:n]) /* INFO "implicit copy\\(hist\\): 'hist' is a reduction variable of a combined construct.*\\[implicit-data\\]" */ /* INFO "implicit copy\\(n\\).*\\[implicit-data\\]" */
    for (int i = 0; i < n; i++) hist[a[i] % 8]++; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
    #pragma acc parallel loop reduction(max:hist[2:4], t) copyin(a[0:n]) /* INFO "implicit copy\\(hist\\).*\\[implicit-data\\]" */ /* INFO "implicit copy\\(t\\): 't' is a reduction variable.*\\[implicit-data\\]" */ /* INFO "implicit firstprivate\\(n\\).*\\[implicit-data\\]" */
    for (int i = 0; i < n; i++) { if (a[i] > hist[2 + i % 4]) hist[2 + i % 4] = a[i]; t.n = a[i] > t.n ? a[i] : t.n; } /* INFO "loop runs in parallel.*\\[loop-parallel\\]" */
    #pragma acc parallel loop reduction(+:hist[5]) copyin(a[0:n]) /* INFO "implicit copy\\(hist\\).*\\[implicit-data\\]" */ /* INFO "implicit firstprivate\\(n\\).*\\[implicit-data\\]" */
    for (int i = 0; i < n; i++) hist[5] += a[i]; /* INFO "loop runs in parallel.*\\[loop-parallel\\]" */
}
