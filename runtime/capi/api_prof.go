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

// accrtGoSiteEvent sends the event of a directive's bracket
// (__accrt_prof_begin and _end, prof_site.c): the thread's site, pushed
// there, gives it its construct, file and line. async is the directive's
// async argument as written (§5.2.1: acc_prof_info's async).
//
//export accrtGoSiteEvent
func accrtGoSiteEvent(kind, async C.int) {
	accrt.Emit(accrt.Event{Kind: accrt.EventKind(kind), Device: current(), Async: int(async)})
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
	var name, kernel *C.char
	if ev.Var.Name == "" && ev.Var.CName != 0 {
		name = (*C.char)(cptr(ev.Var.CName)) // static storage
	} else if ev.Var.Name != "" {
		name = C.CString(ev.Var.Name)
		defer C.free(unsafe.Pointer(name))
	}
	if ev.Kernel != "" {
		kernel = C.CString(ev.Kernel)
		defer C.free(unsafe.Pointer(kernel))
	}
	// The construct, file and line: C gives them from the thread's site
	// when a directive's bracket is open (prof_site.c), else the event
	// belongs to an API routine.
	construct := constructRuntimeAPI
	gangs, workers, vector := launchSizes(ev.Global, ev.Local)
	// §5.2.2: bytes is the size of the event's data. Events about a
	// variable (enter and exit data of the API routines, update) carry
	// it in Var; the memory events set Bytes themselves.
	bytes := ev.Bytes
	if bytes == 0 {
		bytes = ev.Var.Size
	}
	C.accrt_prof_dispatch(C.int(ev.Kind), C.int(devtype), C.int(devnum), C.longlong(queueOf(ev)),
		name, C.size_t(bytes), cptr(ev.Var.Host), cptr(ev.DevPtr),
		kernel, C.size_t(gangs), C.size_t(workers), C.size_t(vector),
		C.int(construct), nil, 0, devHandle, nil)
}

// launchSizes are a launch's gangs, workers and vector length for
// acc_prof_info (§5.2.2) from its NDRange (docs/design/codegen.md): a
// gang is a work-group, so the gangs are the groups of every dimension
// (gang(dim:2) and the tile form have groups along more than one); the
// lanes of dimension 0 are the vector, those of dimension 1 the workers
// (the two rows of lanes of a tile-form gang show as two workers).
func launchSizes(global, local []uint64) (gangs, workers, vector uint64) {
	if len(global) == 0 {
		return 0, 0, 0
	}
	gangs, workers, vector = 1, 1, 1
	for d, g := range global {
		l := uint64(1)
		if d < len(local) && local[d] > 0 {
			l = local[d]
		}
		gangs *= (g + l - 1) / l
		switch d {
		case 0:
			vector = l
		case 1:
			workers = l
		}
	}
	return gangs, workers, vector
}

// queueOf is the event's async queue (acc_prof_info's async_queue). The
// runtime does device init and shutdown, allocation and the present
// table's create and delete on the host, on no queue: acc_async_sync.
func queueOf(ev *accrt.Event) int {
	switch ev.Kind {
	case accrt.EvDeviceInitStart, accrt.EvDeviceInitEnd, accrt.EvDeviceShutdownStart, accrt.EvDeviceShutdownEnd,
		accrt.EvCreate, accrt.EvDelete, accrt.EvAlloc, accrt.EvFree:
		return accrt.AsyncSync
	}
	return ev.Async
}
