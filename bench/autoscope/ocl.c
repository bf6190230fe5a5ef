#include "autoscope.h"
#include "../common/ocl.h"

static const char *src =
	"__kernel void gradient(int m, int n, __global const float *restrict in, __global float *restrict out)\n"
	"{\n"
	"    int j = get_global_id(0) + 1, i = get_global_id(1) + 1;\n"
	"    if (i >= m - 1 || j >= n - 1) return;\n"
	"    float gx = in[i * n + j + 1] - in[i * n + j - 1];\n"
	"    float gy = in[(i + 1) * n + j] - in[(i - 1) * n + j];\n"
	"    out[i * n + j] = sqrt(gx * gx + gy * gy);\n"
	"}\n";

/* End to end (docs/design/bench.md): buffers made and filled, the same
 * kernels, the result read back and the buffers freed; the context and
 * the program are built before the timer (ocl_init). */
static void e2e(cl_kernel k)
{
	size_t bytes = sizeof(float) * m * n;
	cl_mem di = ocl_buf(bytes, in), dout = ocl_buf(bytes, out);
	ARG(k, 0, m); ARG(k, 1, n); ARG(k, 2, di); ARG(k, 3, dout);
	ocl_run2(k, n - 2, m - 2, 64, 4);
	ocl_read(dout, bytes, out);
	ocl_free(di); ocl_free(dout);
}

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	cl_kernel k = ocl_kernel("gradient");
	BENCH_E2E(reps, , e2e(k));
	finish("ocl", reps);
	memset(out, 0, sizeof(float) * m * n);
	size_t bytes = sizeof(float) * m * n;
	cl_mem di = ocl_buf(bytes, in), dout = ocl_buf(bytes, out);
	ARG(k, 0, m); ARG(k, 1, n); ARG(k, 2, di); ARG(k, 3, dout);
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		double t0 = bench_now();
		ocl_run2(k, n - 2, m - 2, 64, 4);
		ocl_finish();
		if (r >= 0)
			bench_times[r] = bench_now() - t0;
	}
	ocl_read(dout, bytes, out);
	finish("ocl", reps);
	return 0;
}
