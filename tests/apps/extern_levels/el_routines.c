/* The routines of el.h, compiled in their own file: no compute construct
 * here, so the file's OpenCL program exists only to export them. */
#include "el.h"

#pragma acc routine vector
double el_dot(int n, const double *a, const double *x)
{
	double s = 0;
#pragma acc loop vector reduction(+:s)
	for (int j = 0; j < n; j++)
		s += a[j] * x[j];
	return s;
}

#pragma acc routine vector
double el_shift_max(int n, double *a, double s)
{
	double t = s * 0.5 + 1.0; /* every lane computes it */
	double m = -1e300;
#pragma acc loop vector reduction(max:m)
	for (int j = 0; j < n; j++) {
		a[j] = a[j] + t;
		if (a[j] > m)
			m = a[j];
	}
	return m;
}

#pragma acc routine worker
double el_matvec(int m, int n, const double *a, const double *x, double *y)
{
	double total = 0;
#pragma acc loop worker reduction(+:total)
	for (int i = 0; i < m; i++) {
		double d = el_dot(n, &a[i * n], x);
		y[i] = d;
		total += d;
	}
	return total;
}

#pragma acc routine gang
void el_scale_rows(int m, int n, double *a, const double *f)
{
#pragma acc loop gang
	for (int i = 0; i < m; i++) {
#pragma acc loop vector
		for (int j = 0; j < n; j++)
			a[i * n + j] *= f[i];
	}
}
