#include "launch.h"

/* The host's version of a construct: one (OpenMP) parallel loop. */
static void constructs(void)
{
	for (int r = 0; r < R; r++) {
#pragma omp parallel for
		for (int i = 0; i < LN; i++)
			a[i] += 1;
	}
}

int main(void)
{
	setup();
	int reps = bench_reps();
	LAUNCH_TIME(sync_times, reps, constructs());
#ifdef _OPENMP
	finish("omp", reps, 1);
#else
	finish("serial", reps, 1);
#endif
	return 0;
}
