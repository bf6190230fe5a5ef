package accrt

import (
	"github.com/accls/accls/runtime/cl"
	"github.com/accls/accls/runtime/present"
)

// Present data filled on one queue and used on another (§2.6.7, §2.16).
// The present table changes when a construct is enqueued, not when its
// copies run: data an async copyin or create(zero:) put in the table is
// present at once for the constructs enqueued after it, on any queue,
// while its device copy is still being filled. So the runtime keeps the
// event that fills each such entry, and a construct on another queue that
// finds the data present first makes its queue wait for that event (a
// barrier on the device; the host goes on). On its own queue the order is
// the queue's.

// fill is the copy that fills an entry's device copy, on queue q.
type fill struct {
	q  *queue
	ev cl.Event
}

// noteFill records that q's last command fills e; the synchronous queue's
// is complete already.
func (d *Device) noteFill(e *present.Entry, q *queue) {
	if q == d.syncQ || !q.last.Valid() {
		return
	}
	if d.fills == nil {
		d.fills = map[*present.Entry]fill{}
	}
	d.forgetFill(e)
	q.last.Retain()
	d.fills[e] = fill{q: q, ev: q.last}
}

// afterFill makes q wait for the fill of e when another queue does it and
// it has not completed.
func (d *Device) afterFill(e *present.Entry, q *queue) error {
	f, ok := d.fills[e]
	if !ok || f.q == q {
		return nil
	}
	if done, _ := f.ev.Done(); done {
		d.forgetFill(e)
		return nil
	}
	f.ev.Retain()
	return d.waitOn(q, []cl.Event{f.ev})
}

func (d *Device) forgetFill(e *present.Entry) {
	if f, ok := d.fills[e]; ok {
		f.ev.Release()
		delete(d.fills, e)
	}
}

// reapFills forgets the fills that completed.
func (d *Device) reapFills() {
	if len(d.fills) == 0 {
		return // the common case, at every launch
	}
	for e, f := range d.fills {
		if done, _ := f.ev.Done(); done {
			f.ev.Release()
			delete(d.fills, e)
		}
	}
}

func (d *Device) dropFills() {
	for e := range d.fills {
		d.forgetFill(e)
	}
}
