/* 3-D 7-point stencil: one sweep B = c0 A + c1 (6 neighbours) over the
 * interior of an n^3 float grid. 8 bytes per point (A read once from
 * cache-friendly neighbours, B written). */
#include "../common/bench.h"

#define NAME "stencil3d"
static int n;
static float *A, *B;
static const float c0 = 0.4f, c1 = 0.1f;

static void setup(void)
{
	n = (int)bench_pick(128, 512);
	A = bench_alloc(sizeof(float) * n * n * n);
	B = bench_alloc(sizeof(float) * n * n * n);
	for (long i = 0; i < (long)n * n * n; i++) {
		A[i] = bench_val(i, 10);
		B[i] = 0;
	}
}

#define IX(i, j, k) (((long)(i) * n + (j)) * n + (k))
static void finish(const char *version, int reps)
{
	double err = 0;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			for (int k = 0; k < n; k++) {
				double ref = 0;
				if (i > 0 && j > 0 && k > 0 && i < n - 1 && j < n - 1 && k < n - 1)
					ref = c0 * A[IX(i, j, k)] +
					      c1 * (A[IX(i - 1, j, k)] + A[IX(i + 1, j, k)] + A[IX(i, j - 1, k)] +
						    A[IX(i, j + 1, k)] + A[IX(i, j, k - 1)] + A[IX(i, j, k + 1)]);
				double e = fabs(B[IX(i, j, k)] - ref);
				if (!(e <= err))
					err = e;
			}
	double pts = (double)(n - 2) * (n - 2) * (n - 2);
	bench_report(NAME, version, reps, 8.0 * pts, 8.0 * pts, err, 1e-5);
}
