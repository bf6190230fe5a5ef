/* Profiling events of the directives (§5.1) and what they carry (§5.2.1):
 * enter data and a data construct's entry actions between
 * acc_ev_enter_data_start and _end, exit data and its exit actions between
 * acc_ev_exit_data_start and _end (§5.1.3), an update directive between one
 * acc_ev_update_start and _end (§5.1.6), a wait directive between one
 * acc_ev_wait_start and _end (§5.1.10), a compute construct between
 * acc_ev_compute_construct_start and _end with its implicit data region's
 * enter and exit data events marked implicit (§5.1.7, §5.1.3), the
 * device init and shutdown events of init and shutdown (§5.1.2), the
 * implicit device init of the first directive after a shutdown, nothing
 * for set and for if(0). Every event a directive causes (create, alloc,
 * uploads, launches...) names it as parent_construct, with the file and
 * the directive's line (acc_prof_info src_file, line_no); acc_prof_info's
 * async is the directive's async argument. acc_ev_runtime_shutdown comes
 * once, at exit (§5.1.1).
 * The host device (ACC_DEVICE_TYPE=host) and plain cc send no directive
 * events: nothing is initialized, moved or waited for there. */
#include "check.h"
#include <openacc.h>
#include <string.h>
#include <unistd.h>

#define N 256
#define MAXLOG 256
static double a[N], b[N], c[N];

typedef struct {
	acc_event_t ev;
	acc_construct_t parent;
	int implicit, line;
	long async;
	int file_ok; /* src_file names this file */
	char var[16]; /* the callback's strings live as long as the call (§5.2) */
} record;
static record logged[MAXLOG];
static int nlog, overflow;

static void on_event(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
	(void)ai;
	if (nlog == MAXLOG) {
		overflow++;
		return;
	}
	record *r = &logged[nlog++];
	r->ev = pi->event_type;
	/* every kind of event info starts with event_type, valid_bytes,
	 * parent_construct and implicit (§5.2.2) */
	r->parent = ei->other_event.parent_construct;
	r->implicit = ei->other_event.implicit;
	r->line = pi->line_no;
	r->async = (long)pi->async;
	r->file_ok = pi->src_file != NULL && strstr(pi->src_file, "profiling_constructs.c") != NULL;
	r->var[0] = 0;
	if ((pi->event_type == acc_ev_create || pi->event_type == acc_ev_enqueue_upload_start ||
	     pi->event_type == acc_ev_enqueue_download_start) && ei->data_event.var_name != NULL)
		snprintf(r->var, sizeof r->var, "%s", ei->data_event.var_name);
}

/* acc_ev_runtime_shutdown: counted by its callback, checked by a handler
 * that runs after the runtime's (registered before it, by a constructor
 * that runs before the runtime's) */
static int shutdowns, shutdown_parent_ok;

static void on_shutdown(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
	(void)ai;
	shutdowns++;
	shutdown_parent_ok = pi->event_type == acc_ev_runtime_shutdown &&
		ei->other_event.parent_construct == acc_construct_runtime_api && pi->src_file == NULL;
}

static void after_runtime(void)
{
	if (shutdowns != 1 || !shutdown_parent_ok) {
		fprintf(stderr, "acc_ev_runtime_shutdown: %d events, parent ok %d\n", shutdowns, shutdown_parent_ok);
		fflush(stdout);
		_exit(3);
	}
	printf("acc_ev_runtime_shutdown: once\n");
}

__attribute__((constructor(101))) static void early(void) { atexit(after_runtime); }

/* directives: whether this build sends directive events (accls, a device) */
static int directives, mark;

static int count(int from, int to, acc_event_t ev)
{
	int n = 0;
	for (int i = from; i < to; i++)
		n += logged[i].ev == ev;
	return n;
}

/* names checks that each event of [from, to) names the directive:
 * parent, file, line, and implicit as given. */
static void names(int from, int to, acc_construct_t parent, int line, int implicit)
{
	for (int i = from; i < to; i++) {
		CHECK_EQ(logged[i].parent, parent);
		CHECK_EQ(logged[i].line, line);
		CHECK_EQ(logged[i].implicit, implicit);
		CHECK(logged[i].file_ok);
	}
}

