package accrt

import "unsafe"

// Launches made in C (runtime/capi/launch.c). A synchronous construct's
// kernel on this device may be enqueued without a call into Go: C reads
// the synchronous queue, the heap buffer with its base and epoch and the
// async copies under way from d.fast, which Go keeps current under d.mu
// (publishLaunch, setHostIO), and sets the kernel arguments through the
// same argument cache as Launch. Such a kernel goes onto the synchronous
// queue without an event and with its completion deferred, as launch's
// untracked case; C says so in d.fast, and lock takes it in before any Go
// code looks at the queue. C launches only while one host thread uses the
// runtime (runtime/capi/held.c), so nothing runs in Go meanwhile.

// lock takes d.mu and the launches C made since Go last held it.
func (d *Device) lock() {
	d.mu.Lock()
	if d.fast.TakeLaunched() && d.syncQ != nil {
		d.syncQ.untracked = true
		d.syncHeld = true
	}
}

// publishLaunch lets C launch on d, or not; the caller holds d.mu.
// With strict waits (ACCLS_SYNC=strict) d.fast is empty: every launch
// goes to Go.
func (d *Device) publishLaunch() {
	d.fast.Publish(d.syncQ.cl, d.mem.buf, uint64(d.mem.base), d.mem.epoch, d.WavefrontWidth())
	d.fast.SetHostIO(len(d.hostIO))
}

// LaunchState is the address of what C reads to launch on d; nil for the
// host and with strict waits.
func (d *Device) LaunchState() unsafe.Pointer { return d.fast.Pointer() }

// CLKernel is the cl_kernel with the address of its argument cache and
// its largest work-group, for launches made in C.
func (k *Kernel) CLKernel() (kernel, argCache unsafe.Pointer, maxWG int) {
	return k.k.Handle(), k.k.ArgCache(), k.maxWG
}
