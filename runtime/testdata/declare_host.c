/* declare at file scope on acc_device_host (§2.13): the registered
 * variables are the host's own, and nothing is copied. */
//test: env ACC_DEVICE_TYPE=host
#include <openacc.h>
#include <accrt.h>
#include "check.h"

static int v[4] = {1, 2, 3, 4};
static __accrt_declare vars[] = {{v, sizeof v, __ACCRT_COPYIN, "v", 0}};
static __accrt_declare_unit unit = {vars, 1, 0};

__attribute__((constructor)) static void register_declares(void) { __accrt_declare_register(&unit); }

int main(void) {
	v[0] = 9;
	CHECK(acc_is_present(v, sizeof v));
	CHECK(acc_deviceptr(v) == v);
	CHECK_EQ(v[0], 9);
	return 0;
}
