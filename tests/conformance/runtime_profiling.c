/* The profiling interface (Chapter 5): a tool's acc_register_library,
 * which the runtime calls at start-up with the register, unregister and
 * lookup routines (§5.3.3); acc_prof_register with acc_reg and
 * acc_toggle, acc_prof_unregister with both (§5.3.1, §5.3.2, §5.4);
 * acc_prof_lookup of a routine the runtime does not have (§5.3.3). The
 * callbacks check what they are told (§5.2): the event type in both
 * structs, the device type, the data of the API routine that caused an
 * enter or exit data event. Create and delete events come only from a
 * device with its own memory, compute construct events only from
 * regions that run on one. */
#include "check.h"
#include <openacc.h>

#define N 1000
static double a[N], b[N];
static int counts[acc_ev_last];
static int mismatches; /* events whose information was wrong */
static acc_device_t want_type;
static const void *want_host;
static size_t want_bytes;
static const void *created;

static void on_event(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
	const acc_device_api api = want_type == acc_device_host ? acc_device_api_none : acc_device_api_opencl;
	if (pi->event_type <= acc_ev_none || pi->event_type >= acc_ev_last || ei->event_type != pi->event_type ||
	    pi->valid_bytes <= 0 || pi->device_type != want_type || ai->device_api != api) {
		mismatches++;
		return;
	}
	counts[pi->event_type]++;
	switch (pi->event_type) {
	case acc_ev_enter_data_start:
	case acc_ev_enter_data_end:
	case acc_ev_exit_data_start:
	case acc_ev_exit_data_end:
		if (ei->data_event.parent_construct == acc_construct_runtime_api &&
		    (ei->data_event.host_ptr != want_host || ei->data_event.bytes != want_bytes))
			mismatches++;
		break;
	case acc_ev_create:
		created = ei->data_event.host_ptr;
		if (ei->data_event.bytes != want_bytes || ei->data_event.device_ptr == NULL)
			mismatches++;
		break;
	case acc_ev_compute_construct_start:
		if (pi->src_file == NULL || pi->line_no <= 0)
			mismatches++;
		break;
	default:
		break;
	}
}

/* the tool's registration, called by the runtime at start-up */
static int lib_calls, lib_lookup_null, lib_exits;

static void on_lib_event(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
	(void)ei, (void)ai;
	if (pi->event_type == acc_ev_exit_data_end)
		lib_exits++;
}

void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup)
{
	(void)unreg;
	lib_calls++;
	lib_lookup_null = lookup("acc_no_such_query_routine") == NULL;
	reg(acc_ev_exit_data_end, on_lib_event, acc_reg);
}

static const acc_event_t watched[] = {acc_ev_enter_data_start, acc_ev_enter_data_end, acc_ev_exit_data_start,
	acc_ev_exit_data_end, acc_ev_create, acc_ev_delete, acc_ev_compute_construct_start,
	acc_ev_compute_construct_end, acc_ev_enqueue_launch_start};
#define NWATCHED (int)(sizeof watched / sizeof watched[0])

int main(void)
{
	want_type = acc_get_device_type();
	const int dev = want_type != acc_device_host;
	CHECK_EQ(lib_calls, 1);
	CHECK(lib_lookup_null);
	CHECK(acc_prof_lookup("acc_no_such_query_routine") == NULL);
	for (int i = 0; i < NWATCHED; i++)
		acc_prof_register(watched[i], on_event, acc_reg);

	/* an API routine is an enter data and an exit data (§5.1) */
	want_host = a, want_bytes = sizeof a;
	acc_copyin(a, sizeof a);
	CHECK_EQ(counts[acc_ev_enter_data_start], 1);
	CHECK_EQ(counts[acc_ev_enter_data_end], 1);
	CHECK_EQ(counts[acc_ev_exit_data_start], 0);
	CHECK_EQ(counts[acc_ev_create], dev);
	CHECK(!dev || created == a);
	acc_delete(a, sizeof a);
	CHECK_EQ(counts[acc_ev_exit_data_start], 1);
	CHECK_EQ(counts[acc_ev_exit_data_end], 1);
	CHECK_EQ(counts[acc_ev_delete], dev);
	CHECK_EQ(lib_exits, 1);

	/* acc_toggle turns a registered callback off and on again */
	acc_prof_unregister(acc_ev_enter_data_start, on_event, acc_toggle);
	acc_copyin(a, sizeof a);
	CHECK_EQ(counts[acc_ev_enter_data_start], 1);
	CHECK_EQ(counts[acc_ev_enter_data_end], 2);
	acc_prof_register(acc_ev_enter_data_start, on_event, acc_toggle);
	acc_delete(a, sizeof a);
	acc_copyin(a, sizeof a);
	CHECK_EQ(counts[acc_ev_enter_data_start], 2);
	acc_delete(a, sizeof a);
	CHECK_EQ(lib_exits, 3);

	/* a compute construct; its copy of b is created on a device, in its
	 * implicit data region, whose exit data events the tool sees too
	 * (§5.1.3) */
	int implicit_exits = 0;
	want_host = b, want_bytes = sizeof b;
#pragma acc parallel loop copy(b)
	for (int i = 0; i < N; i++)
		b[i] = i * 0.5;
	CHECK(b[N - 1] == (N - 1) * 0.5);
#ifdef _OPENACC
	if (dev) {
		CHECK_EQ(counts[acc_ev_compute_construct_start], 1);
		CHECK_EQ(counts[acc_ev_compute_construct_end], 1);
		CHECK(counts[acc_ev_enqueue_launch_start] >= 1);
		CHECK(created == b);
		implicit_exits = 1;
	}
#endif
	CHECK_EQ(lib_exits, 3 + implicit_exits);

	/* acc_prof_unregister with acc_reg: no more calls */
	for (int i = 0; i < NWATCHED; i++)
		acc_prof_unregister(watched[i], on_event, acc_reg);
	int before = counts[acc_ev_enter_data_start] + counts[acc_ev_exit_data_start];
	acc_copyin(a, sizeof a);
	acc_delete(a, sizeof a);
	CHECK_EQ(counts[acc_ev_enter_data_start] + counts[acc_ev_exit_data_start], before);
	CHECK_EQ(lib_exits, 4 + implicit_exits); /* the tool's own registration stays */
	CHECK_EQ(mismatches, 0);
	printf("profiling ok: %d tool registration, %.1f\n", lib_calls, b[N - 1]);
	return 0;
}
