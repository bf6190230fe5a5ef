/* Dot product: a reduction across the whole device, double. 16 bytes
 * read per element. */
#include "../common/bench.h"

#define NAME "dot"
static int n;
static double *x, *y, result;

static void setup(void)
{
	n = (int)bench_pick(1 << 22, 1 << 27);
	x = bench_alloc(sizeof(double) * n);
	y = bench_alloc(sizeof(double) * n);
	for (int i = 0; i < n; i++) {
		x[i] = bench_val(i, 3);
		y[i] = bench_val(i, 4);
	}
}

static void finish(const char *version, int reps)
{
	double ref = 0, mag = 0;
	for (int i = 0; i < n; i++) {
		ref += x[i] * y[i];
		mag += fabs(x[i] * y[i]);
	}
	bench_report(NAME, version, reps, 16.0 * n, 2.0 * n,
		     fabs(result - ref) / mag, 1e-12);
}
