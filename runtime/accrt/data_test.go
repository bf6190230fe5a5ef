package accrt

import (
	"strings"
	"testing"
)

// A structured copy region around a dynamic copyin: the data stays until
// both counters are zero, and only the last exit copies out (§2.6.7).
func TestCountersDecideCopies(t *testing.T) {
	d := testDevice(t)
	a := hostInts(t, 100)
	for i := range a {
		a[i] = int32(i)
	}
	v := varOf(a, "a[0:100]")
	dev, err := d.Enter(v, EnterCopyin, Dynamic, AsyncSync) // acc_copyin
	must(t, err)
	dev2, err := d.Enter(v, EnterCopyin, Structured, AsyncSync) // data copy(a)
	must(t, err)
	if dev != dev2 || dev == 0 {
		t.Fatalf("device addresses %#x and %#x", dev, dev2)
	}
	e, _ := d.Entry(v.Host)
	if e.Structured != 1 || e.Dynamic != 1 {
		t.Fatalf("counters %v", &e)
	}
	// Change the device copy behind the runtime's back.
	b := hostInts(t, 100)
	for i := range b {
		b[i] = -1
	}
	must(t, d.MemcpyToDevice(dev, addr(b), 400, AsyncSync))
	must(t, d.Exit(v, ExitCopyout, Structured, false, AsyncSync)) // end of data copy(a)
	if a[5] != 5 {
		t.Fatal("copyout happened while the dynamic counter was still one")
	}
	if !d.IsPresent(v.Host, v.Size) {
		t.Fatal("data gone while dynamic counter is one")
	}
	must(t, d.Exit(v, ExitCopyout, Dynamic, false, AsyncSync)) // acc_copyout
	if a[5] != -1 {
		t.Fatalf("copyout did not copy: a[5] = %d", a[5])
	}
	if d.IsPresent(v.Host, 1) || d.PresentCount() != 0 {
		t.Fatal("data still present after both counters reached zero")
	}
}

func TestFinalizeAndStructuredGuard(t *testing.T) {
	d := testDevice(t)
	a := hostInts(t, 10)
	v := varOf(a, "a")
	for i := 0; i < 3; i++ {
		_, err := d.Enter(v, EnterCreate, Dynamic, AsyncSync)
		must(t, err)
	}
	_, err := d.Enter(v, EnterPresent, Structured, AsyncSync)
	must(t, err)
	must(t, d.Exit(v, ExitDelete, Dynamic, true, AsyncSync)) // exit data delete finalize
	e, ok := d.Entry(v.Host)
	if !ok || e.Dynamic != 0 || e.Structured != 1 {
		t.Fatalf("after finalize: %v %v", ok, &e)
	}
	// Dynamic counter at zero: exit data delete is no action.
	must(t, d.Exit(v, ExitDelete, Dynamic, false, AsyncSync))
	if !d.IsPresent(v.Host, v.Size) {
		t.Fatal("deleted while a structured reference remains")
	}
	must(t, d.Exit(v, ExitDelete, Structured, false, AsyncSync))
	if d.IsPresent(v.Host, v.Size) {
		t.Fatal("still present")
	}
	// Absent data: exit is no action, not an error.
	must(t, d.Exit(v, ExitCopyout, Dynamic, false, AsyncSync))
}

