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

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	cl_mem dA = ocl_buf(sizeof(float) * m * n, A), dout = ocl_buf(sizeof(float) * m, NULL);
	cl_kernel k = ocl_kernel("rowsum");
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
