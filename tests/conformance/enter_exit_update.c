/* enter data, update device and self, exit data with copyout, delete and
 * finalize: the dynamic reference counter (§2.6.7, §2.14.4, §2.14.6-7). */
#include "check.h"
#include <openacc.h>

#define N 512
static int a[N], b[N];

static int on_device(void)
{
#ifdef _OPENACC
	return acc_get_device_type() != acc_device_host;
#else
	return 0;
#endif
}

int main(void)
{
	for (int i = 0; i < N; i++)
		a[i] = i, b[i] = 0;
#pragma acc enter data copyin(a[0:N]) create(b)
#ifdef _OPENACC
	CHECK(!on_device() || acc_is_present(a, sizeof a));
#endif
#pragma acc parallel loop present(a, b)
	for (int i = 0; i < N; i++)
		b[i] = a[i] * 2;
	/* the host changes a; update device sends it */
	for (int i = 0; i < N; i++)
		a[i] = 1000 + i;
#pragma acc update device(a[0:N / 2])
#pragma acc parallel loop present(a, b)
	for (int i = 0; i < N; i++)
		b[i] += a[i];
	if (on_device())
		CHECK(b[3] == 0); /* not back yet */
#pragma acc update self(b[0:N])
	for (int i = 0; i < N; i++) {
		/* the second half of a never went to the device */
		int want = on_device() && i >= N / 2 ? 2 * i + i : 2 * i + 1000 + i;
		if (!on_device())
			want = 2 * i + 1000 + i;
		CHECK_EQ(b[i], want);
	}
	/* two more references to a, then finalize drops them all */
#pragma acc enter data copyin(a)
#pragma acc enter data copyin(a)
#pragma acc exit data delete(a) finalize
#ifdef _OPENACC
	CHECK(!acc_is_present(a, sizeof a) || !on_device());
#endif
#pragma acc parallel loop present(b)
	for (int i = 0; i < N; i++)
		b[i] = -b[i];
#pragma acc exit data copyout(b)
	long s = 0;
	for (int i = 0; i < N / 2; i++)
		s += b[i];
	printf("%ld\n", s);
	return 0;
}
