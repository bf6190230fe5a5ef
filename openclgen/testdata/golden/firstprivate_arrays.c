/* firstprivate arrays: a small one as a kernel argument, a large one through a temporary device buffer, a gang's copy in __local memory when its vector lanes write it (§2.5.14). */
void f(int n, int *restrict y) {
int small[4] = {1, 2, 3, 4};
double big[100];
for (int k = 0; k < 100; k++) big[k] = k;
#pragma acc parallel loop firstprivate(small, big) copy(y[0:n])
for (int i = 0; i < n; i++) y[i] = small[i % 4] + (int)big[i % 100];
int buf[8];
#pragma acc parallel num_gangs(2) firstprivate(buf) copy(y[0:n])
{
#pragma acc loop gang
for (int g = 0; g < 2; g++) {
#pragma acc loop vector
for (int j = 0; j < 4; j++) buf[j + 4] = buf[j] * g;
y[g] = buf[4] + buf[7];
}
}
}
