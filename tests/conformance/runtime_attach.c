/* Attach and detach routines (§3.2.29, §2.7.2, §2.6.8): acc_attach and
 * acc_attach_async make the device copy of a struct's pointer member
 * point to the device copy of its target, which a kernel then uses;
 * the attachment counter counts attaches to the same target;
 * acc_detach(_async) count down and restore the host pointer at zero;
 * acc_detach_finalize(_async) restore it at once. The device copy of the
 * pointer is read back with acc_memcpy_from_device: on the host device
 * the device copy is the host's, and acc_deviceptr is the identity. */
//test: no-host
#include "check.h"
#include <openacc.h>

#define N 1000
struct vec {
	int n;
	double *v;
};
static double data[N], other[N];
static struct vec s;

/* the pointer member as the device copy of s holds it */
static double *device_member(void)
{
	struct vec peek;
	acc_memcpy_from_device(&peek, acc_deviceptr(&s), sizeof peek);
	return peek.v;
}

int main(void)
{
	const int dev = acc_get_device_type() != acc_device_host;
	s.n = N;
	s.v = data;
	for (int i = 0; i < N; i++)
		data[i] = i, other[i] = -1;
	acc_copyin(&s, sizeof s);
	/* the target is not present yet: attach is no action */
	acc_attach((void **)&s.v);
	CHECK(device_member() == data);
	acc_copyin(data, sizeof data);
	acc_attach((void **)&s.v);
	CHECK(device_member() == acc_deviceptr(data));
	CHECK(!dev || device_member() != data);
#pragma acc parallel loop present(s)
	for (int i = 0; i < N; i++)
		s.v[i] = s.v[i] * 2 + 1;

	/* a second attachment to the same target, on queue 1 */
	acc_attach_async((void **)&s.v, 1);
	acc_wait(1);
	acc_detach((void **)&s.v);
	CHECK(device_member() == acc_deviceptr(data)); /* one attachment left */
	acc_detach_async((void **)&s.v, 1);
	acc_wait(1);
	CHECK(device_member() == data);

	/* acc_detach_finalize: three attachments gone at once */
	acc_attach((void **)&s.v);
	acc_attach((void **)&s.v);
	acc_attach((void **)&s.v);
	acc_detach_finalize((void **)&s.v);
	CHECK(device_member() == data);
	acc_attach_async((void **)&s.v, 2);
	acc_attach_async((void **)&s.v, 2);
	acc_wait(2);
	CHECK(device_member() == acc_deviceptr(data));
	acc_detach_finalize_async((void **)&s.v, 2);
	acc_wait(2);
	CHECK(device_member() == data);

	/* the member pointed elsewhere and attached again: the kernel writes
	 * other's device copy */
	s.v = other;
	acc_copyin(other, sizeof other);
	acc_update_device(&s, sizeof s);
	acc_attach((void **)&s.v);
	CHECK(device_member() == acc_deviceptr(other));
#pragma acc parallel loop present(s)
	for (int i = 0; i < N; i++)
		s.v[i] = i * 0.5;
	acc_detach((void **)&s.v);
	acc_copyout(other, sizeof other);
	acc_copyout(data, sizeof data);
	acc_delete(&s, sizeof s);
	for (int i = 0; i < N; i++)
		CHECK(data[i] == 2.0 * i + 1 && other[i] == i * 0.5);
	CHECK(s.v == other);
	printf("%.1f %.1f\n", data[N - 1], other[N - 1]);
	return 0;
}
