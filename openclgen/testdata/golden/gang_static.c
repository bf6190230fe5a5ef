/* gang(static: 16) loops over the gang's chunks, the host launching one gang per chunk; static: * keeps the plain distribution (§2.9.2). */
void f(int n, float *restrict y) {
#pragma acc parallel loop gang(static: 16) vector copy(y[0:n])
for (int i = 0; i < n; i++)
  y[i] = 0;
#pragma acc parallel loop gang(static: *) copy(y[0:n])
for (int i = 0; i < n; i++)
  y[i] = 1;
}
