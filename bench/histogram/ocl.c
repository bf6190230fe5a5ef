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

int main(void)
{
	setup();
	int reps = bench_reps();
	ocl_init(src);
	cl_mem dk = ocl_buf(sizeof(int) * n, key), dh = ocl_buf(sizeof(int) * NB, NULL);
	cl_kernel kz = ocl_kernel("clear"), kc = ocl_kernel("count");
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
