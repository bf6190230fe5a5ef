package main

/*
#include "capi.h"
*/
import "C"

import (
	"unsafe"

	"github.com/accls/accls/runtime/accrt"
)

func hv(p unsafe.Pointer, n C.size_t) accrt.Var {
	return accrt.Var{Host: uintptr(p), Size: uintptr(n)}
}

//export acc_malloc
func acc_malloc(n C.size_t) unsafe.Pointer {
	d := current()
	p, err := d.Malloc(uintptr(n))
	raise(err, d)
	return cptr(p)
}

//export acc_free
func acc_free(p unsafe.Pointer) {
	d := current()
	raise(d.Free(uintptr(p)), d)
}

func enter(h unsafe.Pointer, n C.size_t, kind accrt.EnterKind, a int) unsafe.Pointer {
	d := current()
	if h == nil {
		// §3.2.18: a null pointer is no action (and no device address).
		return nil
	}
	v := hv(h, n)
	accrt.Emit(accrt.Event{Kind: accrt.EvEnterDataStart, Device: d, Var: v, Async: a})
	p, err := d.Enter(v, kind, accrt.Dynamic, a)
	raise(err, d)
	accrt.Emit(accrt.Event{Kind: accrt.EvEnterDataEnd, Device: d, Var: v, DevPtr: p, Async: a})
	return cptr(p)
}

//export acc_copyin
func acc_copyin(h unsafe.Pointer, n C.size_t) unsafe.Pointer {
	return enter(h, n, accrt.EnterCopyin, accrt.AsyncSync)
}

//export acc_copyin_async
func acc_copyin_async(h unsafe.Pointer, n C.size_t, a C.int) {
	enter(h, n, accrt.EnterCopyin, async(a))
}

//export acc_create
func acc_create(h unsafe.Pointer, n C.size_t) unsafe.Pointer {
	return enter(h, n, accrt.EnterCreate, accrt.AsyncSync)
}

//export acc_create_async
func acc_create_async(h unsafe.Pointer, n C.size_t, a C.int) {
	enter(h, n, accrt.EnterCreate, async(a))
}

func exit(h unsafe.Pointer, n C.size_t, kind accrt.ExitKind, finalize bool, a int) {
	d := current()
	v := hv(h, n)
	accrt.Emit(accrt.Event{Kind: accrt.EvExitDataStart, Device: d, Var: v, Async: a})
	raise(d.Exit(v, kind, accrt.Dynamic, finalize, a), d)
	accrt.Emit(accrt.Event{Kind: accrt.EvExitDataEnd, Device: d, Var: v, Async: a})
}

//export acc_copyout
func acc_copyout(h unsafe.Pointer, n C.size_t) {
	exit(h, n, accrt.ExitCopyout, false, accrt.AsyncSync)
}

//export acc_copyout_async
func acc_copyout_async(h unsafe.Pointer, n C.size_t, a C.int) {
	exit(h, n, accrt.ExitCopyout, false, async(a))
}

//export acc_copyout_finalize
func acc_copyout_finalize(h unsafe.Pointer, n C.size_t) {
	exit(h, n, accrt.ExitCopyout, true, accrt.AsyncSync)
}

//export acc_copyout_finalize_async
func acc_copyout_finalize_async(h unsafe.Pointer, n C.size_t, a C.int) {
	exit(h, n, accrt.ExitCopyout, true, async(a))
}

//export acc_delete
func acc_delete(h unsafe.Pointer, n C.size_t) {
	exit(h, n, accrt.ExitDelete, false, accrt.AsyncSync)
}

//export acc_delete_async
func acc_delete_async(h unsafe.Pointer, n C.size_t, a C.int) {
	exit(h, n, accrt.ExitDelete, false, async(a))
}

//export acc_delete_finalize
func acc_delete_finalize(h unsafe.Pointer, n C.size_t) {
	exit(h, n, accrt.ExitDelete, true, accrt.AsyncSync)
}

//export acc_delete_finalize_async
func acc_delete_finalize_async(h unsafe.Pointer, n C.size_t, a C.int) {
	exit(h, n, accrt.ExitDelete, true, async(a))
}

func update(h unsafe.Pointer, n C.size_t, toDevice bool, a int) {
	d := current()
	raise(d.Update(hv(h, n), toDevice, false, a), d)
}

//export acc_update_device
func acc_update_device(h unsafe.Pointer, n C.size_t) { update(h, n, true, accrt.AsyncSync) }

//export acc_update_device_async
func acc_update_device_async(h unsafe.Pointer, n C.size_t, a C.int) { update(h, n, true, async(a)) }

//export acc_update_self
func acc_update_self(h unsafe.Pointer, n C.size_t) { update(h, n, false, accrt.AsyncSync) }

