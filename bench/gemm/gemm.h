/* Dense matrix multiply C = A B, float, n x n, row major. 2 n^3 flops.
 * The check recomputes 16 rows spread over C in double. */
#include "../common/bench.h"

#define NAME "gemm"
static int n;
static float *A, *B, *C;

static void setup(void)
{
	n = (int)bench_pick(384, 2048);
	A = bench_alloc(sizeof(float) * n * n);
	B = bench_alloc(sizeof(float) * n * n);
	C = bench_alloc(sizeof(float) * n * n);
	for (long i = 0; i < (long)n * n; i++) {
		A[i] = bench_val(i, 5);
		B[i] = bench_val(i, 6);
		C[i] = 0;
	}
}

static void finish(const char *version, int reps)
{
	double err = 0, *row = bench_alloc(sizeof(double) * n);
	for (int t = 0; t < 16; t++) {
		int i = (int)((long)t * (n - 1) / 15);
		for (int j = 0; j < n; j++)
			row[j] = 0;
		for (int k = 0; k < n; k++)
			for (int j = 0; j < n; j++)
				row[j] += (double)A[(long)i * n + k] * B[(long)k * n + j];
		for (int j = 0; j < n; j++) {
			double e = bench_relerr(C[(long)i * n + j], row[j], sqrt((double)n));
			if (!(e <= err))
				err = e;
		}
	}
	free(row);
	bench_report(NAME, version, reps, 3.0 * 4 * n * n, 2.0 * n * n * n, err, 1e-5);
}
