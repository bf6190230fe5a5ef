#include "jacobi1d.h"
#include "../common/acc.h"

static void steps(int n, int T, float *restrict A, float *restrict B)
{
	for (int t = 0; t < T; t++) {
#pragma acc parallel loop present(A[0:n], B[0:n])
		for (int i = 1; i < n - 1; i++)
			B[i] = 0.33333333f * (A[i - 1] + A[i] + A[i + 1]);
#pragma acc parallel loop present(A[0:n], B[0:n])
		for (int i = 1; i < n - 1; i++)
			A[i] = B[i];
	}
}

/* End to end (docs/design/bench.md): the data region with its copies in
 * and out around the same kernels. */
static void e2e(void)
{
#pragma acc data copy(A[0:n]) create(B[0:n])
	{
		steps(n, T, A, B);
	}
}

int main(int argc, char **argv)
{
	setup();
	int reps = bench_reps();
	const char *version = argc > 1 ? argv[1] : "acc";
	bench_acc_init();
	BENCH_E2E(reps, memcpy(A, A0, sizeof(float) * n), e2e());
	finish(version, reps);
#pragma acc data copy(A[0:n]) create(B[0:n])
	{
		for (int r = -BENCH_WARMUP; r < reps; r++) {
			memcpy(A, A0, sizeof(float) * n);
#pragma acc update device(A[0:n])
			double t0 = bench_now();
			steps(n, T, A, B);
#pragma acc wait /* the kernels are done (docs/design/bench.md) */
			if (r >= 0)
				bench_times[r] = bench_now() - t0;
		}
	}
	finish(version, reps);
	return 0;
}
