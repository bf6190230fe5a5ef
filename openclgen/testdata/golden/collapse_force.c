/* collapse(force:2): the intervening code runs in each iteration of the flat space after the loop variables are recovered, the inner loop under an if (§2.9.1). */
void f(int n, int *restrict y) {
#pragma acc parallel loop collapse(force:2) copy(y[0:n*n])
for (int i = 0; i < n; i++) {
int k = i * n;
if (i % 2 == 0)
for (int j = 0; j < n; j++) y[k + j] += j;
y[k] = -1;
}
}
