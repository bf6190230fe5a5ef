/* Device routines (§3.2.1-§3.2.8) and acc_on_device, with the default
 * device chosen from what OpenCL offers. */
#include <string.h>
#include <openacc.h>
#include "check.h"

int main(void) {
	int n = acc_get_num_devices(acc_device_not_host);
	CHECK(n >= 1); /* PoCL at least */
	CHECK_EQ(acc_get_num_devices(acc_device_host), 1);
	CHECK_EQ(acc_get_num_devices(acc_device_none), 0);
	int per_type = acc_get_num_devices(acc_device_nvidia) + acc_get_num_devices(acc_device_radeon) +
		acc_get_num_devices(acc_device_opencl);
	CHECK_EQ(per_type, n);

	/* The default device is an OpenCL one, not the host. */
	acc_device_t t = acc_get_device_type();
	CHECK(t == acc_device_nvidia || t == acc_device_radeon || t == acc_device_opencl);
	CHECK_EQ(acc_get_num_devices(acc_device_default), acc_get_num_devices(t));
	int num = acc_get_device_num(t);
	CHECK(num >= 0 && num < acc_get_num_devices(t));
	CHECK(acc_get_device_num(acc_device_not_host) >= num);

	/* Properties of the current device. */
	CHECK(acc_get_property(num, t, acc_property_memory) > 0);
	size_t free_before = acc_get_property(num, t, acc_property_free_memory);
	CHECK(free_before > 0 && free_before <= acc_get_property(num, t, acc_property_memory));
	CHECK_EQ(acc_get_property(num, t, acc_property_shared_memory_support), 0);
	const char *name = acc_get_property_string(num, t, acc_property_name);
	const char *vendor = acc_get_property_string(num, t, acc_property_vendor);
	const char *driver = acc_get_property_string(num, t, acc_property_driver);
	CHECK(name && *name && vendor && *vendor && driver && *driver);
	CHECK(acc_get_property_string(num, t, acc_property_memory) == NULL);
	CHECK(strcmp(acc_get_property_string(0, acc_device_host, acc_property_name), "host") == 0);
	CHECK_EQ(acc_get_property(0, acc_device_host, acc_property_shared_memory_support), 1);

	/* Allocations lower the free memory the device reports. */
	void *d = acc_malloc(1 << 20);
	CHECK(d != NULL);
	CHECK(acc_get_property(num, t, acc_property_free_memory) < free_before);
	acc_free(d);

	acc_init(t);
	acc_init_device(num, t);
	acc_init(acc_device_host);

	/* Switch to the host and back; the number follows the type. */
	acc_set_device_type(acc_device_host);
	CHECK_EQ(acc_get_device_type(), acc_device_host);
	CHECK_EQ(acc_get_device_num(acc_device_host), 0);
	int x = 5;
	CHECK(acc_copyin(&x, sizeof x) == &x); /* shared memory: same address */
	acc_set_device_num(n - 1, acc_device_not_host);
	CHECK(acc_get_device_type() != acc_device_host);
	CHECK_EQ(acc_get_device_num(acc_device_not_host), n - 1);
	acc_set_device_num(num, t);
	CHECK_EQ(acc_get_device_type(), t);
	CHECK_EQ(acc_get_device_num(t), num);

	/* acc_on_device in host code: only the host is true. */
	CHECK(acc_on_device(acc_device_host));
	CHECK(!acc_on_device(acc_device_not_host));
	CHECK(!acc_on_device(t));

	/* Shutdown drops the device's data; the device works again after. */
	int a[16] = {0};
	acc_copyin(a, sizeof a);
	CHECK(acc_is_present(a, sizeof a));
	acc_shutdown_device(num, t);
	CHECK(!acc_is_present(a, sizeof a));
	acc_copyin(a, sizeof a);
	CHECK(acc_is_present(a, sizeof a));
	acc_shutdown(t);
	CHECK(!acc_is_present(a, sizeof a));
	acc_shutdown(acc_device_host);
	printf("ok\n");
	return 0;
}
