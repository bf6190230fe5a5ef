#include "floyd.h"
#include "../common/ocl.h"

/* A 2-D NDRange of 16 x 16 groups per step k; the host queues the n
 * kernels and waits once. */
static const char *src =
	"__kernel void relax(int n, int k, __global int *restrict D)\n"
	"{\n"
	"    int j = get_global_id(0), i = get_global_id(1);\n"
	"    if (i >= n || j >= n) return;\n"
	"    int t = D[i * n + k] + D[k * n + j];\n"
	"    if (t < D[i * n + j]) D[i * n + j] = t;\n"
	"}\n";

static void paths(cl_kernel kr, cl_mem dD)
{
	ARG(kr, 0, n); ARG(kr, 2, dD);
	for (int k = 0; k < n; k++) {
		ARG(kr, 1, k);
		ocl_run2(kr, n, n, 16, 16);
	}
}

/* End to end (docs/design/bench.md): buffers made and filled, the same
 * kernels, the result read back and the buffers freed; the context and
 * the program are built before the timer (ocl_init). */
static void e2e(cl_kernel kr)
{
	size_t bytes = sizeof(int) * n * n;
	cl_mem dD = ocl_buf(bytes, D);
	paths(kr, dD);
	ocl_read(dD, bytes, D);
	ocl_free(dD);
}

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	cl_kernel kr = ocl_kernel("relax");
	BENCH_E2E(reps, memcpy(D, D0, sizeof(int) * n * n), e2e(kr));
	finish("ocl", reps);
	size_t bytes = sizeof(int) * n * n;
	cl_mem dD = ocl_buf(bytes, D);
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		CK(clEnqueueWriteBuffer(ocl_q, dD, CL_TRUE, 0, bytes, D0, 0, NULL, NULL));
		double t0 = bench_now();
		paths(kr, dD);
		ocl_finish();
		if (r >= 0)
			bench_times[r] = bench_now() - t0;
	}
	ocl_read(dD, bytes, D);
	finish("ocl", reps);
	return 0;
}
