#include "dot.h"

int main(void)
{
	setup();
	int reps = bench_reps();
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		double t0 = bench_now();
		double sum = 0;
#pragma omp parallel for reduction(+:sum)
		for (int i = 0; i < n; i++)
			sum += x[i] * y[i];
		result = sum;
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
