#include "stencil3d.h"

int main(void)
{
	setup();
	int reps = bench_reps();
	long nn = (long)n * n;
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		double t0 = bench_now();
#pragma omp parallel for
		for (int i = 1; i < n - 1; i++)
			for (int j = 1; j < n - 1; j++)
				for (int k = 1; k < n - 1; k++) {
					long c = i * nn + (long)j * n + k;
					B[c] = c0 * A[c] + c1 * (A[c - nn] + A[c + nn] + A[c - n] + A[c + n] +
								 A[c - 1] + A[c + 1]);
				}
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
