/* A vector routine called from a gang loop: one copy for that context, every work-item calls it with the launch's __local scratch, one lane stores its result (§2.15.1). */
#pragma acc routine vector
static double vsum(int n, const double *x)
{
	double s = 0;
#pragma acc loop vector reduction(+:s)
	for (int i = 0; i < n; i++)
		s += x[i];
	return s;
}
void f(int n, int m, const double *restrict a, double *restrict r)
{
#pragma acc parallel loop gang copyin(a[0:n*m]) copyout(r[0:n])
	for (int i = 0; i < n; i++)
		r[i] = vsum(m, &a[i * m]);
}
