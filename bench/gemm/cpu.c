#include "gemm.h"

int main(void)
{
	setup();
	int reps = bench_reps();
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		double t0 = bench_now();
		/* i-k-j order: the inner loop runs along rows of B and C. */
#pragma omp parallel for
		for (int i = 0; i < n; i++) {
			float *c = C + (long)i * n;
			for (int j = 0; j < n; j++)
				c[j] = 0;
			for (int k = 0; k < n; k++) {
				float a = A[(long)i * n + k];
				const float *b = B + (long)k * n;
				for (int j = 0; j < n; j++)
					c[j] += a * b[j];
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
