/* Device-specific async and wait routines (§3.2.10-3.2.17) and the wait
 * argument's devnum: modifier (§2.16.3): acc_wait_device,
 * acc_async_test_device, acc_wait_device_async (a queue waits for another
 * on the device), acc_wait_all_device, acc_async_test_all_device,
 * acc_wait_all_async, acc_wait_all_device_async, acc_wait_any and
 * acc_wait_any_device, acc_set_default_async with async without an
 * argument, and acc_async_default; the wait directive and the wait
 * clause with devnum: naming the current device's number, with and
 * without queues: and async, and where the device run has a second
 * device, naming that one. Every result checked is one that would be
 * wrong if a wait did not order the queues. */
//test: env POCL_DEVICES=pthread pthread
#include "check.h"
#include <openacc.h>

#define N 50000
static double x[N], y[N], z[N], w[N];

int main(void)
{
	const acc_device_t t = acc_get_device_type();
	const int dn = acc_get_device_num(t);
	const int initial_async = acc_get_default_async();
	for (int i = 0; i < N; i++)
		x[i] = i, y[i] = 0, z[i] = 0;
#pragma acc enter data copyin(x) create(y, z)

	/* acc_wait_device, acc_async_test_device */
#pragma acc parallel loop present(x, y) async(1)
	for (int i = 0; i < N; i++)
		y[i] = 2 * x[i];
	acc_wait_device(1, dn);
	CHECK(acc_async_test_device(1, dn));

	/* acc_wait_device_async: queue 3 waits for queue 2 on the device */
#pragma acc parallel loop present(y) async(2)
	for (int i = 0; i < N; i++)
		y[i] += 1;
	acc_wait_device_async(2, 3, dn);
#pragma acc parallel loop present(y, z) async(3)
	for (int i = 0; i < N; i++)
		z[i] = y[i] * 2;
#pragma acc update self(z) async(3)
	acc_wait_all_device(dn);
	CHECK(acc_async_test_all_device(dn));
	for (int i = 0; i < N; i++)
		CHECK(z[i] == 4.0 * i + 2);

	/* acc_wait_all_async: queue 6 waits for queues 4 and 5 */
#pragma acc parallel loop present(x) async(4)
	for (int i = 0; i < N; i++)
		x[i] += 1;
#pragma acc parallel loop present(y) async(5)
	for (int i = 0; i < N; i++)
		y[i] -= 1;
	acc_wait_all_async(6);
#pragma acc parallel loop present(x, y, z) async(6)
	for (int i = 0; i < N; i++)
		z[i] = x[i] + y[i];
#pragma acc update self(z) async(6)
	acc_wait(6);
	for (int i = 0; i < N; i++)
		CHECK(z[i] == 3.0 * i + 1);

	/* acc_wait_all_device_async: queue 8 waits for queue 7 */
#pragma acc parallel loop present(x) async(7)
	for (int i = 0; i < N; i++)
		x[i] *= 2;
	acc_wait_all_device_async(8, dn);
#pragma acc parallel loop present(x, z) async(8)
	for (int i = 0; i < N; i++)
		z[i] = x[i];
#pragma acc update self(z) async(8)
	acc_wait_device(8, dn);
	CHECK(z[N - 1] == 2.0 * N);

	/* acc_wait_any(_device): the index of a listed queue with no work
	 * left, never an acc_async_sync entry; -1 when all are */
	int qs[3] = {acc_async_sync, 9, 10};
#pragma acc parallel loop present(y) async(9)
	for (int i = 0; i < N; i++)
		y[i] += 1;
#pragma acc parallel loop present(z) async(10)
	for (int i = 0; i < N; i++)
		z[i] += 1;
	int k = acc_wait_any(3, qs);
	CHECK(k == 1 || k == 2);
	CHECK(acc_async_test(qs[k]));
	k = acc_wait_any_device(3, qs, dn);
	CHECK(k == 1 || k == 2);
	CHECK(acc_async_test_device(qs[k], dn));
	int syncs[2] = {acc_async_sync, acc_async_sync};
	CHECK(acc_wait_any(2, syncs) == -1);
	CHECK(acc_wait_any_device(2, syncs, dn) == -1);
	acc_wait_all();

	/* acc_set_default_async: async without an argument uses queue 11
	 * (acc_async_noval names it too); acc_async_default restores the
	 * initial value */
	acc_set_default_async(11);
	CHECK(acc_get_default_async() == 11);
#pragma acc parallel loop present(x, z) async
	for (int i = 0; i < N; i++)
		z[i] = -x[i];
#pragma acc update self(z) async(11)
	acc_wait(acc_async_noval);
	CHECK(acc_async_test(11));
	CHECK(z[N - 1] == -2.0 * N);
	acc_set_default_async(acc_async_default);
	CHECK(acc_get_default_async() == initial_async);

	/* the wait directive with devnum: the host waits for queue 12 of
	 * device dn; with async, queue 14 waits for queue 13 */
#pragma acc parallel loop present(x) async(12)
	for (int i = 0; i < N; i++)
		x[i] += 1;
#pragma acc wait(devnum: dn: 12)
	CHECK(acc_async_test(12));
#pragma acc parallel loop present(x, y) async(13)
	for (int i = 0; i < N; i++)
		y[i] = x[i];
#pragma acc wait(devnum: dn: queues: 13) async(14)
#pragma acc update self(y) async(14)
	acc_wait(14);
	CHECK(y[N - 1] == 2.0 * N + 1);

	/* the wait clause with devnum: on a compute construct and update */
#pragma acc parallel loop present(x) async(15)
	for (int i = 0; i < N; i++)
		x[i] = 5;
#pragma acc parallel loop present(x, z) async(16) wait(devnum: dn: 15)
	for (int i = 0; i < N; i++)
		z[i] = x[i] + 1;
#pragma acc update self(z) async(16)
	acc_wait(16);
	for (int i = 0; i < N; i++)
		CHECK(z[i] == 6);
#pragma acc parallel loop present(x) async(17)
	for (int i = 0; i < N; i++)
		x[i] *= 3;
#pragma acc update self(x) wait(devnum: dn: queues: 16, 17)
	CHECK(x[0] == 15 && x[N - 1] == 15);

	/* devnum: naming another device of the current type (the device run
	 * has two PoCL devices, see the env line above): its queues are in
	 * another OpenCL context; the wait still orders them */
	if (acc_get_num_devices(t) > 1) {
		const int other = dn == 0 ? 1 : 0;
		for (int i = 0; i < N; i++)
			w[i] = i;
		acc_set_device_num(other, t);
#pragma acc enter data copyin(w)
#pragma acc parallel loop present(w) async(1)
		for (int i = 0; i < N; i++) {
			double s = 0;
			for (int k = 0; k < 200; k++)
				s += w[i] * k;
			w[i] = s;
		}
		acc_set_device_num(dn, t);
#pragma acc enter data create(w)
#pragma acc wait(devnum: other: 1)
		CHECK(acc_async_test_device(1, other));
		acc_memcpy_d2d(w, w, sizeof w, dn, other);
#pragma acc update self(w)
		for (int i = 0; i < N; i++)
			CHECK(w[i] == 19900.0 * i);
		/* with async, and as a construct's wait clause: once the
		 * waiting queue is done, so is the other device's */
		acc_set_device_num(other, t);
#pragma acc parallel loop present(w) async(2)
		for (int i = 0; i < N; i++)
			w[i] += 1;
		acc_set_device_num(dn, t);
#pragma acc wait(devnum: other: queues: 2) async(3)
		acc_wait(3);
		CHECK(acc_async_test_device(2, other));
		acc_set_device_num(other, t);
#pragma acc parallel loop present(w) async(4)
		for (int i = 0; i < N; i++)
			w[i] *= 2;
		acc_set_device_num(dn, t);
#pragma acc parallel loop present(w) async(5) wait(devnum: other: 4)
		for (int i = 0; i < N; i++)
			w[i] = -w[i];
		acc_wait(5);
		CHECK(acc_async_test_device(4, other));
#pragma acc exit data copyout(w)
		CHECK(w[N - 1] == -19900.0 * (N - 1));
		acc_set_device_num(other, t);
#pragma acc exit data copyout(w)
		acc_set_device_num(dn, t);
		CHECK(w[N - 1] == (19900.0 * (N - 1) + 1) * 2);
	}
#pragma acc exit data delete(x, y, z)
	printf("%.1f %.1f %.1f\n", x[N - 1], y[N - 1], z[N - 1]);
	return 0;
}
