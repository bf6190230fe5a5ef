#include "gemm.h"
#include "../common/ocl.h"

/* One work-item per element of C, 16x16 work-groups, j along dimension 0
 * so neighbouring work-items read neighbouring B and write neighbouring C. */
static const char *src =
	"__kernel void gemm(int n, __global const float *restrict A, __global const float *restrict B,\n"
	"                   __global float *restrict C)\n"
	"{\n"
	"    int j = get_global_id(0), i = get_global_id(1);\n"
	"    if (i >= n || j >= n) return;\n"
	"    float s = 0;\n"
	"    for (int k = 0; k < n; k++)\n"
	"        s += A[i * n + k] * B[k * n + j];\n"
	"    C[i * n + j] = s;\n"
	"}\n";

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	size_t bytes = sizeof(float) * n * n;
	cl_mem dA = ocl_buf(bytes, A), dB = ocl_buf(bytes, B), dC = ocl_buf(bytes, NULL);
	cl_kernel k = ocl_kernel("gemm");
	ARG(k, 0, n); ARG(k, 1, dA); ARG(k, 2, dB); ARG(k, 3, dC);
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		double t0 = bench_now();
		ocl_run2(k, n, n, 16, 16);
		ocl_finish();
		if (r >= 0)
			bench_times[r] = bench_now() - t0;
	}
	ocl_read(dC, bytes, C);
	finish("ocl", reps);
	return 0;
}
