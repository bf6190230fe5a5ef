#include "stencil3d.h"
#include "../common/acc.h"

static void stencil(int n, float c0, float c1, const float *restrict A, float *restrict B)
{
	int nn = n * n;
#pragma acc parallel loop collapse(3) present(A[0:nn*n], B[0:nn*n])
	for (int i = 1; i < n - 1; i++)
		for (int j = 1; j < n - 1; j++)
			for (int k = 1; k < n - 1; k++) {
				int c = i * nn + j * n + k;
				B[c] = c0 * A[c] + c1 * (A[c - nn] + A[c + nn] + A[c - n] + A[c + n] +
							 A[c - 1] + A[c + 1]);
			}
}

/* End to end (docs/design/bench.md): the data region with its copies in
 * and out around the same kernels. */
static void e2e(void)
{
#pragma acc data copyin(A[0:n*n*n]) copy(B[0:n*n*n])
	{
		stencil(n, c0, c1, A, B);
	}
}

int main(int argc, char **argv)
{
	setup();
	int reps = bench_reps();
	const char *version = argc > 1 ? argv[1] : "acc";
	bench_acc_init();
	BENCH_E2E(reps, , e2e());
	finish(version, reps);
	memset(B, 0, sizeof(float) * n * n * n);
	int total = n * n * n;
#pragma acc data copyin(A[0:total]) copy(B[0:total])
	{
		for (int r = -BENCH_WARMUP; r < reps; r++) {
			double t0 = bench_now();
			stencil(n, c0, c1, A, B);
#pragma acc wait /* the kernels are done (docs/design/bench.md) */
			if (r >= 0)
				bench_times[r] = bench_now() - t0;
		}
	}
	finish(version, reps);
	return 0;
}
