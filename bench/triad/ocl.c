#include "triad.h"
#include "../common/ocl.h"

static const char *src =
	"#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
	"__kernel void triad(int n, double s, __global double *restrict a,\n"
	"                    __global const double *restrict b, __global const double *restrict c)\n"
	"{\n"
	"    int i = get_global_id(0);\n"
	"    if (i < n)\n"
	"        a[i] = b[i] + s * c[i];\n"
	"}\n";

/* End to end (docs/design/bench.md): buffers made and filled, the same
 * kernels, the result read back and the buffers freed; the context and
 * the program are built before the timer (ocl_init). */
static void e2e(cl_kernel k)
{
	size_t bytes = sizeof(double) * n;
	cl_mem da = ocl_buf(bytes, NULL), db = ocl_buf(bytes, b), dc = ocl_buf(bytes, c);
	double sv = s;
	ARG(k, 0, n); ARG(k, 1, sv); ARG(k, 2, da); ARG(k, 3, db); ARG(k, 4, dc);
	ocl_run1(k, n, 256);
	ocl_read(da, bytes, a);
	ocl_free(da); ocl_free(db); ocl_free(dc);
}

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	cl_kernel k = ocl_kernel("triad");
	BENCH_E2E(reps, , e2e(k));
	finish("ocl", reps);
	cl_mem da = ocl_buf(sizeof(double) * n, NULL);
	cl_mem db = ocl_buf(sizeof(double) * n, b);
	cl_mem dc = ocl_buf(sizeof(double) * n, c);
	double sv = s;
	ARG(k, 0, n); ARG(k, 1, sv); ARG(k, 2, da); ARG(k, 3, db); ARG(k, 4, dc);
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		double t0 = bench_now();
		ocl_run1(k, n, 256);
		ocl_finish();
		if (r >= 0)
			bench_times[r] = bench_now() - t0;
	}
	ocl_read(da, sizeof(double) * n, a);
	finish("ocl", reps);
	return 0;
}
