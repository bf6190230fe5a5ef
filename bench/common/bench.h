/* accls benchmarks: what every version of every benchmark shares.
 *
 * Each benchmark NAME has NAME.h (sizes, input, serial reference, check),
 * and three programs that include it: acc.c (OpenACC: accls, and GCC's
 * nvptx offloading), ocl.c (hand-written OpenCL), cpu.c (serial C, and
 * OpenMP when built with -fopenmp).  Every program times its compute part
 * the same way: host wall clock (CLOCK_MONOTONIC) around a synchronous
 * compute step whose data is already on the device, BENCH_WARMUP runs
 * first, then ACCBENCH_REPS runs, and prints one line:
 *
 *   ACCBENCH name version median_s=... min_s=... reps=... bytes=... flops=... check=ok|FAIL err=...
 *
 * The device versions first time the end-to-end function (BENCH_E2E: the
 * data region with its copies in and out around the same kernels, device
 * initialised before the timer) and print a line with "e2e" before the
 * fields and first_s= (the first call alone) among them. The launch
 * benchmark prints an "async" line beside its synchronous one.
 *
 * ACCBENCH_SIZE=small (default: PoCL, CI) or large (GPU) picks the sizes. */
#ifndef ACCBENCH_H
#define ACCBENCH_H
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Untimed runs before the timed ones (ACCBENCH_WARMUP, default 2). */
#define BENCH_WARMUP bench_warmup()
static inline int bench_warmup(void)
{
	const char *s = getenv("ACCBENCH_WARMUP");
	int w = s ? atoi(s) : 2;
	return w < 0 ? 0 : w > 100 ? 100 : w;
}

static inline double bench_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static inline int bench_large(void)
{
	const char *s = getenv("ACCBENCH_SIZE");
	return s && strcmp(s, "large") == 0;
}

static inline long bench_pick(long small, long large)
{
	return bench_large() ? large : small;
}

static inline int bench_reps(void)
{
	const char *s = getenv("ACCBENCH_REPS");
	int r = s ? atoi(s) : 0;
	if (r < 1)
		r = bench_large() ? 20 : 7;
	if (r > 1000)
		r = 1000;
	return r;
}

static inline void *bench_alloc(size_t bytes)
{
	void *p = malloc(bytes ? bytes : 1);
	if (!p) {
		fprintf(stderr, "out of memory (%zu bytes)\n", bytes);
		exit(2);
	}
	return p;
}

/* A reproducible value in [-1, 1) from an index. */
static inline float bench_val(long i, long seed)
{
	unsigned long x = (unsigned long)i * 2654435761ul + (unsigned long)seed * 40503ul + 12345ul;
	x ^= x >> 13;
	x *= 0x5bd1e995ul;
	x ^= x >> 15;
	return (float)(x & 0xffff) / 32768.0f - 1.0f;
}

/* Relative error of got against ref, with an absolute floor scale. */
static inline double bench_relerr(double got, double ref, double scale)
{
	double d = fabs(got - ref);
	double m = fabs(ref) > scale ? fabs(ref) : scale;
	return d / m;
}

static inline int bench_cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static double bench_times[1000];

/* The end-to-end figure: bench_report prints an e2e line (and clears the
 * flag) when BENCH_E2E has just filled bench_times. */
static double bench_e2e_first;
static const char *bench_kind; /* "e2e", "async" or NULL (the kernel step) */

/* Times call: once alone (the first call pays first-use costs such as a
 * kernel program's build: bench_e2e_first), then reps times into
 * bench_times. reset runs untimed before every call. */
#define BENCH_E2E(reps, reset, call)                                              \
	do {                                                                      \
		for (int r_ = -1; r_ < (reps); r_++) {                             \
			reset;                                                    \
			double t0_ = bench_now();                                 \
			call;                                                     \
			double t_ = bench_now() - t0_;                            \
			if (r_ < 0)                                               \
				bench_e2e_first = t_;                             \
			else                                                      \
				bench_times[r_] = t_;                             \
		}                                                                 \
		bench_kind = "e2e";                                               \
	} while (0)

static inline void bench_report(const char *name, const char *version, int reps, double bytes,
			 double flops, double err, double tol)
{
	qsort(bench_times, (size_t)reps, sizeof bench_times[0], bench_cmp);
	double med = reps % 2 ? bench_times[reps / 2]
			      : 0.5 * (bench_times[reps / 2 - 1] + bench_times[reps / 2]);
	int ok = err <= tol; /* NaN fails */
	if (bench_kind && !strcmp(bench_kind, "e2e"))
		printf("ACCBENCH %s %s e2e median_s=%.9g min_s=%.9g first_s=%.9g reps=%d check=%s err=%.3g\n",
		       name, version, med, bench_times[0], bench_e2e_first, reps, ok ? "ok" : "FAIL", err);
	else
		printf("ACCBENCH %s %s %s%smedian_s=%.9g min_s=%.9g reps=%d bytes=%.6g flops=%.6g check=%s err=%.3g\n",
		       name, version, bench_kind ? bench_kind : "", bench_kind ? " " : "", med, bench_times[0],
		       reps, bytes, flops, ok ? "ok" : "FAIL", err);
	bench_kind = NULL;
	fflush(stdout);
	if (!ok)
		exit(3);
}

#endif
