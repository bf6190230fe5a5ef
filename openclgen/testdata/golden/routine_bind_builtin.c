/* bind("hypot") calls the OpenCL C built-in with the arguments converted to the routine's parameter types (§2.15.1). */
#pragma acc routine seq bind("hypot")
static double hyp(double x, double y) { return x * x + y * y; }
void h(int n, double *restrict y) {
#pragma acc parallel loop copy(y[0:n])
for (int i = 0; i < n; i++) y[i] = hyp(i, 2);
}
