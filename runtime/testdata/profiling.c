/* The profiling interface (§5): a tool linked into the program registers
 * through acc_register_library and sees data, transfer, launch and wait
 * events with their details. */
#include <stdint.h>
#include <string.h>
#include <openacc.h>
#include <accrt.h>
#include "check.h"

static int counts[acc_ev_last];
static size_t upload_bytes;
static size_t enter_bytes, update_bytes; /* the data size of the API routines' events */
static const void *created_host;
static char launched[64];
static size_t launch_vector;

static void cb(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai) {
	CHECK(pi->event_type > 0 && pi->event_type < acc_ev_last);
	CHECK_EQ(pi->version, 202211);
	CHECK(ai->device_api == acc_device_api_opencl);
	counts[pi->event_type]++;
	switch (pi->event_type) {
	case acc_ev_enqueue_upload_start:
		upload_bytes += ei->data_event.bytes;
		break;
	case acc_ev_enter_data_start:
		enter_bytes = ei->data_event.bytes;
		break;
	case acc_ev_update_start:
		update_bytes = ei->data_event.bytes;
		break;
	case acc_ev_create:
		created_host = ei->data_event.host_ptr;
		CHECK(ei->data_event.device_ptr != NULL);
		break;
	case acc_ev_enqueue_launch_start:
		strncpy(launched, ei->launch_event.kernel_name, sizeof launched - 1);
		launch_vector = ei->launch_event.vector_length;
		break;
	case acc_ev_compute_construct_start:
		CHECK(pi->src_file != NULL && pi->line_no > 0);
		break;
	default:
		break;
	}
}

static acc_prof_reg unregister_fn;

void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup) {
	(void)lookup;
	unregister_fn = unreg;
	acc_event_t evs[] = {acc_ev_device_init_start, acc_ev_device_init_end, acc_ev_create, acc_ev_delete,
		acc_ev_alloc, acc_ev_free, acc_ev_enqueue_upload_start, acc_ev_enqueue_upload_end,
		acc_ev_enqueue_download_start, acc_ev_enqueue_download_end, acc_ev_enqueue_launch_start,
		acc_ev_enqueue_launch_end, acc_ev_wait_start, acc_ev_wait_end, acc_ev_update_start,
		acc_ev_update_end, acc_ev_compute_construct_start, acc_ev_compute_construct_end,
		acc_ev_enter_data_start, acc_ev_enter_data_end, acc_ev_exit_data_start, acc_ev_exit_data_end};
	for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++) reg(evs[i], cb, acc_reg);
}

static const __accrt_module mod = {"__kernel void nop(ACC_HEAP_PARAMS) { }", NULL};

int main(void) {
	static int a[256];
	acc_copyin(a, sizeof a);
	CHECK_EQ(counts[acc_ev_device_init_start], 1);
	CHECK_EQ(counts[acc_ev_device_init_end], 1);
	CHECK_EQ(counts[acc_ev_create], 1);
	CHECK(created_host == a);
	CHECK_EQ(counts[acc_ev_enqueue_upload_start], 1);
	CHECK_EQ(counts[acc_ev_enqueue_upload_end], 1);
	CHECK_EQ(upload_bytes, sizeof a);
	CHECK_EQ(counts[acc_ev_enter_data_start], 1); /* acc_copyin is an enter data (§5.1) */
	CHECK_EQ(counts[acc_ev_enter_data_end], 1);
	CHECK_EQ(enter_bytes, sizeof a);
	acc_update_self_async(a, sizeof a / 2, 1);
	acc_wait(1);
	CHECK_EQ(counts[acc_ev_update_start], 1);
	CHECK_EQ(update_bytes, sizeof a / 2);
	CHECK_EQ(counts[acc_ev_enqueue_download_start], 1);
	CHECK_EQ(counts[acc_ev_wait_start], 1);
	CHECK_EQ(counts[acc_ev_wait_end], 1);
	size_t g = 64, l = 32;
	__accrt_construct_begin(acc_construct_parallel, __FILE__, __LINE__);
	__accrt_launch(__accrt_kernel_get(&mod, "nop"), 1, &g, &l, 0, NULL, acc_async_sync, 0, NULL);
	__accrt_construct_end(acc_construct_parallel, __FILE__, __LINE__);
	CHECK_EQ(counts[acc_ev_compute_construct_start], 1);
	CHECK_EQ(counts[acc_ev_compute_construct_end], 1);
	CHECK_EQ(counts[acc_ev_enqueue_launch_start], 1);
	CHECK(strcmp(launched, "nop") == 0);
	CHECK_EQ(launch_vector, 32);
	acc_delete(a, sizeof a);
	CHECK_EQ(counts[acc_ev_delete], 1);
	CHECK_EQ(counts[acc_ev_exit_data_start], 1);
	CHECK_EQ(counts[acc_ev_exit_data_end], 1);
	CHECK_EQ(counts[acc_ev_free], 1);
	/* Unregistered events are no longer delivered; acc_toggle pauses. */
	unregister_fn(acc_ev_create, cb, acc_reg);
	acc_prof_unregister(acc_ev_enqueue_upload_start, cb, acc_toggle);
	acc_copyin(a, sizeof a);
	CHECK_EQ(counts[acc_ev_create], 1);
	CHECK_EQ(counts[acc_ev_enqueue_upload_start], 1);
	CHECK_EQ(counts[acc_ev_enqueue_upload_end], 2);
	acc_prof_register(acc_ev_enqueue_upload_start, cb, acc_toggle);
	acc_update_device(a, sizeof a);
	CHECK_EQ(counts[acc_ev_enqueue_upload_start], 2);
	CHECK(acc_prof_lookup("anything") == NULL);
	printf("ok\n");
	return 0;
}
