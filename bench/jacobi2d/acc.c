#include "jacobi2d.h"
#include "../common/acc.h"

static void sweeps(int n, int T, float *restrict A, float *restrict B)
{
	for (int t = 0; t < T; t++) {
#pragma acc parallel loop collapse(2) present(A[0:n*n], B[0:n*n])
		for (int i = 1; i < n - 1; i++)
			for (int j = 1; j < n - 1; j++)
				B[i * n + j] = 0.2f * (A[i * n + j] + A[i * n + j - 1] + A[i * n + j + 1] +
						       A[(i - 1) * n + j] + A[(i + 1) * n + j]);
#pragma acc parallel loop collapse(2) present(A[0:n*n], B[0:n*n])
		for (int i = 1; i < n - 1; i++)
			for (int j = 1; j < n - 1; j++)
				A[i * n + j] = B[i * n + j];
	}
}

/* End to end (docs/design/bench.md): the data region with its copies in
 * and out around the same kernels. */
static void e2e(void)
{
#pragma acc data copy(A[0:n*n]) copyin(B[0:n*n])
	{
		sweeps(n, T, A, B);
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
#pragma acc data copy(A[0:n*n]) copyin(B[0:n*n])
	{
		for (int r = -BENCH_WARMUP; r < reps; r++) {
			memcpy(A, A0, sizeof(float) * n * n);
#pragma acc update device(A[0:n*n])
			double t0 = bench_now();
			sweeps(n, T, A, B);
#pragma acc wait /* the kernels are done (docs/design/bench.md) */
			if (r >= 0)
				bench_times[r] = bench_now() - t0;
		}
	}
	finish(version, reps);
	return 0;
}
