#include "mvpair.h"
#ifdef _OPENMP
#include <omp.h>
#endif

int main(void)
{
	setup();
	int reps = bench_reps();
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		reset();
		double t0 = bench_now();
#pragma omp parallel for
		for (int i = 0; i < n; i++) {
			float s = 0;
			for (int j = 0; j < n; j++)
				s += A[(long)i * n + j] * v1[j];
			x1[i] += s;
		}
		/* A^T v2 row by row; each thread owns a block of x2. */
#pragma omp parallel
		{
#ifdef _OPENMP
			int nt = omp_get_num_threads(), t = omp_get_thread_num();
#else
			int nt = 1, t = 0;
#endif
			int j0 = (int)((long)n * t / nt), j1 = (int)((long)n * (t + 1) / nt);
			for (int i = 0; i < n; i++)
				for (int j = j0; j < j1; j++)
					x2[j] += A[(long)i * n + j] * v2[i];
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
