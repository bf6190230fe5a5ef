/* File-scope declare create/copyin registered from a constructor, link registering nothing, and a routine taking the globals' device copies as parameters (§2.13). */
double c[8];
#pragma acc declare link(c)
int k = 2;
#pragma acc declare copyin(k)
float z[8];
#pragma acc declare create(z)
#pragma acc routine seq
double r(int i) { return c[i] * k + z[i]; }
void f(double *restrict y) {
#pragma acc parallel loop copyout(y[0:8])
for (int i = 0; i < 8; i++) y[i] = r(i);
}
