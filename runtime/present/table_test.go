package present

import (
	"math/rand"
	"testing"
)

func entry(h, n, d uintptr) *Entry { return &Entry{Host: h, Size: n, Dev: d, Block: d} }

func TestLookupStatus(t *testing.T) {
	var tb Table
	a := entry(1000, 400, 1<<40) // a[0:100] of int
	b := entry(2000, 8, 1<<41)
	for _, e := range []*Entry{b, a} {
		if err := tb.Insert(e); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		h, n uintptr
		want Status
		e    *Entry
	}{
		{1000, 400, Present, a},  // the whole block
		{1040, 40, Present, a},   // a subarray inside it
		{1396, 4, Present, a},    // last element
		{1399, 0, Present, a},    // zero length: the byte at h
		{1400, 4, Absent, nil},   // just past the end
		{996, 4, Absent, nil},    // just before
		{996, 8, Partial, a},     // straddles the start
		{1396, 8, Partial, a},    // straddles the end
		{900, 2000, Partial, a},  // covers a and b
		{1500, 400, Absent, nil}, // the gap
		{1500, 501, Partial, b},  // reaches into b
		{2000, 8, Present, b},
	}
	for _, c := range cases {
		e, st := tb.Lookup(c.h, c.n)
		if st != c.want || e != c.e {
			t.Errorf("Lookup(%d, %d) = %v, %v; want %v, %v", c.h, c.n, e, st, c.e, c.want)
		}
	}
	if e := tb.LookupDev(1<<40 + 399); e != a {
		t.Errorf("LookupDev inside a: %v", e)
	}
	if e := tb.LookupDev(1<<40 + 400); e != nil {
		t.Errorf("LookupDev past a: %v", e)
	}
	if got := a.DevOf(1040); got != 1<<40+40 {
		t.Errorf("DevOf = %#x", got)
	}
	if got := a.HostOf(1<<40 + 40); got != 1040 {
		t.Errorf("HostOf = %d", got)
	}
}

func TestInsertOverlapRemove(t *testing.T) {
	var tb Table
	a := entry(100, 50, 5000)
	if err := tb.Insert(a); err != nil {
		t.Fatal(err)
	}
	if err := tb.Insert(entry(149, 10, 6000)); err == nil {
		t.Fatal("overlapping insert accepted")
	}
	if err := tb.Insert(entry(90, 11, 6000)); err == nil {
		t.Fatal("overlapping insert accepted")
	}
	if err := tb.Insert(entry(150, 10, 6000)); err != nil {
		t.Fatalf("adjacent insert refused: %v", err)
	}
	if err := tb.Insert(entry(10, 0, 7000)); err == nil {
		t.Fatal("empty entry accepted")
	}
	tb.Remove(a)
	if _, st := tb.Lookup(120, 1); st != Absent {
		t.Fatal("removed entry still found")
	}
	if tb.LookupDev(5010) != nil {
		t.Fatal("removed entry still found by device address")
	}
	tb.Remove(a) // twice is harmless
	if tb.Len() != 1 {
		t.Fatalf("Len = %d", tb.Len())
	}
}

// The table must agree with a brute-force model over random operations.
func TestLookupMatchesModel(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	var tb Table
	var model []*Entry
	next := uintptr(1 << 40)
	for step := 0; step < 3000; step++ {
		h := uintptr(rng.Intn(20000))
		n := uintptr(rng.Intn(200))
		if rng.Intn(3) > 0 && n > 0 {
			e := entry(h, n, next)
			next += n + 256
			overl := false
			for _, m := range model {
				if h < m.End() && m.Host < h+n {
					overl = true
				}
			}
			err := tb.Insert(e)
			if overl != (err != nil) {
				t.Fatalf("insert %d+%d: overlap %v, err %v", h, n, overl, err)
			}
			if err == nil {
				model = append(model, e)
			}
		} else if len(model) > 0 && rng.Intn(2) == 0 {
			i := rng.Intn(len(model))
			tb.Remove(model[i])
			model = append(model[:i], model[i+1:]...)
		}
		qh, qn := uintptr(rng.Intn(20000)), uintptr(rng.Intn(300))
		e, st := tb.Lookup(qh, qn)
		want, wantE := modelLookup(model, qh, qn)
		if st != want || (want == Present && e != wantE) {
			t.Fatalf("step %d: Lookup(%d,%d) = %v %v, model %v %v", step, qh, qn, e, st, wantE, want)
		}
		if tb.Len() != len(model) {
			t.Fatalf("Len %d, model %d", tb.Len(), len(model))
		}
	}
}

