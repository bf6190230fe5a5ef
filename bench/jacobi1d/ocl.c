#include "jacobi1d.h"
#include "../common/ocl.h"

/* One work-item per point; the host queues the 2T kernels and waits once. */
static const char *src =
	"__kernel void average(int n, __global const float *restrict A, __global float *restrict B)\n"
	"{\n"
	"    int i = get_global_id(0) + 1;\n"
	"    if (i < n - 1) B[i] = 0.33333333f * (A[i - 1] + A[i] + A[i + 1]);\n"
	"}\n"
	"__kernel void copyback(int n, __global float *restrict A, __global const float *restrict B)\n"
	"{\n"
	"    int i = get_global_id(0) + 1;\n"
	"    if (i < n - 1) A[i] = B[i];\n"
	"}\n";

static void steps(cl_kernel ks, cl_kernel kc, cl_mem dA, cl_mem dB)
{
	ARG(ks, 0, n); ARG(ks, 1, dA); ARG(ks, 2, dB);
	ARG(kc, 0, n); ARG(kc, 1, dA); ARG(kc, 2, dB);
	for (int t = 0; t < T; t++) {
		ocl_run1(ks, n - 2, 256);
		ocl_run1(kc, n - 2, 256);
	}
}

/* End to end (docs/design/bench.md): buffers made and filled, the same
 * kernels, the result read back and the buffers freed; the context and
 * the program are built before the timer (ocl_init). */
static void e2e(cl_kernel ks, cl_kernel kc)
{
	size_t bytes = sizeof(float) * n;
	cl_mem dA = ocl_buf(bytes, A), dB = ocl_buf(bytes, NULL);
	steps(ks, kc, dA, dB);
	ocl_read(dA, bytes, A);
	ocl_free(dA); ocl_free(dB);
}

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	cl_kernel ks = ocl_kernel("average"), kc = ocl_kernel("copyback");
	BENCH_E2E(reps, memcpy(A, A0, sizeof(float) * n), e2e(ks, kc));
	finish("ocl", reps);
	size_t bytes = sizeof(float) * n;
	cl_mem dA = ocl_buf(bytes, A), dB = ocl_buf(bytes, NULL);
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		CK(clEnqueueWriteBuffer(ocl_q, dA, CL_TRUE, 0, bytes, A0, 0, NULL, NULL));
		double t0 = bench_now();
		steps(ks, kc, dA, dB);
		ocl_finish();
		if (r >= 0)
			bench_times[r] = bench_now() - t0;
	}
	ocl_read(dA, bytes, A);
	finish("ocl", reps);
	return 0;
}
