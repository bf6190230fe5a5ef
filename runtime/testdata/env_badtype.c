/* An ACC_DEVICE_TYPE accls does not know is an error with the list of the
 * ones it does. */
//test: env ACC_DEVICE_TYPE=vax
//test: exit 1
//test: stderr ACC_DEVICE_TYPE=vax is not a device type accls knows
#include <openacc.h>

int main(void) {
	acc_init(acc_device_default);
	return 0;
}
