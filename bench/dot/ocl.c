#include "dot.h"
#include "../common/ocl.h"

/* Each work-group strides over the vector and leaves one partial sum;
 * a single work-group then folds the partials. */
#define WG 256
#define GROUPS 1024
static const char *src =
	"#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
	"#define WG 256\n"
	"__kernel void part(int n, __global const double *restrict x, __global const double *restrict y,\n"
	"                   __global double *restrict partial)\n"
	"{\n"
	"    __local double s[WG];\n"
	"    int l = get_local_id(0);\n"
	"    double acc = 0;\n"
	"    for (int i = get_global_id(0); i < n; i += get_global_size(0))\n"
	"        acc += x[i] * y[i];\n"
	"    s[l] = acc;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    for (int h = WG / 2; h > 0; h /= 2) {\n"
	"        if (l < h) s[l] += s[l + h];\n"
	"        barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    }\n"
	"    if (l == 0) partial[get_group_id(0)] = s[0];\n"
	"}\n"
	"__kernel void fold(int m, __global const double *restrict partial, __global double *restrict out)\n"
	"{\n"
	"    __local double s[WG];\n"
	"    int l = get_local_id(0);\n"
	"    double acc = 0;\n"
	"    for (int i = l; i < m; i += WG) acc += partial[i];\n"
	"    s[l] = acc;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    for (int h = WG / 2; h > 0; h /= 2) {\n"
	"        if (l < h) s[l] += s[l + h];\n"
	"        barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    }\n"
	"    if (l == 0) out[0] = s[0];\n"
	"}\n";

/* End to end (docs/design/bench.md): buffers made and filled, the same
 * kernels, the result read back and the buffers freed; the context and
 * the program are built before the timer (ocl_init). */
static void e2e(cl_kernel kp, cl_kernel kf)
{
	cl_mem dx = ocl_buf(sizeof(double) * n, x), dy = ocl_buf(sizeof(double) * n, y);
	int groups = (n + WG - 1) / WG < GROUPS ? (n + WG - 1) / WG : GROUPS;
	cl_mem dp = ocl_buf(sizeof(double) * groups, NULL), dout = ocl_buf(sizeof(double), NULL);
	ARG(kp, 0, n); ARG(kp, 1, dx); ARG(kp, 2, dy); ARG(kp, 3, dp);
	ARG(kf, 0, groups); ARG(kf, 1, dp); ARG(kf, 2, dout);
	ocl_run1(kp, (size_t)groups * WG, WG);
	ocl_run1(kf, WG, WG);
	ocl_read(dout, sizeof(double), &result);
	ocl_free(dx); ocl_free(dy); ocl_free(dp); ocl_free(dout);
}

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	cl_kernel kp = ocl_kernel("part"), kf = ocl_kernel("fold");
	BENCH_E2E(reps, , e2e(kp, kf));
	finish("ocl", reps);
	cl_mem dx = ocl_buf(sizeof(double) * n, x), dy = ocl_buf(sizeof(double) * n, y);
	int groups = (n + WG - 1) / WG < GROUPS ? (n + WG - 1) / WG : GROUPS;
	cl_mem dp = ocl_buf(sizeof(double) * groups, NULL), dout = ocl_buf(sizeof(double), NULL);
	ARG(kp, 0, n); ARG(kp, 1, dx); ARG(kp, 2, dy); ARG(kp, 3, dp);
	ARG(kf, 0, groups); ARG(kf, 1, dp); ARG(kf, 2, dout);
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		double t0 = bench_now();
		ocl_run1(kp, (size_t)groups * WG, WG);
		ocl_run1(kf, WG, WG);
		ocl_read(dout, sizeof(double), &result); /* blocking: the result is on the host */
		if (r >= 0)
			bench_times[r] = bench_now() - t0;
	}
	finish("ocl", reps);
	return 0;
}
