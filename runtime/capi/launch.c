// A compute construct's launches and its end, from C. A synchronous
// construct's kernel is enqueued here, without a call into Go, when
// launch_in_c's conditions hold; anything else goes to Go, which gets the
// calling thread's current device (current.c) and default async queue.
// The end flushes the synchronous queue the launches left running.
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
#include <CL/cl.h>
#include <stdint.h>
#include <time.h>
#include "capi.h"
#include "../cl/accrt_cl.h"
#include "../include/openacc.h"
#include "../include/accrt.h"

// Go's side (entry.go), declared by hand: this file must not see the
// Go-generated prototypes.
extern void accrtSync(int async);
extern void accrtLaunch(int type, int num, int def_async, uint64_t k, int dims, const size_t *global, const size_t *local,
		int nargs, const __accrt_arg *args, int async, int nwait, const int *waits, int wait);

// Kernel handles as C launches them: Go publishes each handle it makes
// (current.go), once, before handing it out. Chunks are never moved or
// freed, so a handle's entry is read without a lock.
#define KCHUNK 256
#define KCHUNKS 1024
typedef struct {
	cl_kernel kernel;
	accrt_cl_argcache *args; // shared with Go's launches (runtime/cl)
	accrt_cl_fastdev *fast;  // the kernel's device
	int max_wg;
	unsigned long gen; // accrt_device_gen at the handle's making; 0: unset
} kentry_t;
static kentry_t *ktab[KCHUNKS];

