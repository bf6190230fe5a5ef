// Command capi is the accls OpenACC runtime as a C library: built with
// -buildmode=c-archive into bin/lib/libaccrt.a, it provides the routines
// declared in runtime/include/openacc.h (OpenACC 3.3 Chapter 3, Appendix A
// for OpenCL, Chapter 5) and the __accrt_* entry points of accrt.h that
// generated code calls. The work is done by package accrt; this package
// resolves the calling thread's ICVs (kept in C thread-local storage) and
// turns errors into the spec's error callbacks (§5.2.2).
package main

/*
#cgo CFLAGS: -O2
#cgo LDFLAGS: -ldl -lpthread
#include <stdlib.h>
#include "capi.h"
*/
import "C"

import (
	"sync"
	"unsafe"

	"github.com/accls/accls/runtime/accrt"
)

func main() {}

var startOnce sync.Once

// start registers the profiling libraries (§5.3) before the first routine
// does anything.
func start() {
	startOnce.Do(func() { C.accrt_prof_startup() })
}

// icvs returns the calling thread's ICVs, initializing them from the
// environment on the thread's first call. Every runtime call asks for
// them first, so the pending declare entry actions (declare.go) run here.
func icvs() (t accrt.DeviceType, num, async int) {
	start()
	v := C.accrt_icv_read()
	if v.set == 0 {
		sel := accrt.Initial()
		C.accrt_icv_init(C.int(sel.Type), C.int(sel.Num))
		v = C.accrt_icv_read()
	}
	declares(accrt.DeviceType(v._type), int(v.num))
	return accrt.DeviceType(v._type), int(v.num), int(v.async)
}

// resolve is device num of type t; an error is raised (check), so it
// does not return then.
func resolve(t accrt.DeviceType, num int) *accrt.Device {
	d, err := accrt.Resolve(t, num)
	check(err, t, num)
	return d
}

// current is the current device (acc-current-device-type-var and -num-var).
func current() *accrt.Device {
	t, n, _ := icvs()
	return resolve(t, n)
}

// currentAsync is current and async(a) with one reading of the ICVs: the
// device and queue of a directive or routine that takes an async argument.
func currentAsync(a C.int) (*accrt.Device, int) {
	t, n, def := icvs()
	return resolve(t, n), asyncOf(a, def)
}

// deviceOf is device num of the current device type (the _device routines).
func deviceOf(num int) *accrt.Device {
	t, _, _ := icvs()
	return resolve(t, num)
}

// async resolves acc_async_noval and acc_async_default to the thread's
// default async queue (acc-default-async-var) and checks the value.
func async(a C.int) int {
	_, _, def := icvs()
	return asyncOf(a, def)
}

// asyncOf is async with the thread's acc-default-async-var given.
func asyncOf(a C.int, def int) int {
	v := int(a)
	if v == accrt.AsyncNoval || v == accrt.AsyncDefault {
		v = def
		if v == accrt.AsyncDefault {
			v = accrt.AsyncNoval
		}
	}
	if !accrt.ValidAsync(v) {
		raise(&accrt.Error{Code: accrt.ErrInvalidAsync, Msg: itoa(int(a)) + " is not a valid async argument (a queue number from 0, acc_async_noval or acc_async_sync)"}, nil)
	}
	return v
}

// check raises err, if any; it does not return then.
func check(err error, t accrt.DeviceType, num int) {
	if err == nil {
		return
	}
	e, ok := err.(*accrt.Error)
	if !ok {
		e = &accrt.Error{Code: accrt.ErrOther, Msg: err.Error()}
	}
	cm := C.CString(e.Msg)
	C.accrt_raise(C.int(e.Code), cm, C.longlong(e.RuntimeInfo), C.int(t), C.int(num))
	C.free(unsafe.Pointer(cm)) // not reached: accrt_raise exits
}

// raise reports err for device d.
func raise(err error, d *accrt.Device) {
	if err == nil {
		return
	}
	if d == nil {
		check(err, accrt.DeviceNone, -1)
		return
	}
	check(err, d.Type, d.Num)
}

// cptr turns an address (C memory or a device address, never Go memory)
// into a C pointer.
func cptr(p uintptr) unsafe.Pointer { return *(*unsafe.Pointer)(unsafe.Pointer(&p)) }

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
