/* Floyd-Warshall: all-pairs shortest paths over a dense directed graph
 * of n vertices, int distances, in place: for each k in turn (a
 * sequential loop of n steps), every pair (i, j) takes the path through
 * k when it is shorter. Step k reads row k and column k, which step k
 * never changes (D[k][k] = 0 and weights are positive), and writes only
 * when the new path is strictly shorter, so the (i, j) updates of one
 * step are independent. D is reset from the host between runs, untimed.
 * 8 bytes per pair per step. */
#include "../common/bench.h"

#define NAME "floyd"
#define INF (1 << 29) /* no edge; INF + INF still fits an int */
static int n;
static int *D, *D0;

static void setup(void)
{
	n = (int)bench_pick(256, 1024);
	D = bench_alloc(sizeof(int) * n * n);
	D0 = bench_alloc(sizeof(int) * n * n);
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			float v = bench_val((long)i * n + j, 23);
			/* about a third of the pairs have an edge, weights 1..1000 */
			int w = v < -0.33f ? 1 + (int)((v + 1.0f) * 1480.0f) : INF;
			D0[i * n + j] = D[i * n + j] = i == j ? 0 : w;
		}
}

/* The serial result, computed once for both figures. */
static const int *reference(void)
{
	static int *d;
	if (d)
		return d;
	d = bench_alloc(sizeof(int) * n * n);
	memcpy(d, D0, sizeof(int) * n * n);
	for (int k = 0; k < n; k++)
		for (int i = 0; i < n; i++)
			for (int j = 0; j < n; j++) {
				int t = d[i * n + k] + d[k * n + j];
				if (t < d[i * n + j])
					d[i * n + j] = t;
			}
	return d;
}

static void finish(const char *version, int reps)
{
	const int *d = reference();
	double wrong = 0;
	for (long i = 0; i < (long)n * n; i++)
		if (D[i] != d[i])
			wrong++;
	bench_report(NAME, version, reps, 8.0 * n * n * n, 1.0 * n * n * n, wrong, 0);
}
