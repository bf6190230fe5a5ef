/* atax: y = A^T (A x), A m x n float, row major. The first product runs
 * along rows (one row per gang, a vector reduction over the row), the
 * second down columns (one column per lane). A is read twice: 8 m n bytes. */
#include "../common/bench.h"

#define NAME "atax"
static int m, n;
static float *A, *x, *tmp, *y;

static void setup(void)
{
	m = (int)bench_pick(2048, 16384);
	n = (int)bench_pick(2048, 16384);
	A = bench_alloc(sizeof(float) * m * n);
	x = bench_alloc(sizeof(float) * n);
	tmp = bench_alloc(sizeof(float) * m);
	y = bench_alloc(sizeof(float) * n);
	for (long i = 0; i < (long)m * n; i++)
		A[i] = bench_val(i, 7);
	for (int j = 0; j < n; j++) {
		x[j] = bench_val(j, 8);
		y[j] = 0;
	}
	for (int i = 0; i < m; i++)
		tmp[i] = 0;
}

static void finish(const char *version, int reps)
{
	double *t = bench_alloc(sizeof(double) * m), *r = bench_alloc(sizeof(double) * n);
	double err = 0;
	for (int i = 0; i < m; i++) {
		double s = 0;
		for (int j = 0; j < n; j++)
			s += (double)A[(long)i * n + j] * x[j];
		t[i] = s;
	}
	for (int j = 0; j < n; j++)
		r[j] = 0;
	for (int i = 0; i < m; i++)
		for (int j = 0; j < n; j++)
			r[j] += (double)A[(long)i * n + j] * t[i];
	for (int j = 0; j < n; j++) {
		double e = bench_relerr(y[j], r[j], (double)m * sqrt((double)n) / 8);
		if (!(e <= err))
			err = e;
	}
	free(t);
	free(r);
	bench_report(NAME, version, reps, 8.0 * m * n, 4.0 * m * n, err, 1e-4);
}
