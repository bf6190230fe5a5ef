/* An error inside a directive's profiling bracket (§5.2.2): the
 * acc_ev_error callback sees the directive as parent construct, with its
 * file, line and async argument; the runtime then ends the program. */
//test: exit 1
//test: stderr update at site.c:77 async 4
//test: stderr acc_error_not_present
#include <openacc.h>
#include <accrt.h>
#include "check.h"

static int a[100];

static void on_error(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai) {
	(void)ai;
	CHECK_EQ(ei->error_event.error_code, acc_error_not_present);
	CHECK_EQ(ei->error_event.parent_construct, acc_construct_update);
	CHECK(pi->src_file != NULL);
	fprintf(stderr, "update at %s:%d async %ld\n", pi->src_file, pi->line_no, (long)pi->async);
}

int main(void) {
	acc_prof_register(acc_ev_error, on_error, acc_reg);
	__accrt_prof_begin(acc_ev_update_start, acc_construct_update, 0, 4, "site.c", 77);
	__accrt_update(a, sizeof a, 1, 0, 4, "a"); /* not present */
	fprintf(stderr, "the error was not raised\n");
	return 3;
}
