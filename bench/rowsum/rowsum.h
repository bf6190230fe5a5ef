/* Two-level reduction: the sum of squares of each row of an m x n float
 * matrix, rows over gangs and each row's sum a vector reduction.
 * 4 bytes read per element. */
#include "../common/bench.h"

#define NAME "rowsum"
static int m, n;
static float *A, *out;

static void setup(void)
{
	m = (int)bench_pick(4096, 32768);
	n = (int)bench_pick(1024, 8192);
	A = bench_alloc(sizeof(float) * m * n);
	out = bench_alloc(sizeof(float) * m);
	for (long i = 0; i < (long)m * n; i++)
		A[i] = bench_val(i, 13);
	for (int i = 0; i < m; i++)
		out[i] = 0;
}

static void finish(const char *version, int reps)
{
	double err = 0;
	for (int i = 0; i < m; i++) {
		double s = 0;
		for (int j = 0; j < n; j++)
			s += (double)A[(long)i * n + j] * A[(long)i * n + j];
		double e = bench_relerr(out[i], s, 1);
		if (!(e <= err))
			err = e;
	}
	bench_report(NAME, version, reps, 4.0 * m * n, 2.0 * m * n, err, 1e-4);
}
