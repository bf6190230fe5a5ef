package cl

/*
#include <stdlib.h>
*/
import "C"

import "unsafe"

// HostAlloc returns n bytes of C memory, which OpenCL may keep using after
// a call returns (Go memory may not be handed over that way). Tests and
// benchmarks use it; Free releases it.
func HostAlloc(n int) []byte {
	if n == 0 {
		n = 1
	}
	p := C.calloc(C.size_t(n), 1)
	if p == nil {
		panic("out of host memory")
	}
	return unsafe.Slice((*byte)(p), n)
}

// HostFree releases memory from HostAlloc.
func HostFree(b []byte) {
	if len(b) > 0 {
		C.free(unsafe.Pointer(&b[0]))
	}
}

// HostMalloc and HostRelease are HostAlloc and HostFree on raw addresses.
func HostMalloc(n uint64) unsafe.Pointer { return C.malloc(C.size_t(n)) }
func HostRelease(p unsafe.Pointer)       { C.free(p) }
