#include "floyd.h"

int main(void)
{
	setup();
	int reps = bench_reps();
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		memcpy(D, D0, sizeof(int) * n * n);
		double t0 = bench_now();
		for (int k = 0; k < n; k++) {
#pragma omp parallel for
			for (int i = 0; i < n; i++)
				for (int j = 0; j < n; j++) {
					int t = D[i * n + k] + D[k * n + j];
					if (t < D[i * n + j])
						D[i * n + j] = t;
				}
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
