#include "mvpair.h"
#include "../common/acc.h"

static void mvpair(int n, const float *restrict A, const float *restrict v1,
		   const float *restrict v2, float *restrict x1, float *restrict x2)
{
#pragma acc parallel loop gang present(A[0:n*n], v1[0:n], x1[0:n])
	for (int i = 0; i < n; i++) {
		float s = 0;
#pragma acc loop vector reduction(+:s)
		for (int j = 0; j < n; j++)
			s += A[i * n + j] * v1[j];
		x1[i] += s;
	}
#pragma acc parallel loop present(A[0:n*n], v2[0:n], x2[0:n])
	for (int j = 0; j < n; j++) {
		float s = 0;
		for (int i = 0; i < n; i++)
			s += A[i * n + j] * v2[i];
		x2[j] += s;
	}
}

/* End to end (docs/design/bench.md): the data region with its copies in
 * and out around the same kernels. */
static void e2e(void)
{
#pragma acc data copyin(A[0:n*n], v1[0:n], v2[0:n]) copy(x1[0:n], x2[0:n])
	{
		mvpair(n, A, v1, v2, x1, x2);
	}
}

int main(int argc, char **argv)
{
	setup();
	int reps = bench_reps();
	const char *version = argc > 1 ? argv[1] : "acc";
	bench_acc_init();
	BENCH_E2E(reps, reset(), e2e());
	finish(version, reps);
#pragma acc data copyin(A[0:n*n], v1[0:n], v2[0:n]) copy(x1[0:n], x2[0:n])
	{
		for (int r = -BENCH_WARMUP; r < reps; r++) {
			reset();
#pragma acc update device(x1[0:n], x2[0:n])
			double t0 = bench_now();
			mvpair(n, A, v1, v2, x1, x2);
#pragma acc wait /* the kernels are done (docs/design/bench.md) */
			if (r >= 0)
				bench_times[r] = bench_now() - t0;
		}
	}
	finish(version, reps);
	return 0;
}
