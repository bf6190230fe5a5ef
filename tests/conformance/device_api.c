/* Device routines with compute constructs (§3.2.1-3.2.5, §3.2.20):
 * acc_get_num_devices, acc_get/set_device_num, acc_get/set_device_type,
 * acc_on_device in parallel, serial and kernels regions, and the self
 * clause with and without a condition (§2.5.6). */
//test: no-host
#include "check.h"
#include <openacc.h>

#define N 64
static int on[N];

int main(void)
{
	const acc_device_t t = acc_get_device_type();
	const int dev = t != acc_device_host;
	const int ndev = acc_get_num_devices(t);
	CHECK(ndev >= 1);
	/* every device of the type runs the region; acc_on_device is true
	 * on each one */
	for (int d = 0; d < ndev; d++) {
		acc_set_device_num(d, t);
		CHECK_EQ(acc_get_device_num(t), d);
#pragma acc parallel loop copyout(on)
		for (int i = 0; i < N; i++)
			on[i] = acc_on_device(acc_device_not_host) * 10 + acc_on_device(acc_device_host);
		for (int i = 0; i < N; i++)
			CHECK_EQ(on[i], dev ? 10 : 1);
	}
	acc_set_device_num(0, t);
	CHECK_EQ(acc_get_device_num(t), 0);
	/* kernels and serial */
	int k = -1, s = -1;
#pragma acc kernels copyout(k)
	k = acc_on_device(acc_device_host);
#pragma acc serial copyout(s)
	s = acc_on_device(t);
	CHECK_EQ(k, !dev);
	CHECK_EQ(s, 1);
	/* self: the region runs on the local (host) device */
	int h = -1;
#pragma acc parallel self copyout(h)
	h = acc_on_device(acc_device_host);
	CHECK_EQ(h, 1);
	int c = 0;
#pragma acc serial self(c > 0) copyout(h)
	h = acc_on_device(acc_device_host);
	CHECK_EQ(h, !dev);
	/* acc_set_device_type(host) sends regions to the host */
	acc_set_device_type(acc_device_host);
	CHECK_EQ(acc_get_device_type(), acc_device_host);
#pragma acc parallel loop copyout(on)
	for (int i = 0; i < N; i++)
		on[i] = acc_on_device(acc_device_host);
	CHECK_EQ(on[N - 1], 1);
	acc_set_device_type(t);
	CHECK(acc_get_device_type() == t);
	printf("%d %d %d\n", ndev >= 1, s, on[N - 1]);
	return 0;
}
