package accrt

import "github.com/accls/accls/runtime/present"

// OnTableChange, when set, is called after the present table of any
// device gains or loses an entry (with the device's lock held): the C
// API keeps, per thread, the data it found held by other references
// (runtime/capi/held.c), valid until the next change.
var OnTableChange func()

func tableChanged() {
	if OnTableChange != nil {
		OnTableChange()
	}
}

// Held gives the device address of [h, h+n) when that data is present
// and its device copy is not being filled on a queue (fills.go): a data
// clause of a synchronous compute construct may then use it without its
// present increment and decrement, which change nothing while the table
// does not (docs/design/runtime.md, "Held data").
func (d *Device) Held(h, n uintptr) (uintptr, bool) {
	if d.isHost || h == 0 || n == 0 {
		return 0, false
	}
	d.lock()
	defer d.mu.Unlock()
	if !d.inited {
		return 0, false
	}
	e, st := d.table.Lookup(h, n)
	if st != present.Present {
		return 0, false
	}
	if _, filling := d.fills[e]; filling {
		return 0, false
	}
	return e.DevOf(h), true
}
