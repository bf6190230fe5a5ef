/* acc_copyin of data that is only partly present (§2.7.3). */
//test: exit 1
//test: stderr is only partly present on device 0
//test: stderr [acc_error_partly_present]
#include <openacc.h>

static int a[1000];

int main(void) {
	acc_copyin(a, 500 * sizeof(int));
	acc_copyin(a, sizeof a);
	return 0;
}
