#include "histogram.h"
#include "../common/ocl.h"

/* The same algorithm as the OpenACC version: clear, then one global
 * atomic increment per key. */
static const char *src =
	"__kernel void clear(__global int *hist) { hist[get_global_id(0)] = 0; }\n"
	"__kernel void count(int n, __global const int *restrict key, __global int *hist)\n"
	"{\n"
	"    int i = get_global_id(0);\n"
	"    if (i < n) atomic_inc(&hist[key[i]]);\n"
	"}\n";

/* End to end (docs/design/bench.md): buffers made and filled, the same
 * kernels, the result read back and the buffers freed; the context and
 * the program are built before the timer (ocl_init). */
static void e2e(cl_kernel kz, cl_kernel kc)
{
	cl_mem dk = ocl_buf(sizeof(int) * n, key), dh = ocl_buf(sizeof(int) * NB, NULL);
	ARG(kz, 0, dh);
	ARG(kc, 0, n); ARG(kc, 1, dk); ARG(kc, 2, dh);
	ocl_run1(kz, NB, NB);
	ocl_run1(kc, n, 256);
	ocl_read(dh, sizeof(int) * NB, hist);
	ocl_free(dk); ocl_free(dh);
}

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	cl_kernel kz = ocl_kernel("clear"), kc = ocl_kernel("count");
	BENCH_E2E(reps, , e2e(kz, kc));
	finish("ocl", reps);
	cl_mem dk = ocl_buf(sizeof(int) * n, key), dh = ocl_buf(sizeof(int) * NB, NULL);
	ARG(kz, 0, dh);
	ARG(kc, 0, n); ARG(kc, 1, dk); ARG(kc, 2, dh);
	for (int r = -BENCH_WARMUP; r < reps; r++) {
		double t0 = bench_now();
		ocl_run1(kz, NB, NB);
		ocl_run1(kc, n, 256);
		ocl_finish();
		if (r >= 0)
			bench_times[r] = bench_now() - t0;
	}
	ocl_read(dh, sizeof(int) * NB, hist);
	finish("ocl", reps);
	return 0;
}