/* window checks the events [from, to) of one directive: none where no
 * directive events are due; else the first is start and the last
 * start + 1 (unless start is acc_ev_none), and each names the directive. */
static void window(int from, int to, acc_event_t start, acc_construct_t parent, int line, int implicit)
{
	if (!directives) {
		CHECK_EQ(to - from, 0);
		return;
	}
	CHECK(to > from);
	if (start != acc_ev_none) {
		CHECK_EQ(logged[from].ev, start);
		CHECK_EQ(logged[to - 1].ev, start + 1);
	}
	names(from, to, parent, line, implicit);
}

static int find(int from, int to, acc_event_t ev)
{
	for (int i = from; i < to; i++)
		if (logged[i].ev == ev)
			return i;
	return -1;
}

int main(void)
{
	for (int e = acc_ev_device_init_start; e < acc_ev_last; e++)
		if (e != acc_ev_runtime_shutdown && e != acc_ev_error)
			acc_prof_register((acc_event_t)e, on_event, acc_reg);
	acc_prof_register(acc_ev_runtime_shutdown, on_shutdown, acc_reg);
	const int dev = acc_get_device_type() != acc_device_host;
#ifdef _OPENACC
	directives = dev;
#endif
	int line, n = N;
	for (int i = 0; i < N; i++)
		a[i] = i, b[i] = 0, c[i] = 1;

	/* init: the device's init events (§5.1.2) */
	mark = nlog;
	line = __LINE__ + 1;
#pragma acc init
	window(mark, nlog, acc_ev_none, acc_construct_init, line, 0);
	if (directives) {
		CHECK_EQ(logged[mark].ev, acc_ev_device_init_start);
		CHECK_EQ(count(mark, nlog, acc_ev_device_init_end), 1);
	}

	/* enter data: create and upload inside the bracket */
	mark = nlog;
	line = __LINE__ + 1;
#pragma acc enter data copyin(a[0:n]) create(b[0:n])
	window(mark, nlog, acc_ev_enter_data_start, acc_construct_enter_data, line, 0);
	if (directives) {
		CHECK_EQ(count(mark, nlog, acc_ev_create), 2);
		CHECK_EQ(count(mark, nlog, acc_ev_enqueue_upload_start), 1);
		int cr = find(mark, nlog, acc_ev_create);
		CHECK(strcmp(logged[cr].var, "a[0:n]") == 0);
		CHECK_EQ(logged[mark].async, acc_async_sync);
	}

	/* if(0): nothing at all */
	mark = nlog;
#pragma acc enter data copyin(c[0:n]) if(n < 0)
	CHECK_EQ(nlog, mark);

	/* a compute construct: its implicit data region inside it */
	mark = nlog;
	line = __LINE__ + 1;
#pragma acc parallel loop present(a[0:n]) copy(b[0:n])
	for (int i = 0; i < N; i++)
		b[i] = 2 * a[i];
	if (directives) {
		CHECK_EQ(logged[mark].ev, acc_ev_compute_construct_start);
		CHECK_EQ(logged[nlog - 1].ev, acc_ev_compute_construct_end);
		int es = find(mark, nlog, acc_ev_enter_data_start), ee = find(mark, nlog, acc_ev_enter_data_end);
		int l = find(mark, nlog, acc_ev_enqueue_launch_start);
		int xs = find(mark, nlog, acc_ev_exit_data_start), xe = find(mark, nlog, acc_ev_exit_data_end);
		CHECK(mark < es && es < ee && ee < l && l < xs && xs < xe && xe < nlog - 1);
		names(mark, es, acc_construct_parallel, line, 0);
		window(es, ee + 1, acc_ev_enter_data_start, acc_construct_parallel, line, 1);
		names(ee + 1, xs, acc_construct_parallel, line, 0);
		window(xs, xe + 1, acc_ev_exit_data_start, acc_construct_parallel, line, 1);
		names(xe + 1, nlog, acc_construct_parallel, line, 0);
		/* b is present: copy moves nothing (§2.7.1) */
		CHECK_EQ(count(es, ee, acc_ev_enqueue_upload_start), 0);
		CHECK_EQ(count(xs, xe, acc_ev_enqueue_download_start), 0);
	} else {
		CHECK_EQ(nlog, mark);
	}

	/* update: one bracket, a download and an upload inside; async */
	mark = nlog;
	line = __LINE__ + 1;
#pragma acc update self(b[0:n]) device(a[0:n]) async(1)
	window(mark, nlog, acc_ev_update_start, acc_construct_update, line, 0);
	if (directives) {
		CHECK_EQ(count(mark, nlog, acc_ev_update_start), 1);
		CHECK_EQ(count(mark, nlog, acc_ev_update_end), 1);
		CHECK_EQ(count(mark, nlog, acc_ev_enqueue_download_start), 1);
		CHECK_EQ(count(mark, nlog, acc_ev_enqueue_upload_start), 1);
		for (int i = mark; i < nlog; i++)
			CHECK_EQ(logged[i].async, 1); /* the directive's async (§5.2.1) */
	}

	/* wait: one bracket */
	mark = nlog;
	line = __LINE__ + 1;
#pragma acc wait(1)
	window(mark, nlog, acc_ev_wait_start, acc_construct_wait, line, 0);
	if (directives) {
		CHECK_EQ(count(mark, nlog, acc_ev_wait_start), 1);
		CHECK_EQ(count(mark, nlog, acc_ev_wait_end), 1);
		CHECK_EQ(logged[mark].async, acc_async_sync);
	}
	for (int i = 0; i < N; i++)
		CHECK(b[i] == 2.0 * i);

	/* a data construct: entry and exit actions each in a bracket, the
	 * body's construct between them */
	int body, after, inner;
	mark = nlog;
	line = __LINE__ + 1;
#pragma acc data copy(c[0:n])
	{
		body = nlog;
		inner = __LINE__ + 1;
#pragma acc parallel loop present(c[0:n])
		for (int i = 0; i < N; i++)
			c[i] += 1;
		after = nlog;
	}
	window(mark, body, acc_ev_enter_data_start, acc_construct_data, line, 0);
	window(after, nlog, acc_ev_exit_data_start, acc_construct_data, line, 0);
	if (directives) {
		CHECK_EQ(count(mark, body, acc_ev_enqueue_upload_start), 1);
		CHECK_EQ(count(after, nlog, acc_ev_enqueue_download_start), 1);
		CHECK_EQ(logged[body].ev, acc_ev_compute_construct_start);
		CHECK_EQ(logged[body].line, inner);
		CHECK_EQ(logged[after - 1].ev, acc_ev_compute_construct_end);
	}

	/* exit data: download, delete inside */
	mark = nlog;
	line = __LINE__ + 1;
#pragma acc exit data copyout(b[0:n]) delete(a[0:n])
	window(mark, nlog, acc_ev_exit_data_start, acc_construct_exit_data, line, 0);
	if (directives) {
		CHECK_EQ(count(mark, nlog, acc_ev_delete), 2);
		CHECK_EQ(count(mark, nlog, acc_ev_enqueue_download_start), 1);
		int d = find(mark, nlog, acc_ev_enqueue_download_start);
		CHECK(strcmp(logged[d].var, "b[0:n]") == 0);
	}

	/* shutdown: the device's shutdown events */
	mark = nlog;
	line = __LINE__ + 1;
#pragma acc shutdown
	window(mark, nlog, acc_ev_none, acc_construct_shutdown, line, 0);
	if (directives) {
		CHECK_EQ(logged[mark].ev, acc_ev_device_shutdown_start);
		CHECK_EQ(logged[nlog - 1].ev, acc_ev_device_shutdown_end);
	}

	/* set: no events (it neither initializes nor moves anything) */
	mark = nlog;
#pragma acc set device_num(0)
	CHECK_EQ(nlog, mark);

	/* the next directive initializes the device again: its init events
	 * name it (§5.1.2) */
	mark = nlog;
	line = __LINE__ + 1;
#pragma acc enter data copyin(a[0:n])
	window(mark, nlog, acc_ev_enter_data_start, acc_construct_enter_data, line, 0);
	if (directives) {
		int is = find(mark, nlog, acc_ev_device_init_start);
		CHECK(is > mark && is < find(mark, nlog, acc_ev_create));
	}
#pragma acc exit data delete(a[0:n])

	CHECK_EQ(overflow, 0);
	printf("profiling constructs ok: b[%d] = %.1f, c[%d] = %.1f\n", N - 1, b[N - 1], N - 1, c[N - 1]);
	return 0;
}
