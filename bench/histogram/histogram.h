/* Histogram: NB bins of n keys, each count an atomic increment. 4 bytes
 * read per key. The keys are skewed (a quarter fall in 8 bins) so the
 * atomics meet contention as real data does. */
#include "../common/bench.h"

#define NAME "histogram"
#define NB 256
static int n;
static int *key, hist[NB];

static void setup(void)
{
	n = (int)bench_pick(1 << 22, 1 << 27);
	key = bench_alloc(sizeof(int) * n);
	for (int i = 0; i < n; i++) {
		float v = bench_val(i, 11);
		int b = (int)((v + 1.0f) * 0.5f * NB);
		if (i % 4 == 0)
			b = b % 8;
		key[i] = b < 0 ? 0 : b >= NB ? NB - 1 : b;
	}
}

static void finish(const char *version, int reps)
{
	long ref[NB] = {0};
	for (int i = 0; i < n; i++)
		ref[key[i]]++;
	double err = 0;
	for (int b = 0; b < NB; b++)
		if (ref[b] != hist[b])
			err = 1;
	bench_report(NAME, version, reps, 4.0 * n, 0, err, 0);
}
