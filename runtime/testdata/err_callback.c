/* The error callback (§5.2.2): an acc_ev_error callback sees the error
 * code, the message and the parent construct before the program ends; it
 * may end the program itself. */
#include <string.h>
#include <unistd.h>
#include <openacc.h>
#include "check.h"

static int a[100];

static void on_error(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai) {
	CHECK_EQ(pi->event_type, acc_ev_error);
	CHECK_EQ(ei->error_event.event_type, acc_ev_error);
	CHECK_EQ(ei->error_event.error_code, acc_error_partly_present);
	CHECK_EQ(ei->error_event.parent_construct, acc_construct_runtime_api);
	CHECK(ei->error_event.error_message != NULL);
	CHECK(strstr(ei->error_event.error_message, "only partly present") != NULL);
	CHECK(ai->device_type == acc_get_device_type());
	printf("callback saw: %s\n", ei->error_event.error_message);
	fflush(stdout);
	_exit(0); /* the callback ends the program: the test passes */
}

int main(void) {
	acc_prof_register(acc_ev_error, on_error, acc_reg);
	acc_create(&a[50], 100 * sizeof(int) / 2);
	acc_delete(a, sizeof a); /* partly present */
	fprintf(stderr, "the error was not raised\n");
	return 3;
}
