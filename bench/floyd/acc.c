#include "floyd.h"
#include "../common/acc.h"

static void paths(int n, int *restrict D)
{
	for (int k = 0; k < n; k++) {
#pragma acc parallel loop collapse(2) present(D[0:n*n])
		for (int i = 0; i < n; i++)
			for (int j = 0; j < n; j++) {
				int t = D[i * n + k] + D[k * n + j];
				if (t < D[i * n + j])
					D[i * n + j] = t;
			}
	}
}

/* End to end (docs/design/bench.md): the data region with its copies in
 * and out around the same kernels. */
static void e2e(void)
{
#pragma acc data copy(D[0:n*n])
	{
		paths(n, D);
	}
}

int main(int argc, char **argv)
{
	setup();
	int reps = bench_reps();
	const char *version = argc > 1 ? argv[1] : "acc";
	bench_acc_init();
	BENCH_E2E(reps, memcpy(D, D0, sizeof(int) * n * n), e2e());
	finish(version, reps);
#pragma acc data copy(D[0:n*n])
	{
		for (int r = -BENCH_WARMUP; r < reps; r++) {
			memcpy(D, D0, sizeof(int) * n * n);
#pragma acc update device(D[0:n*n])
			double t0 = bench_now();
			paths(n, D);
#pragma acc wait /* the kernels are done (docs/design/bench.md) */
			if (r >= 0)
				bench_times[r] = bench_now() - t0;
		}
	}
	finish(version, reps);
	return 0;
}
