package accrt

import (
	"github.com/accls/accls/runtime/present"
)

// EnterKind is what a data clause does at entry to its region or at an
// enter data directive (§2.7.4-§2.7.10).
type EnterKind uint8

const (
	EnterCopyin     EnterKind = iota // copy, copyin: copyin action when absent
	EnterCreate                      // create, copyout: create action when absent
	EnterCreateZero                  // create(zero:), copyout(zero:): create, then zero the memory
	EnterPresent                     // present: error when absent
	EnterNoCreate                    // no_create: the host address when absent
)

// ExitKind is what a data clause does at exit from its region or at an
// exit data directive.
type ExitKind uint8

const (
	ExitDelete  ExitKind = iota // copyin, create, present, no_create, delete: delete action at zero
	ExitCopyout                 // copy, copyout: copyout action at zero
)

// Counter is a reference counter of §2.6.7 (present.Counter).
type Counter = present.Counter

// Counters of §2.6.7, re-exported for callers.
const (
	Structured = present.Structured
	Dynamic    = present.Dynamic
)

// Enter performs a data clause's entry actions for v (§2.7.2): a present
// increment when v is present, else a copyin or create action, with
// counter c. It returns v's device address (for no_create of absent data,
// its host address). A null pointer or a zero-length section changes no
// counter: it gives the device address of h when h lies in present data,
// else null.
func (d *Device) Enter(v Var, kind EnterKind, c present.Counter, async int) (uintptr, error) {
	if d.isHost || v.Host == 0 {
		return v.Host, nil
	}
	d.lock()
	defer d.mu.Unlock()
	if err := d.ensure(); err != nil {
		return 0, err
	}
	d.reap()
	if v.Size == 0 {
		if e, st := d.table.Lookup(v.Host, 1); st == present.Present {
			return e.DevOf(v.Host), nil
		}
		if kind == EnterNoCreate {
			return v.Host, nil
		}
		return 0, nil
	}
	e, st := d.table.Lookup(v.Host, v.Size)
	switch st {
	case present.Partial:
		return 0, d.partly(v, e)
	}
	q, err := d.queueFor(async)
	if err != nil {
		return 0, err
	}
	if st == present.Present {
		e.Increment(c)
		return e.DevOf(v.Host), d.afterFill(e, q)
	}
	switch kind {
	case EnterPresent:
		return 0, errorf(ErrNotPresent, "%v is not present on %s", v, d)
	case EnterNoCreate:
		return v.Host, nil
	}
	e, err = d.create(v, c)
	if err != nil {
		return 0, err
	}
	switch kind {
	case EnterCopyin:
		err = d.upload(q, e.Dev, v.Host, v.Size, v)
	case EnterCreateZero:
		err = d.zero(q, e.Dev, v.Size)
	}
	if kind == EnterCopyin || kind == EnterCreateZero {
		d.noteFill(e, q)
	}
	return e.Dev, err
}

// create is the create action (§2.7.2): device memory for v and a table
// entry with counter c at one. The device copy mirrors v's host address
// modulo mirrorAlign, so every member keeps its alignment on the device,
// and data that is 16-byte aligned on the host (all malloc'd data) starts
// on a heap block boundary, where GPU memory transactions begin: mirroring
// modulo the whole block alignment (256) put malloc's page+16 arrays 16
// bytes past a 128-byte line, one extra memory sector per warp access.
func (d *Device) create(v Var, c present.Counter) (*present.Entry, error) {
	skew := uint64(v.Host) % mirrorAlign
	block, err := d.allocate(uint64(v.Size) + skew)
	if err != nil {
		return nil, err
	}
	e := &present.Entry{Host: v.Host, Size: v.Size, Dev: block + uintptr(skew), Block: block}
	e.Increment(c)
	if err := d.table.Insert(e); err != nil {
		d.mem.alloc.Free(d.mem.offset(block))
		return nil, errorf(ErrImplementationDefined, "internal error: %v", err)
	}
	tableChanged()
	emit(Event{Kind: EvAlloc, Device: d, Var: v, DevPtr: block, Bytes: v.Size + uintptr(skew)})
	emit(Event{Kind: EvCreate, Device: d, Var: v, DevPtr: e.Dev, Bytes: v.Size})
	return e, nil
}

