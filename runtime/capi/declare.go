package main

/*
#include <stdlib.h>
#include "capi.h"

// Set while this thread performs declare entry actions: a profiling
// callback they trigger may call the runtime, which must not start them
// again (nor wait for itself).
static __thread int accrt_declaring;
static int accrt_declaring_get(void) { return accrt_declaring; }
static void accrt_declaring_set(int v) { accrt_declaring = v; }
*/
import "C"

import (
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/accls/accls/runtime/accrt"
)

// Declare directives at file scope (§2.13): their data lifetime is the
// program's, on every device the program uses. A translation unit's
// constructor registers its variables in C (a constructor cannot call
// into Go: the Go runtime starts in a constructor of its own and a call
// made before then waits forever), keeping a copy of copyin's bytes (the
// static initial values). The runtime takes the registered units at the
// first runtime call, and performs their entry actions on a device before
// anything else the program does there: on the calling thread's current
// device at each runtime call (the first one, and the first after
// acc_set_device_num or acc_set_device_type made another device current),
// and on the device acc_init or acc_init_device initializes. copyin
// uploads the kept initial values on every device, so a host write before
// that does not reach the device copy, and acc_is_present is true from
// the start of main because it is itself a runtime call. Nothing undoes
// the actions; a device shut down (acc_shutdown) gets them again when it
// is used again. Units registered later (a library opened with dlopen)
// are taken at the next runtime call.

var (
	declareMu sync.Mutex
	// declared lists every registered variable, in the order taken; the
	// entries live in the registering units' static storage.
	declared []*C.accrt_declare_t
	// declaredN is len(declared), for the lock-free test of runtime calls
	// in programs without declare directives.
	declaredN atomic.Int64
	// declaredOn counts the entries of declared made on each device.
	declaredOn = map[*accrt.Device]int{}
)

// declares takes the pending units, then makes the declared variables on
// device type t, number n (the calling thread's current device).
func declares(t accrt.DeviceType, n int) {
	if C.accrt_declare_pending == nil && declaredN.Load() == 0 {
		return
	}
	d := resolve(t, n)
	declareOn(d)
}

// declareOn makes every declared variable not yet made on d there.
func declareOn(d *accrt.Device) {
	if C.accrt_declare_pending == nil && declaredN.Load() == 0 || C.accrt_declaring_get() != 0 {
		return
	}
	C.accrt_declaring_set(1)
	defer C.accrt_declaring_set(0)
	declareMu.Lock()
	defer declareMu.Unlock()
	takeUnits()
	done := declaredOn[d]
	if done == len(declared) && done > 0 && !d.IsHost() && !d.Initialized() {
		done = 0 // shut down since: its memory is gone
	}
	if done == len(declared) {
		return
	}
	for _, v := range declared[done:] {
		declareOne(d, v)
	}
	declaredOn[d] = len(declared)
}

// takeUnits moves the pending units' variables to declared; the caller
// holds declareMu.
func takeUnits() {
	if C.accrt_declare_pending == nil {
		return
	}
	var units []*C.accrt_declare_unit_t
	for u := C.accrt_declare_take(); u != nil; u = u.next {
		units = append(units, u)
	}
	// The list is newest first: take the units in registration order.
	for i := len(units) - 1; i >= 0; i-- {
		u := units[i]
		if u.n <= 0 || u.vars == nil {
			continue
		}
		vs := unsafe.Slice(u.vars, int(u.n))
		for j := range vs {
			declared = append(declared, &vs[j])
		}
	}
	declaredN.Store(int64(len(declared)))
}

// declareOne is the entry action of one declared variable on d: create
// (and for copyin an upload of the initial value) with the structured
// counter.
func declareOne(d *accrt.Device, v *C.accrt_declare_t) {
	if d.IsHost() || v.host == nil {
		return // acc_device_host: the program uses the host variables
	}
	va := named(v.host, v.bytes, v.name)
	if v.initial == nil {
		_, err := d.Enter(va, accrt.EnterKind(v.action), accrt.Structured, accrt.AsyncSync)
		raise(err, d)
		return
	}
	// When another unit's declare of the same variable made it present,
	// nothing moves, like a copyin of present data.
	present := d.IsPresent(va.Host, va.Size)
	dv, err := d.Enter(va, accrt.EnterCreate, accrt.Structured, accrt.AsyncSync)
	raise(err, d)
	if !present {
		raise(d.MemcpyToDevice(dv, uintptr(v.initial), va.Size, accrt.AsyncSync), d)
	}
}
