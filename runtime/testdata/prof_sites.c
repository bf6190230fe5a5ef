/* Profiling brackets of generated code (__accrt_prof_begin/_end, §5.1,
 * §5.2.1): the bracket's own start and end events, the parent construct,
 * file, line, implicit flag and async of every event the runtime sends
 * inside it, nesting (a compute construct around its implicit data
 * region), one update and one wait pair for an update and a wait
 * directive (the runtime's per-variable and per-queue pairs are not sent
 * again inside them), nothing of the sort outside brackets; and
 * acc_ev_runtime_shutdown, once, after main returns (§5.1.1). */
//test: stderr acc_ev_runtime_shutdown: 1
#include <string.h>
#include <unistd.h>
#include <openacc.h>
#include <accrt.h>
#include "check.h"

#define MAXLOG 128
static struct {
	int ev, parent, implicit, line;
	long async, queue;
	int file_ok;
} logged[MAXLOG];
static int nlog;

static void cb(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai) {
	(void)ai;
	CHECK(nlog < MAXLOG);
	logged[nlog].ev = pi->event_type;
	logged[nlog].parent = ei->other_event.parent_construct;
	logged[nlog].implicit = ei->other_event.implicit;
	logged[nlog].line = pi->line_no;
	logged[nlog].async = (long)pi->async;
	logged[nlog].queue = (long)pi->async_queue;
	logged[nlog].file_ok = pi->src_file != NULL && strcmp(pi->src_file, "site.c") == 0;
	nlog++;
}

static int shutdowns;
static void on_shutdown(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai) {
	(void)ai;
	CHECK_EQ(pi->event_type, acc_ev_runtime_shutdown);
	CHECK_EQ(ei->other_event.parent_construct, acc_construct_runtime_api);
	shutdowns++;
}

/* Registered before the runtime's handler (a constructor of higher
 * priority), so it runs after it. */
static void after_runtime(void) {
	fprintf(stderr, "acc_ev_runtime_shutdown: %d\n", shutdowns);
	if (shutdowns != 1) _exit(3);
}
__attribute__((constructor(101))) static void early(void) { atexit(after_runtime); }

static int count(int from, int ev) {
	int n = 0;
	for (int i = from; i < nlog; i++) n += logged[i].ev == ev;
	return n;
}

/* each event of [from, nlog) names the site */
static void named(int from, int parent, int line, int implicit) {
	for (int i = from; i < nlog; i++) {
		CHECK_EQ(logged[i].parent, parent);
		CHECK_EQ(logged[i].line, line);
		CHECK_EQ(logged[i].implicit, implicit);
		CHECK(logged[i].file_ok);
	}
}

static int a[256], b[256];

