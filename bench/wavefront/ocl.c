#include "wavefront.h"
#include "../common/ocl.h"

/* One work-item per cell of a diagonal; the host queues one kernel per
 * diagonal (the in-order queue keeps them in sequence) and waits once. */
static const char *src =
	"__kernel void diagonal(int n, int d, int lo, int hi, __global float *restrict A)\n"
	"{\n"
	"    int i = lo + get_global_id(0);\n"
	"    if (i > hi) return;\n"
	"    int j = d - i;\n"
	"    A[i * n + j] = 0.2f * (A[(i - 1) * n + j] + A[i * n + j - 1] + A[i * n + j] +\n"
	"                           A[(i + 1) * n + j] + A[i * n + j + 1]);\n"
	"}\n";

static void sweep(cl_kernel k, cl_mem dA)
{
	ARG(k, 0, n); ARG(k, 4, dA);
	for (int d = 2; d <= 2 * (n - 2); d++) {
		int lo = diag_lo(n, d), hi = diag_hi(n, d);
		ARG(k, 1, d); ARG(k, 2, lo); ARG(k, 3, hi);
		ocl_run1(k, (size_t)(hi - lo + 1), 128);
	}
}

/* End to end (docs/design/bench.md): buffers made and filled, the same
 * kernels, the result read back and the buffers freed; the context and
 * the program are built before the timer (ocl_init). */
static void e2e(cl_kernel k)
{
	size_t bytes = sizeof(float) * n * n;
	cl_mem dA = ocl_buf(bytes, A);
	sweep(k, dA);
	ocl_read(dA, bytes, A);
	ocl_free(dA);
}

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	cl_kernel k = ocl_kernel("diagonal");
	BENCH_E2E(reps, memcpy(A, A0, sizeof(float) * n * n), e2e(k));
	finish("ocl", reps);
	size_t bytes = sizeof(float) * n * n;
	cl_mem dA = ocl_buf(bytes, A);
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		CK(clEnqueueWriteBuffer(ocl_q, dA, CL_TRUE, 0, bytes, A0, 0, NULL, NULL));
		double t0 = bench_now();
		sweep(k, dA);
		ocl_finish();
		if (r >= 0)
			bench_times[r] = bench_now() - t0;
	}
	ocl_read(dA, bytes, A);
	finish("ocl", reps);
	return 0;
}
