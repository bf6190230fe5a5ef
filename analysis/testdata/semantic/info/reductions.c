// Autoscoped reductions: every pattern the analysis recognizes, in a
// kernels region where accls decides (§2.9.11).
#include <math.h>
#define N 1024
float a[N];
int k[N];

void f(void) {
    float sum = 0, diff = 0, prod = 1, mx = -1, mn = 1e9f, fm = 0, tm = 0, t2 = 0;
    int all = 1, any = 0, band = -1, bor = 0, bxor = 0, count = 0;
    #pragma acc kernels copyin(a, k) copy(sum, diff, prod, mx, mn, fm, tm, t2, all, any, band, bor, bxor, count)
    {
        for (int i = 0; i < N; i++) sum += a[i]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */ /* INFO "reduction\\(\\+:sum\\): every iteration accumulates into 'sum' with \\+ \\(§2\\.9\\.11.*\\[reduction\\]" */
        for (int i = 0; i < N; i++) diff -= a[i]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */ /* INFO "reduction\\(\\+:diff\\): every iteration accumulates into 'diff' with \\+ \\(§2\\.9\\..*\\[reduction\\]" */
        for (int i = 0; i < N; i++) prod = prod * a[i]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */ /* INFO "reduction\\(\\*:prod\\): every iteration accumulates into 'prod' with \\* \\(§2\\.9\\..*\\[reduction\\]" */
        for (int i = 0; i < N; i++) if (a[i] > mx) mx = a[i]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */ /* INFO "reduction\\(max:mx\\): every iteration accumulates into 'mx' with max \\(§2\\.9\\..*\\[reduction\\]" */
        for (int i = 0; i < N; i++) if (mn > a[i]) mn = a[i]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */ /* INFO "reduction\\(min:mn\\): every iteration accumulates into 'mn' with min \\(§2\\.9\\..*\\[reduction\\]" */
        for (int i = 0; i < N; i++) fm = fmaxf(fm, a[i]); /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */ /* INFO "reduction\\(max:fm\\): every iteration accumulates into 'fm' with max \\(§2\\.9\\..*\\[reduction\\]" */
        for (int i = 0; i < N; i++) tm = tm < a[i] ? a[i] : tm; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */ /* INFO "reduction\\(max:tm\\): every iteration accumulates into 'tm' with max \\(§2\\.9\\..*\\[reduction\\]" */
        for (int i = 0; i < N; i++) t2 = a[i] + t2 + 1; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */ /* INFO "reduction\\(\\+:t2\\): every iteration accumulates into 't2' with \\+ \\(§2\\.9\\.11\\).*\\[reduction\\]" */
        for (int i = 0; i < N; i++) all = all && k[i]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */ /* INFO "reduction\\(\\&\\&:all\\): every iteration accumulates into 'all' with \\&\\& \\(§2\\.9\\..*\\[reduction\\]" */
        for (int i = 0; i < N; i++) any = any || k[i]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */ /* INFO "reduction\\(\\|\\|:any\\): every iteration accumulates into 'any' with \\|\\| \\(§2\\.9\\..*\\[reduction\\]" */
        for (int i = 0; i < N; i++) band &= k[i]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */ /* INFO "reduction\\(\\&:band\\): every iteration accumulates into 'band' with \\& \\(§2\\.9\\..*\\[reduction\\]" */
        for (int i = 0; i < N; i++) bor |= k[i]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */ /* INFO "reduction\\(\\|:bor\\): every iteration accumulates into 'bor' with \\| \\(§2\\.9\\.11.*\\[reduction\\]" */
        for (int i = 0; i < N; i++) bxor = bxor ^ k[i]; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */ /* INFO "reduction\\(\\^:bxor\\): every iteration accumulates into 'bxor' with \\^ \\(§2\\.9\\..*\\[reduction\\]" */
        for (int i = 0; i < N; i++) if (k[i]) count++; /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */ /* INFO "reduction\\(\\+:count\\): every iteration accumulates into 'count' with \\+ \\(§2\\..*\\[reduction\\]" */
        // Not reductions: mixed operators, a use outside the update, a
        // read of the partial result.
        for (int i = 0; i < N; i++) { sum += a[i]; sum *= 2; } /* INFO "loop runs sequentially: 'sum' is read and written in every iteration, an.*\\[loop-seq\\]" */
        for (int i = 0; i < N; i++) { prod *= a[i]; k[i] = prod; } /* INFO "loop runs sequentially: 'prod' is read and written in every iteration, a.*\\[loop-seq\\]" */
        for (int i = 0; i < N; i++) mx = a[i] > mx ? mx : mx + 1; /* INFO "loop runs sequentially: 'mx' is read and written in every iteration, and.*\\[loop-seq\\]" */
    }
}
