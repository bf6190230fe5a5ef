#include "autoscope.h"

int main(void)
{
	setup();
	int reps = bench_reps();
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		double t0 = bench_now();
#pragma omp parallel for
		for (int i = 1; i < m - 1; i++)
			for (int j = 1; j < n - 1; j++) {
				float gx = in[i * n + j + 1] - in[i * n + j - 1];
				float gy = in[(i + 1) * n + j] - in[(i - 1) * n + j];
				out[i * n + j] = sqrtf(gx * gx + gy * gy);
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
