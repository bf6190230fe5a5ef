/* Copy rate: how fast a contiguous array moves between host and device,
 * per transfer size (4 KiB to 256 MiB in ×4 steps; small size: to 16 MiB).
 * Four series per size, each BENCH_WARMUP untimed copies then reps timed
 * ones, median shown:
 *
 *   h2d update  host to device on present data (acc: update device, §2.14.4;
 *               ocl: blocking clEnqueueWriteBuffer from malloc'd memory)
 *   d2h update  device to host (acc: update self; ocl: blocking ReadBuffer)
 *   h2d region  a fresh data region with copyin: allocation, copy, release
 *               (§2.6.5, §2.7.7; ocl: clCreateBuffer, write, release)
 *   d2h region  a fresh data region with copyout (§2.7.9; ocl: create,
 *               read, release)
 *
 * The device copy of a fresh copyout region is filled (update device) and
 * the host copy cleared inside the region, untimed: the program subtracts
 * that hole (cr_hole) from the region's time, so the figure is entry
 * (allocation) plus exit (copy back and release). Every series checks
 * what it moved: the host array holds a hash of the index (a seed per
 * series), cleared before each copy back and compared after.
 *
 * Each figure prints as one ACCBENCH line whose kind word is
 * DIR:MODE:BYTES (h2d:update:4096); bytes= is the transfer size.
 * On a device that shares host memory (GCC's host fallback, plain cc)
 * there is nothing to copy and the host copy is not cleared. */
#include "../common/bench.h"

#define NAME "copyrate"
#define CR_MAX_BYTES (256l << 20)

typedef unsigned int cr_t;

static cr_t *a;         /* the host array, CR_MAX_BYTES at most */
static double cr_hole;  /* untimed seconds inside the timed call */
static int cr_last;     /* the call is the last timed one of its series */
static double cr_wrong; /* elements found wrong in the current series */
static char cr_kind[64];

/* The transfer sizes in bytes: 4 KiB × 4^k up to 16 MiB (small) or 256 MiB. */
static int cr_sizes(long *bytes)
{
	long top = bench_large() ? CR_MAX_BYTES : 16l << 20;
	int k = 0;
	for (long b = 4096; b <= top; b *= 4)
		bytes[k++] = b;
	return k;
}

static void setup(void)
{
	a = bench_alloc(CR_MAX_BYTES);
}

static inline cr_t cr_val(long i, unsigned seed)
{
	unsigned long x = (unsigned long)i * 2654435761ul + (unsigned long)seed * 40503ul + 12345ul;
	x ^= x >> 13;
	x *= 0x5bd1e995ul;
	x ^= x >> 15;
	return (cr_t)x;
}

static void cr_fill(long n, unsigned seed)
{
	for (long i = 0; i < n; i++)
		a[i] = cr_val(i, seed);
}

/* Counts the elements of a[0:n] that do not hold seed's values. */
static void cr_check(long n, unsigned seed)
{
	for (long i = 0; i < n; i++)
		if (a[i] != cr_val(i, seed))
			cr_wrong++;
}

/* Clears the host copy before a copy back, so that the check sees what
 * the copy brought; not where host and device share the array. */
static void cr_clear(long n, int shared)
{
	if (!shared)
		memset(a, 0, sizeof(cr_t) * (size_t)n);
}

/* Starts and stops the hole: untimed work inside a timed call. */
static double cr_hole_t0;
#define CR_HOLE_BEGIN() (cr_hole_t0 = bench_now())
#define CR_HOLE_END() (cr_hole += bench_now() - cr_hole_t0)

/* Times call: BENCH_WARMUP untimed runs, then reps timed ones into
 * bench_times, less each run's hole; before runs untimed before each. */
#define CR_TIME(reps, before, call)                                         \
	do {                                                                \
		cr_wrong = 0;                                               \
		for (int r_ = -BENCH_WARMUP; r_ < (reps); r_++) {           \
			cr_last = r_ == (reps)-1;                           \
			before;                                             \
			cr_hole = 0;                                        \
			double t0_ = bench_now();                           \
			call;                                               \
			double t_ = bench_now() - t0_ - cr_hole;            \
			if (r_ >= 0)                                        \
				bench_times[r_] = t_;                       \
		}                                                           \
	} while (0)

/* Prints one series' line (exits on a wrong copy, as bench_report does). */
static void cr_report(const char *version, const char *dir, const char *mode, long bytes, int reps)
{
	snprintf(cr_kind, sizeof cr_kind, "%s:%s:%ld", dir, mode, bytes);
	bench_kind = cr_kind;
	bench_report(NAME, version, reps, (double)bytes, 0, cr_wrong, 0);
}

/* A seed per series and size, so that no series can pass on data that
 * an earlier one left on the device or the host. */
static unsigned cr_seed(int series, int size)
{
	return (unsigned)(series * 64 + size + 1);
}
