#include "launch.h"
#include "../common/ocl.h"

static const char *src =
	"__kernel void inc(__global int *restrict a)\n"
	"{\n"
	"    a[get_global_id(0)] += 1;\n"
	"}\n";

/* Synchronous: each kernel waited for, as an OpenACC construct without async. */
static void constructs(cl_kernel k)
{
	for (int r = 0; r < R; r++) {
		ocl_run1(k, LN, 128);
		ocl_finish();
	}
}

/* Asynchronous: the kernels queued, one wait at the end. */
static void constructs_async(cl_kernel k)
{
	for (int r = 0; r < R; r++)
		ocl_run1(k, LN, 128);
	ocl_finish();
}

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	cl_kernel k = ocl_kernel("inc");
	cl_mem da = ocl_buf(sizeof(int) * LN, a);
	ARG(k, 0, da);
	LAUNCH_TIME(sync_times, reps, constructs(k));
	LAUNCH_TIME(async_times, reps, constructs_async(k));
	ocl_read(da, sizeof(int) * LN, a);
	finish("ocl", reps, 2);
	return 0;
}
