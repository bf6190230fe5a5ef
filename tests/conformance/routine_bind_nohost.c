/* The bind and nohost clauses of routine (§2.15.1). Device code calls the
 * function a bind clause names; the host (the host path of the compute
 * constructs, and the program built by plain cc) calls the function as
 * written. bind(identifier) names nohost routines of this file, at the
 * seq and the vector level: nohost routines are compiled for the device
 * only (a nohost vector routine calls a nohost seq one), and their
 * host versions are the functions bound from. bind("string") names OpenCL
 * C built-in functions. Each version marks what it ran, so the program
 * checks that the device ran the bound ones and the host its own. */
#include "check.h"
#include <openacc.h>

#define R 40
#define C 150
#define N 1000

/* compiled for the device only */
#pragma acc routine seq nohost
static double sq_dev(double v, int *mark)
{
	mark[0] = 2;
	return v * v;
}

/* the host version; device calls go to sq_dev */
#pragma acc routine seq bind(sq_dev)
static double sq(double v, int *mark)
{
	mark[0] = 1;
	return v * v;
}

/* a nohost vector routine, with a reduction, calling a nohost seq one */
#pragma acc routine vector nohost
static double rownorm_dev(int n, const double *a, int *mark)
{
	double s = 0;
#pragma acc loop vector reduction(+:s)
	for (int j = 0; j < n; j++)
		s += sq_dev(a[j], &mark[1 + j]);
	mark[0] = 2;
	return s;
}

#pragma acc routine vector bind(rownorm_dev)
static double rownorm(int n, const double *a, int *mark)
{
	double s = 0;
	for (int j = 0; j < n; j++)
		s += sq(a[j], &mark[1 + j]);
	mark[0] = 1;
	return s;
}

/* OpenCL C built-ins on the device */
#pragma acc routine seq bind("hypot")
static double my_hypot(double x, double y)
{
	return sqrt(x * x + y * y);
}

#pragma acc routine seq bind("rsqrt")
static float inv_sqrt(float v)
{
	return 1.0f / sqrtf(v);
}

static double a[R * C], norms[R], h[N], q[N];
static float fv[N], fr[N];
static int mark[R * (C + 1)], smark[N];

int main(void)
{
	for (int i = 0; i < R * C; i++)
		a[i] = (i % 9) - 4;
	for (int i = 0; i < N; i++)
		fv[i] = 1.0f + i;
	/* which versions run: the bound ones on a device */
	int want = 1;
#ifdef _OPENACC
	if (acc_get_device_type() != acc_device_host)
		want = 2;
#endif
#pragma acc parallel loop gang vector_length(64) copyin(a) copyout(norms) copy(mark)
	for (int r = 0; r < R; r++)
		norms[r] = rownorm(C, &a[r * C], &mark[r * (C + 1)]);
#pragma acc parallel loop copyin(fv) copyout(h, q, smark, fr)
	for (int i = 0; i < N; i++) {
		h[i] = my_hypot(i * 0.5, 3.0);
		q[i] = sq(i - 500.0, &smark[i]);
		fr[i] = inv_sqrt(fv[i]);
	}

	double hn = 0, hh = 0, hq = 0, hf = 0;
	for (int r = 0; r < R; r++) {
		double s = 0;
		for (int j = 0; j < C; j++) {
			s += a[r * C + j] * a[r * C + j];
			CHECK_EQ(mark[r * (C + 1) + 1 + j], want);
		}
		CHECK_EQ(mark[r * (C + 1)], want);
		CHECK(norms[r] == s);
		hn += norms[r];
	}
	for (int i = 0; i < N; i++) {
		CHECK_NEAR(h[i], sqrt(i * 0.25 * i + 9.0), 1e-14);
		CHECK(q[i] == (i - 500.0) * (i - 500.0));
		CHECK_EQ(smark[i], want);
		CHECK_NEAR(fr[i], 1.0 / sqrt(1.0 + i), 1e-6);
		hh += h[i];
		hq += q[i];
		hf += fr[i];
	}
	printf("%.1f %.6f %.1f %.3f\n", hn, hh, hq, hf);
	return 0;
}
