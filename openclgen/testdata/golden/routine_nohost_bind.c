/* A nohost routine is left out of the host file; the device calls it through bind(g) (§2.15.1). */
#pragma acc routine seq nohost
static int g(int v) { return v + 1; }
#pragma acc routine seq bind(g)
static int f(int v) { return v + 1; }
void h(int n, int *restrict y) {
#pragma acc parallel loop copy(y[0:n])
for (int i = 0; i < n; i++) y[i] = f(i);
}
