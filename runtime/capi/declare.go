package main

/*
#include <stdlib.h>
#include "capi.h"
*/
import "C"

import (
	"sync"
	"unsafe"

	"github.com/accls/accls/runtime/accrt"
)

// Declare directives at file scope (§2.13): their data lifetime is the
// program's. A translation unit's constructor registers its variables in
// C (a constructor cannot call into Go: the Go runtime starts in a
// constructor of its own and a call made before then waits forever), and
// the first runtime call of the program performs the entry actions, on
// the calling thread's current device, before it does anything else.
// copyin uploads the bytes the variable held when the constructor ran
// (its static initial value), so that a host write before that first
// call does not reach the device copy, and acc_is_present is true from
// the start of main because it is itself a runtime call. Nothing undoes
// them. Units registered later (a library opened with dlopen) are
// processed at the next runtime call.

var declareMu sync.Mutex

// declares performs the pending declare entry actions on device type t,
// number n (the calling thread's ICVs).
func declares(t accrt.DeviceType, n int) {
	if C.accrt_declare_pending == nil {
		return
	}
	declareMu.Lock()
	defer declareMu.Unlock()
	u := C.accrt_declare_take()
	if u == nil {
		return
	}
	d, err := accrt.Resolve(t, n)
	check(err, t, n)
	for ; u != nil; u = u.next {
		if u.n <= 0 || u.vars == nil {
			continue
		}
		for i := range unsafe.Slice(u.vars, int(u.n)) {
			declareOne(d, &unsafe.Slice(u.vars, int(u.n))[i])
		}
	}
}

// declareOne is the entry action of one declared variable: create (and
// for copyin an upload of the initial value) with the structured counter.
func declareOne(d *accrt.Device, v *C.accrt_declare_t) {
	snap := v.initial
	v.initial = nil
	defer C.free(snap)
	if d.IsHost() || v.host == nil {
		return // acc_device_host: the program uses the host variables
	}
	va := named(v.host, v.bytes, v.name)
	if snap == nil {
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
		raise(d.MemcpyToDevice(dv, uintptr(snap), va.Size, accrt.AsyncSync), d)
	}
}
