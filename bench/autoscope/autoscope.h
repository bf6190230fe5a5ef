/* A kernels region whose loop nest has no loop directive: the compiler's
 * autoscoping must find that both loops are independent (restrict
 * pointers) and spread them over gangs and lanes. Gradient magnitude of
 * an m x n float image: 8 bytes per point (neighbours from cache). */
#include "../common/bench.h"

#define NAME "autoscope"
static int m, n;
static float *in, *out;

static void setup(void)
{
	m = (int)bench_pick(2048, 8192);
	n = (int)bench_pick(2048, 8192);
	in = bench_alloc(sizeof(float) * m * n);
	out = bench_alloc(sizeof(float) * m * n);
	for (long i = 0; i < (long)m * n; i++) {
		in[i] = bench_val(i, 12);
		out[i] = 0;
	}
}

static void finish(const char *version, int reps)
{
	double err = 0;
	for (int i = 1; i < m - 1; i++)
		for (int j = 1; j < n - 1; j++) {
			double gx = in[i * n + j + 1] - in[i * n + j - 1];
			double gy = in[(i + 1) * n + j] - in[(i - 1) * n + j];
			double e = fabs(out[i * n + j] - sqrt(gx * gx + gy * gy));
			if (!(e <= err))
				err = e;
		}
	bench_report(NAME, version, reps, 8.0 * (m - 2) * (n - 2), 6.0 * (m - 2) * (n - 2), err, 1e-5);
}
