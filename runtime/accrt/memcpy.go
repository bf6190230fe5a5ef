package accrt

import (
	"github.com/accls/accls/runtime/cl"
	"github.com/accls/accls/runtime/present"
)

// memcpyTrivially does what every acc_memcpy routine does before it
// touches a device: nothing for zero bytes, an error for a null pointer,
// a plain copy when the device is the host. done reports that the call is
// complete.
func (d *Device) memcpyTrivially(routine string, dst, src, n uintptr) (done bool, err error) {
	switch {
	case n == 0:
		return true, nil
	case src == 0 || dst == 0:
		return true, errorf(ErrInvalidNullPointer, "%s: a null pointer", routine)
	case d.isHost:
		memmove(dst, src, n)
		return true, nil
	}
	return false, nil
}

// onQueue runs copy on the queue of async, with d locked and initialized
// and each of the device ranges [p, p+n) checked to lie in device memory.
func (d *Device) onQueue(routine string, async int, n uintptr, devPtrs []uintptr, copy func(*queue) error) error {
	d.lock()
	defer d.mu.Unlock()
	if err := d.ensure(); err != nil {
		return err
	}
	for _, p := range devPtrs {
		if err := d.checkDeviceRange(routine, p, n); err != nil {
			return err
		}
	}
	q, err := d.queueFor(async)
	if err != nil {
		return err
	}
	return copy(q)
}

// MemcpyToDevice is acc_memcpy_to_device (§3.2.26).
func (d *Device) MemcpyToDevice(dst, src, n uintptr, async int) error {
	const routine = "acc_memcpy_to_device"
	if done, err := d.memcpyTrivially(routine, dst, src, n); done {
		return err
	}
	return d.onQueue(routine, async, n, []uintptr{dst}, func(q *queue) error {
		return d.upload(q, dst, src, n, Var{Host: src, Size: n})
	})
}

// MemcpyFromDevice is acc_memcpy_from_device (§3.2.27).
func (d *Device) MemcpyFromDevice(dst, src, n uintptr, async int) error {
	const routine = "acc_memcpy_from_device"
	if done, err := d.memcpyTrivially(routine, dst, src, n); done {
		return err
	}
	return d.onQueue(routine, async, n, []uintptr{src}, func(q *queue) error {
		return d.download(q, dst, src, n, Var{Host: dst, Size: n})
	})
}

// MemcpyDevice is acc_memcpy_device (§3.2.28): device to device on d. The
// two ranges must not overlap.
func (d *Device) MemcpyDevice(dst, src, n uintptr, async int) error {
	const routine = "acc_memcpy_device"
	if done, err := d.memcpyTrivially(routine, dst, src, n); done {
		return err
	}
	if dst < src+n && src < dst+n {
		return errorf(ErrInvalidArgument, "%s: the ranges %#x and %#x (%d bytes) overlap", routine, dst, src, n)
	}
	return d.onQueue(routine, async, n, []uintptr{dst, src}, func(q *queue) error {
		return d.copyDevice(q, dst, src, n)
	})
}

// presentRange returns the device address of [h, h+n) on d, which must be
// present; the caller holds d.mu.
func (d *Device) presentRange(what string, h, n uintptr) (uintptr, error) {
	v := Var{Host: h, Size: n}
	e, st := d.table.Lookup(h, n)
	switch st {
	case present.Absent:
		return 0, errorf(ErrNotPresent, "%s: %v is not present on %s", what, v, d)
	case present.Partial:
		return 0, d.partly(v, e)
	}
	return e.DevOf(h), nil
}

// MemcpyD2D is acc_memcpy_d2d (§3.2.30): it copies the device copy of
// src on device from to the device copy of dst on device to. On one
// device the copy goes on from's queue of async; between devices it goes
// through host memory and completes before the call returns.
func MemcpyD2D(to *Device, dst uintptr, from *Device, src, n uintptr, async int) error {
	if n == 0 {
		return nil
	}
	if dst == 0 || src == 0 {
		return errorf(ErrInvalidNullPointer, "acc_memcpy_d2d: a null pointer")
	}
	if to.isHost && from.isHost {
		memmove(dst, src, n)
		return nil
	}
	if to == from {
		d := to
		d.lock()
		defer d.mu.Unlock()
		if err := d.ensure(); err != nil {
			return err
		}
		ds, err := d.presentRange("acc_memcpy_d2d", dst, n)
		if err != nil {
			return err
		}
		ss, err := d.presentRange("acc_memcpy_d2d", src, n)
		if err != nil {
			return err
		}
		if ds == ss {
			return nil
		}
		if ds < ss+n && ss < ds+n {
			return errorf(ErrInvalidArgument, "acc_memcpy_d2d: the device copies overlap")
		}
		q, err := d.queueFor(async)
		if err != nil {
			return err
		}
		return d.copyDevice(q, ds, ss, n)
	}
	// Between devices: stage through C memory, synchronously.
	buf := cl.HostMalloc(uint64(n))
	defer cl.HostRelease(buf)
	tmp := uintptr(buf)
	if from.isHost {
		memmove(tmp, src, n)
	} else {
		from.lock()
		ss, err := from.presentRange("acc_memcpy_d2d", src, n)
		if err == nil {
			err = from.download(from.syncQ, tmp, ss, n, Var{Host: src, Size: n})
		}
		from.mu.Unlock()
		if err != nil {
			return err
		}
	}
	if to.isHost {
		memmove(dst, tmp, n)
		return nil
	}
	to.lock()
	defer to.mu.Unlock()
	ds, err := to.presentRange("acc_memcpy_d2d", dst, n)
	if err != nil {
		return err
	}
	return to.upload(to.syncQ, ds, tmp, n, Var{Host: dst, Size: n})
}
