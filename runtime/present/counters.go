package present

// Counter names one of the two reference counters of §2.6.7: data
// constructs and compute constructs use the structured one, enter/exit data
// and the acc_copyin family use the dynamic one.
type Counter uint8

const (
	Structured Counter = iota
	Dynamic
)

func (c Counter) String() string {
	if c == Structured {
		return "structured"
	}
	return "dynamic"
}

// Increment is the present increment action of §2.7.2.
func (e *Entry) Increment(c Counter) {
	if c == Structured {
		e.Structured++
	} else {
		e.Dynamic++
	}
}

// Count returns the value of counter c.
func (e *Entry) Count(c Counter) int {
	if c == Structured {
		return e.Structured
	}
	return e.Dynamic
}

// Decrement is the present decrement action of §2.7.2: a counter above
// zero goes down by one; memory mapped with acc_map_data keeps a dynamic
// count of one. With finalize (exit data ... finalize, acc_*_finalize) the
// dynamic counter is set to zero instead (§2.7.8, §2.7.11), or to one for
// mapped memory. It reports whether the data is still present afterwards.
func (e *Entry) Decrement(c Counter, finalize bool) bool {
	switch {
	case c == Structured:
		if e.Structured > 0 {
			e.Structured--
		}
	case finalize:
		e.Dynamic = 0
	case e.Dynamic > 0:
		e.Dynamic--
	}
	if e.Mapped && e.Dynamic < 1 {
		e.Dynamic = 1
	}
	return e.Live()
}

// Attachment is the attachment counter of one pointer inside an entry
// (§2.6.8) and the device address the device copy of the pointer holds.
type Attachment struct {
	Count  int
	Target uintptr
}

// Attach performs the counting of an attach action (§2.7.2) for the
// pointer stored at host address ptr, whose target's device address is
// target. It reports whether the device copy of the pointer must be
// written: not when it is already attached to that same target.
func (e *Entry) Attach(ptr, target uintptr) (write bool) {
	if e.attach == nil {
		e.attach = map[uintptr]*Attachment{}
	}
	a := e.attach[ptr]
	if a != nil && a.Count > 0 && a.Target == target {
		a.Count++
		return false
	}
	e.attach[ptr] = &Attachment{Count: 1, Target: target}
	return true
}

// Detach performs the counting of a detach action (§2.7.2), or of an
// immediate detach action when immediate is set. It reports whether the
// device copy of the pointer must be restored to the host value now.
func (e *Entry) Detach(ptr uintptr, immediate bool) (write bool) {
	a := e.attach[ptr]
	if a == nil || a.Count == 0 {
		return false
	}
	if immediate {
		a.Count = 0
	} else {
		a.Count--
	}
	if a.Count == 0 {
		delete(e.attach, ptr)
		return true
	}
	return false
}

// Attachment returns the attachment of the pointer at host address ptr.
func (e *Entry) Attachment(ptr uintptr) (Attachment, bool) {
	if a := e.attach[ptr]; a != nil {
		return *a, true
	}
	return Attachment{}, false
}

// AttachedPointers lists the host addresses of the pointers inside e that
// are attached, for the immediate detach that copyout and delete actions
// perform first (§2.7.2).
func (e *Entry) AttachedPointers() []uintptr {
	var out []uintptr
	for p, a := range e.attach {
		if a.Count > 0 {
			out = append(out, p)
		}
	}
	return out
}
