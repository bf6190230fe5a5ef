#include "histogram.h"

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

int main(int argc, char **argv)
{
	setup();
	int reps = bench_reps();
#pragma acc data copyin(key[0:n]) copyout(hist[0:NB])
	{
		for (int r = -BENCH_WARMUP; r < reps; r++) {
			double t0 = bench_now();
			histogram(n, key, hist);
			if (r >= 0)
				bench_times[r] = bench_now() - t0;
		}
	}
	finish(argc > 1 ? argv[1] : "acc", reps);
	return 0;
}
