#include "gemm.h"
#include "../common/acc.h"

static void gemm(int n, const float *restrict A, const float *restrict B, float *restrict C)
{
#pragma acc parallel loop collapse(2) present(A[0:n*n], B[0:n*n], C[0:n*n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			float s = 0;
			for (int k = 0; k < n; k++)
				s += A[i * n + k] * B[k * n + j];
			C[i * n + j] = s;
		}
}

/* End to end (docs/design/bench.md): the data region with its copies in
 * and out around the same kernels. */
static void e2e(void)
{
#pragma acc data copyin(A[0:n*n], B[0:n*n]) copyout(C[0:n*n])
	{
		gemm(n, A, B, C);
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
#pragma acc data copyin(A[0:n*n], B[0:n*n]) copyout(C[0:n*n])
	{
		for (int r = -BENCH_WARMUP; r < reps; r++) {
			double t0 = bench_now();
			gemm(n, A, B, C);
#pragma acc wait /* the kernels are done (docs/design/bench.md) */
			if (r >= 0)
				bench_times[r] = bench_now() - t0;
		}
	}
	finish(version, reps);
	return 0;
}
