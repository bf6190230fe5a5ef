package main

/*
#include <stdlib.h>
#include "capi.h"
*/
import "C"

import (
	"unsafe"

	"github.com/accls/accls/runtime/accrt"
)

// accrtGoHook is called by acc_prof_register and acc_prof_unregister:
// events of a kind are built and sent to C only while a callback wants
// them.
//
//export accrtGoHook
func accrtGoHook(kind, on C.int) {
	if on != 0 {
		accrt.SetHook(accrt.EventKind(kind), dispatch)
	} else {
		accrt.SetHook(accrt.EventKind(kind), nil)
	}
}

// constructRuntimeAPI is acc_construct_runtime_api: the parent of events
// that API routines cause.
const constructRuntimeAPI = 15

// dispatch hands one event to the C callbacks. It runs inside the runtime,
// which may hold the device's lock: callbacks must not call OpenACC
// routines on that device (§5.2 leaves this undefined).
func dispatch(ev *accrt.Event) {
	devtype, devnum := accrt.DeviceHost, 0
	var devHandle unsafe.Pointer
	if d := ev.Device; d != nil {
		devtype, devnum = d.Type, d.Num
		if d.CL != nil {
			devHandle = d.CL.Handle()
		}
	}
	var name, kernel, file *C.char
	if ev.Var.Name != "" {
		name = C.CString(ev.Var.Name)
		defer C.free(unsafe.Pointer(name))
	}
	if ev.Kernel != "" {
		kernel = C.CString(ev.Kernel)
		defer C.free(unsafe.Pointer(kernel))
	}
	construct := constructRuntimeAPI
	if ev.File != "" {
		construct = ev.Construct
		file = C.CString(ev.File)
		defer C.free(unsafe.Pointer(file))
	}
	var gangs, workers, vector uint64
	if len(ev.Global) > 0 {
		vector, workers, gangs = 1, 1, ev.Global[0]
		if len(ev.Local) > 0 && ev.Local[0] > 0 {
			vector = ev.Local[0]
			gangs = (ev.Global[0] + vector - 1) / vector
		}
	}
	// §5.2.2: bytes is the size of the event's data. Events about a
	// variable (enter and exit data of the API routines, update) carry
	// it in Var; the memory events set Bytes themselves.
	bytes := ev.Bytes
	if bytes == 0 {
		bytes = ev.Var.Size
	}
	C.accrt_prof_dispatch(C.int(ev.Kind), C.int(devtype), C.int(devnum), C.longlong(ev.Async),
		name, C.size_t(bytes), cptr(ev.Var.Host), cptr(ev.DevPtr),
		kernel, C.size_t(gangs), C.size_t(workers), C.size_t(vector),
		C.int(construct), file, C.int(ev.Line), devHandle, nil)
}
