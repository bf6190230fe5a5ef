/* Data routines, async and finalize forms (§3.2.18-3.2.20, §2.6.7):
 * acc_create_async, acc_copyout_async, acc_update_device_async,
 * acc_update_self_async, acc_delete_async on queues that kernels use too;
 * acc_copyout_finalize(_async) and acc_delete_finalize(_async), which
 * drop every dynamic reference at once, against the plain forms, which
 * drop one; finalize leaves a data region's structured reference. On the
 * host device the routines act on the host copy, which is the data. */
//test: no-host
#include "check.h"
#include <openacc.h>

#define N 10000
static double a[N], b[N], c[N];

int main(void)
{
	const int dev = acc_get_device_type() != acc_device_host;
	for (int i = 0; i < N; i++)
		a[i] = i, b[i] = -1, c[i] = 0;

	/* create and copy out on queue 1, around a kernel on queue 1 */
	acc_copyin_async(a, sizeof a, 1);
	acc_create_async(b, sizeof b, 1);
#pragma acc parallel loop present(a, b) async(1)
	for (int i = 0; i < N; i++)
		b[i] = 2 * a[i];
	acc_copyout_async(b, sizeof b, 1);
	acc_wait(1);
	for (int i = 0; i < N; i++)
		CHECK(b[i] == 2.0 * i);
	CHECK(!dev || !acc_is_present(b, sizeof b));
	CHECK(acc_is_present(a, sizeof a));

	/* update device and self on queue 2, a kernel between them */
	for (int i = 0; i < N; i++)
		a[i] = 3 * i;
	acc_update_device_async(a, sizeof a, 2);
#pragma acc parallel loop present(a) async(2)
	for (int i = 0; i < N; i++)
		a[i] += 1;
	acc_update_self_async(a, sizeof a, 2);
	acc_wait(2);
	for (int i = 0; i < N; i++)
		CHECK(a[i] == 3.0 * i + 1);
	acc_delete_async(a, sizeof a, 2);
	acc_wait(2);
	CHECK(!dev || !acc_is_present(a, sizeof a));

	/* three dynamic references: acc_copyout drops one (no copy yet),
	 * acc_copyout_finalize drops the rest and copies out */
	acc_copyin(c, sizeof c);
	acc_copyin(c, sizeof c);
	acc_create(c, sizeof c);
#pragma acc parallel loop present(c)
	for (int i = 0; i < N; i++)
		c[i] = i + 7;
	acc_copyout(c, sizeof c);
	CHECK(acc_is_present(c, sizeof c));
	if (dev)
		CHECK(c[5] == 0); /* still only on the device */
	acc_copyout_finalize(c, sizeof c);
	CHECK(!dev || !acc_is_present(c, sizeof c));
	CHECK(c[5] == 12);

	/* acc_copyout_finalize_async */
	acc_copyin(c, sizeof c);
	acc_copyin(c, sizeof c);
#pragma acc parallel loop present(c) async(3)
	for (int i = 0; i < N; i++)
		c[i] *= 2;
	acc_copyout_finalize_async(c, sizeof c, 3);
	acc_wait(3);
	CHECK(!dev || !acc_is_present(c, sizeof c));
	CHECK(c[5] == 24);

	/* acc_delete_finalize and acc_delete_finalize_async: no copy back */
	acc_create(b, sizeof b);
	acc_create(b, sizeof b);
	acc_delete(b, sizeof b);
	CHECK(acc_is_present(b, sizeof b));
	acc_delete_finalize(b, sizeof b);
	CHECK(!dev || !acc_is_present(b, sizeof b));
	acc_copyin(b, sizeof b);
	acc_copyin(b, sizeof b);
#pragma acc parallel loop present(b) async(4)
	for (int i = 0; i < N; i++)
		b[i] = dev ? -5 : b[i];
	acc_delete_finalize_async(b, sizeof b, 4);
	acc_wait(4);
	CHECK(!dev || !acc_is_present(b, sizeof b));
	CHECK(b[7] == 14); /* the device's values were not copied back */

	/* finalize sets the dynamic reference counter to zero only: a data
	 * region's structured reference keeps b present to its end */
#pragma acc data copy(b)
	{
		acc_copyin(b, sizeof b);
		acc_copyin(b, sizeof b);
		acc_delete_finalize(b, sizeof b);
		CHECK(acc_is_present(b, sizeof b));
#pragma acc parallel loop present(b)
		for (int i = 0; i < N; i++)
			b[i] += 1;
	}
	CHECK(!dev || !acc_is_present(b, sizeof b));
	CHECK(b[7] == 15);
	printf("%.1f %.1f %.1f %.1f\n", a[N - 1], b[N - 1], c[N - 1], b[7]);
	return 0;
}
