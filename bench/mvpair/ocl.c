#include "mvpair.h"
#include "../common/ocl.h"

/* A v1: one work-group of WG per row, a tree in local memory;
 * A^T v2: one work-item per column. */
#define WG 256
static const char *src =
	"#define WG 256\n"
	"__kernel void rows(int n, __global const float *restrict A, __global const float *restrict y,\n"
	"                   __global float *restrict x)\n"
	"{\n"
	"    __local float s[WG];\n"
	"    int i = get_group_id(0), l = get_local_id(0);\n"
	"    float acc = 0;\n"
	"    for (int j = l; j < n; j += WG) acc += A[i * n + j] * y[j];\n"
	"    s[l] = acc;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    for (int h = WG / 2; h > 0; h /= 2) {\n"
	"        if (l < h) s[l] += s[l + h];\n"
	"        barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    }\n"
	"    if (l == 0) x[i] += s[0];\n"
	"}\n"
	"__kernel void cols(int n, __global const float *restrict A, __global const float *restrict y,\n"
	"                   __global float *restrict x)\n"
	"{\n"
	"    int j = get_global_id(0);\n"
	"    if (j >= n) return;\n"
	"    float s = 0;\n"
	"    for (int i = 0; i < n; i++) s += A[i * n + j] * y[i];\n"
	"    x[j] += s;\n"
	"}\n";

static void mvpair(cl_kernel k1, cl_kernel k2, cl_mem dA, cl_mem dv1, cl_mem dv2, cl_mem dx1,
		   cl_mem dx2)
{
	ARG(k1, 0, n); ARG(k1, 1, dA); ARG(k1, 2, dv1); ARG(k1, 3, dx1);
	ARG(k2, 0, n); ARG(k2, 1, dA); ARG(k2, 2, dv2); ARG(k2, 3, dx2);
	ocl_run1(k1, (size_t)n * WG, WG);
	ocl_run1(k2, n, 128);
}

/* End to end (docs/design/bench.md): buffers made and filled, the same
 * kernels, the result read back and the buffers freed; the context and
 * the program are built before the timer (ocl_init). */
static void e2e(cl_kernel k1, cl_kernel k2)
{
	size_t v = sizeof(float) * n;
	cl_mem dA = ocl_buf(v * n, A), dv1 = ocl_buf(v, v1), dv2 = ocl_buf(v, v2);
	cl_mem dx1 = ocl_buf(v, x1), dx2 = ocl_buf(v, x2);
	mvpair(k1, k2, dA, dv1, dv2, dx1, dx2);
	ocl_read(dx1, v, x1);
	ocl_read(dx2, v, x2);
	ocl_free(dA); ocl_free(dv1); ocl_free(dv2); ocl_free(dx1); ocl_free(dx2);
}

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	cl_kernel k1 = ocl_kernel("rows"), k2 = ocl_kernel("cols");
	BENCH_E2E(reps, reset(), e2e(k1, k2));
	finish("ocl", reps);
	size_t v = sizeof(float) * n;
	cl_mem dA = ocl_buf(v * n, A), dv1 = ocl_buf(v, v1), dv2 = ocl_buf(v, v2);
	cl_mem dx1 = ocl_buf(v, x10), dx2 = ocl_buf(v, x20);
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		CK(clEnqueueWriteBuffer(ocl_q, dx1, CL_FALSE, 0, v, x10, 0, NULL, NULL));
		CK(clEnqueueWriteBuffer(ocl_q, dx2, CL_TRUE, 0, v, x20, 0, NULL, NULL));
		double t0 = bench_now();
		mvpair(k1, k2, dA, dv1, dv2, dx1, dx2);
		ocl_finish();
		if (r >= 0)
			bench_times[r] = bench_now() - t0;
	}
	ocl_read(dx1, v, x1);
	ocl_read(dx2, v, x2);
	finish("ocl", reps);
	return 0;
}
