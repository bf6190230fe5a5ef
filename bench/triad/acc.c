#include "triad.h"
#include "../common/acc.h"

static void triad(int n, double s, double *restrict a, const double *restrict b,
		  const double *restrict c)
{
#pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])
	for (int i = 0; i < n; i++)
		a[i] = b[i] + s * c[i];
}

/* End to end (docs/design/bench.md): the data region with its copies in
 * and out around the same kernels. */
static void e2e(void)
{
#pragma acc data copyin(b[0:n], c[0:n]) copyout(a[0:n])
	{
		triad(n, s, a, b, c);
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
#pragma acc data copyin(b[0:n], c[0:n]) copyout(a[0:n])
	{
		for (int r = -BENCH_WARMUP; r < reps; r++) {
			double t0 = bench_now();
			triad(n, s, a, b, c);
#pragma acc wait /* the kernels are done (docs/design/bench.md) */
			if (r >= 0)
				bench_times[r] = bench_now() - t0;
		}
	}
	finish(version, reps);
	return 0;
}
