#include "jacobi1d.h"

int main(void)
{
	setup();
	int reps = bench_reps();
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		memcpy(A, A0, sizeof(float) * n);
		double t0 = bench_now();
		for (int t = 0; t < T; t++) {
#pragma omp parallel for
			for (int i = 1; i < n - 1; i++)
				B[i] = 0.33333333f * (A[i - 1] + A[i] + A[i + 1]);
#pragma omp parallel for
			for (int i = 1; i < n - 1; i++)
				A[i] = B[i];
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
