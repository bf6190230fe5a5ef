// A compute construct's launches and its end, from C: the launch hands Go
// the calling thread's current device (current.c) and default async queue,
// and the end flushes the synchronous queue the launches left running.
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
#include <CL/cl.h>
#include "capi.h"
#include "../include/openacc.h"
#include "../include/accrt.h"

// Go's side (entry.go), declared by hand: this file must not see the
// Go-generated prototypes.
extern void accrtSync(int async);
extern void accrtLaunch(int type, int num, int def_async, uint64_t k, int dims, const size_t *global, const size_t *local,
		int nargs, const __accrt_arg *args, int async, int nwait, const int *waits, int wait);

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
	launch(k, dims, global, local, nargs, args, async, nwait, waits, 0);
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

void __accrt_sync(int async) {
	void *q = held_sync.queue;
	held_sync.queue = NULL;
	if (async == acc_async_sync && q != NULL && held_sync.gen == accrt_device_gen_get() &&
			clFlush((cl_command_queue)q) == CL_SUCCESS)
		return;
	accrtSync(async);
}