func modelLookup(model []*Entry, h, n uintptr) (Status, *Entry) {
	if n == 0 {
		n = 1
	}
	any := false
	for _, m := range model {
		if m.Host <= h && h+n <= m.End() {
			return Present, m
		}
		if h < m.End() && m.Host < h+n {
			any = true
		}
	}
	if any {
		return Partial, nil
	}
	return Absent, nil
}

func TestCounters(t *testing.T) {
	e := entry(0, 8, 8)
	e.Increment(Structured)
	e.Increment(Dynamic)
	e.Increment(Dynamic)
	if e.Structured != 1 || e.Dynamic != 2 || !e.Live() {
		t.Fatalf("after increments: %v", e)
	}
	if !e.Decrement(Dynamic, false) || e.Dynamic != 1 {
		t.Fatalf("dynamic decrement: %v", e)
	}
	if !e.Decrement(Dynamic, true) || e.Dynamic != 0 || e.Structured != 1 {
		t.Fatalf("finalize keeps the structured count: %v", e)
	}
	if e.Decrement(Structured, false) {
		t.Fatalf("still live at zero: %v", e)
	}
	// A counter at zero stays at zero (§2.7.2).
	e.Decrement(Structured, false)
	e.Decrement(Dynamic, false)
	if e.Structured != 0 || e.Dynamic != 0 {
		t.Fatalf("counter went below zero: %v", e)
	}
}

func TestMappedKeepsDynamicCount(t *testing.T) {
	e := entry(0, 8, 8)
	e.Mapped, e.Dynamic = true, 1
	e.Increment(Dynamic) // acc_copyin of mapped data
	e.Decrement(Dynamic, false)
	e.Decrement(Dynamic, false)
	if e.Dynamic != 1 || !e.Live() {
		t.Fatalf("mapped data lost its count: %v", e)
	}
	e.Decrement(Dynamic, true)
	if e.Dynamic != 1 {
		t.Fatalf("finalize unmapped mapped data: %v", e)
	}
}

func TestAttachmentCounter(t *testing.T) {
	e := entry(0, 64, 1<<40)
	const p = 16
	if !e.Attach(p, 0x1000) {
		t.Fatal("first attach must write the pointer")
	}
	if e.Attach(p, 0x1000) {
		t.Fatal("second attach to the same target must only count")
	}
	if a, _ := e.Attachment(p); a.Count != 2 {
		t.Fatalf("count %d", a.Count)
	}
	if e.Detach(p, false) {
		t.Fatal("detach from 2 must not restore the pointer")
	}
	if !e.Detach(p, false) {
		t.Fatal("detach to 0 must restore the pointer")
	}
	if e.Detach(p, false) {
		t.Fatal("detach at 0 is no action")
	}
	// A new target resets the counter to one.
	e.Attach(p, 0x1000)
	e.Attach(p, 0x1000)
	if !e.Attach(p, 0x2000) {
		t.Fatal("attach to a new target must write")
	}
	if a, _ := e.Attachment(p); a.Count != 1 || a.Target != 0x2000 {
		t.Fatalf("after retarget: %+v", a)
	}
	e.Attach(p, 0x2000)
	if got := e.AttachedPointers(); len(got) != 1 || got[0] != p {
		t.Fatalf("attached pointers %v", got)
	}
	if !e.Detach(p, true) {
		t.Fatal("immediate detach must restore")
	}
	if len(e.AttachedPointers()) != 0 {
		t.Fatal("still attached after immediate detach")
	}
}
