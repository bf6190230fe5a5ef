/* A present clause on absent data (§2.7.3): the message names the data,
 * its host address and size, and the device. */
//test: exit 1
//test: stderr a[0:1000] (host 0x
//test: stderr , 4000 bytes) is not present on device 0 (
//test: stderr [acc_error_not_present]
#include <openacc.h>
#include <accrt.h>

static int a[1000];

int main(void) {
	__accrt_data_enter(a, sizeof a, __ACCRT_PRESENT, __ACCRT_STRUCTURED, acc_async_sync, "a[0:1000]");
	return 0;
}
