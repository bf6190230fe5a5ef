package main

/*
#include "capi.h"
*/
import "C"

import (
	"unsafe"
)

//export acc_get_current_opencl_device
func acc_get_current_opencl_device() unsafe.Pointer {
	d := current()
	if d.IsHost() {
		return nil
	}
	return d.CL.Handle()
}

//export acc_get_current_opencl_context
func acc_get_current_opencl_context() unsafe.Pointer {
	d := current()
	if d.IsHost() {
		return nil
	}
	ctx, err := d.Context()
	raise(err, d)
	return ctx.Handle()
}

//export acc_get_opencl_queue
func acc_get_opencl_queue(a C.int) unsafe.Pointer {
	d, aq := currentAsync(a)
	if d.IsHost() {
		return nil
	}
	q, err := d.OpenCLQueue(aq)
	raise(err, d)
	return q
}

//export acc_set_opencl_queue
func acc_set_opencl_queue(a C.int, q unsafe.Pointer) {
	d, aq := currentAsync(a)
	if d.IsHost() {
		return
	}
	raise(d.SetOpenCLQueue(aq, q), d)
}

//export accls_get_opencl_buffer
func accls_get_opencl_buffer(dv unsafe.Pointer, off *C.size_t) unsafe.Pointer {
	d := current()
	m, o, err := d.Buffer(uintptr(dv))
	raise(err, d)
	if off != nil {
		*off = C.size_t(o)
	}
	return m.Handle()
}
