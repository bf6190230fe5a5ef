/* The same variable in two data clauses of one construct (§2.7): the two
 * apply as one merged clause (copyin + copyout is copy, present + copyin
 * is copyin, create + copyout is copyout, copy + copy is copy), and the
 * reference counters (§2.6.7) come back to zero at the exit. */
#include "check.h"
#include <openacc.h>

#define N 512
static int a[N], b[N], c[N];

/* on a device with its own memory, whether x is present */
static int present(void *x, size_t n)
{
#ifdef _OPENACC
	if (acc_get_device_type() != acc_device_host)
		return acc_is_present(x, n);
#endif
	(void)x, (void)n;
	return 0;
}

/* whether the device has its own memory */
static int separate(void)
{
#ifdef _OPENACC
	return acc_get_device_type() != acc_device_host;
#else
	return 0;
#endif
}

int main(void)
{
	static long s;
	for (int i = 0; i < N; i++)
		a[i] = i, b[i] = -1, c[i] = 2 * i;
	/* copyin + copyout: entry copies in, exit copies back */
#pragma acc data copyin(a) copyout(a)
	{
#pragma acc parallel loop present(a)
		for (int i = 0; i < N; i++)
			a[i] += 1;
	}
	for (int i = 0; i < N; i++)
		CHECK_EQ(a[i], i + 1);
	CHECK(!present(a, sizeof a));
	/* present before copyin of data not yet present: copyin */
#pragma acc parallel loop present(a[0:N]) copyin(a[0:N]) copyout(b[0:N])
	for (int i = 0; i < N; i++)
		b[i] = a[i] * 3;
	for (int i = 0; i < N; i++)
		CHECK_EQ(b[i], 3 * (i + 1));
	CHECK(!present(a, sizeof a) && !present(b, sizeof b));
	/* create + copyout: allocated, written on the device, copied back */
#pragma acc parallel loop create(b) copyout(b)
	for (int i = 0; i < N; i++)
		b[i] = i * i;
	for (int i = 0; i < N; i++)
		CHECK_EQ(b[i], i * i);
	/* copy twice, copyin twice: one copy each way, counters back to zero */
#pragma acc parallel loop copy(c) copy(c) copyin(a, a)
	for (int i = 0; i < N; i++)
		c[i] += a[i];
	for (int i = 0; i < N; i++)
		CHECK_EQ(c[i], 3 * i + 1);
	CHECK(!present(c, sizeof c) && !present(a, sizeof a));
	/* inside a data region that has them: the merged clause finds them */
#pragma acc data copy(c)
	{
#pragma acc parallel loop copyin(c) copyout(c)
		for (int i = 0; i < N; i++)
			c[i] -= i;
		CHECK_EQ(present(c, sizeof c), separate());
	}
	for (int i = 0; i < N; i++)
		CHECK_EQ(c[i], 2 * i + 1);
	s = 0;
	for (int i = 0; i < N; i++)
		s += a[i] + b[i] + c[i];
	printf("data_two_clauses: %ld\n", s);
	return 0;
}