int main(void) {
	for (int e = acc_ev_device_init_start; e < acc_ev_last; e++)
		if (e != acc_ev_runtime_shutdown && e != acc_ev_error) acc_prof_register((acc_event_t)e, cb, acc_reg);
	acc_prof_register(acc_ev_runtime_shutdown, on_shutdown, acc_reg);

	/* enter data at line 10: init, alloc, create, upload inside */
	__accrt_prof_begin(acc_ev_enter_data_start, acc_construct_enter_data, 0, acc_async_sync, "site.c", 10);
	(void)__accrt_data_enter(a, sizeof a, __ACCRT_COPYIN, __ACCRT_DYNAMIC, acc_async_sync, "a");
	(void)__accrt_data_enter(b, sizeof b, __ACCRT_CREATE, __ACCRT_DYNAMIC, acc_async_sync, "b");
	__accrt_prof_end(acc_ev_enter_data_start, acc_construct_enter_data, 0, acc_async_sync, "site.c", 10);
	CHECK_EQ(logged[0].ev, acc_ev_enter_data_start);
	CHECK_EQ(logged[1].ev, acc_ev_device_init_start); /* the first use initializes the device */
	CHECK_EQ(logged[nlog - 1].ev, acc_ev_enter_data_end);
	CHECK_EQ(count(0, acc_ev_create), 2);
	CHECK_EQ(count(0, acc_ev_enqueue_upload_start), 1);
	named(0, acc_construct_enter_data, 10, 0);

	/* a compute construct at line 20 around its implicit data region */
	int mark = nlog;
	__accrt_construct_begin(acc_construct_parallel, "site.c", 20);
	__accrt_prof_begin(acc_ev_enter_data_start, acc_construct_parallel, 1, acc_async_sync, "site.c", 20);
	(void)__accrt_data_enter(a, sizeof a, __ACCRT_PRESENT, __ACCRT_STRUCTURED, acc_async_sync, "a");
	__accrt_prof_end(acc_ev_enter_data_start, acc_construct_parallel, 1, acc_async_sync, "site.c", 20);
	int inner = nlog;
	__accrt_construct_end(acc_construct_parallel, "site.c", 20);
	CHECK_EQ(nlog - mark, 4);
	CHECK_EQ(logged[mark].ev, acc_ev_compute_construct_start);
	CHECK_EQ(logged[mark + 1].ev, acc_ev_enter_data_start);
	CHECK_EQ(logged[mark + 2].ev, acc_ev_enter_data_end);
	CHECK_EQ(logged[mark + 3].ev, acc_ev_compute_construct_end);
	CHECK_EQ(logged[mark + 1].implicit, 1);
	CHECK_EQ(logged[mark + 2].implicit, 1);
	named(inner, acc_construct_parallel, 20, 0);

	/* an update directive at line 30 on async(3): one update pair, its
	 * transfers inside, async the directive's, async_queue the queue */
	mark = nlog;
	__accrt_prof_begin(acc_ev_update_start, acc_construct_update, 0, 3, "site.c", 30);
	__accrt_update(a, sizeof a, 1, 0, 3, "a");
	__accrt_update(b, sizeof b, 0, 0, 3, "b");
	__accrt_prof_end(acc_ev_update_start, acc_construct_update, 0, 3, "site.c", 30);
	CHECK_EQ(count(mark, acc_ev_update_start), 1);
	CHECK_EQ(count(mark, acc_ev_update_end), 1);
	CHECK_EQ(count(mark, acc_ev_enqueue_upload_start), 1);
	CHECK_EQ(count(mark, acc_ev_enqueue_download_start), 1);
	named(mark, acc_construct_update, 30, 0);
	for (int i = mark; i < nlog; i++) {
		CHECK_EQ(logged[i].async, 3);
		CHECK_EQ(logged[i].queue, 3);
	}

	/* a wait directive at line 40: one wait pair */
	mark = nlog;
	int q = 3;
	__accrt_prof_begin(acc_ev_wait_start, acc_construct_wait, 0, acc_async_sync, "site.c", 40);
	__accrt_wait(1, &q, acc_async_sync);
	__accrt_prof_end(acc_ev_wait_start, acc_construct_wait, 0, acc_async_sync, "site.c", 40);
	CHECK_EQ(nlog - mark, 2);
	CHECK_EQ(logged[mark].ev, acc_ev_wait_start);
	CHECK_EQ(logged[mark + 1].ev, acc_ev_wait_end);
	named(mark, acc_construct_wait, 40, 0);

	/* outside brackets: the API routines' own events, no site */
	mark = nlog;
	acc_update_self_async(a, sizeof a, 2);
	acc_wait(2);
	CHECK_EQ(count(mark, acc_ev_update_start), 1);
	CHECK_EQ(count(mark, acc_ev_wait_start), 1);
	for (int i = mark; i < nlog; i++) {
		CHECK_EQ(logged[i].parent, acc_construct_runtime_api);
		CHECK_EQ(logged[i].line, 0);
	}

	/* init (line 50) and shutdown (line 60) brackets send no events of
	 * their own: the device's init and shutdown events name them */
	mark = nlog;
	__accrt_prof_begin(acc_ev_none, acc_construct_shutdown, 0, acc_async_sync, "site.c", 60);
	acc_shutdown(acc_get_device_type());
	__accrt_prof_end(acc_ev_none, acc_construct_shutdown, 0, acc_async_sync, "site.c", 60);
	CHECK_EQ(logged[mark].ev, acc_ev_device_shutdown_start);
	CHECK_EQ(logged[nlog - 1].ev, acc_ev_device_shutdown_end);
	named(mark, acc_construct_shutdown, 60, 0);
	mark = nlog;
	__accrt_prof_begin(acc_ev_none, acc_construct_init, 0, acc_async_sync, "site.c", 50);
	acc_init(acc_get_device_type());
	__accrt_prof_end(acc_ev_none, acc_construct_init, 0, acc_async_sync, "site.c", 50);
	CHECK_EQ(nlog - mark, 2);
	CHECK_EQ(logged[mark].ev, acc_ev_device_init_start);
	named(mark, acc_construct_init, 50, 0);
	printf("ok\n");
	return 0;
}