void accrt_kernel_publish(uint64_t h, void *kernel, void *args, void *fast, int max_wg, unsigned long gen) {
	if (h == 0 || h > (uint64_t)KCHUNK * KCHUNKS || fast == NULL) return;
	kentry_t **slot = &ktab[(h - 1) / KCHUNK];
	kentry_t *c = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
	if (c == NULL) {
		kentry_t *n = calloc(KCHUNK, sizeof *n);
		if (n == NULL) return;
		if (__atomic_compare_exchange_n(slot, &c, n, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
			c = n;
		else
			free(n);
	}
	kentry_t *e = &c[(h - 1) % KCHUNK];
	e->kernel = kernel;
	e->args = args;
	e->fast = fast;
	e->max_wg = max_wg;
	__atomic_store_n(&e->gen, gen, __ATOMIC_RELEASE);
}

static const kentry_t *kentry(__accrt_kernel h) {
	if (h == 0 || h > (uint64_t)KCHUNK * KCHUNKS) return NULL;
	const kentry_t *c = __atomic_load_n(&ktab[(h - 1) / KCHUNK], __ATOMIC_ACQUIRE);
	if (c == NULL) return NULL;
	const kentry_t *e = &c[(h - 1) % KCHUNK];
	return __atomic_load_n(&e->gen, __ATOMIC_ACQUIRE) != 0 ? e : NULL;
}

// The end of a synchronous compute construct whose kernels the runtime
// leaves running (accrt/deferred.go): the synchronous queue, which the
// construct's last launch on this thread left to flush, is flushed here;
// anything else (strict waits, a construct that launched nothing, an
// async queue) asks Go.
static __thread struct {
	void *queue;
	unsigned long gen;
} held_sync;

void accrt_sync_held(void *queue) {
	held_sync.queue = queue;
	held_sync.gen = accrt_device_gen_get();
}

#define FAST_ARGS 64
#define FAST_BLOB 1024

// launch_in_c is what Go's launch (accrt/kernel.go) does for a kernel of a
// synchronous construct queued without the host's wait: the two heap
// arguments, then the construct's, set through the kernel's argument
// cache; the work-group from the wavefront when none is given; no event;
// the completion deferred (f->launched tells Go). It declines (0) unless
//  - the launch is on the synchronous queue, waits for no queue, and has 1
//    to 3 dimensions with work-items in each, and values for its value
//    arguments (else Go launches, does nothing, or reports the error);
//  - the thread is inside a compute construct and the only one using the
//    runtime (accrt_alone): nothing else changes the device meanwhile;
//  - the kernel was made for the current device since its last shutdown,
//    whose synchronous queue is published (not with ACCLS_SYNC=strict);
//  - no async download is under way (a value argument may alias it: Go
//    waits for it first, hostorder.go) and no callback wants launch events;
//  - the enqueue succeeds (on failure Go launches again and reports).
static int launch_in_c(__accrt_kernel h, int dims, const size_t *global, const size_t *local,
		int nargs, const __accrt_arg *args, int async, int nwait) {
	if (async != acc_async_sync || nwait != 0 || dims < 1 || dims > 3 || global == NULL || nargs < 0 || nargs + 2 > FAST_ARGS)
		return 0;
	for (int i = 0; i < dims; i++)
		if (global[i] == 0) return 0;
	const kentry_t *e = kentry(h);
	if (e == NULL || !accrt_alone()) return 0;
	const accrt_current_t *c = accrt_current();
	accrt_cl_fastdev *f = e->fast;
	if (e->gen != c->gen || f != c->fast || f->queue == NULL || f->hostio != 0 ||
			accrt_site_wants(acc_ev_enqueue_launch_start) || accrt_site_wants(acc_ev_enqueue_launch_end))
		return 0;
	size_t sizes[FAST_ARGS], offsets[FAST_ARGS];
	_Alignas(8) unsigned char blob[FAST_BLOB];
	memcpy(blob, &f->heap, sizeof f->heap);
	memcpy(blob + 8, &f->base, sizeof f->base);
	sizes[0] = sizeof f->heap, offsets[0] = 0;
	sizes[1] = sizeof f->base, offsets[1] = 8;
	size_t len = 16;
	for (int i = 0; i < nargs; i++) {
		size_t sz = args[i].size;
		if (args[i].kind == __ACCRT_ARG_LOCAL) {
			sizes[i + 2] = sz, offsets[i + 2] = SIZE_MAX;
			continue;
		}
		len = (len + 7) & ~(size_t)7;
		if (args[i].value == NULL || sz > FAST_BLOB - len) return 0;
		memcpy(blob + len, args[i].value, sz);
		sizes[i + 2] = sz, offsets[i + 2] = len;
		len += sz;
	}
	size_t lws[3] = {0, 1, 1};
	if (local == NULL) {
		size_t w = (size_t)f->wavefront;
		if (w > 1 && global[0] % w == 0 && w <= (size_t)e->max_wg) {
			lws[0] = w;
			local = lws;
		}
	}
	if (accrt_cl_launch(e->kernel, e->args, f->epoch, f->queue, (cl_uint)(nargs + 2), sizes, offsets, blob, len,
			(cl_uint)dims, global, local, 0, NULL, NULL) != CL_SUCCESS)
		return 0;
	f->launched = 1;
	accrt_sync_held(f->queue);
	return 1;
}

// Launches: Go gets the current device and the default async queue from
// here (the ICVs are C's).
static void launch(__accrt_kernel k, int dims, const size_t *global, const size_t *local,
		int nargs, const __accrt_arg *args, int async, int nwait, const int *waits, int wait) {
	const accrt_current_t *c = accrt_current();
	accrtLaunch(c->type, c->num, accrt_icv_read().async, k, dims, global, local, nargs, args, async, nwait, waits, wait);
}

void __accrt_launch(__accrt_kernel k, int dims, const size_t *global, const size_t *local,
		int nargs, const __accrt_arg *args, int async, int nwait, const int *waits) {
	launch(k, dims, global, local, nargs, args, async, nwait, waits, 1);
}

void __accrt_launch_nowait(__accrt_kernel k, int dims, const size_t *global, const size_t *local,
		int nargs, const __accrt_arg *args, int async, int nwait, const int *waits) {
	if (!launch_in_c(k, dims, global, local, nargs, args, async, nwait))
		launch(k, dims, global, local, nargs, args, async, nwait, waits, 0);
}

// A flush costs about 1 µs on NVIDIA's driver (H200, 580.159: a loop of
// constructs of 1,024 elements went from 4.9 to 4.1 µs per construct
// without it), as much as a fifth of a small construct. So the end of a
// construct flushes only when the thread's last flush is FLUSH_GAP_NS old:
// a construct on its own is flushed at once and starts while the host goes
// on; in a burst of constructs one every 100 µs is. A burst of small
// constructs is host-bound on NVIDIA (the driver submits without a flush,
// and every µs of host work adds a µs per kernel: H100, wavefront's 2,043
// launches, a flush every 5 kernels cost 0.15 µs per kernel), and a GPU
// that falls behind has a whole batch queued at each flush. What a skipped flush leaves
// queued is submitted by the next flush or by any wait, which flushes
// (clFinish, clWaitForEvents and blocking transfers flush implicitly,
// OpenCL 1.2 §5.13, and work on another queue settles this one first,
// accrt/deferred.go), so results never depend on it; at worst kernels
// queued just before a long stretch of host work start at the next
// runtime call, as they would without the deferral.
#define FLUSH_GAP_NS 100000

static uint64_t now_ns(void) {
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

static __thread uint64_t last_flush_ns;

static int flush_due(void) {
	uint64_t now = now_ns();
	if (now - last_flush_ns < FLUSH_GAP_NS)
		return 0;
	last_flush_ns = now;
	return 1;
}

void __accrt_sync(int async) {
	void *q = held_sync.queue;
	held_sync.queue = NULL;
	if (async == acc_async_sync && q != NULL && held_sync.gen == accrt_device_gen_get() &&
			(!flush_due() || clFlush((cl_command_queue)q) == CL_SUCCESS))
		return;
	accrtSync(async);
}
