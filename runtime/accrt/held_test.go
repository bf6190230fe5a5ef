package accrt

import "testing"

// Held answers for present data whose device copy is not being filled on
// a queue, and OnTableChange hears of every entry the table gains or
// loses (the C API's notes of held data live until then).
func TestHeldAndTableChanges(t *testing.T) {
	d := testDevice(t)
	changes := 0
	OnTableChange = func() { changes++ }
	defer func() { OnTableChange = nil }()
	x := hostInts(t, 256)
	v := varOf(x, "x")
	if _, ok := d.Held(v.Host, v.Size); ok {
		t.Fatal("absent data is held")
	}
	// An async copyin: present at once, its fill under way on queue 1.
	dv, err := d.Enter(v, EnterCopyin, Dynamic, 1)
	must(t, err)
	if changes != 1 {
		t.Fatalf("%d table changes after a create, want 1", changes)
	}
	if _, ok := d.Held(v.Host, v.Size); ok {
		t.Fatal("data whose fill is under way on another queue is held")
	}
	must(t, d.Wait(1))
	d.mu.Lock()
	d.reap()
	d.mu.Unlock()
	if got, ok := d.Held(v.Host, v.Size); !ok || got != dv {
		t.Fatalf("Held = %#x, %v after the fill; want %#x, true", got, ok, dv)
	}
	// Counters change no entry; the delete does.
	_, err = d.Enter(v, EnterPresent, Structured, AsyncSync)
	must(t, err)
	must(t, d.Exit(v, ExitDelete, Structured, false, AsyncSync))
	if changes != 1 {
		t.Fatalf("%d table changes after a present increment and decrement, want 1", changes)
	}
	must(t, d.Exit(v, ExitDelete, Dynamic, false, AsyncSync))
	if changes != 2 {
		t.Fatalf("%d table changes after the delete, want 2", changes)
	}
	if _, ok := d.Held(v.Host, v.Size); ok {
		t.Fatal("deleted data is held")
	}
}
