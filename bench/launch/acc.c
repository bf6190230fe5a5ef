#include "launch.h"
#include "../common/acc.h"

static void constructs(int R, int *restrict a)
{
	for (int r = 0; r < R; r++) {
#pragma acc parallel loop present(a[0:LN])
		for (int i = 0; i < LN; i++)
			a[i] += 1;
	}
#pragma acc wait /* the kernels are done (docs/design/bench.md) */
}

static void constructs_async(int R, int *restrict a)
{
	for (int r = 0; r < R; r++) {
#pragma acc parallel loop present(a[0:LN]) async(1)
		for (int i = 0; i < LN; i++)
			a[i] += 1;
	}
#pragma acc wait(1)
}

int main(int argc, char **argv)
{
	setup();
	int reps = bench_reps();
	bench_acc_init();
#pragma acc data copy(a[0:LN])
	{
		LAUNCH_TIME(sync_times, reps, constructs(R, a));
		LAUNCH_TIME(async_times, reps, constructs_async(R, a));
	}
	finish(argc > 1 ? argv[1] : "acc", reps, 2);
	return 0;
}