func TestSubarrayInsidePresentBlock(t *testing.T) {
	d := testDevice(t)
	a := hostInts(t, 1000)
	for i := range a {
		a[i] = int32(i)
	}
	v := varOf(a, "a[0:1000]")
	dev, err := d.Enter(v, EnterCopyin, Dynamic, AsyncSync)
	must(t, err)
	sub := Var{Host: v.Host + 400, Size: 40, Name: "a[100:10]"}
	sdev, err := d.Enter(sub, EnterPresent, Structured, AsyncSync)
	must(t, err)
	if sdev != dev+400 {
		t.Fatalf("subarray at %#x, want %#x", sdev, dev+400)
	}
	if got := d.DevicePtr(v.Host + 404); got != dev+404 {
		t.Fatalf("acc_deviceptr inside: %#x", got)
	}
	if got := d.HostPtr(dev + 404); got != v.Host+404 {
		t.Fatalf("acc_hostptr inside: %#x", got)
	}
	// update self of the subarray only.
	for i := range a {
		a[i] = 0
	}
	must(t, d.Update(sub, false, false, AsyncSync))
	if a[100] != 100 || a[109] != 109 || a[99] != 0 || a[110] != 0 {
		t.Fatalf("update self of a[100:10] wrote %d %d %d %d", a[99], a[100], a[109], a[110])
	}
	must(t, d.Exit(sub, ExitDelete, Structured, false, AsyncSync))
	if !d.IsPresent(v.Host, v.Size) {
		t.Fatal("exit of a subarray region removed the block")
	}
}

func TestErrorsNameTheData(t *testing.T) {
	d := testDevice(t)
	a := hostInts(t, 1000)
	v := varOf(a, "a[0:1000]")
	_, err := d.Enter(v, EnterPresent, Structured, AsyncSync)
	e := wantCode(t, err, ErrNotPresent)
	for _, want := range []string{"a[0:1000]", "4000 bytes", "is not present on device 0 (" + d.Info.Name + ")"} {
		if !strings.Contains(e.Msg, want) {
			t.Errorf("message %q lacks %q", e.Msg, want)
		}
	}
	wantCode(t, d.Update(v, true, false, AsyncSync), ErrNotPresent)
	must(t, d.Update(v, true, true, AsyncSync)) // if_present
	half := Var{Host: v.Host, Size: 2000, Name: "a[0:500]"}
	_, err = d.Enter(half, EnterCopyin, Dynamic, AsyncSync)
	must(t, err)
	_, err = d.Enter(v, EnterCopyin, Structured, AsyncSync)
	e = wantCode(t, err, ErrPartlyPresent)
	if !strings.Contains(e.Msg, "only partly present") {
		t.Errorf("message %q", e.Msg)
	}
	wantCode(t, d.Exit(v, ExitDelete, Dynamic, false, AsyncSync), ErrPartlyPresent)
	// no_create of absent data gives the host address.
	other := hostInts(t, 4)
	h, err := d.Enter(varOf(other, "b"), EnterNoCreate, Structured, AsyncSync)
	must(t, err)
	if h != addr(other) || d.IsPresent(addr(other), 1) {
		t.Fatal("no_create created data")
	}
}

func TestZeroLengthAndNull(t *testing.T) {
	d := testDevice(t)
	a := hostInts(t, 10)
	v := varOf(a, "a")
	dev, err := d.Enter(v, EnterCreate, Dynamic, AsyncSync)
	must(t, err)
	z, err := d.Enter(Var{Host: v.Host + 8, Size: 0, Name: "a[2:0]"}, EnterPresent, Structured, AsyncSync)
	must(t, err)
	if z != dev+8 {
		t.Fatalf("zero-length section inside present data: %#x", z)
	}
	if e, _ := d.Entry(v.Host); e.Structured != 0 {
		t.Fatal("zero-length section counted")
	}
	other := hostInts(t, 1)
	z, err = d.Enter(Var{Host: addr(other), Size: 0}, EnterPresent, Structured, AsyncSync)
	if err != nil || z != 0 {
		t.Fatalf("zero-length absent section: %#x %v", z, err)
	}
	if p, err := d.Enter(Var{}, EnterCopyin, Dynamic, AsyncSync); p != 0 || err != nil {
		t.Fatalf("null pointer: %#x %v", p, err)
	}
}

