package accrt

import (
	"unsafe"

	"github.com/accls/accls/runtime/cl"
)

// The transfers below enqueue on q and submit (waiting on the synchronous
// queue); the caller holds d.mu.

// ready prepares q for a transfer. On the synchronous queue the host
// waits for the kernels left running first (deferred.go), so that a
// failure is reported as theirs, and then enqueues the copy blocking:
// NVIDIA's driver (580, H200) completes a non-blocking copy queued behind
// running kernels 40-200 us after them, a blocking one at once
// (docs/design/runtime.md, "Waiting for a synchronous copy").
func (d *Device) ready(q *queue) (blocking bool, err error) {
	if q != d.syncQ {
		return false, nil
	}
	return true, d.settle()
}

// upload copies n host bytes at h to device address dv, after the
// downloads under way into those host bytes (hostorder.go).
func (d *Device) upload(q *queue, dv, h, n uintptr, v Var) error {
	if err := d.awaitHost(h, n, true); err != nil {
		return err
	}
	blocking, err := d.ready(q)
	if err != nil {
		return err
	}
	if d.staged(q, n) {
		return d.stagedUpload(q, dv, h, n, v) // staging.go
	}
	src := h
	if d.skewed(q) {
		src = d.snapshot(h, n)
	}
	emit(Event{Kind: EvEnqueueUploadStart, Device: d, Var: v, DevPtr: dv, Bytes: n, Async: q.async})
	if blocking { // the synchronous queue, which is never skewed: src is h
		err = q.cl.WriteBlocking(d.mem.buf, d.mem.offset(dv), uint64(n), ptr(h))
		emit(Event{Kind: EvEnqueueUploadEnd, Device: d, Var: v, DevPtr: dv, Bytes: n, Async: q.async})
		if err != nil {
			return clError(ErrExecution, err, "copying %v to %s", v, d)
		}
		q.ranBlocking()
		return nil
	}
	ev, err := q.cl.Write(d.mem.buf, d.mem.offset(dv), uint64(n), ptr(src), nil)
	emit(Event{Kind: EvEnqueueUploadEnd, Device: d, Var: v, DevPtr: dv, Bytes: n, Async: q.async})
	if err != nil {
		if src != h {
			cl.HostRelease(ptr(src))
		}
		return clError(ErrExecution, err, "copying %v to %s", v, d)
	}
	if src == h {
		d.trackHost(q, h, n, false, ev)
	}
	err = d.submit(q, ev)
	if src != h {
		d.after(q, func() { cl.HostRelease(ptr(src)) })
	}
	return err
}

// download copies n device bytes at dv to host address h, after the
// uploads under way from those host bytes (hostorder.go).
func (d *Device) download(q *queue, h, dv, n uintptr, v Var) error {
	if err := d.awaitHost(h, n, false); err != nil {
		return err
	}
	blocking, err := d.ready(q)
	if err != nil {
		return err
	}
	if d.staged(q, n) {
		return d.stagedDownload(q, h, dv, n, v) // staging.go
	}
	if d.skewed(q) {
		d.holdBack(q)
	}
	emit(Event{Kind: EvEnqueueDownloadStart, Device: d, Var: v, DevPtr: dv, Bytes: n, Async: q.async})
	if blocking {
		err = q.cl.ReadBlocking(d.mem.buf, d.mem.offset(dv), uint64(n), ptr(h))
		emit(Event{Kind: EvEnqueueDownloadEnd, Device: d, Var: v, DevPtr: dv, Bytes: n, Async: q.async})
		if err != nil {
			return clError(ErrExecution, err, "copying %v from %s", v, d)
		}
		q.ranBlocking()
		return nil
	}
	ev, err := q.cl.Read(d.mem.buf, d.mem.offset(dv), uint64(n), ptr(h), nil)
	emit(Event{Kind: EvEnqueueDownloadEnd, Device: d, Var: v, DevPtr: dv, Bytes: n, Async: q.async})
	if err != nil {
		return clError(ErrExecution, err, "copying %v from %s", v, d)
	}
	d.trackHost(q, h, n, true, ev)
	return d.submit(q, ev)
}

// copyDevice copies n bytes between device addresses of d.
func (d *Device) copyDevice(q *queue, dst, src, n uintptr) error {
	if _, err := d.ready(q); err != nil {
		return err
	}
	ev, err := q.cl.Copy(d.mem.buf, d.mem.buf, d.mem.offset(src), d.mem.offset(dst), uint64(n), nil)
	if err != nil {
		return clError(ErrExecution, err, "copying %d bytes within %s", n, d)
	}
	return d.submit(q, ev)
}

// zero clears n device bytes at dv (the zero modifier of create and
// copyout).
func (d *Device) zero(q *queue, dv, n uintptr) error {
	if _, err := d.ready(q); err != nil {
		return err
	}
	ev, err := q.cl.Fill(d.mem.buf, d.mem.offset(dv), uint64(n), []byte{0}, nil)
	if err != nil {
		return clError(ErrExecution, err, "zeroing %d bytes on %s", n, d)
	}
	return d.submit(q, ev)
}

// storePointer writes a pointer value into device memory at dv: attach
// and detach actions. The value is staged in C memory freed once written.
func (d *Device) storePointer(q *queue, dv, value uintptr) error {
	blocking, err := d.ready(q)
	if err != nil {
		return err
	}
	p := cl.HostMalloc(uint64(unsafe.Sizeof(value)))
	*(*uintptr)(p) = value
	if blocking {
		err = q.cl.WriteBlocking(d.mem.buf, d.mem.offset(dv), uint64(unsafe.Sizeof(value)), p)
		cl.HostRelease(p)
		if err != nil {
			return clError(ErrExecution, err, "updating a pointer on %s", d)
		}
		q.ranBlocking()
		return nil
	}
	ev, err := q.cl.Write(d.mem.buf, d.mem.offset(dv), uint64(unsafe.Sizeof(value)), p, nil)
	if err != nil {
		cl.HostRelease(p)
		return clError(ErrExecution, err, "updating a pointer on %s", d)
	}
	err = d.submit(q, ev)
	d.after(q, func() { cl.HostRelease(p) })
	return err
}
