package main

/*
#include "capi.h"
*/
import "C"

import (
	"unsafe"

	"github.com/accls/accls/runtime/accrt"
)

// The __accrt_* entry points of accrt.h, for generated code.

//export __accrt_update
func __accrt_update(h unsafe.Pointer, n C.size_t, toDevice, ifPresent, a C.int, name *C.char) {
	d, aq := currentAsync(a)
	raise(d.Update(named(h, n, name), toDevice != 0, ifPresent != 0, aq), d)
}

//export __accrt_attach
func __accrt_attach(p *unsafe.Pointer, a C.int) {
	d, aq := currentAsync(a)
	raise(d.Attach(uintptr(unsafe.Pointer(p)), aq), d)
}

//export __accrt_detach
func __accrt_detach(p *unsafe.Pointer, finalize, a C.int) {
	d, aq := currentAsync(a)
	raise(d.Detach(uintptr(unsafe.Pointer(p)), finalize != 0, aq), d)
}

//export __accrt_use_device
func __accrt_use_device(h unsafe.Pointer, ifPresent C.int, name *C.char) unsafe.Pointer {
	d := current()
	if d.IsHost() || h == nil {
		return h
	}
	if dv := d.DevicePtr(uintptr(h)); dv != 0 {
		return cptr(dv)
	}
	if ifPresent != 0 {
		return h
	}
	v := named(h, 1, name)
	raise(&accrt.Error{Code: accrt.ErrNotPresent, Msg: v.Label() + " (host " + hex(uintptr(h)) + ") is not present on " + d.String() + ", so host_data use_device has no device address for it"}, d)
	return nil
}

//export __accrt_wait
func __accrt_wait(n C.int, waits *C.int, a C.int) {
	d, aa := currentAsync(a)
	if n < 0 {
		if aa == accrt.AsyncSync {
			raise(d.WaitAll(), d)
		} else {
			raise(d.WaitAllAsync(aa), d)
		}
		return
	}
	list := make([]int, int(n))
	for i, v := range unsafe.Slice(waits, int(n)) {
		list[i] = async(v)
	}
	if aa == accrt.AsyncSync {
		for _, w := range list {
			raise(d.Wait(w), d)
		}
		return
	}
	raise(d.WaitListAsync(list, aa), d)
}

const (
	argValue = 0
	argLocal = 1
)

// accrtLaunch is __accrt_launch and __accrt_launch_nowait (wait 0):
// launch.c passes the calling thread's current device and default async
// queue (acc-default-async-var), which spares two calls back into C.
//
//export accrtLaunch
func accrtLaunch(t, n, defAsync C.int, h C.uint64_t, dims C.int, global, local *C.size_t, nargs C.int, args *C.accrt_arg_t, a C.int, nwait C.int, waits *C.int, wait C.int) {
	d := resolve(accrt.DeviceType(t), int(n))
	launchEntry(d, h, dims, global, local, nargs, args, asyncOf(a, int(defAsync)), nwait, waits, wait != 0)
}

// accrtSync is __accrt_sync when no launch of the thread left the
// synchronous queue to flush (launch.c).
//
//export accrtSync
func accrtSync(a C.int) {
	d, aq := currentAsync(a)
	raise(d.SyncWait(aq), d)
}

func launchEntry(d *accrt.Device, h C.uint64_t, dims C.int, global, local *C.size_t, nargs C.int, args *C.accrt_arg_t, aa int, nwait C.int, waits *C.int, wait bool) {
	kernels.RLock()
	var k *accrt.Kernel
	if h > 0 && int(h) <= len(kernels.list) {
		k = kernels.list[h-1]
	}
	kernels.RUnlock()
	if k == nil {
		raise(&accrt.Error{Code: accrt.ErrInvalidArgument, Msg: "__accrt_launch: not a kernel handle"}, d)
	}
	if k.Device() != d {
		raise(&accrt.Error{Code: accrt.ErrInvalidArgument, Msg: "__accrt_launch: kernel " + k.Name + " was built for " + k.Device().String() + ", not the current " + d.String()}, d)
	}
	if dims < 1 || dims > 3 || global == nil {
		raise(&accrt.Error{Code: accrt.ErrInvalidArgument, Msg: "__accrt_launch: a launch needs 1 to 3 dimensions"}, d)
	}
	var g, l [3]uint64
	for i, v := range unsafe.Slice(global, int(dims)) {
		g[i] = uint64(v)
	}
	var lp []uint64
	if local != nil {
		for i, v := range unsafe.Slice(local, int(dims)) {
			l[i] = uint64(v)
		}
		lp = l[:dims]
	}
	ka := accrt.NewArgs()
	if nargs > 0 {
		awaitValueArgs(d, unsafe.Slice(args, int(nargs)))
		for _, arg := range unsafe.Slice(args, int(nargs)) {
			if arg.kind == argLocal {
				ka.Local(uint64(arg.size))
				continue
			}
			if arg.value == nil {
				raise(&accrt.Error{Code: accrt.ErrInvalidNullPointer, Msg: "__accrt_launch: kernel " + k.Name + " has an argument without a value"}, d)
			}
			ka.Bytes(unsafe.Slice((*byte)(arg.value), int(arg.size)))
		}
	}
	var wl []int
	if nwait > 0 {
		wl = make([]int, int(nwait))
		for i, v := range unsafe.Slice(waits, int(nwait)) {
			wl[i] = async(v)
		}
	}
	if wait {
		raise(d.Launch(k, ka, g[:dims], lp, aa, wl), d)
		return
	}
	held, err := d.LaunchHeld(k, ka, g[:dims], lp, aa, wl)
	raise(err, d)
	if held != nil {
		C.accrt_sync_held(held) // __accrt_sync flushes it (launch.c)
	}
}

// awaitValueArgs waits for the async copyouts under way into a launch's
// value arguments, which are read now: a firstprivate scalar that a
// construct before it on the queue copies out (docs/design/runtime.md,
// ordering rule 1).
func awaitValueArgs(d *accrt.Device, args []C.accrt_arg_t) {
	var buf [16]accrt.HostRange
	rs := buf[:0]
	for _, arg := range args {
		if arg.kind != argLocal && arg.value != nil {
			rs = append(rs, accrt.HostRange{Host: uintptr(arg.value), Size: uintptr(arg.size)})
		}
	}
	raise(d.AwaitDownloads(rs), d)
}

func hex(p uintptr) string {
	const digits = "0123456789abcdef"
	if p == 0 {
		return "0x0"
	}
	var b [18]byte
	i := len(b)
	for p > 0 {
		i--
		b[i] = digits[p&15]
		p >>= 4
	}
	i--
	b[i] = 'x'
	i--
	b[i] = '0'
	return string(b[i:])
}
