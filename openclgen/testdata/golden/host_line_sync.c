/* The smallest construct: the host file keeps the user's text with #line after the construct; the kernel, its 32-bit and once variants under the host's range check. */
void f(int n, float *restrict y) {
#pragma acc parallel loop copy(y[0:n])
for (int i = 0; i < n; i++)
  y[i] = 0;
int after = 1; (void)after;
}
