// Profiling (Chapter 5): the construct a host thread is in, and the
// acc_ev_runtime_shutdown event at program exit.
//
// Generated code brackets what a directive does with __accrt_prof_begin
// and __accrt_prof_end (accrt.h). Between them, every event the runtime
// sends on that thread (device init, create, alloc, uploads, launches,
// waits...) names the directive as its parent construct, with its file
// and line (§5.2.1: acc_prof_info's src_file and line_no, the event
// info's parent_construct and implicit, acc_prof_info's async). The
// events run on the thread that called the runtime, so the site is kept in
// C thread-local storage, where the C dispatch reads it.
#include <stdlib.h>
#include "../include/openacc.h"
#include "../include/accrt.h"
#include "capi.h"

// Sends one bracket event (api_prof.go); declared by hand, like
// accrtGoHook in capi.c.
extern void accrtGoSiteEvent(int kind, int async);

#define MAXSITES 16

typedef struct {
	int construct, implicit, line, async;
	const char *file;
} site_t;

// wanted[k]: some callback is registered and enabled for events of kind
// k; a bracket whose event nobody wants does not call into Go.
static int wanted[acc_ev_last];

void accrt_site_want(int kind, int on) {
	if (kind > acc_ev_none && kind < acc_ev_last) __atomic_store_n(&wanted[kind], on, __ATOMIC_RELAXED);
}

static int want(int kind) {
	return kind > acc_ev_none && kind < acc_ev_last && __atomic_load_n(&wanted[kind], __ATOMIC_RELAXED);
}

int accrt_site_wants(int kind) { return want(kind); }

static __thread site_t sites[MAXSITES];
static __thread int depth;    // may pass MAXSITES: the deeper ones are not kept
static __thread int bracket;  // set while the bracket event itself is sent

static const site_t *top(void) {
	if (depth <= 0) return NULL;
	return &sites[(depth > MAXSITES ? MAXSITES : depth) - 1];
}

void __accrt_prof_begin(int start, int construct, int implicit, int async, const char *file, int line) {
	if (depth < MAXSITES) {
		site_t *s = &sites[depth];
		s->construct = construct;
		s->implicit = implicit;
		s->file = file;
		s->line = line;
		s->async = async;
	}
	depth++;
	if (want(start)) {
		bracket = 1;
		accrtGoSiteEvent(start, async);
		bracket = 0;
	}
}

void __accrt_prof_end(int start, int construct, int implicit, int async, const char *file, int line) {
	(void)construct, (void)implicit, (void)file, (void)line; // the site begin pushed
	if (start > acc_ev_none && want(start + 1) && depth > 0) {
		bracket = 1;
		accrtGoSiteEvent(start + 1, async); // each _end follows its _start
		bracket = 0;
	}
	if (depth > 0) depth--;
}

// The compute constructs' own events (§5.1: compute_construct_start/end)
// and the form the first generated code used for enter and exit data.
static int start_of(int construct) {
	switch (construct) {
	case acc_construct_parallel:
	case acc_construct_kernels:
	case acc_construct_serial:
		return acc_ev_compute_construct_start;
	case acc_construct_enter_data:
		return acc_ev_enter_data_start;
	case acc_construct_exit_data:
		return acc_ev_exit_data_start;
	}
	return acc_ev_none;
}

void __accrt_construct_begin(int construct, const char *file, int line) {
	if (start_of(construct) == acc_ev_compute_construct_start) accrt_held_construct(1); // held.c
	__accrt_prof_begin(start_of(construct), construct, 0, acc_async_sync, file, line);
}

void __accrt_construct_end(int construct, const char *file, int line) {
	__accrt_prof_end(start_of(construct), construct, 0, acc_async_sync, file, line);
	if (start_of(construct) == acc_ev_compute_construct_start) accrt_held_construct(0);
}

// accrt_site_apply gives a runtime event (one without a site of its own)
// the thread's current construct, and its async argument; it returns 0
// for an event to drop. An
// update or wait directive is one update or wait event pair, its bracket
// (§5.1: update_start before the data updates and waits of the directive,
// update_end after them): the per-variable update events and per-queue
// wait events the runtime sends for the API routines are not sent again
// inside it.
int accrt_site_apply(int kind, int *construct, int *implicit, const char **file, int *line, long long *async) {
	const site_t *s = top();
	if (s == NULL || kind == acc_ev_runtime_shutdown) return 1;
	if (!bracket) {
		if (s->construct == acc_construct_update && (kind == acc_ev_update_start || kind == acc_ev_update_end)) return 0;
		if (s->construct == acc_construct_wait && (kind == acc_ev_wait_start || kind == acc_ev_wait_end)) return 0;
	}
	*construct = s->construct;
	*implicit = s->implicit;
	*file = s->file;
	*line = s->line;
	*async = s->async; // acc_prof_info's async: the directive's (async_queue stays the event's)
	return 1;
}

// ---- acc_ev_runtime_shutdown (§5.1.1): sent once, when the program
// exits, to the callbacks registered then. The handler is plain C (no Go
// call, which could wait on a Go runtime that is exiting) and registered
// by a constructor, before main registers its own handlers: handlers run
// in reverse order, so this one runs after any that still use the
// runtime. A program that ends with _exit or a signal sends nothing.
static void runtime_shutdown(void) {
	int type = acc_device_none, num = -1, async = acc_async_sync;
	accrt_icv_get(&type, &num, &async); // the exiting thread's device, if it used one
	accrt_prof_dispatch(acc_ev_runtime_shutdown, type, num, acc_async_sync, NULL, 0, NULL, NULL,
		NULL, 0, 0, 0, acc_construct_runtime_api, NULL, 0, NULL, NULL);
}

// The deferred synchronous constructs (runtime/accrt/deferred.go) are
// waited for before the shutdown event: handlers run in reverse order.
// Not after accrt_raise, which may hold the runtime's locks as it exits.
extern void __accrt_settle(void);
static void settle_at_exit(void) {
	if (accrt_exiting) return;
	accrt_exiting = 1;
	__accrt_settle();
}

__attribute__((constructor)) static void register_runtime_shutdown(void) {
	atexit(runtime_shutdown);
	atexit(settle_at_exit);
}
