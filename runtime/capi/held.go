package main

/*
#include "capi.h"
*/
import "C"

import (
	"unsafe"

	"github.com/accls/accls/runtime/accrt"
)

// The data clauses' entry and exit actions when held.c does not skip
// them.

func init() {
	accrt.OnTableChange = func() { C.accrt_present_gen_bump() }
}

func named(h unsafe.Pointer, n C.size_t, name *C.char) accrt.Var {
	return accrt.Var{Host: uintptr(h), Size: uintptr(n), CName: uintptr(unsafe.Pointer(name))}
}

//export accrtDataEnter
func accrtDataEnter(h unsafe.Pointer, n C.size_t, action, counter, a C.int, name *C.char) unsafe.Pointer {
	d, aq := currentAsync(a)
	p, err := d.Enter(named(h, n, name), accrt.EnterKind(action), accrt.Counter(counter), aq)
	raise(err, d)
	return cptr(p)
}

//export accrtDataExit
func accrtDataExit(h unsafe.Pointer, n C.size_t, action, counter, finalize, a C.int, name *C.char) {
	d, aa := currentAsync(a)
	pgen := C.accrt_present_gen_get() // before: the exit's own changes make the note stale
	raise(d.Exit(named(h, n, name), accrt.ExitKind(action), accrt.Counter(counter), finalize != 0, aa), d)
	if accrt.Counter(counter) != accrt.Structured {
		return
	}
	if dev, ok := d.Held(uintptr(h), uintptr(n)); ok {
		C.accrt_held_note(h, n, cptr(dev), pgen)
	}
}
