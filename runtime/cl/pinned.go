package cl

/*
#include "accrt_cl.h"
*/
import "C"

import "unsafe"

// Pinned is host memory the OpenCL implementation allocated for copies
// (CL_MEM_ALLOC_HOST_PTR, mapped once): on a discrete GPU it is
// page-locked, so the device copies it at the bus's speed, where a copy
// from pageable memory goes through the driver's own staging.
type Pinned struct {
	mem Mem
	Ptr unsafe.Pointer
	N   uint64
}

// NewPinned allocates and maps n bytes of pinned host memory through q.
func NewPinned(c Context, q Queue, n uint64) (Pinned, error) {
	var err C.cl_int
	h := C.clCreateBuffer(c.h, C.CL_MEM_ALLOC_HOST_PTR|C.CL_MEM_READ_WRITE, C.size_t(n), nil, &err)
	if e := check("clCreateBuffer", err); e != nil {
		return Pinned{}, e
	}
	p := C.clEnqueueMapBuffer(q.h, h, C.CL_TRUE, C.CL_MAP_READ|C.CL_MAP_WRITE, 0, C.size_t(n), 0, nil, nil, &err)
	if e := check("clEnqueueMapBuffer", err); e != nil {
		C.clReleaseMemObject(h)
		return Pinned{}, e
	}
	return Pinned{mem: Mem{h}, Ptr: p, N: n}, nil
}

// Release unmaps and frees the memory (through q, which must be idle).
func (p Pinned) Release(q Queue) {
	if !p.mem.Valid() {
		return
	}
	var ev C.cl_event
	if C.clEnqueueUnmapMemObject(q.h, p.mem.h, p.Ptr, 0, nil, &ev) == C.CL_SUCCESS {
		C.clWaitForEvents(1, &ev)
		C.clReleaseEvent(ev)
	}
	p.mem.Release()
}

// HostUnifiedMemory reports CL_DEVICE_HOST_UNIFIED_MEMORY: the device
// shares the host's memory (a CPU, an integrated GPU).
func (d *Device) HostUnifiedMemory() bool {
	var v C.cl_uint
	return C.accrt_cl_device_uint(d.id, C.CL_DEVICE_HOST_UNIFIED_MEMORY, &v) == C.CL_SUCCESS && v != 0
}
