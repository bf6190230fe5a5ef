/* ACC_DEVICE_NUM picks the device among those of the current type; a
 * number past the last device is an error at first use (§4.2). */
//test: env ACC_DEVICE_NUM=99
//test: exit 1
//test: stderr device number 99 of type acc_device_
//test: stderr [acc_error_device_unavailable]
#include <openacc.h>
#include "check.h"

int main(void) {
	int x = 0;
	acc_copyin(&x, sizeof x);
	fprintf(stderr, "acc_copyin on device 99 did not fail\n");
	return 0;
}
