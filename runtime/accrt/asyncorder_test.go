package accrt

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The ordering rules between queues, the present table and host memory
// (docs/design/runtime.md, "Ordering between queues"), one test each. A
// held queue (hold) keeps the order deterministic; where the host itself
// must wait, a goroutine releases the queue and the test checks that the
// call returned only after it.

// holdQueue is hold, released at the latest when the test ends (a failed
// test must not leave the device's shutdown waiting on the queue).
func holdQueue(t *testing.T, d *Device, a int) (release func()) {
	release = sync.OnceFunc(hold(t, d, a))
	t.Cleanup(release)
	return release
}

// releaseLater releases a held queue from another goroutine once the test
// has gone on, and reports whether it has.
func releaseLater(release func()) (released func() bool) {
	var done atomic.Bool
	go func() {
		time.Sleep(20 * time.Millisecond)
		done.Store(true)
		release()
	}()
	return done.Load
}

// Rule 1: an upload waits for the downloads under way into its host bytes
// (a copyout on queue 1, then a copyin of the same data on queue 2).
func TestUploadAfterDownloadIntoItsHostBytes(t *testing.T) {
	d := testDevice(t)
	a := hostInts(t, 256)
	for i := range a {
		a[i] = int32(i)
	}
	v := varOf(a, "a")
	_, err := d.Enter(v, EnterCopyin, Dynamic, AsyncSync)
	must(t, err)
	for i := range a {
		a[i] = -1 // the device copy holds 0..255; the copyout brings it back
	}
	release := holdQueue(t, d, 1)
	must(t, d.Exit(v, ExitCopyout, Dynamic, false, 1))
	released := releaseLater(release)
	dev, err := d.Enter(v, EnterCopyin, Dynamic, 2)
	must(t, err)
	if !released() {
		t.Fatal("the copyin was enqueued before the copyout into its host bytes completed")
	}
	b := hostInts(t, 256)
	must(t, d.MemcpyFromDevice(addr(b), dev, v.Size, 2))
	must(t, d.Wait(2))
	if b[0] != 0 || b[255] != 255 {
		t.Fatalf("the copyin sent %d..%d, not what the copyout brought back", b[0], b[255])
	}
}

// Rule 2: a download waits for the uploads under way from its host bytes.
func TestDownloadAfterUploadFromItsHostBytes(t *testing.T) {
	d := testDevice(t)
	a := hostInts(t, 64)
	for i := range a {
		a[i] = 5
	}
	other := hostInts(t, 64)
	ov := varOf(other, "other")
	odev, err := d.Enter(ov, EnterCreateZero, Dynamic, AsyncSync)
	must(t, err)
	v := varOf(a, "a")
	release := holdQueue(t, d, 1)
	dev, err := d.Enter(v, EnterCopyin, Dynamic, 1)
	must(t, err)
	released := releaseLater(release)
	// Queue 2 overwrites a's host bytes with zeros.
	must(t, d.MemcpyFromDevice(v.Host, odev, v.Size, 2))
	if !released() {
		t.Fatal("the download was enqueued before the upload from its host bytes completed")
	}
	must(t, d.Wait(2))
	must(t, d.Wait(1))
	b := hostInts(t, 64)
	must(t, d.MemcpyFromDevice(addr(b), dev, v.Size, AsyncSync))
	if b[0] != 5 || b[63] != 5 || a[0] != 0 {
		t.Fatalf("the upload read %d (want 5); host now %d (want 0)", b[0], a[0])
	}
}

// Rule 3: data an async copyin made present is filled before a construct
// on another queue that finds it present uses it; the host goes on.
func TestPresentDataFilledOnAnotherQueue(t *testing.T) {
	d := testDevice(t)
	a := hostInts(t, 128)
	for i := range a {
		a[i] = 7
	}
	v := varOf(a, "a")
	release := holdQueue(t, d, 1)
	_, err := d.Enter(v, EnterCopyin, Structured, 1)
	must(t, err)
	dev, err := d.Enter(v, EnterPresent, Structured, 2) // does not block
	must(t, err)
	b := hostInts(t, 128)
	must(t, d.MemcpyFromDevice(addr(b), dev, v.Size, 2))
	if done, _ := d.Test(2); done {
		t.Fatal("queue 2 used present data before queue 1 filled it")
	}
	release()
	must(t, d.Wait(2))
	if b[0] != 7 || b[127] != 7 {
		t.Fatalf("queue 2 read %d before the fill", b[0])
	}
	must(t, d.Exit(v, ExitDelete, Structured, false, 2))
	must(t, d.Exit(v, ExitDelete, Structured, false, 1))
	must(t, d.WaitAll())
}

// Rule 4: the device memory of deleted data is given back only once every
// queue has done the work enqueued before the delete, not only the queue
// of the delete: another queue's kernel may still read it.
func TestDeleteWaitsForEveryQueue(t *testing.T) {
	d := testDevice(t)
	a := hostInts(t, 64)
	v := varOf(a, "a")
	dev, err := d.Enter(v, EnterCopyin, Dynamic, AsyncSync)
	must(t, err)
	release := holdQueue(t, d, 2) // stands for a kernel on queue 2 reading a
	must(t, d.Exit(v, ExitDelete, Dynamic, false, AsyncSync))
	p, err := d.Malloc(v.Size)
	must(t, err)
	if p < dev+v.Size && dev < p+v.Size {
		t.Fatal("device memory still in use on queue 2 was given out again")
	}
	release()
	must(t, d.WaitAll())
}

// Rule 5: wait(1, 2) async(3) makes queue 3 wait for both queues.
func TestWaitListAsyncWaitsForEveryQueue(t *testing.T) {
	d := testDevice(t)
	a := hostInts(t, 16)
	v := varOf(a, "a")
	_, err := d.Enter(v, EnterCreate, Dynamic, AsyncSync)
	must(t, err)
	r1 := holdQueue(t, d, 1)
	r2 := holdQueue(t, d, 2)
	must(t, d.WaitListAsync([]int{1, 2}, 3))
	must(t, d.Update(v, false, false, 3))
	r1()
	must(t, d.Wait(1))
	if done, _ := d.Test(3); done {
		t.Fatal("queue 3 finished while queue 2, which it waits for, is held")
	}
	r2()
	must(t, d.Wait(3))
}

// Rule 1 for launches: a kernel's value arguments (firstprivate scalars)
// are read when it is enqueued, after the copyouts under way into them.
func TestValueArgumentsAfterDownload(t *testing.T) {
	d := testDevice(t)
	x := hostInts(t, 1)
	x[0] = 3
	v := varOf(x, "x")
	_, err := d.Enter(v, EnterCopyin, Structured, AsyncSync)
	must(t, err)
	release := holdQueue(t, d, 1)
	must(t, d.Exit(v, ExitCopyout, Structured, false, 1))
	unrelated := hostInts(t, 4)
	must(t, d.AwaitDownloads([]HostRange{{Host: addr(unrelated), Size: 16}})) // does not block
	released := releaseLater(release)
	must(t, d.AwaitDownloads([]HostRange{{Host: v.Host, Size: v.Size}}))
	if !released() {
		t.Fatal("a value argument was read before the copyout into it completed")
	}
}
