/* Compute constructs inside a data construct that made nothing present: a
 * false if clause moves and allocates nothing (§2.6.5), no_create of
 * absent data creates nothing (§2.7.11). The variables the data construct
 * names still reach the device through the constructs inside: each finds
 * the data present when the data construct made it so (a present
 * increment, nothing moves, §2.7.2) and copies it otherwise (the implicit
 * copy, §2.6.2): parallel loop, a gang reduction, serial, kernels, and
 * update if_present (§2.14.4). The same region with a true condition
 * moves the data at its exit only. */
#include "check.h"
#include <openacc.h>

#define N 1000

static int on_device(void)
{
#ifdef _OPENACC
	return acc_get_device_type() != acc_device_host;
#else
	return 0;
#endif
}

/* One body for both conditions: the results are the same, only when the
 * host sees them differs. */
static double run(int use, double *x, double y[N])
{
	double sum = 5;
	long cnt = -1;
#pragma acc data copyin(x[0:N]) copy(y[0:N], sum) create(cnt) if(use)
	{
#pragma acc parallel loop
		for (int i = 0; i < N; i++)
			y[i] += x[i];
		if (use && on_device())
			CHECK(y[7] == 14); /* the device copy changed, not the host's */
		if (!use)
			CHECK(y[7] == 21); /* copied in and out by the loop itself */
#pragma acc parallel loop reduction(+:sum)
		for (int i = 0; i < N; i++)
			sum += x[i];
#pragma acc serial
		cnt = 0;
#pragma acc parallel loop reduction(+:cnt)
		for (int i = 0; i < N; i++)
			cnt += (long)x[i] % 3 == 0;
#pragma acc update self(cnt) if_present
		CHECK_EQ(cnt, 334);
#pragma acc kernels
		{
			sum = sum * 2;
		}
	}
	CHECK(sum == 2 * (5 + 499500.0));
	for (int i = 0; i < N; i++)
		CHECK(y[i] == 3.0 * i);
	return sum + cnt;
}

int main(int argc, char **argv)
{
	(void)argv;
	double *x = malloc(N * sizeof *x);
	double y[N];
	for (int i = 0; i < N; i++)
		x[i] = i, y[i] = 2 * i;
	double r0 = run(argc > 100, x, y); /* false */
	for (int i = 0; i < N; i++)
		y[i] = 2 * i;
	double r1 = run(argc < 100, x, y); /* true */
	CHECK(r0 == r1);
	/* no_create of absent data on a data construct: the loop copies */
	int flag = 0;
#pragma acc data no_create(y, flag)
	{
#pragma acc parallel loop
		for (int i = 0; i < N; i++)
			y[i] = -y[i];
#pragma acc serial
		flag = 1;
	}
	CHECK_EQ(flag, 1);
	CHECK(y[10] == -30);
#ifdef _OPENACC
	CHECK(!on_device() || !acc_is_present(y, sizeof y));
#endif
	/* no_create of present data: the region uses the device copy */
#pragma acc enter data copyin(y)
#pragma acc data no_create(y)
	{
#pragma acc parallel loop
		for (int i = 0; i < N; i++)
			y[i] *= 2;
	}
	if (on_device())
		CHECK(y[10] == -30);
#pragma acc exit data copyout(y)
	CHECK(y[10] == -60);
	printf("%.1f %d %.1f\n", r0, flag, y[N - 1]);
	return 0;
}
