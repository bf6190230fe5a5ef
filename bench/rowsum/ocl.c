#include "rowsum.h"
#include "../common/ocl.h"

/* One work-group per row; each work-item strides along the row, then a
 * tree in local memory. */
#define WG 256
static const char *src =
	"#define WG 256\n"
	"__kernel void rowsum(int n, __global const float *restrict A, __global float *restrict out)\n"
	"{\n"
	"    __local float s[WG];\n"
	"    int i = get_group_id(0), l = get_local_id(0);\n"
	"    float acc = 0;\n"
	"    for (int j = l; j < n; j += WG) { float a = A[i * n + j]; acc += a * a; }\n"
	"    s[l] = acc;\n"
	"    barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    for (int h = WG / 2; h > 0; h /= 2) {\n"
	"        if (l < h) s[l] += s[l + h];\n"
	"        barrier(CLK_LOCAL_MEM_FENCE);\n"
	"    }\n"
	"    if (l == 0) out[i] = s[0];\n"
	"}\n";

/* End to end (docs/design/bench.md): buffers made and filled, the same
 * kernels, the result read back and the buffers freed; the context and
 * the program are built before the timer (ocl_init). */
static void e2e(cl_kernel k)
{
	cl_mem dA = ocl_buf(sizeof(float) * m * n, A), dout = ocl_buf(sizeof(float) * m, NULL);
	ARG(k, 0, n); ARG(k, 1, dA); ARG(k, 2, dout);
	ocl_run1(k, (size_t)m * WG, WG);
	ocl_read(dout, sizeof(float) * m, out);
	ocl_free(dA); ocl_free(dout);
}

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	cl_kernel k = ocl_kernel("rowsum");
	BENCH_E2E(reps, , e2e(k));
	finish("ocl", reps);
	cl_mem dA = ocl_buf(sizeof(float) * m * n, A), dout = ocl_buf(sizeof(float) * m, NULL);
	ARG(k, 0, n); ARG(k, 1, dA); ARG(k, 2, dout);
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		double t0 = bench_now();
		ocl_run1(k, (size_t)m * WG, WG);
		ocl_finish();
		if (r >= 0)
			bench_times[r] = bench_now() - t0;
	}
	ocl_read(dout, sizeof(float) * m, out);
	finish("ocl", reps);
	return 0;
}