func TestCreateZeroAndMallocMap(t *testing.T) {
	d := testDevice(t)
	a := hostInts(t, 64)
	for i := range a {
		a[i] = 7
	}
	v := varOf(a, "a")
	_, err := d.Enter(v, EnterCreateZero, Structured, AsyncSync)
	must(t, err)
	must(t, d.Exit(v, ExitCopyout, Structured, false, AsyncSync))
	for i, x := range a {
		if x != 0 {
			t.Fatalf("copyout(zero:) left a[%d] = %d", i, x)
		}
	}

	p, err := d.Malloc(256)
	must(t, err)
	must(t, d.MapData(v.Host, p, v.Size))
	if d.DevicePtr(v.Host) != p || d.HostPtr(p) != v.Host {
		t.Fatal("mapping not in the table")
	}
	wantCode(t, d.MapData(v.Host, p, 4), ErrPresent)
	// acc_copyout of mapped data never drops the mapping.
	_, err = d.Enter(v, EnterCopyin, Dynamic, AsyncSync)
	must(t, err)
	must(t, d.Exit(v, ExitDelete, Dynamic, true, AsyncSync))
	if !d.IsPresent(v.Host, v.Size) {
		t.Fatal("finalize removed mapped data")
	}
	must(t, d.UnmapData(v.Host))
	if d.IsPresent(v.Host, 1) {
		t.Fatal("still mapped")
	}
	wantCode(t, d.UnmapData(v.Host), ErrInvalidArgument)
	// The device memory is still the program's.
	must(t, d.MemcpyToDevice(p, v.Host, 16, AsyncSync))
	must(t, d.Free(p))
	wantCode(t, d.Free(p), ErrInvalidArgument)
	wantCode(t, d.MemcpyToDevice(d.mem.base+1<<20, v.Host, 4, AsyncSync), ErrInvalidArgument)
}

// The heap grows by copying, and device pointers handed out before stay
// valid with their contents.
func TestHeapGrowthKeepsPointers(t *testing.T) {
	t.Setenv("ACCLS_HEAP_SIZE", "64K")
	d := testDevice(t)
	a := hostInts(t, 1024)
	for i := range a {
		a[i] = int32(i * 3)
	}
	v := varOf(a, "a")
	dev, err := d.Enter(v, EnterCopyin, Dynamic, AsyncSync)
	must(t, err)
	var blocks []uintptr
	for i := 0; i < 40; i++ { // 40 x 16 KiB: several doublings
		p, err := d.Malloc(16 << 10)
		must(t, err)
		blocks = append(blocks, p)
	}
	if d.mem.alloc.Size() <= 64<<10 {
		t.Fatal("heap did not grow")
	}
	if d.DevicePtr(v.Host) != dev {
		t.Fatal("device address changed")
	}
	for i := range a {
		a[i] = 0
	}
	must(t, d.Update(v, false, false, AsyncSync))
	if a[1000] != 3000 {
		t.Fatalf("contents lost in growth: %d", a[1000])
	}
	for _, p := range blocks {
		must(t, d.Free(p))
	}
}

// Threads share a device: the table and queues stay consistent (run
// under -race by make test).
func TestConcurrentThreads(t *testing.T) {
	d := testDevice(t)
	const workers, rounds = 4, 50
	done := make(chan error, workers)
	for w := 0; w < workers; w++ {
		go func(w int) {
			a := hostInts(t, 256)
			v := varOf(a, "a")
			for r := 0; r < rounds; r++ {
				for i := range a {
					a[i] = int32(w*1000 + r)
				}
				if _, err := d.Enter(v, EnterCopyin, Dynamic, w+1); err != nil {
					done <- err
					return
				}
				if err := d.Exit(v, ExitCopyout, Dynamic, false, w+1); err != nil {
					done <- err
					return
				}
				if err := d.Wait(w + 1); err != nil {
					done <- err
					return
				}
				if a[255] != int32(w*1000+r) {
					done <- errorf(ErrOther, "worker %d round %d read %d", w, r, a[255])
					return
				}
			}
			done <- nil
		}(w)
	}
	for w := 0; w < workers; w++ {
		must(t, <-done)
	}
	if d.PresentCount() != 0 {
		t.Fatalf("%d entries left", d.PresentCount())
	}
}
