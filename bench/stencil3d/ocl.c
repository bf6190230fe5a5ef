#include "stencil3d.h"
#include "../common/ocl.h"

/* One work-item per interior point, k along dimension 0 (contiguous). */
static const char *src =
	"__kernel void stencil(int n, float c0, float c1, __global const float *restrict A,\n"
	"                      __global float *restrict B)\n"
	"{\n"
	"    int k = get_global_id(0) + 1, j = get_global_id(1) + 1, i = get_global_id(2) + 1;\n"
	"    if (i >= n - 1 || j >= n - 1 || k >= n - 1) return;\n"
	"    int nn = n * n, c = i * nn + j * n + k;\n"
	"    B[c] = c0 * A[c] + c1 * (A[c - nn] + A[c + nn] + A[c - n] + A[c + n] + A[c - 1] + A[c + 1]);\n"
	"}\n";

/* End to end (docs/design/bench.md): buffers made and filled, the same
 * kernels, the result read back and the buffers freed; the context and
 * the program are built before the timer (ocl_init). */
static void e2e(cl_kernel k)
{
	size_t bytes = sizeof(float) * n * n * n;
	cl_mem dA = ocl_buf(bytes, A), dB = ocl_buf(bytes, B);
	float a0 = c0, a1 = c1;
	ARG(k, 0, n); ARG(k, 1, a0); ARG(k, 2, a1); ARG(k, 3, dA); ARG(k, 4, dB);
	size_t m = n - 2, local[3] = {64, 4, 1};
	size_t global[3] = {ocl_up(m, 64), ocl_up(m, 4), m};
	CK(clEnqueueNDRangeKernel(ocl_q, k, 3, NULL, global, local, 0, NULL, NULL));
	ocl_read(dB, bytes, B);
	ocl_free(dA); ocl_free(dB);
}

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	cl_kernel k = ocl_kernel("stencil");
	BENCH_E2E(reps, , e2e(k));
	finish("ocl", reps);
	memset(B, 0, sizeof(float) * n * n * n);
	size_t bytes = sizeof(float) * n * n * n;
	cl_mem dA = ocl_buf(bytes, A), dB = ocl_buf(bytes, B);
	float a0 = c0, a1 = c1;
	ARG(k, 0, n); ARG(k, 1, a0); ARG(k, 2, a1); ARG(k, 3, dA); ARG(k, 4, dB);
	size_t m = n - 2, local[3] = {64, 4, 1};
	size_t global[3] = {ocl_up(m, 64), ocl_up(m, 4), m};
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		double t0 = bench_now();
		CK(clEnqueueNDRangeKernel(ocl_q, k, 3, NULL, global, local, 0, NULL, NULL));
		ocl_finish();
		if (r >= 0)
			bench_times[r] = bench_now() - t0;
	}
	ocl_read(dB, bytes, B);
	finish("ocl", reps);
	return 0;
}
