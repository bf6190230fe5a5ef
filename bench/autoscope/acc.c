#include "autoscope.h"
#include "../common/acc.h"

static void gradient(int m, int n, const float *restrict in, float *restrict out)
{
#pragma acc kernels present(in[0:m*n], out[0:m*n])
	for (int i = 1; i < m - 1; i++)
		for (int j = 1; j < n - 1; j++) {
			float gx = in[i * n + j + 1] - in[i * n + j - 1];
			float gy = in[(i + 1) * n + j] - in[(i - 1) * n + j];
			out[i * n + j] = sqrtf(gx * gx + gy * gy);
		}
}

/* End to end (docs/design/bench.md): the data region with its copies in
 * and out around the same kernels. */
static void e2e(void)
{
#pragma acc data copyin(in[0:m*n]) copy(out[0:m*n])
	{
		gradient(m, n, in, out);
	}
}

int main(int argc, char **argv)
{
	setup();
	int reps = bench_reps();
	const char *version = argc > 1 ? argv[1] : "acc";
	bench_acc_init();
	BENCH_E2E(reps, , e2e());
	finish(version, reps);
	memset(out, 0, sizeof(float) * m * n);
#pragma acc data copyin(in[0:m*n]) copy(out[0:m*n])
	{
		for (int r = -BENCH_WARMUP; r < reps; r++) {
			double t0 = bench_now();
			gradient(m, n, in, out);
#pragma acc wait /* the kernels are done (docs/design/bench.md) */
			if (r >= 0)
				bench_times[r] = bench_now() - t0;
		}
	}
	finish(version, reps);
	return 0;
}
