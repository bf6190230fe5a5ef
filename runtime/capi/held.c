// Data clauses of compute constructs on data that other references hold:
// no Go call. A clause's entry action on present data is a present
// increment of the structured reference counter, its exit action the
// decrement (§2.6.7, §2.7.2); while other references keep the data
// present, the pair changes nothing anyone can see, provided nothing
// between them can look at or change the present table. Between a compute
// construct's entry and exit actions the host thread only queues the
// construct's kernels (the generated code performs the entry actions,
// the launches and the exit actions in one go; with async the device does
// the work later, §2.16, but the host's actions are the same), so the
// pair is skipped when
//  - the calling thread is the only one that has used the runtime (another
//    thread could end the other references meanwhile: an exit data or the
//    end of its data region would then delete data that the construct's
//    kernels use; with the increment the delete waits for this exit), and
//    a thread's first runtime call waits for the constructs in progress;
//  - the clause's (host address, bytes) were found held by other
//    references on the thread's current device, with no fill under way on
//    another queue, since when neither the present table (accrt_present_gen:
//    every entry made or removed, on any device) nor the devices
//    (accrt_device_gen) changed.
// The exit action is skipped exactly when the entry action of the same
// construct was (held_skip), so two clauses naming the same data keep
// their counts whatever was skipped. docs/design/runtime.md.
#include <sched.h>
#include "capi.h"
#include "../include/openacc.h"
#include "../include/accrt.h"

// Go's side (held.go), declared by hand: this file must not see the
// Go-generated prototypes.
extern void *accrtDataEnter(void *h, size_t n, int action, int counter, int async, const char *name);
extern void accrtDataExit(void *h, size_t n, int action, int counter, int finalize, int async, const char *name);

unsigned long accrt_present_gen = 1;
int accrt_threads; // threads that have used the runtime (accrt_held_newthread)

void accrt_present_gen_bump(void) { __atomic_add_fetch(&accrt_present_gen, 1, __ATOMIC_ACQ_REL); }
unsigned long accrt_present_gen_get(void) { return __atomic_load_n(&accrt_present_gen, __ATOMIC_ACQUIRE); }

// held: (host, bytes) held by other references on a device, as of the two
// generations. Direct-mapped by host address.
#define HELD 64
static __thread struct {
	void *h;
	size_t n;
	void *dev;
	unsigned long dgen, pgen;
	int type, num;
} held[HELD];

static unsigned held_slot(void *h) {
	uintptr_t x = (uintptr_t)h;
	return (unsigned)((x >> 4) ^ (x >> 12) ^ (x >> 20)) % HELD;
}

// The thread's compute construct (__accrt_construct_begin to _end) and
// the clauses whose entry action it skipped.
#define SKIPS 32
static __thread struct {
	int depth;  // compute constructs open on this thread
	int inside; // counted in held_inside
	int n;
	struct { void *h; size_t n; } skip[SKIPS];
} construct;

// held_inside counts the constructs that may skip entry actions. A thread
// making its first runtime call counts itself in accrt_threads, then waits
// until none is inside (accrt_held_newthread); a construct counts itself
// in, then checks that its thread is still the only one. Both sequentially
// consistent, so one of the two sees the other: no construct skips a
// counter while another thread already works on the present table.
static int held_inside;

void accrt_held_newthread(void) {
	__atomic_add_fetch(&accrt_threads, 1, __ATOMIC_SEQ_CST);
	while (__atomic_load_n(&held_inside, __ATOMIC_SEQ_CST) > 0) sched_yield();
}

void accrt_held_construct(int begin) {
	if (begin) {
		if (construct.depth++ == 0) construct.n = 0;
	} else if (construct.depth > 0 && --construct.depth == 0) {
		construct.n = 0;
		if (construct.inside) {
			construct.inside = 0;
			__atomic_sub_fetch(&held_inside, 1, __ATOMIC_SEQ_CST);
		}
	}
}

// accrt_alone tells whether the calling thread, inside a compute
// construct, is the only one that uses the runtime until the construct
// ends: it counts the construct in held_inside, so another thread's first
// runtime call waits for the construct's end.
int accrt_alone(void) {
	if (construct.depth < 1 || __atomic_load_n(&accrt_threads, __ATOMIC_RELAXED) != 1) return 0;
	if (!construct.inside) {
		construct.inside = 1;
		__atomic_add_fetch(&held_inside, 1, __ATOMIC_SEQ_CST);
	}
	return __atomic_load_n(&accrt_threads, __ATOMIC_SEQ_CST) == 1;
}

static int held_applies(void *h, size_t n, int counter, int async) {
	if (construct.depth != 1 || counter != __ACCRT_STRUCTURED || async < acc_async_default || h == NULL || n == 0)
		return 0;
	return accrt_alone();
}

// accrt_held_note records that (h, n) stays held by other references
// after a structured exit action on the current device (Go calls it,
// with the present generation read before that action).
void accrt_held_note(void *h, size_t n, void *dev, unsigned long pgen) {
	const accrt_current_t *c = accrt_current();
	unsigned i = held_slot(h);
	held[i].h = h;
	held[i].n = n;
	held[i].dev = dev;
	held[i].pgen = pgen;
	held[i].dgen = c->gen;
	held[i].type = c->type;
	held[i].num = c->num;
}

void *__accrt_data_enter(void *h, size_t n, int action, int counter, int async, const char *name) {
	if (held_applies(h, n, counter, async) && construct.n < SKIPS) {
		const accrt_current_t *c = accrt_current();
		unsigned i = held_slot(h);
		if (held[i].h == h && held[i].n == n && held[i].pgen == accrt_present_gen_get() && held[i].dgen == c->gen &&
				held[i].type == c->type && held[i].num == c->num) {
			construct.skip[construct.n].h = h;
			construct.skip[construct.n].n = n;
			construct.n++;
			return held[i].dev;
		}
	}
	return accrtDataEnter(h, n, action, counter, async, name);
}

void __accrt_data_exit(void *h, size_t n, int action, int counter, int finalize, int async, const char *name) {
	if (construct.depth == 1 && counter == __ACCRT_STRUCTURED) {
		for (int i = construct.n - 1; i >= 0; i--) {
			if (construct.skip[i].h == h && construct.skip[i].n == n) {
				construct.skip[i] = construct.skip[--construct.n];
				return;
			}
		}
	}
	accrtDataExit(h, n, action, counter, finalize, async, name);
}
