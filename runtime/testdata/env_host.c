/* ACC_DEVICE_TYPE=host (any case) selects the host: data routines then
 * work on the program's own memory (shared memory, §2.6.3). */
//test: env ACC_DEVICE_TYPE=hOsT
#include <string.h>
#include <openacc.h>
#include "check.h"

int main(void) {
	CHECK_EQ(acc_get_device_type(), acc_device_host);
	int a[8] = {1, 2, 3, 4, 5, 6, 7, 8};
	CHECK(acc_copyin(a, sizeof a) == a);
	CHECK(acc_create(a, sizeof a) == a);
	CHECK(acc_is_present(a, sizeof a));
	CHECK(acc_deviceptr(a) == a);
	CHECK(acc_hostptr(a) == a);
	acc_update_device(a, sizeof a);
	acc_update_self(a, sizeof a);
	acc_copyout(a, sizeof a);
	acc_delete(a, sizeof a);
	CHECK_EQ(a[7], 8);
	int *m = acc_malloc(sizeof a);
	CHECK(m != NULL);
	acc_memcpy_to_device(m, a, sizeof a);
	CHECK_EQ(m[3], 4); /* the host device's memory is host memory */
	int b[8];
	acc_memcpy_from_device(b, m, sizeof b);
	CHECK(memcmp(a, b, sizeof a) == 0);
	acc_free(m);
	CHECK(acc_async_test(1));
	CHECK(acc_async_test_all());
	acc_wait_all();
	CHECK(acc_get_current_opencl_device() == NULL);
	printf("ok\n");
	return 0;
}