func (d *Device) partly(v Var, e *present.Entry) *Error {
	return errorf(ErrPartlyPresent, "%v is only partly present on %s: the present data at host %#x (%d bytes) overlaps it without holding all of it", v, d, e.Host, e.Size)
}

// Exit performs a data clause's exit actions for v: when counter c is above
// zero, a present decrement (or, with finalize, the dynamic counter set to
// zero); when both counters reach zero, a copyout action (ExitCopyout) or
// a delete action. Absent data is no action (§2.7.5-§2.7.11).
func (d *Device) Exit(v Var, kind ExitKind, c present.Counter, finalize bool, async int) error {
	if d.isHost || v.Host == 0 || v.Size == 0 {
		return nil
	}
	d.lock()
	defer d.mu.Unlock()
	if !d.inited {
		return nil
	}
	d.reap()
	e, st := d.table.Lookup(v.Host, v.Size)
	switch st {
	case present.Absent:
		return nil
	case present.Partial:
		return d.partly(v, e)
	}
	if e.Count(c) == 0 {
		return nil
	}
	if e.Decrement(c, finalize) {
		return nil
	}
	q, err := d.queueFor(async)
	if err != nil {
		return err
	}
	var out *Var
	if kind == ExitCopyout {
		out = &v
	}
	return d.remove(e, q, out)
}

// remove ends e's data lifetime: an immediate detach of the pointers
// attached in it, the copy back of out when set, and the deallocation of
// its device memory once q has done that work (§2.7.2, delete and copyout
// actions).
func (d *Device) remove(e *present.Entry, q *queue, out *Var) error {
	var firstErr error
	for _, p := range e.AttachedPointers() {
		if e.Detach(p, true) {
			if err := d.storePointer(q, e.DevOf(p), loadPointer(p)); err != nil && firstErr == nil {
				firstErr = err
			}
		}
	}
	if out != nil {
		if err := d.download(q, out.Host, e.DevOf(out.Host), out.Size, *out); err != nil && firstErr == nil {
			firstErr = err
		}
	}
	d.table.Remove(e)
	tableChanged()
	d.forgetFill(e)
	emit(Event{Kind: EvDelete, Device: d, Var: Var{Host: e.Host, Size: e.Size}, DevPtr: e.Dev, Bytes: e.Size})
	if e.Block != 0 {
		block := e.Block
		emit(Event{Kind: EvFree, Device: d, DevPtr: block})
		// Another queue's kernel may still use the memory: it is given
		// back once every queue has done the work enqueued so far.
		d.freeAfterQueued(block)
	}
	return firstErr
}

// Update is the update directive and acc_update_device/acc_update_self
// (§2.14.4, §3.2.20): it copies v to the device (toDevice) or back. Absent
// data is an error unless ifPresent is set.
func (d *Device) Update(v Var, toDevice, ifPresent bool, async int) error {
	if d.isHost || v.Host == 0 || v.Size == 0 {
		return nil
	}
	d.lock()
	defer d.mu.Unlock()
	if err := d.ensure(); err != nil {
		return err
	}
	d.reap()
	e, st := d.table.Lookup(v.Host, v.Size)
	switch st {
	case present.Absent:
		if ifPresent {
			return nil
		}
		return errorf(ErrNotPresent, "%v is not present on %s, so it cannot be updated", v, d)
	case present.Partial:
		return d.partly(v, e)
	}
	q, err := d.queueFor(async)
	if err != nil {
		return err
	}
	if err := d.afterFill(e, q); err != nil {
		return err
	}
	emit(Event{Kind: EvUpdateStart, Device: d, Var: v, Async: async})
	if toDevice {
		err = d.upload(q, e.DevOf(v.Host), v.Host, v.Size, v)
	} else {
		err = d.download(q, v.Host, e.DevOf(v.Host), v.Size, v)
	}
	emit(Event{Kind: EvUpdateEnd, Device: d, Var: v, Async: async})
	return err
}

