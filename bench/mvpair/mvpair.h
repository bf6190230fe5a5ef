/* Matrix-vector pairs: x1 += A v1 and x2 += A^T v2 with one n x n float
 * matrix, both in one data region. A v1 runs along rows (one row per
 * gang, a vector reduction over the row), A^T v2 down columns (one
 * column per lane). x1 and x2 are reset from the host between runs,
 * untimed. A is read twice: 8 n^2 bytes. */
#include "../common/bench.h"

#define NAME "mvpair"
static int n;
static float *A, *v1, *v2, *x1, *x2, *x10, *x20;

static void setup(void)
{
	n = (int)bench_pick(2048, 8192);
	A = bench_alloc(sizeof(float) * n * n);
	v1 = bench_alloc(sizeof(float) * n);
	v2 = bench_alloc(sizeof(float) * n);
	x1 = bench_alloc(sizeof(float) * n);
	x2 = bench_alloc(sizeof(float) * n);
	x10 = bench_alloc(sizeof(float) * n);
	x20 = bench_alloc(sizeof(float) * n);
	for (long i = 0; i < (long)n * n; i++)
		A[i] = bench_val(i, 24);
	for (int i = 0; i < n; i++) {
		v1[i] = bench_val(i, 25);
		v2[i] = bench_val(i, 26);
		x10[i] = x1[i] = bench_val(i, 27);
		x20[i] = x2[i] = bench_val(i, 28);
	}
}

static void reset(void)
{
	memcpy(x1, x10, sizeof(float) * n);
	memcpy(x2, x20, sizeof(float) * n);
}

/* The serial result in double (x1 then x2), computed once for both figures. */
static const double *reference(void)
{
	static double *r;
	if (r)
		return r;
	r = bench_alloc(sizeof(double) * 2 * n);
	for (int i = 0; i < n; i++) {
		double s = 0;
		for (int j = 0; j < n; j++)
			s += (double)A[(long)i * n + j] * v1[j];
		r[i] = x10[i] + s;
		r[n + i] = x20[i];
	}
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			r[n + j] += (double)A[(long)i * n + j] * v2[i];
	return r;
}

static void finish(const char *version, int reps)
{
	const double *r = reference();
	double err = 0, scale = sqrt((double)n) / 4;
	for (int i = 0; i < n; i++) {
		double e1 = bench_relerr(x1[i], r[i], scale), e2 = bench_relerr(x2[i], r[n + i], scale);
		if (!(e1 <= err))
			err = e1;
		if (!(e2 <= err))
			err = e2;
	}
	bench_report(NAME, version, reps, 8.0 * n * n, 4.0 * n * n, err, 1e-4);
}
