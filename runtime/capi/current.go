package main

/*
#include "capi.h"
*/
import "C"

import (
	"sync"
	"unsafe"

	"github.com/accls/accls/runtime/accrt"
)

// The Go side of current.c: the snapshot of the calling thread's current
// device and the kernel handles that C hands to generated code.

// accrtPublishCurrent resolves the calling thread's current device, as
// every runtime call does, and publishes what generated code asks of it.
//
//export accrtPublishCurrent
func accrtPublishCurrent() {
	gen := C.accrt_device_gen_get() // before resolving: a shutdown meanwhile makes this snapshot stale
	t, n, _ := icvs()
	d := resolve(t, n)
	C.accrt_current_publish(gen, C.int(t), C.int(n), C.int(b2i(d.IsHost())), d.LaunchState(),
		C.int(d.WavefrontWidth()), C.int(d.Info.MaxWorkGroup), C.int(d.Info.ComputeUnits), C.size_t(d.Info.LocalMem))
}

// shutDown tells current.c that devices were shut down: their kernels
// and declared globals are gone, so every snapshot and cached handle is.
func shutDown() { C.accrt_device_gen_bump() }

// Kernel handles: generated code keeps a module and kernel names in static
// storage, so their addresses with the device and its generation (a
// shutdown releases its programs) identify a kernel.
type kernelKey struct {
	module, name uintptr
	dev          *accrt.Device
	gen          C.ulong
}

var kernels struct {
	sync.RWMutex
	byKey map[kernelKey]C.uint64_t
	list  []*accrt.Kernel
}

// accrtKernelLookup is __accrt_kernel_get when current.c's cache misses.
//
//export accrtKernelLookup
func accrtKernelLookup(mp, namep unsafe.Pointer) C.uint64_t {
	m, name := (*C.accrt_module_t)(mp), (*C.char)(namep)
	gen := C.accrt_device_gen_get()
	d := current()
	if m == nil || m.source == nil || name == nil {
		raise(&accrt.Error{Code: accrt.ErrInvalidNullPointer, Msg: "__accrt_kernel_get: null module, source or name"}, d)
	}
	key := kernelKey{uintptr(mp), uintptr(namep), d, gen}
	kernels.RLock()
	h, ok := kernels.byKey[key]
	kernels.RUnlock()
	if ok {
		return h
	}
	p, err := moduleProgram(d, m) // library.go
	raise(err, d)
	k, err := p.Kernel(C.GoString(name))
	raise(err, d)
	kernels.Lock()
	defer kernels.Unlock()
	if h, ok := kernels.byKey[key]; ok {
		return h
	}
	if kernels.byKey == nil {
		kernels.byKey = map[kernelKey]C.uint64_t{}
	}
	kernels.list = append(kernels.list, k)
	h = C.uint64_t(len(kernels.list))
	kernels.byKey[key] = h
	ck, args, maxWG := k.CLKernel()
	C.accrt_kernel_publish(h, ck, args, d.LaunchState(), C.int(maxWG), gen)
	return h
}
