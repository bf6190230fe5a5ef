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

/* End to end (docs/design/bench.md): buffers made and filled, the same
 * kernels, the result read back and the buffers freed; the context and
 * the program are built before the timer (ocl_init). */
static void e2e(cl_kernel k)
{
	size_t bytes = sizeof(float) * n * n;
	cl_mem dA = ocl_buf(bytes, A), dB = ocl_buf(bytes, B), dC = ocl_buf(bytes, NULL);
	ARG(k, 0, n); ARG(k, 1, dA); ARG(k, 2, dB); ARG(k, 3, dC);
	ocl_run2(k, n, n, 16, 16);
	ocl_read(dC, bytes, C);
	ocl_free(dA); ocl_free(dB); ocl_free(dC);
}

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	cl_kernel k = ocl_kernel("gemm");
	BENCH_E2E(reps, , e2e(k));
	finish("ocl", reps);
	size_t bytes = sizeof(float) * n * n;
	cl_mem dA = ocl_buf(bytes, A), dB = ocl_buf(bytes, B), dC = ocl_buf(bytes, NULL);
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
