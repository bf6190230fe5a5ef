#include "atax.h"
#include "../common/acc.h"

static void atax(int m, int n, const float *restrict A, const float *restrict x,
		 float *restrict tmp, float *restrict y)
{
#pragma acc parallel loop gang present(A[0:m*n], x[0:n], tmp[0:m])
	for (int i = 0; i < m; i++) {
		float s = 0;
#pragma acc loop vector reduction(+:s)
		for (int j = 0; j < n; j++)
			s += A[i * n + j] * x[j];
		tmp[i] = s;
	}
#pragma acc parallel loop present(A[0:m*n], tmp[0:m], y[0:n])
	for (int j = 0; j < n; j++) {
		float s = 0;
		for (int i = 0; i < m; i++)
			s += A[i * n + j] * tmp[i];
		y[j] = s;
	}
}

/* End to end (docs/design/bench.md): the data region with its copies in
 * and out around the same kernels. */
static void e2e(void)
{
#pragma acc data copyin(A[0:m*n], x[0:n]) create(tmp[0:m]) copyout(y[0:n])
	{
		atax(m, n, A, x, tmp, y);
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
#pragma acc data copyin(A[0:m*n], x[0:n]) create(tmp[0:m]) copyout(y[0:n])
	{
		for (int r = -BENCH_WARMUP; r < reps; r++) {
			double t0 = bench_now();
			atax(m, n, A, x, tmp, y);
#pragma acc wait /* the kernels are done (docs/design/bench.md) */
			if (r >= 0)
				bench_times[r] = bench_now() - t0;
		}
	}
	finish(version, reps);
	return 0;
}
