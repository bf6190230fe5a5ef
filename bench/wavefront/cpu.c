#include "wavefront.h"

int main(void)
{
	setup();
	int reps = bench_reps();
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		memcpy(A, A0, sizeof(float) * n * n);
		double t0 = bench_now();
		for (int d = 2; d <= 2 * (n - 2); d++) {
			int lo = diag_lo(n, d), hi = diag_hi(n, d);
#pragma omp parallel for
			for (int i = lo; i <= hi; i++) {
				int j = d - i;
				A[i * n + j] = 0.2f * (A[(i - 1) * n + j] + A[i * n + j - 1] + A[i * n + j] +
						       A[(i + 1) * n + j] + A[i * n + j + 1]);
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
