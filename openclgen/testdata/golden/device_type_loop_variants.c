/* Loop clauses after device_type: one translation per distinct schedule, chosen by the host; types deciding alike share one, the default is the else branch (§2.4, §2.9). */
void f(int n, float *restrict y, float (*restrict z)[64]) {
#pragma acc parallel loop copy(y[0:n]) device_type(nvidia) gang vector device_type(radeon) gang worker device_type(*) gang
for (int i = 0; i < n; i++) y[i] = 2 * y[i];
#pragma acc parallel copy(z[0:64][0:64])
{
#pragma acc loop device_type(nvidia) collapse(2) gang vector device_type(radeon) tile(8, 8) gang vector device_type(*) gang
for (int i = 0; i < 64; i++)
for (int j = 0; j < 64; j++) z[i][j] = i + j;
}
#pragma acc kernels loop copy(y[0:n]) device_type(nvidia) gang(num:16) device_type(*) gang(num:8)
for (int i = 0; i < n; i++) y[i] += 1;
#pragma acc parallel loop copy(y[0:n]) device_type(nvidia) seq
for (int i = 0; i < n; i++) y[i] += 1;
#pragma acc parallel loop copy(y[0:n]) gang vector device_type(radeon) gang vector
for (int i = 0; i < n; i++) y[i] += 1;
}