// IsPresent is acc_is_present (§3.2.25): whether all of [h, h+n) is
// present; zero bytes ask about the byte at h.
func (d *Device) IsPresent(h, n uintptr) bool {
	if d.isHost {
		return true
	}
	if h == 0 {
		return false
	}
	d.lock()
	defer d.mu.Unlock()
	_, st := d.table.Lookup(h, n)
	return st == present.Present
}

// DevicePtr is acc_deviceptr (§3.2.23): the device address of host
// address h, or null when h is not present.
func (d *Device) DevicePtr(h uintptr) uintptr {
	if d.isHost || h == 0 {
		return h
	}
	d.lock()
	defer d.mu.Unlock()
	if e, st := d.table.Lookup(h, 1); st == present.Present {
		return e.DevOf(h)
	}
	return 0
}

// HostPtr is acc_hostptr (§3.2.24): the host address whose device copy
// is at dv, or null.
func (d *Device) HostPtr(dv uintptr) uintptr {
	if d.isHost || dv == 0 {
		return dv
	}
	d.lock()
	defer d.mu.Unlock()
	if e := d.table.LookupDev(dv); e != nil {
		return e.HostOf(dv)
	}
	return 0
}

// Entry returns a copy of the present table entry holding host address h,
// for tests and diagnostics.
func (d *Device) Entry(h uintptr) (present.Entry, bool) {
	d.lock()
	defer d.mu.Unlock()
	if e, st := d.table.Lookup(h, 1); st == present.Present {
		return *e, true
	}
	return present.Entry{}, false
}

// PresentCount is the number of present table entries.
func (d *Device) PresentCount() int {
	d.lock()
	defer d.mu.Unlock()
	return d.table.Len()
}

// MapData is acc_map_data (§3.2.21): the program's device memory dv (from
// acc_malloc) becomes the device copy of [h, h+n).
func (d *Device) MapData(h, dv, n uintptr) error {
	if d.isHost {
		return nil
	}
	if h == 0 || dv == 0 {
		return errorf(ErrInvalidNullPointer, "acc_map_data: the %s address is null", map[bool]string{true: "host", false: "device"}[h == 0])
	}
	if n == 0 {
		return errorf(ErrInvalidArgument, "acc_map_data: the size is zero")
	}
	d.lock()
	defer d.mu.Unlock()
	if err := d.ensure(); err != nil {
		return err
	}
	v := Var{Host: h, Size: n}
	if e, st := d.table.Lookup(h, n); st != present.Absent {
		return errorf(ErrPresent, "acc_map_data: %v is already present on %s (present data at host %#x, %d bytes)", v, d, e.Host, e.Size)
	}
	if err := d.checkDeviceRange("acc_map_data", dv, n); err != nil {
		return err
	}
	e := &present.Entry{Host: h, Size: n, Dev: dv, Dynamic: 1, Mapped: true}
	if err := d.table.Insert(e); err != nil {
		return errorf(ErrPresent, "acc_map_data: %v", err)
	}
	tableChanged()
	return nil
}

// UnmapData is acc_unmap_data (§3.2.22): it undoes acc_map_data for the
// host address h; the device memory stays the program's.
func (d *Device) UnmapData(h uintptr) error {
	if d.isHost {
		return nil
	}
	if h == 0 {
		return errorf(ErrInvalidNullPointer, "acc_unmap_data: the host address is null")
	}
	d.lock()
	defer d.mu.Unlock()
	e, st := d.table.Lookup(h, 1)
	if st != present.Present || !e.Mapped || e.Host != h {
		return errorf(ErrInvalidArgument, "acc_unmap_data: host address %#x was not mapped with acc_map_data on %s", h, d)
	}
	if e.Structured > 0 {
		return errorf(ErrInvalidArgument, "acc_unmap_data: host address %#x is in use by %d data region(s) on %s", h, e.Structured, d)
	}
	return d.remove(e, d.syncQ, nil)
}
