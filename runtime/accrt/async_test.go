package accrt

import (
	"testing"

	"github.com/accls/accls/runtime/cl"
)

// hold makes async queue a wait for a user event, so its work cannot
// finish until release is called: the async rules are then tested without
// depending on timing.
func hold(t *testing.T, d *Device, a int) (release func()) {
	t.Helper()
	d.mu.Lock()
	defer d.mu.Unlock()
	must(t, d.ensure())
	ue, err := cl.CreateUserEvent(d.ctx)
	must(t, err)
	q, err := d.queueFor(a)
	must(t, err)
	b, err := q.cl.Barrier([]cl.Event{ue})
	must(t, err)
	q.track(b)
	q.cl.Flush()
	return func() { ue.Complete(); ue.Release() }
}

func TestAsyncTestNeverBlocks(t *testing.T) {
	d := testDevice(t)
	a := hostInts(t, 256)
	for i := range a {
		a[i] = int32(i)
	}
	v := varOf(a, "a")
	release := hold(t, d, 1)
	_, err := d.Enter(v, EnterCopyin, Dynamic, 1) // acc_copyin_async(a, .., 1)
	must(t, err)
	// Counters change at once even though the copy waits (§2.6.7).
	if !d.IsPresent(v.Host, v.Size) {
		t.Fatal("async copyin not in the table at once")
	}
	if done, err := d.Test(1); done || err != nil {
		t.Fatalf("async_test(1) = %v, %v while the queue is held", done, err)
	}
	if done, _ := d.TestAll(); done {
		t.Fatal("async_test_all true while a queue is held")
	}
	if done, _ := d.Test(7); !done {
		t.Fatal("a queue never used must test done")
	}
	// Queue 2 waits for queue 1 without the host waiting, then reads the
	// data back: it must see what queue 1 copied in.
	must(t, d.WaitAsync(1, 2))
	b := hostInts(t, 256)
	dev := d.DevicePtr(v.Host)
	must(t, d.MemcpyFromDevice(addr(b), dev, v.Size, 2))
	if done, _ := d.Test(2); done {
		t.Fatal("queue 2 finished before the queue it waits for")
	}
	if i, err := d.WaitAny([]int{AsyncSync, 1, 3}); i != 2 || err != nil {
		t.Fatalf("wait_any = %d, %v; want 2 (queue 3 is idle)", i, err)
	}
	release()
	must(t, d.Wait(2))
	if b[255] != 255 {
		t.Fatalf("queue 2 read %d before queue 1's copy", b[255])
	}
	if done, _ := d.Test(1); !done {
		t.Fatal("queue 1 not done after queue 2, which waited for it, finished")
	}
	if i, _ := d.WaitAny([]int{AsyncSync, AsyncSync}); i != -1 {
		t.Fatalf("wait_any over sync only = %d", i)
	}
	_, err = d.Test(-7)
	wantCode(t, err, ErrInvalidAsync)
}

// An async copyout frees the device memory only once the copy is done,
// and the host sees the data after acc_wait.
func TestAsyncCopyoutDefersFree(t *testing.T) {
	d := testDevice(t)
	a := hostInts(t, 64)
	v := varOf(a, "a")
	dev, err := d.Enter(v, EnterCreate, Dynamic, AsyncSync)
	must(t, err)
	src := hostInts(t, 64)
	for i := range src {
		src[i] = 42
	}
	must(t, d.MemcpyToDevice(dev, addr(src), v.Size, AsyncSync))
	release := hold(t, d, 3)
	must(t, d.Exit(v, ExitCopyout, Dynamic, false, 3))
	if d.IsPresent(v.Host, 1) {
		t.Fatal("still present after the counters reached zero")
	}
	// The block is not reusable yet: a new allocation must not get it.
	p, err := d.Malloc(v.Size)
	must(t, err)
	if p == dev || p+v.Size > dev && dev+v.Size > p {
		t.Fatal("device memory of a pending copyout was reused")
	}
	release()
	must(t, d.WaitAll())
	if a[0] != 42 || a[63] != 42 {
		t.Fatalf("async copyout gave %d %d", a[0], a[63])
	}
}

func TestWaitAllAsync(t *testing.T) {
	d := testDevice(t)
	a := hostInts(t, 16)
	for i := range a {
		a[i] = 9
	}
	v := varOf(a, "a")
	r1 := hold(t, d, 1)
	r2 := hold(t, d, 2)
	_, err := d.Enter(v, EnterCopyin, Dynamic, 1)
	must(t, err)
	must(t, d.WaitAllAsync(5))
	b := hostInts(t, 16)
	must(t, d.MemcpyFromDevice(addr(b), d.DevicePtr(v.Host), v.Size, 5))
	r2()
	if done, _ := d.Test(5); done {
		t.Fatal("queue 5 done while queue 1 is held")
	}
	r1()
	must(t, d.Wait(5))
	if b[15] != 9 {
		t.Fatalf("read %d", b[15])
	}
}
