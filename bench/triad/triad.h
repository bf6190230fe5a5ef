/* Stream triad: a[i] = b[i] + s * c[i] on doubles. Memory bound: its
 * GB/s is the device bandwidth the other memory-bound kernels are set
 * against. 24 bytes moved per element (two reads, one write). */
#include "../common/bench.h"

#define NAME "triad"
static int n;
static double *a, *b, *c;
static const double s = 3.0;

static void setup(void)
{
	n = (int)bench_pick(1 << 22, 1 << 27);
	a = bench_alloc(sizeof(double) * n);
	b = bench_alloc(sizeof(double) * n);
	c = bench_alloc(sizeof(double) * n);
	for (int i = 0; i < n; i++) {
		a[i] = 0;
		b[i] = bench_val(i, 1);
		c[i] = bench_val(i, 2);
	}
}

static void finish(const char *version, int reps)
{
	double err = 0;
	for (int i = 0; i < n; i++) {
		double e = bench_relerr(a[i], b[i] + s * c[i], 1);
		if (!(e <= err))
			err = e;
	}
	bench_report(NAME, version, reps, 24.0 * n, 2.0 * n, err, 1e-12);
}
