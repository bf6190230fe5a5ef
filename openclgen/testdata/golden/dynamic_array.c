/* copy(a[0:n][0:m]) of a double **: the pointer array, then each row with its attach; rows detached before their copyout; kernels index through the device pointer array (§2.7.1). */
void f(int n, int m, double **a) {
#pragma acc parallel loop collapse(2) copy(a[0:n][0:m])
for (int i = 0; i < n; i++)
for (int j = 0; j < m; j++)
  a[i][j] += 1;
#pragma acc update self(a[1:2][0:m])
}
