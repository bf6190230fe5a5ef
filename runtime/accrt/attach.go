package accrt

import (
	"github.com/accls/accls/runtime/present"
)

// Attach is the attach action (§2.7.2) for the pointer stored at host
// address ptrAddr: when the pointer and its target are present, the
// device copy of the pointer is set to the target's device address and
// the attachment counter counts it. Otherwise no action.
func (d *Device) Attach(ptrAddr uintptr, async int) error {
	if d.isHost || ptrAddr == 0 {
		return nil
	}
	d.lock()
	defer d.mu.Unlock()
	if !d.inited {
		return nil
	}
	e, st := d.table.Lookup(ptrAddr, ptrSize)
	if st != present.Present {
		return nil
	}
	target := loadPointer(ptrAddr)
	var dev uintptr
	if target != 0 {
		te, st := d.table.Lookup(target, 1)
		if st != present.Present {
			return nil
		}
		dev = te.DevOf(target)
	}
	if !e.Attach(ptrAddr, dev) {
		return nil
	}
	q, err := d.queueFor(async)
	if err != nil {
		return err
	}
	return d.storePointer(q, e.DevOf(ptrAddr), dev)
}

// Detach is the detach action (§2.7.2), or the immediate detach action
// when immediate is set (acc_detach_finalize, detach with finalize): when
// the attachment counter reaches zero, the device copy of the pointer gets
// the host pointer's value back.
func (d *Device) Detach(ptrAddr uintptr, immediate bool, async int) error {
	if d.isHost || ptrAddr == 0 {
		return nil
	}
	d.lock()
	defer d.mu.Unlock()
	if !d.inited {
		return nil
	}
	e, st := d.table.Lookup(ptrAddr, ptrSize)
	if st != present.Present || !e.Detach(ptrAddr, immediate) {
		return nil
	}
	q, err := d.queueFor(async)
	if err != nil {
		return err
	}
	return d.storePointer(q, e.DevOf(ptrAddr), loadPointer(ptrAddr))
}

// AttachCount returns the attachment counter of the pointer at ptrAddr.
func (d *Device) AttachCount(ptrAddr uintptr) int {
	d.lock()
	defer d.mu.Unlock()
	if e, st := d.table.Lookup(ptrAddr, ptrSize); st == present.Present {
		if a, ok := e.Attachment(ptrAddr); ok {
			return a.Count
		}
	}
	return 0
}

const ptrSize = 8
