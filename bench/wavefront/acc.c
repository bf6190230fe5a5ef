#include "wavefront.h"
#include "../common/acc.h"

static void sweep(int n, float *restrict A)
{
	for (int d = 2; d <= 2 * (n - 2); d++) {
		int lo = diag_lo(n, d), hi = diag_hi(n, d);
#pragma acc parallel loop present(A[0:n*n])
		for (int i = lo; i <= hi; i++) {
			int j = d - i;
			A[i * n + j] = 0.2f * (A[(i - 1) * n + j] + A[i * n + j - 1] + A[i * n + j] +
					       A[(i + 1) * n + j] + A[i * n + j + 1]);
		}
	}
}

/* End to end (docs/design/bench.md): the data region with its copies in
 * and out around the same kernels. */
static void e2e(void)
{
#pragma acc data copy(A[0:n*n])
	{
		sweep(n, A);
	}
}

int main(int argc, char **argv)
{
	setup();
	int reps = bench_reps();
	const char *version = argc > 1 ? argv[1] : "acc";
	bench_acc_init();
	BENCH_E2E(reps, memcpy(A, A0, sizeof(float) * n * n), e2e());
	finish(version, reps);
#pragma acc data copy(A[0:n*n])
	{
		for (int r = -BENCH_WARMUP; r < reps; r++) {
			memcpy(A, A0, sizeof(float) * n * n);
#pragma acc update device(A[0:n*n])
			double t0 = bench_now();
			sweep(n, A);
#pragma acc wait /* the kernels are done (docs/design/bench.md) */
			if (r >= 0)
				bench_times[r] = bench_now() - t0;
		}
	}
	finish(version, reps);
	return 0;
}
