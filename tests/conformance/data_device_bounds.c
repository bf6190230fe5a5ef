/* Loop bounds that live in device memory. A scalar in a data clause of an
 * enclosing data construct is not firstprivate: the compute construct
 * uses its device copy (§2.6.2), which may differ from the host's after
 * the host changes it (update device sends it, §2.14.4). The launch must
 * follow the device's trip count: a parallel loop bounded by such a
 * scalar, by a member of a present struct, a kernels loop bounded by a
 * present scalar (kernels' implicit copy finds it present, §2.6.2), and a
 * bound read through a deviceptr (§2.7.4), which the host cannot read. */
#include "check.h"
#include <openacc.h>

#define N 1000

struct dims {
	int n, m;
};

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
	int *a = malloc(N * sizeof *a);
	for (int i = 0; i < N; i++)
		a[i] = 0;
	int n = 600;
	struct dims d = {800, 0};
	long want = 0;
#pragma acc data copy(a[0:N]) copyin(n, d)
	{
		/* host only: the device keeps 600 and 800 */
		n = 300;
		d.n = 100;
#pragma acc parallel loop
		for (int i = 0; i < n; i++)
			a[i] += 1;
#pragma acc parallel loop
		for (int i = 0; i < d.n; i++)
			a[i] += 10;
#pragma acc kernels loop
		for (int i = 0; i < d.n; i++)
			a[i] += 100;
#pragma acc kernels
		for (int i = 0; i < n; i++)
			a[i] += 1000;
#pragma acc update device(n)
#pragma acc parallel loop
		for (int i = 0; i < n; i++)
			a[i] += 10000;
	}
	if (on_device())
		want = 600 * 1 + 800 * 10 + 800 * 100 + 600 * 1000 + 300 * 10000L;
	else
		want = 300 * 1 + 100 * 10 + 100 * 100 + 300 * 1000 + 300 * 10000L;
	long s = 0;
	for (int i = 0; i < N; i++)
		s += a[i];
	CHECK_EQ(s, want);
	/* a bound behind a deviceptr */
	int cnt[1] = {N / 2};
	int *dc = cnt; /* plain cc: host memory */
	if (on_device()) {
		dc = acc_malloc(sizeof cnt);
		CHECK(dc != NULL);
		acc_memcpy_to_device(dc, cnt, sizeof cnt);
	}
#pragma acc parallel loop deviceptr(dc) copy(a[0:N])
	for (int i = 0; i < dc[0]; i++)
		a[i] = -i;
	if (dc != cnt)
		acc_free(dc);
	long t = 0;
	for (int i = 0; i < N; i++)
		t += a[i] < 0;
	CHECK_EQ(t, N / 2 - 1);
	printf("%ld %ld\n", s == want, t);
	return 0;
}
