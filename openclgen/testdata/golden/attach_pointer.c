/* attach(p) on a compute construct: p must be present and the kernel loads p's device copy, which the attach action pointed at p's target (§2.7.13). */
void f(int n, double *p) {
#pragma acc parallel loop attach(p)
for (int i = 0; i < n; i++) p[i] = i;
}
