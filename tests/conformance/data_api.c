/* Data routines used with directives (§3.2): acc_copyin + present,
 * acc_create + update device, acc_copyout, acc_delete, acc_is_present
 * after data regions and enter/exit data, acc_update_self/device,
 * acc_malloc + acc_map_data + present, acc_deviceptr; copyin(readonly:)
 * (§2.7.7), update host() and if_present (§2.14.4), exit data finalize
 * (§2.14.7). On the host device every routine works on the host copy. */
//test: no-host
#include "check.h"
#include <openacc.h>

#define N 256
static int a[N], b[N], m[N];

int main(void)
{
	const int dev = acc_get_device_type() != acc_device_host;
	for (int i = 0; i < N; i++)
		a[i] = i;
	/* acc_copyin, then present on a compute construct */
	acc_copyin(a, sizeof a);
	CHECK(acc_is_present(a, sizeof a));
#pragma acc parallel loop present(a)
	for (int i = 0; i < N; i++)
		a[i] += 100;
	if (dev)
		CHECK_EQ(a[5], 5); /* the host copy is not updated yet */
	acc_update_self(a, sizeof a);
	CHECK_EQ(a[5], 105);
	/* acc_update_device after a host change, read through present */
	for (int i = 0; i < N; i++)
		a[i] = 2 * i;
	acc_update_device(a, sizeof a);
#pragma acc parallel loop present(a) copyout(b)
	for (int i = 0; i < N; i++)
		b[i] = a[i] + 1;
	CHECK_EQ(b[10], 21);
	acc_delete(a, sizeof a);
	CHECK(!dev || !acc_is_present(a, sizeof a));
	/* acc_create + a region that writes, acc_copyout brings it back */
	acc_create(b, sizeof b);
#pragma acc parallel loop present(b)
	for (int i = 0; i < N; i++)
		b[i] = 3 * i;
	acc_copyout(b, sizeof b);
	CHECK_EQ(b[7], 21);
	CHECK(!dev || !acc_is_present(b, sizeof b));
	/* acc_is_present inside and after a data region, partial sections */
#pragma acc data copyin(readonly: a[0:N / 2])
	{
		CHECK(!dev || acc_is_present(a, N / 2 * sizeof a[0]));
		CHECK(!dev || !acc_is_present(a, sizeof a));
#pragma acc parallel loop copyin(readonly: a[0:N / 2]) copyout(b[0:N / 2])
		for (int i = 0; i < N / 2; i++)
			b[i] = a[i] * a[i];
	}
	CHECK(!dev || !acc_is_present(a, sizeof a));
	CHECK_EQ(b[9], 324);
	/* acc_malloc + acc_map_data: the mapped memory is present */
	int *d = acc_malloc(sizeof m);
	if (dev) {
		acc_map_data(m, d, sizeof m);
		CHECK(acc_deviceptr(m) == d);
	}
#pragma acc parallel loop present(m)
	for (int i = 0; i < N; i++)
		m[i] = N - i;
#pragma acc update host(m)
	CHECK_EQ(m[1], N - 1);
	if (dev)
		acc_unmap_data(m);
	acc_free(d);
	/* update if_present skips absent data; finalize drops every
	 * dynamic reference */
	for (int i = 0; i < N; i++)
		b[i] = -1;
#pragma acc update self(b) if_present
	CHECK_EQ(b[0], -1);
#pragma acc enter data copyin(b)
#pragma acc enter data copyin(b)
#pragma acc parallel loop default(present)
	for (int i = 0; i < N; i++)
		b[i] = i + 5;
#pragma acc update self(b[0:4]) if_present
	CHECK_EQ(b[3], 8);
	if (dev)
		CHECK_EQ(b[4], -1);
#pragma acc exit data copyout(b) finalize
	CHECK(!dev || !acc_is_present(b, sizeof b));
	CHECK_EQ(b[N - 1], N + 4);
	printf("%d %d %d %d\n", a[N - 1], b[N - 1], b[9], m[1]);
	return 0;
}
