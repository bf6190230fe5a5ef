#include "histogram.h"
#include "../common/acc.h"

static void histogram(int n, const int *restrict key, int *restrict hist)
{
#pragma acc parallel loop present(hist[0:NB])
	for (int b = 0; b < NB; b++)
		hist[b] = 0;
#pragma acc parallel loop present(key[0:n], hist[0:NB])
	for (int i = 0; i < n; i++) {
#pragma acc atomic update
		hist[key[i]]++;
	}
}

/* End to end (docs/design/bench.md): the data region with its copies in
 * and out around the same kernels. */
static void e2e(void)
{
#pragma acc data copyin(key[0:n]) copyout(hist[0:NB])
	{
		histogram(n, key, hist);
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
#pragma acc data copyin(key[0:n]) copyout(hist[0:NB])
	{
		for (int r = -BENCH_WARMUP; r < reps; r++) {
			double t0 = bench_now();
			histogram(n, key, hist);
#pragma acc wait /* the kernels are done (docs/design/bench.md) */
			if (r >= 0)
				bench_times[r] = bench_now() - t0;
		}
	}
	finish(version, reps);
	return 0;
}
