/* Kernels-region plans (§2.5.2): a time loop on the host launching its sweeps over every gang; a kernel per statement; a block whose gang loop follows a write on one gang. */
void f(int n, int m, float *restrict y, float *restrict b) {
int t; float s = 0;
#pragma acc kernels copy(y[0:n], b[0:n])
{
for (t = 0; t < m; t++) {
for (int i = 1; i < n - 1; i++)
  y[i] = b[i - 1] + b[i + 1] + t;
s = y[1];
for (int i = 1; i < n - 1; i++)
  b[i] = y[i] * s;
}
}
#pragma acc kernels copy(y[0:n])
{
y[0] = 5;
for (int i = 1; i < n; i++)
  y[i] = 1;
{
y[0] = 5;
for (int i = 1; i < n; i++)
  y[i] = 1;
}
}
}
