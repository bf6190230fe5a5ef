/* 1-D Jacobi: a time loop of T steps, each two small kernels over n
 * floats (B = mean of A's 3-point neighbourhood, then A = B), inside a
 * data region. The kernels are tiny, so the figure is mostly what each
 * construct costs beyond its kernel (launch and the host's wait, §2.16.1).
 * A is reset from the host between runs, untimed. 16 bytes per point per
 * step. */
#include "../common/bench.h"

#define NAME "jacobi1d"
static int n, T;
static float *A, *B, *A0;

static void setup(void)
{
	n = (int)bench_pick(1 << 16, 400000);
	T = (int)bench_pick(100, 500);
	A = bench_alloc(sizeof(float) * n);
	B = bench_alloc(sizeof(float) * n);
	A0 = bench_alloc(sizeof(float) * n);
	for (int i = 0; i < n; i++)
		A0[i] = A[i] = B[i] = bench_val(i, 21);
}

/* The serial result, computed once for both figures. */
static const float *reference(void)
{
	static float *a;
	if (a)
		return a;
	a = bench_alloc(sizeof(float) * n);
	float *b = bench_alloc(sizeof(float) * n);
	memcpy(a, A0, sizeof(float) * n);
	memcpy(b, A0, sizeof(float) * n);
	for (int t = 0; t < T; t++) {
		for (int i = 1; i < n - 1; i++)
			b[i] = 0.33333333f * (a[i - 1] + a[i] + a[i + 1]);
		for (int i = 1; i < n - 1; i++)
			a[i] = b[i];
	}
	free(b);
	return a;
}

static void finish(const char *version, int reps)
{
	const float *a = reference();
	double err = 0;
	for (int i = 0; i < n; i++) {
		double e = fabs((double)A[i] - a[i]);
		if (!(e <= err))
			err = e;
	}
	bench_report(NAME, version, reps, 16.0 * (n - 2) * T, 3.0 * (n - 2) * T, err, 1e-5);
}
