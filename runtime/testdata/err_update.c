/* acc_update_device of data that is not present is an error. */
//test: exit 1
//test: stderr is not present on device 0
//test: stderr so it cannot be updated [acc_error_not_present]
#include <openacc.h>

int main(void) {
	static double x[10];
	acc_update_device(x, sizeof x);
	return 0;
}
