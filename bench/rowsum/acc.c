#include "rowsum.h"
#include "../common/acc.h"

static void rowsum(int m, int n, const float *restrict A, float *restrict out)
{
#pragma acc parallel loop gang present(A[0:m*n], out[0:m])
	for (int i = 0; i < m; i++) {
		float s = 0;
#pragma acc loop vector reduction(+:s)
		for (int j = 0; j < n; j++)
			s += A[i * n + j] * A[i * n + j];
		out[i] = s;
	}
}

/* End to end (docs/design/bench.md): the data region with its copies in
 * and out around the same kernels. */
static void e2e(void)
{
#pragma acc data copyin(A[0:m*n]) copyout(out[0:m])
	{
		rowsum(m, n, A, out);
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
#pragma acc data copyin(A[0:m*n]) copyout(out[0:m])
	{
		for (int r = -BENCH_WARMUP; r < reps; r++) {
			double t0 = bench_now();
			rowsum(m, n, A, out);
#pragma acc wait /* the kernels are done (docs/design/bench.md) */
			if (r >= 0)
				bench_times[r] = bench_now() - t0;
		}
	}
	finish(version, reps);
	return 0;
}
