package cl

/*
#include "accrt_cl.h"
*/
import "C"

import "unsafe"

// LaunchState is what a launch made in C (runtime/capi/launch.c) reads of
// a device; the device publishes it under its lock (accrt_cl_fastdev in
// accrt_cl.h). The zero LaunchState publishes nothing.
type LaunchState struct{ p *C.accrt_cl_fastdev }

// NewLaunchState allocates one; it is never freed (C keeps its address).
func NewLaunchState() LaunchState { return LaunchState{C.accrt_cl_fastdev_new()} }

// Pointer is its address for C.
func (s LaunchState) Pointer() unsafe.Pointer { return unsafe.Pointer(s.p) }

// Publish lets C launch on q (the synchronous queue) with the heap buffer
// m of that base and epoch.
func (s LaunchState) Publish(q Queue, m Mem, base, epoch uint64, wavefront int) {
	if s.p == nil {
		return
	}
	s.p.queue, s.p.heap = q.h, m.h
	s.p.base, s.p.epoch = C.uint64_t(base), C.uint64_t(epoch)
	s.p.wavefront = C.int(wavefront)
}

// Withdraw sends every launch to Go (the queue is gone).
func (s LaunchState) Withdraw() {
	if s.p != nil {
		s.p.queue, s.p.heap = nil, nil
	}
}

// SetHostIO publishes the number of async copies under way.
func (s LaunchState) SetHostIO(n int) {
	if s.p != nil {
		s.p.hostio = C.int(n)
	}
}

// TakeLaunched reports whether C launched kernels since the last call.
func (s LaunchState) TakeLaunched() bool {
	if s.p == nil || s.p.launched == 0 {
		return false
	}
	s.p.launched = 0
	return true
}

// ArgCache is the address of what k was last launched with, which a
// launch from C keeps up to date as Queue.Launch does.
func (k Kernel) ArgCache() unsafe.Pointer { return unsafe.Pointer(k.args) }
