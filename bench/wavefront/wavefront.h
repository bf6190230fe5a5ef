/* Wavefront: one in-place Gauss-Seidel sweep over the interior of an
 * n x n float grid, A[i][j] = mean of itself and its four neighbours,
 * where the north and west neighbours are already new. Cell (i, j)
 * depends on cells of the anti-diagonal i + j - 1 only, so the sweep runs
 * diagonal by diagonal: a sequential loop over 2n - 5 diagonals, each
 * launching a parallel loop over its cells (at most n - 2). The result
 * equals the row-by-row serial sweep exactly. A is reset from the host
 * between runs, untimed. 8 bytes per cell. */
#include "../common/bench.h"

#define NAME "wavefront"
static int n;
static float *A, *A0;

static void setup(void)
{
	n = (int)bench_pick(256, 1024);
	A = bench_alloc(sizeof(float) * n * n);
	A0 = bench_alloc(sizeof(float) * n * n);
	for (long i = 0; i < (long)n * n; i++)
		A0[i] = A[i] = bench_val(i, 22);
}

/* The cells of diagonal d = i + j of the interior: i in [lo, hi]. */
static inline int diag_lo(int n, int d)
{
	return d - (n - 2) > 1 ? d - (n - 2) : 1;
}

static inline int diag_hi(int n, int d)
{
	return d - 1 < n - 2 ? d - 1 : n - 2;
}

/* The serial result, computed once for both figures. */
static const float *reference(void)
{
	static float *a;
	if (a)
		return a;
	a = bench_alloc(sizeof(float) * n * n);
	memcpy(a, A0, sizeof(float) * n * n);
	for (int i = 1; i < n - 1; i++)
		for (int j = 1; j < n - 1; j++)
			a[i * n + j] = 0.2f * (a[(i - 1) * n + j] + a[i * n + j - 1] + a[i * n + j] +
					       a[(i + 1) * n + j] + a[i * n + j + 1]);
	return a;
}

static void finish(const char *version, int reps)
{
	const float *a = reference();
	double err = 0;
	for (long i = 0; i < (long)n * n; i++) {
		double e = fabs((double)A[i] - a[i]);
		if (!(e <= err))
			err = e;
	}
	bench_report(NAME, version, reps, 8.0 * (n - 2) * (n - 2), 5.0 * (n - 2) * (n - 2), err, 1e-5);
}
