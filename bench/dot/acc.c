#include "dot.h"
#include "../common/acc.h"

static double dot(int n, const double *restrict x, const double *restrict y)
{
	double sum = 0;
#pragma acc parallel loop reduction(+:sum) present(x[0:n], y[0:n])
	for (int i = 0; i < n; i++)
		sum += x[i] * y[i];
	return sum;
}

/* End to end (docs/design/bench.md): the data region with its copies in
 * and out around the same kernels. */
static void e2e(void)
{
#pragma acc data copyin(x[0:n], y[0:n])
	{
		result = dot(n, x, y);
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
#pragma acc data copyin(x[0:n], y[0:n])
	{
		for (int r = -BENCH_WARMUP; r < reps; r++) {
			double t0 = bench_now();
			result = dot(n, x, y);
#pragma acc wait /* the kernels are done (docs/design/bench.md) */
			if (r >= 0)
				bench_times[r] = bench_now() - t0;
		}
	}
	finish(version, reps);
	return 0;
}
