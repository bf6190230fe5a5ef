package accrt

import (
	"os"
	"runtime"
	"sync"
	"unsafe"

	"github.com/accls/accls/runtime/cl"
)

// Staged copies. A synchronous copy between pageable host memory and a
// discrete GPU runs at the driver's pageable rate; through two pinned
// buffers in turn it runs at the rate of the host's own memory copy into
// them, which several threads share, while the device copies the other
// buffer. Measured on an NVIDIA H200 (PCIe) with 1 GiB: pageable writes
// 9.6 GB/s and reads 16.6 GB/s, from pinned memory 55 GB/s both ways,
// one thread's memcpy into pinned memory 11 GB/s. Below 32 MiB a copy is
// one chunk, with nothing to overlap, and the driver's own pageable path
// is faster (H100, the copyrate benchmark: 4 MiB 6.9 GB/s staged, 15.3
// plain; 16 MiB 12.4 and 16.4; 64 MiB 22.7 and 16.9). Async copies keep
// the plain path: theirs must not read host memory before the queue
// reaches them.

const (
	stageChunk = 16 << 20 // bytes per pinned buffer
	stageMin   = 32 << 20 // smaller copies go as they are
)

// stager holds the pinned buffers, made when the device is initialized
// where copies are staged (as a CUDA context makes its staging buffers:
// 10-17 ms on an H200, which the first big copy paid before).
type stager struct {
	bufs   [2]cl.Pinned
	made   bool
	copies int // staged copies so far (tests)
}

// stagingOn is whether copies may be staged on d: ACCLS_STAGED_COPIES=1
// or 0 decides, else a GPU that does not share the host's memory.
func (d *Device) stagingOn() bool {
	switch os.Getenv("ACCLS_STAGED_COPIES") {
	case "1":
		return true
	case "0":
		return false
	}
	return d.Info.Kind == cl.KindGPU && !d.CL.HostUnifiedMemory()
}

// staged reports whether a copy of n bytes on q goes through the pinned
// buffers; the caller holds d.mu.
func (d *Device) staged(q *queue, n uintptr) bool {
	if q != d.syncQ || n < stageMin || !d.stage.made {
		return false
	}
	d.stage.copies++
	return true
}

// makeStaging makes the pinned buffers when d is initialized, where
// copies are staged; where they cannot be made, copies take the plain
// path. The caller holds d.mu.
func (d *Device) makeStaging() {
	if !d.stagingOn() {
		return
	}
	for i := range d.stage.bufs {
		p, err := cl.NewPinned(d.ctx, d.syncQ.cl, stageChunk)
		if err != nil {
			d.stage.release(d.syncQ)
			return
		}
		d.stage.bufs[i] = p
	}
	d.stage.made = true
}

func (s *stager) release(q *queue) {
	for i := range s.bufs {
		s.bufs[i].Release(q.cl)
		s.bufs[i] = cl.Pinned{}
	}
	s.made = false
}

// stagedUpload copies n host bytes at h to device address dv: chunk i is
// copied into pinned buffer i%2 while the device reads chunk i-1 from the
// other, and the copy is done when the last chunk's write completes.
func (d *Device) stagedUpload(q *queue, dv, h, n uintptr, v Var) error {
	if err := d.settle(); err != nil {
		return err
	}
	emit(Event{Kind: EvEnqueueUploadStart, Device: d, Var: v, DevPtr: dv, Bytes: n, Async: q.async})
	defer emit(Event{Kind: EvEnqueueUploadEnd, Device: d, Var: v, DevPtr: dv, Bytes: n, Async: q.async})
	var inFlight [2]cl.Event
	defer releaseEvents(inFlight[:])
	off := d.mem.offset(dv)
	last := 0 // the buffer of the last chunk
	for done, i := uintptr(0), 0; done < n; done, i = done+stageChunk, i^1 {
		m := min(n-done, stageChunk)
		if err := waitRelease(&inFlight[i]); err != nil {
			return clError(ErrExecution, err, "copying %v to %s", v, d)
		}
		hostCopy(d.stage.bufs[i].Ptr, ptr(h+done), m)
		ev, err := q.cl.Write(d.mem.buf, off+uint64(done), uint64(m), d.stage.bufs[i].Ptr, nil)
		if err == nil {
			err = q.cl.Flush()
		}
		if err != nil {
			ev.Release()
			return clError(ErrExecution, err, "copying %v to %s", v, d)
		}
		inFlight[i], last = ev, i
	}
	inFlight[last].Retain()
	return d.submit(q, inFlight[last]) // waits: the in-order queue has run the others
}

// stagedDownload copies n device bytes at dv to host address h: the
// device writes chunk i+1 into one pinned buffer while the host copies
// chunk i out of the other.
func (d *Device) stagedDownload(q *queue, h, dv, n uintptr, v Var) error {
	emit(Event{Kind: EvEnqueueDownloadStart, Device: d, Var: v, DevPtr: dv, Bytes: n, Async: q.async})
	defer emit(Event{Kind: EvEnqueueDownloadEnd, Device: d, Var: v, DevPtr: dv, Bytes: n, Async: q.async})
	var inFlight [2]cl.Event
	defer releaseEvents(inFlight[:])
	off := d.mem.offset(dv)
	read := func(c uintptr) error {
		at := c * stageChunk
		ev, err := q.cl.Read(d.mem.buf, off+uint64(at), uint64(min(n-at, stageChunk)), d.stage.bufs[c%2].Ptr, nil)
		if err == nil {
			err = q.cl.Flush()
		}
		if err != nil {
			ev.Release()
			return clError(ErrExecution, err, "copying %v from %s", v, d)
		}
		inFlight[c%2] = ev
		return nil
	}
	nch := (n + stageChunk - 1) / stageChunk
	if err := read(0); err != nil {
		return err
	}
	// the first chunk's wait reports a failed kernel before it
	first := inFlight[0]
	first.Retain()
	if err := d.submit(q, first); err != nil {
		return err
	}
	for c := uintptr(0); c < nch; c++ {
		if c+1 < nch {
			if err := read(c + 1); err != nil {
				return err
			}
		}
		if err := waitRelease(&inFlight[c%2]); err != nil {
			return clError(ErrExecution, err, "copying %v from %s", v, d)
		}
		at := c * stageChunk
		hostCopy(ptr(h+at), d.stage.bufs[c%2].Ptr, min(n-at, stageChunk))
	}
	return nil
}

func waitRelease(ev *cl.Event) error {
	if !ev.Valid() {
		return nil
	}
	err := ev.Wait()
	ev.Release()
	*ev = cl.Event{}
	return err
}

func releaseEvents(evs []cl.Event) {
	for i := range evs {
		evs[i].Release()
	}
}

// hostCopy copies n bytes from src to dst with up to 8 threads, each a
// stretch of at least 1 MiB: one thread alone does not reach the bus's
// rate.
func hostCopy(dst, src unsafe.Pointer, n uintptr) {
	parts := min(uintptr(runtime.GOMAXPROCS(0)), 8, n>>20)
	if parts <= 1 {
		copy(unsafe.Slice((*byte)(dst), n), unsafe.Slice((*byte)(src), n))
		return
	}
	var wg sync.WaitGroup
	per := (n + parts - 1) / parts
	for at := uintptr(0); at < n; at += per {
		m := min(per, n-at)
		wg.Add(1)
		go func(at, m uintptr) {
			defer wg.Done()
			copy(unsafe.Slice((*byte)(unsafe.Add(dst, at)), m), unsafe.Slice((*byte)(unsafe.Add(src, at)), m))
		}(at, m)
	}
	wg.Wait()
}
