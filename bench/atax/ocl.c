#include "atax.h"
#include "../common/ocl.h"

/* A x: one work-group of WG per row, a tree in local memory;
 * A^T tmp: one work-item per column. */
#define WG 256
static const char *src =
	"#define WG 256\n"
	"__kernel void ax(int m, int n, __global const float *restrict A, __global const float *restrict x,\n"
	"                 __global float *restrict tmp)\n"
	"{\n"
	"    __local float s[WG];\n"
	"    int i = get_group_id(0), l = get_local_id(0);\n"
	"    float acc = 0;\n"
	"    for (int j = l; j < n; j += WG) acc += A[i * n + j] * x[j];\n"
	"    s[l] = acc;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    for (int h = WG / 2; h > 0; h /= 2) {\n"
	"        if (l < h) s[l] += s[l + h];\n"
	"        barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    }\n"
	"    if (l == 0) tmp[i] = s[0];\n"
	"}\n"
	"__kernel void aty(int m, int n, __global const float *restrict A, __global const float *restrict tmp,\n"
	"                  __global float *restrict y)\n"
	"{\n"
	"    int j = get_global_id(0);\n"
	"    if (j >= n) return;\n"
	"    float s = 0;\n"
	"    for (int i = 0; i < m; i++) s += A[i * n + j] * tmp[i];\n"
	"    y[j] = s;\n"
	"}\n";

/* End to end (docs/design/bench.md): buffers made and filled, the same
 * kernels, the result read back and the buffers freed; the context and
 * the program are built before the timer (ocl_init). */
static void e2e(cl_kernel k1, cl_kernel k2)
{
	cl_mem dA = ocl_buf(sizeof(float) * m * n, A), dx = ocl_buf(sizeof(float) * n, x);
	cl_mem dt = ocl_buf(sizeof(float) * m, NULL), dy = ocl_buf(sizeof(float) * n, NULL);
	ARG(k1, 0, m); ARG(k1, 1, n); ARG(k1, 2, dA); ARG(k1, 3, dx); ARG(k1, 4, dt);
	ARG(k2, 0, m); ARG(k2, 1, n); ARG(k2, 2, dA); ARG(k2, 3, dt); ARG(k2, 4, dy);
	ocl_run1(k1, (size_t)m * WG, WG);
	ocl_run1(k2, n, 128);
	ocl_read(dy, sizeof(float) * n, y);
	ocl_free(dA); ocl_free(dx); ocl_free(dt); ocl_free(dy);
}

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	cl_kernel k1 = ocl_kernel("ax"), k2 = ocl_kernel("aty");
	BENCH_E2E(reps, , e2e(k1, k2));
	finish("ocl", reps);
	cl_mem dA = ocl_buf(sizeof(float) * m * n, A), dx = ocl_buf(sizeof(float) * n, x);
	cl_mem dt = ocl_buf(sizeof(float) * m, NULL), dy = ocl_buf(sizeof(float) * n, NULL);
	ARG(k1, 0, m); ARG(k1, 1, n); ARG(k1, 2, dA); ARG(k1, 3, dx); ARG(k1, 4, dt);
	ARG(k2, 0, m); ARG(k2, 1, n); ARG(k2, 2, dA); ARG(k2, 3, dt); ARG(k2, 4, dy);
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		double t0 = bench_now();
		ocl_run1(k1, (size_t)m * WG, WG);
		ocl_run1(k2, n, 128);
		ocl_finish();
		if (r >= 0)
			bench_times[r] = bench_now() - t0;
	}
	ocl_read(dy, sizeof(float) * n, y);
	finish("ocl", reps);
	return 0;
}
