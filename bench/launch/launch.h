/* Launch: what one compute construct costs beyond its kernel. R
 * constructs, each a parallel loop of LN ints (a[i] += 1) on data already
 * present, timed together and divided by R: synchronously (the host waits
 * at the end of each construct, §2.16.1) and with async(1) and one final
 * wait (§2.16). The hand-written OpenCL version enqueues one kernel and
 * calls clFinish per construct, and for the asynchronous figure enqueues
 * R kernels and calls clFinish once. median_s is seconds per construct. */
#include "../common/bench.h"

#define NAME "launch"
#define LN 1024
static int R;
static int *a;
static double sync_times[1000], async_times[1000];

static void setup(void)
{
	R = 2000;
	a = bench_alloc(sizeof(int) * LN);
	for (int i = 0; i < LN; i++)
		a[i] = i;
}

/* Times R constructs of one kind: warm-up runs, then reps runs into t,
 * in seconds per construct. */
#define LAUNCH_TIME(t, reps, call)                                        \
	do {                                                              \
		for (int r_ = -BENCH_WARMUP; r_ < (reps); r_++) {         \
			double t0_ = bench_now();                         \
			call;                                             \
			if (r_ >= 0)                                      \
				(t)[r_] = (bench_now() - t0_) / R;        \
		}                                                         \
	} while (0)

/* Checks that every element was incremented once per construct run
 * (kinds: the number of kinds timed) and prints both figures. */
static void finish(const char *version, int reps, int kinds)
{
	long want = (long)kinds * (BENCH_WARMUP + reps) * R;
	double wrong = 0;
	for (int i = 0; i < LN; i++)
		if (a[i] - i != want)
			wrong++;
	memcpy(bench_times, sync_times, sizeof(double) * reps);
	bench_report(NAME, version, reps, 0, 0, wrong, 0);
	if (kinds > 1) {
		memcpy(bench_times, async_times, sizeof(double) * reps);
		bench_kind = "async";
		bench_report(NAME, version, reps, 0, 0, wrong, 0);
	}
}
