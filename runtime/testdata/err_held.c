/* Held data (runtime/capi/held.c): the constructs below find a[] held by
 * acc_copyin's dynamic reference and skip their structured increment and
 * decrement. acc_delete then removes the data (no structured count may be
 * left over), and the same construct must fail as a present clause on
 * absent data does (§2.7.3), naming the clause: what it noted before the
 * delete is stale (the present table's generation). */
//test: exit 1
//test: stderr a[0:1000] (host 0x
//test: stderr , 4000 bytes) is not present on device 0 (
//test: stderr [acc_error_not_present]
#include <stdio.h>
#include <openacc.h>
#include <accrt.h>

static int a[1000];

static void *construct(void) {
	__accrt_construct_begin(acc_construct_parallel, "err_held.c", 20);
	void *d = __accrt_data_enter(a, sizeof a, __ACCRT_PRESENT, __ACCRT_STRUCTURED, acc_async_sync, "a[0:1000]");
	__accrt_sync(acc_async_sync);
	__accrt_data_exit(a, sizeof a, __ACCRT_DELETE, __ACCRT_STRUCTURED, 0, acc_async_sync, "a[0:1000]");
	__accrt_construct_end(acc_construct_parallel, "err_held.c", 20);
	return d;
}

int main(void) {
	void *dev = acc_copyin(a, sizeof a);
	for (int i = 0; i < 3; i++) {
		if (construct() != dev) {
			fprintf(stderr, "construct %d: another device address\n", i);
			return 2;
		}
	}
	acc_delete(a, sizeof a);
	if (acc_is_present(a, sizeof a)) {
		fprintf(stderr, "a[] is still present after acc_delete\n");
		return 2;
	}
	construct();
	return 0;
}
