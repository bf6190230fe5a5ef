/* device_type on compute, data and update directives (§2.4): accls
 * chooses the device-specific clauses at run time, by the current device
 * type. The async clauses chosen are checked through the queues waited
 * on. */
//test: no-host
#include "check.h"
#include <openacc.h>

#define N 1000
static int v[N];

int main(void)
{
	const acc_device_t t = acc_get_device_type();
	const int dev = t != acc_device_host;
	/* num_gangs per type (the launch sizes are in the generated host
	 * code, openclgen's TestDeviceTypeChoice; the results must not change) */
	long sum = 0;
#pragma acc parallel loop reduction(+:sum) num_gangs(1) device_type(nvidia) num_gangs(2) device_type(radeon) num_gangs(3)
	for (int i = 0; i < N; i++)
		sum += i;
	CHECK_EQ(sum, N * (N - 1L) / 2);
	/* device_type(*) applies to the types no other device_type names */
	sum = 0;
#pragma acc parallel loop reduction(+:sum) device_type(nvidia, radeon) num_gangs(5) device_type(*) num_gangs(7)
	for (int i = 0; i < N; i++)
		sum += 2 * i;
	CHECK_EQ(sum, N * (N - 1L));
	/* num_workers and vector_length per type; results do not change */
#pragma acc parallel loop gang vector copyout(v) num_gangs(4) device_type(*) vector_length(32) num_workers(1) device_type(nvidia) vector_length(64)
	for (int i = 0; i < N; i++)
		v[i] = 2 * i;
	for (int i = 0; i < N; i++)
		CHECK_EQ(v[i], 2 * i);
	/* async per device type: each type gets its own queue */
	const int q = t == acc_device_nvidia ? 11 : t == acc_device_radeon ? 12 : 13;
#pragma acc data copy(v) device_type(nvidia) async(11) device_type(radeon) async(12) device_type(*) async(13)
	{
#pragma acc parallel loop present(v) device_type(nvidia) async(11) device_type(radeon) async(12) device_type(*) async(13)
		for (int i = 0; i < N; i++)
			v[i] += 1;
#pragma acc update self(v) wait(q) async(1) device_type(nvidia) async(11) device_type(radeon) async(12) device_type(*) async(13)
		acc_wait(q);
		CHECK_EQ(v[N - 1], 2 * N - 1);
		/* wait per type: queue 20 waits for the type's queue */
#pragma acc parallel loop present(v) async(q)
		for (int i = 0; i < N; i++)
			v[i] -= 1;
#pragma acc parallel loop present(v) async(20) device_type(nvidia) wait(11) device_type(radeon) wait(12) device_type(*) wait(13)
		for (int i = 0; i < N; i++)
			v[i] *= 3;
		acc_wait(20);
		CHECK(acc_async_test(q));
	}
	acc_wait(q);
	CHECK_EQ(v[N - 1], 6 * (N - 1));
	printf("%d %ld\n", v[N - 1], sum);
	return 0;
}
