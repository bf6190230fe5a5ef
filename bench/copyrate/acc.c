#include "copyrate.h"
#include "../common/acc.h"

static void to_device(long n)
{
#pragma acc update device(a[0:n])
}

static void to_host(long n)
{
#pragma acc update self(a[0:n])
}

/* A fresh data region copying a[0:n] in; the last timed one checks the
 * device copy (untimed) by bringing it back. */
static void region_in(long n, unsigned seed, int shared)
{
#pragma acc data copyin(a[0:n])
	{
		if (cr_last) {
			CR_HOLE_BEGIN();
			cr_clear(n, shared);
			to_host(n);
			cr_check(n, seed);
			CR_HOLE_END();
		}
	}
}

/* A fresh data region copying a[0:n] out: the device copy is filled from
 * the host and the host copy cleared inside it, untimed, so the exit's
 * copy is what puts seed's values back on the host. */
static void region_out(long n, int shared)
{
#pragma acc data copyout(a[0:n])
	{
		CR_HOLE_BEGIN();
		to_device(n);
		cr_clear(n, shared);
		CR_HOLE_END();
	}
}

/* Whether the device's copy of a is the host array itself (GCC's host
 * fallback, or plain cc): then nothing is copied and nothing is cleared. */
static int shared_memory(void)
{
	int s = 1;
#ifdef _OPENACC
#pragma acc data create(a[0:1])
	{
		s = acc_deviceptr(a) == (void *)a;
	}
#endif
	return s;
}

/* The four series of one transfer size (copyrate.h). */
static void sizes(const char *version, long bytes, int k, int reps, int shared)
{
	long n = bytes / (long)sizeof(cr_t);
	unsigned s0 = cr_seed(0, k), s1 = cr_seed(1, k), s2 = cr_seed(2, k), s3 = cr_seed(3, k),
		 s4 = cr_seed(4, k);
	cr_fill(n, s0);
#pragma acc data create(a[0:n])
	{
		CR_TIME(reps, if (cr_last) cr_fill(n, s1), to_device(n));
		cr_clear(n, shared);
		to_host(n);
		cr_check(n, s1);
		cr_report(version, "h2d", "update", bytes, reps);
		CR_TIME(reps, cr_clear(n, shared), to_host(n));
		cr_check(n, s1);
		cr_report(version, "d2h", "update", bytes, reps);
	}
	cr_fill(n, s2);
	CR_TIME(reps, if (cr_last) cr_fill(n, s3), region_in(n, s3, shared));
	cr_report(version, "h2d", "region", bytes, reps);
	cr_fill(n, s4);
	CR_TIME(reps, , region_out(n, shared));
	cr_check(n, s4);
	cr_report(version, "d2h", "region", bytes, reps);
}

int main(int argc, char **argv)
{
	setup();
	int reps = bench_reps();
	const char *version = argc > 1 ? argv[1] : "acc";
	bench_acc_init();
	int shared = shared_memory();
	if (shared) /* the figures time no copy: say so in runs.log */
		fprintf(stderr, "copyrate %s: host and device share the array: nothing is copied\n", version);
	long bytes[16];
	int k = cr_sizes(bytes);
	for (int i = 0; i < k; i++)
		sizes(version, bytes[i], i, reps, shared);
	return 0;
}
