// The calling thread's current device, as generated code asks for it at
// every compute construct (__accrt_on_host, __accrt_device_limits,
// __accrt_kernel_get), answered in C from a snapshot the Go side
// publishes: each answer from Go is a cgo transition (about 0.2 us, and
// three of them per construct). The snapshot is per thread, as the ICVs
// it is taken from (§2.3); it stays valid while
//  - the thread's ICVs name the same device (acc_set_device_num and
//    acc_set_device_type change them: another device, another snapshot);
//  - no device was shut down since (accrt_device_gen; a kernel handle and
//    the declared globals of a device do not survive its shutdown);
//  - no declare unit waits for its entry actions (declare.go), which the
//    next runtime call performs in Go.
#include "capi.h"
#include "../include/accrt.h"

// Go's side (current.go), declared by hand: this file must not see the
// Go-generated prototypes.
extern void accrtPublishCurrent(void);
extern uint64_t accrtKernelLookup(void *m, void *name);

unsigned long accrt_device_gen = 1;

void accrt_device_gen_bump(void) { __atomic_add_fetch(&accrt_device_gen, 1, __ATOMIC_ACQ_REL); }

static __thread accrt_current_t current;

void accrt_current_publish(unsigned long gen, int type, int num, int host, void *fast, int wavefront, int max_wg, int cus, size_t local_mem) {
	current.gen = gen;
	current.fast = fast;
	current.type = type;
	current.num = num;
	current.host = host;
	current.limits.wavefront = wavefront;
	current.limits.max_work_group = max_wg;
	current.limits.compute_units = cus;
	current.limits.local_mem = local_mem;
}

unsigned long accrt_device_gen_get(void) { return __atomic_load_n(&accrt_device_gen, __ATOMIC_ACQUIRE); }

static int current_fresh(void) {
	accrt_icv_t v = accrt_icv_read();
	return v.set && current.gen == accrt_device_gen_get() && current.type == v.type && current.num == v.num &&
		__atomic_load_n(&accrt_declare_pending, __ATOMIC_ACQUIRE) == NULL;
}

// current_get refreshes the snapshot when stale: the Go side resolves the
// device as every runtime call does (errors, declare entry actions).
static void current_get(void) {
	if (!current_fresh()) accrtPublishCurrent();
}

const accrt_current_t *accrt_current(void) {
	current_get();
	return &current;
}

int __accrt_on_host(void) {
	current_get();
	return current.host;
}

void __accrt_device_limits(__accrt_limits *out) {
	current_get();
	if (out == NULL) return;
	out->wavefront = current.limits.wavefront;
	out->max_work_group = current.limits.max_work_group;
	out->compute_units = current.limits.compute_units;
	out->local_mem = current.limits.local_mem;
}

// Kernel handles by (module, name, device, generation): generated code
// keeps modules and kernel names in static storage, so their addresses
// identify a kernel. Direct-mapped; a miss asks Go, which keeps them all.
#define KCACHE 64
static __thread struct {
	const void *m, *name;
	unsigned long gen;
	int type, num;
	uint64_t h;
} kcache[KCACHE];

__accrt_kernel __accrt_kernel_get(const __accrt_module *m, const char *name) {
	current_get();
	uintptr_t x = (uintptr_t)name ^ ((uintptr_t)m >> 4);
	unsigned i = (unsigned)((x >> 3) ^ (x >> 11)) % KCACHE;
	if (kcache[i].h != 0 && kcache[i].m == m && kcache[i].name == name && kcache[i].gen == current.gen &&
			kcache[i].type == current.type && kcache[i].num == current.num)
		return kcache[i].h;
	uint64_t h = accrtKernelLookup((void *)m, (void *)name);
	kcache[i].m = m;
	kcache[i].name = name;
	kcache[i].gen = current.gen;
	kcache[i].type = current.type;
	kcache[i].num = current.num;
	kcache[i].h = h;
	return h;
}