//export acc_update_self_async
func acc_update_self_async(h unsafe.Pointer, n C.size_t, a C.int) { update(h, n, false, async(a)) }

//export acc_map_data
func acc_map_data(h, dv unsafe.Pointer, n C.size_t) {
	d := current()
	raise(d.MapData(uintptr(h), uintptr(dv), uintptr(n)), d)
}

//export acc_unmap_data
func acc_unmap_data(h unsafe.Pointer) {
	d := current()
	raise(d.UnmapData(uintptr(h)), d)
}

//export acc_deviceptr
func acc_deviceptr(h unsafe.Pointer) unsafe.Pointer {
	return cptr(current().DevicePtr(uintptr(h)))
}

//export acc_hostptr
func acc_hostptr(dv unsafe.Pointer) unsafe.Pointer {
	return cptr(current().HostPtr(uintptr(dv)))
}

//export acc_is_present
func acc_is_present(h unsafe.Pointer, n C.size_t) C.int {
	if current().IsPresent(uintptr(h), uintptr(n)) {
		return 1
	}
	return 0
}

//export acc_memcpy_to_device
func acc_memcpy_to_device(dst, src unsafe.Pointer, n C.size_t) {
	d := current()
	raise(d.MemcpyToDevice(uintptr(dst), uintptr(src), uintptr(n), accrt.AsyncSync), d)
}

//export acc_memcpy_to_device_async
func acc_memcpy_to_device_async(dst, src unsafe.Pointer, n C.size_t, a C.int) {
	d, aq := currentAsync(a)
	raise(d.MemcpyToDevice(uintptr(dst), uintptr(src), uintptr(n), aq), d)
}

//export acc_memcpy_from_device
func acc_memcpy_from_device(dst, src unsafe.Pointer, n C.size_t) {
	d := current()
	raise(d.MemcpyFromDevice(uintptr(dst), uintptr(src), uintptr(n), accrt.AsyncSync), d)
}

//export acc_memcpy_from_device_async
func acc_memcpy_from_device_async(dst, src unsafe.Pointer, n C.size_t, a C.int) {
	d, aq := currentAsync(a)
	raise(d.MemcpyFromDevice(uintptr(dst), uintptr(src), uintptr(n), aq), d)
}

//export acc_memcpy_device
func acc_memcpy_device(dst, src unsafe.Pointer, n C.size_t) {
	d := current()
	raise(d.MemcpyDevice(uintptr(dst), uintptr(src), uintptr(n), accrt.AsyncSync), d)
}

//export acc_memcpy_device_async
func acc_memcpy_device_async(dst, src unsafe.Pointer, n C.size_t, a C.int) {
	d, aq := currentAsync(a)
	raise(d.MemcpyDevice(uintptr(dst), uintptr(src), uintptr(n), aq), d)
}

func d2d(dst, src unsafe.Pointer, n C.size_t, dnum, snum C.int, a int) {
	to, from := deviceOf(int(dnum)), deviceOf(int(snum))
	raise(accrt.MemcpyD2D(to, uintptr(dst), from, uintptr(src), uintptr(n), a), from)
}

//export acc_memcpy_d2d
func acc_memcpy_d2d(dst, src unsafe.Pointer, n C.size_t, dnum, snum C.int) {
	d2d(dst, src, n, dnum, snum, accrt.AsyncSync)
}

//export acc_memcpy_d2d_async
func acc_memcpy_d2d_async(dst, src unsafe.Pointer, n C.size_t, dnum, snum, a C.int) {
	d2d(dst, src, n, dnum, snum, async(a))
}

//export acc_attach
func acc_attach(p *unsafe.Pointer) {
	d := current()
	raise(d.Attach(uintptr(unsafe.Pointer(p)), accrt.AsyncSync), d)
}

//export acc_attach_async
func acc_attach_async(p *unsafe.Pointer, a C.int) {
	d, aq := currentAsync(a)
	raise(d.Attach(uintptr(unsafe.Pointer(p)), aq), d)
}

//export acc_detach
func acc_detach(p *unsafe.Pointer) {
	d := current()
	raise(d.Detach(uintptr(unsafe.Pointer(p)), false, accrt.AsyncSync), d)
}

//export acc_detach_async
func acc_detach_async(p *unsafe.Pointer, a C.int) {
	d, aq := currentAsync(a)
	raise(d.Detach(uintptr(unsafe.Pointer(p)), false, aq), d)
}

//export acc_detach_finalize
func acc_detach_finalize(p *unsafe.Pointer) {
	d := current()
	raise(d.Detach(uintptr(unsafe.Pointer(p)), true, accrt.AsyncSync), d)
}

//export acc_detach_finalize_async
func acc_detach_finalize_async(p *unsafe.Pointer, a C.int) {
	d, aq := currentAsync(a)
	raise(d.Detach(uintptr(unsafe.Pointer(p)), true, aq), d)
}
