#include "jacobi2d.h"

int main(void)
{
	setup();
	int reps = bench_reps();
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		memcpy(A, A0, sizeof(float) * n * n);
		double t0 = bench_now();
		for (int t = 0; t < T; t++) {
#pragma omp parallel for
			for (int i = 1; i < n - 1; i++)
				for (int j = 1; j < n - 1; j++)
					B[i * n + j] = 0.2f * (A[i * n + j] + A[i * n + j - 1] + A[i * n + j + 1] +
							       A[(i - 1) * n + j] + A[(i + 1) * n + j]);
#pragma omp parallel for
			for (int i = 1; i < n - 1; i++)
				for (int j = 1; j < n - 1; j++)
					A[i * n + j] = B[i * n + j];
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
