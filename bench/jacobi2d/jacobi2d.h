/* 2-D Jacobi: T sweeps of B = mean of A's 5-point neighbourhood, A = B,
 * n x n float, inside a data region. One timed run is T sweeps (2T
 * kernels); A is reset from the host between runs, untimed, so every
 * version ends with the same T sweeps. 16 bytes per point per sweep. */
#include "../common/bench.h"

#define NAME "jacobi2d"
static int n, T;
static float *A, *B, *A0;

static void setup(void)
{
	n = (int)bench_pick(512, 4096);
	T = (int)bench_pick(10, 20);
	A = bench_alloc(sizeof(float) * n * n);
	B = bench_alloc(sizeof(float) * n * n);
	A0 = bench_alloc(sizeof(float) * n * n);
	for (long i = 0; i < (long)n * n; i++)
		A0[i] = A[i] = B[i] = bench_val(i, 9);
}

static void finish(const char *version, int reps)
{
	float *a = A0, *b = bench_alloc(sizeof(float) * n * n);
	memcpy(b, a, sizeof(float) * n * n);
	for (int t = 0; t < T; t++) {
		for (int i = 1; i < n - 1; i++)
			for (int j = 1; j < n - 1; j++)
				b[i * n + j] = 0.2f * (a[i * n + j] + a[i * n + j - 1] + a[i * n + j + 1] +
						       a[(i - 1) * n + j] + a[(i + 1) * n + j]);
		for (int i = 1; i < n - 1; i++)
			for (int j = 1; j < n - 1; j++)
				a[i * n + j] = b[i * n + j];
	}
	double err = 0;
	for (long i = 0; i < (long)n * n; i++) {
		double e = fabs((double)A[i] - a[i]);
		if (!(e <= err))
			err = e;
	}
	bench_report(NAME, version, reps, 16.0 * (n - 2) * (n - 2) * T, 6.0 * (n - 2) * (n - 2) * T,
		     err, 1e-5);
}
