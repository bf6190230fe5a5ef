#include "triad.h"

int main(void)
{
	setup();
	int reps = bench_reps();
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		double t0 = bench_now();
#pragma omp parallel for
		for (int i = 0; i < n; i++)
			a[i] = b[i] + s * c[i];
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
