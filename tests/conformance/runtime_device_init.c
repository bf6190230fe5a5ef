/* Device initialization, shutdown and properties (§3.2.6-3.2.9):
 * acc_init and acc_init_device, then acc_get_property (memory, free
 * memory, shared memory support) and acc_get_property_string (name,
 * vendor, driver) of the current device; acc_shutdown and
 * acc_shutdown_device end the data lifetimes on the device (nothing is
 * present afterwards) and a later region initializes it again. Only the
 * checks' outcomes are printed: names and sizes differ between devices. */
#include "check.h"
#include <openacc.h>
#include <string.h>

#define N 1000
static int a[N], b[N];

int main(void)
{
	const acc_device_t t = acc_get_device_type();
	const int dev = t != acc_device_host;
	const int n = acc_get_device_num(t);
	acc_init(t);
	acc_init_device(n, t);

	/* properties of the initialized device */
	const size_t mem = acc_get_property(n, t, acc_property_memory);
	const size_t free0 = acc_get_property(n, t, acc_property_free_memory);
	const size_t shared = acc_get_property(n, t, acc_property_shared_memory_support);
	const char *name = acc_get_property_string(n, t, acc_property_name);
	const char *vendor = acc_get_property_string(n, t, acc_property_vendor);
	const char *driver = acc_get_property_string(n, t, acc_property_driver);
	CHECK(name != NULL && strlen(name) > 0);
	CHECK(vendor != NULL && driver != NULL);
	/* a numeric property has no string, a string property no number */
	CHECK(acc_get_property_string(n, t, acc_property_memory) == NULL);
	CHECK(acc_get_property(n, t, acc_property_name) == 0);
	if (dev) {
		CHECK(mem > 0 && free0 <= mem);
		/* an allocation shows in the free memory */
		void *p = acc_malloc(1 << 20);
		CHECK(acc_get_property(n, t, acc_property_free_memory) <= free0 - (1 << 20));
		acc_free(p);
	} else {
		CHECK(shared != 0); /* the host device is the host's memory */
	}

	/* acc_shutdown: the device's data is gone, and a later region
	 * initializes the device again */
	for (int i = 0; i < N; i++)
		a[i] = i;
	acc_copyin(a, sizeof a);
	CHECK(acc_is_present(a, sizeof a));
	acc_shutdown(t);
	CHECK(!dev || !acc_is_present(a, sizeof a));
#pragma acc parallel loop copy(a)
	for (int i = 0; i < N; i++)
		a[i] += 1;
	CHECK(a[N - 1] == N);

	/* acc_shutdown_device of the current device number, the same */
	acc_create(b, sizeof b);
	CHECK(acc_is_present(b, sizeof b));
	acc_shutdown_device(n, t);
	CHECK(!dev || !acc_is_present(b, sizeof b));
	acc_init_device(n, t);
#pragma acc parallel loop copyin(a) copyout(b)
	for (int i = 0; i < N; i++)
		b[i] = 2 * a[i];
	CHECK(b[N - 1] == 2 * N);
	CHECK(acc_get_device_type() == t && acc_get_device_num(t) == n);
	printf("init and properties ok; shutdown ok; %d %d\n", a[N - 1], b[N - 1]);
	return 0;
}
