package accrt

import "github.com/accls/accls/runtime/cl"

// Host memory of async copies (§2.16.1). A non-blocking OpenCL write may
// read its host bytes at any moment between its enqueue and its
// completion, and NVIDIA's OpenCL reads pageable memory when the write is
// enqueued, before the earlier commands of the same in-order queue have
// run; a non-blocking read writes its host bytes until it completes. The
// runtime keeps the async copies under way with their host ranges, and
//   - an upload first waits for the downloads under way into any of its
//     host bytes (a copyout on a queue, then a copyin of the same data on
//     that queue or on another one after a wait clause);
//   - a download first waits for the uploads under way from any of its
//     host bytes (the program's memory stays untouched until they read it).
// The host waits; the queues keep their order on the device.

// hostAccess is one async copy under way: host bytes [lo, hi), written
// by the device (a download) or read by it (an upload), until ev.
type hostAccess struct {
	lo, hi uintptr
	toHost bool
	ev     cl.Event
}

// awaitHost waits for the copies under way in direction toHost that
// touch [h, h+n); the caller holds d.mu.
func (d *Device) awaitHost(h, n uintptr, toHost bool) error {
	var firstErr error
	keep := d.hostIO[:0]
	for _, a := range d.hostIO {
		if a.toHost != toHost || a.hi <= h || h+n <= a.lo {
			keep = append(keep, a)
			continue
		}
		if err := a.ev.Wait(); err != nil && firstErr == nil {
			firstErr = clError(ErrExecution, err, "an async copy on %s failed", d)
		}
		a.ev.Release()
	}
	d.setHostIO(keep)
	return firstErr
}

// trackHost records an async copy of [h, h+n); the synchronous queue's
// copies are complete already.
func (d *Device) trackHost(q *queue, h, n uintptr, toHost bool, ev cl.Event) {
	if q == d.syncQ {
		return
	}
	ev.Retain()
	d.hostIO = append(d.hostIO, hostAccess{lo: h, hi: h + n, toHost: toHost, ev: ev})
	d.fast.SetHostIO(len(d.hostIO))
}

// reapHost forgets the copies that completed, without blocking; with all
// set it waits for every one (shutdown, heap growth).
func (d *Device) reapHost(all bool) {
	keep := d.hostIO[:0]
	for _, a := range d.hostIO {
		if all {
			a.ev.Wait()
		} else if done, _ := a.ev.Done(); !done {
			keep = append(keep, a)
			continue
		}
		a.ev.Release()
	}
	d.setHostIO(keep)
}

func (d *Device) setHostIO(keep []hostAccess) {
	for i := len(keep); i < len(d.hostIO); i++ {
		d.hostIO[i] = hostAccess{}
	}
	d.hostIO = keep
	d.fast.SetHostIO(len(keep))
}

// HostRange is host bytes [Host, Host+Size).
type HostRange struct{ Host, Size uintptr }

// AwaitDownloads waits for the async downloads under way into any of the
// ranges: a launch reads its value arguments (firstprivate scalars) when it
// is enqueued, so it follows the upload rule.
func (d *Device) AwaitDownloads(rs []HostRange) error {
	if d.isHost {
		return nil
	}
	d.lock()
	defer d.mu.Unlock()
	for _, r := range rs {
		if len(d.hostIO) == 0 {
			return nil
		}
		if err := d.awaitHost(r.Host, r.Size, true); err != nil {
			return err
		}
	}
	return nil
}
