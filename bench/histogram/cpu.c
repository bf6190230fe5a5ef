#include "histogram.h"

int main(void)
{
	setup();
	int reps = bench_reps();
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		double t0 = bench_now();
		for (int b = 0; b < NB; b++)
			hist[b] = 0;
#pragma omp parallel for reduction(+:hist[0:NB])
		for (int i = 0; i < n; i++)
			hist[key[i]]++;
		if (r >= 0)
			bench_times[r] = bench_now() - t0;
	}
#ifdef _OPENMP
	finish("omp", reps);
#else
	finish("serial", reps);
#endif
	return 0;
}
