/* init, shutdown and set (§2.14.1-3) with the device routines they
 * stand for: the current device type and number, the default async
 * queue that async without an argument uses, and if clauses. */
#include "check.h"
#include <openacc.h>
//test: no-host

#define N 5000
static float v[N];

int main(void)
{
	acc_device_t start = acc_get_device_type();
	int n = N;
#pragma acc init
#pragma acc init device_type(host)
#pragma acc init device_num(0) if(n > 0)
	CHECK(acc_get_num_devices(start) >= 1);

#pragma acc set default_async(5)
	CHECK_EQ(acc_get_default_async(), 5);
#pragma acc set default_async(7) if(n < 0)
	CHECK_EQ(acc_get_default_async(), 5);
	/* async without an argument goes on the default queue, 5 */
#pragma acc parallel loop async copyout(v[0:n])
	for (int i = 0; i < n; i++)
		v[i] = i * 0.5f;
#pragma acc wait(5)
	for (int i = 0; i < n; i++)
		CHECK(v[i] == i * 0.5f);
	CHECK(acc_async_test(5));

	/* the host as the current device: regions run on the host */
#pragma acc set device_type(host)
	CHECK(acc_get_device_type() == acc_device_host);
	int where = -1;
#pragma acc serial copyout(where)
	where = acc_on_device(acc_device_host);
	CHECK_EQ(where, 1);
#pragma acc set device_type(*)
	CHECK(acc_get_device_type() == start);
#pragma acc set device_num(0)
	CHECK_EQ(acc_get_device_num(start), 0);
#pragma acc set device_type(*) device_num(0) default_async(acc_async_sync)
	CHECK_EQ(acc_get_default_async(), acc_async_sync);
	int ondev = -1;
#pragma acc serial copyout(ondev)
	ondev = acc_on_device(acc_device_not_host);
	CHECK_EQ(ondev, start != acc_device_host);

	float s = 0;
#pragma acc parallel loop copyin(v[0:n]) reduction(+:s)
	for (int i = 0; i < n; i++)
		s += v[i] > 100 ? 1 : 0;
	CHECK(s == n - 201);
#pragma acc shutdown if(n < 0)
#pragma acc shutdown device_type(host)
	printf("%.1f %.1f\n", v[n - 1], s);
	return 0;
}
