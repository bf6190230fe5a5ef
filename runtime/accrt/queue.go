package accrt

import (
	"time"
	"unsafe"

	"github.com/accls/accls/runtime/cl"
)

// queue is the OpenCL queue of one async value on one device (§2.16): one
// in-order queue per value, so work on a queue runs in order and queues
// overlap each other.
type queue struct {
	cl    cl.Queue
	async int
	// last is the event of the last command accls enqueued; testing it
	// answers acc_async_test without blocking.
	last cl.Event
	// exposed: the program has the cl_command_queue (acc_get_opencl_queue)
	// and may enqueue work accls does not see.
	exposed bool
	// untracked: kernels queued after last without an event (the
	// synchronous queue's: about 1 us a launch on an H200); lastEvent
	// makes one when it is needed.
	untracked bool
}

func (q *queue) release() {
	q.last.Release()
	q.last = cl.Event{}
	q.cl.Release()
}

func (q *queue) track(ev cl.Event) {
	q.last.Release()
	q.last = ev
	q.untracked = false
}

// lastEvent is the event of the queue's last command: a marker when
// kernels were queued without an event since the last one.
func (q *queue) lastEvent() cl.Event {
	if q.untracked {
		m, err := q.cl.Marker(nil)
		if err != nil {
			q.cl.Finish() // no marker: the work is done instead
			q.last.Release()
			q.last, q.untracked = cl.Event{}, false
			return q.last
		}
		q.track(m)
	}
	return q.last
}

// pendingOp runs done once all its events complete: device memory whose
// async copyout is under way, staging buffers of async writes.
type pendingOp struct {
	events []cl.Event
	done   func()
}

// queueFor returns the queue of an async value, made on first use; the
// caller holds d.mu and resolved acc_async_noval to the default queue.
func (d *Device) queueFor(async int) (*queue, error) {
	if async == AsyncSync {
		return d.syncQ, nil
	}
	if !ValidAsync(async) {
		return nil, errorf(ErrInvalidAsync, "%d is not a valid async argument (a queue number from 0, acc_async_noval or acc_async_sync)", async)
	}
	if err := d.settle(); err != nil { // async work sees the synchronous constructs' results
		return nil, err
	}
	if q := d.queues[async]; q != nil {
		return q, nil
	}
	cq, err := cl.CreateQueue(d.ctx, d.CL)
	if err != nil {
		return nil, clError(ErrSystem, err, "cannot create the queue for async(%d) on %s", async, d)
	}
	q := &queue{cl: cq, async: async}
	d.queues[async] = q
	return q, nil
}

func (d *Device) allQueues() []*queue {
	if d.syncQ == nil {
		return nil
	}
	out := make([]*queue, 0, len(d.queues)+1)
	out = append(out, d.syncQ)
	for _, q := range d.queues {
		out = append(out, q)
	}
	return out
}

// submit records ev as the queue's last command. On the synchronous queue
// it waits for ev (the host does not go on until the work is done, §2.16);
// on the others it flushes, so the work starts without the host waiting.
func (d *Device) submit(q *queue, ev cl.Event) error {
	q.track(ev)
	if q == d.syncQ {
		if err := d.settle(); err != nil { // a deferred kernel's failure is reported as such
			return err
		}
		if err := ev.Wait(); err != nil {
			return clError(ErrExecution, err, "a command on %s failed", d)
		}
		q.untracked = false // the in-order queue ran them before ev
		return nil
	}
	if err := q.cl.Flush(); err != nil {
		return clError(ErrExecution, err, "cannot submit work to async(%d) on %s", q.async, d)
	}
	return nil
}

// ranBlocking records that a blocking command made without an event (an
// event costs the driver's making and a wait, a few µs of a small copy's
// time) completed on q: the in-order queue has run everything before it,
// so nothing on q is outstanding.
func (q *queue) ranBlocking() { q.track(cl.Event{}) }

// after runs done once q's work so far completes (at once on the
// synchronous queue, which has waited already).
func (d *Device) after(q *queue, done func()) {
	if q == d.syncQ || !q.last.Valid() {
		done()
		return
	}
	q.last.Retain()
	d.pending = append(d.pending, pendingOp{events: []cl.Event{q.last}, done: done})
}

// reap runs the pending operations whose events completed, without
// blocking.
func (d *Device) reap() {
	keep := d.pending[:0]
	for _, p := range d.pending {
		all := true
		for _, ev := range p.events {
			if done, _ := ev.Done(); !done {
				all = false
				break
			}
		}
		if all {
			for _, ev := range p.events {
				ev.Release()
			}
			p.done()
		} else {
			keep = append(keep, p)
		}
	}
	for i := len(keep); i < len(d.pending); i++ {
		d.pending[i] = pendingOp{}
	}
	d.pending = keep
	d.reapHost(false)
	d.reapFills()
}

// reapAll waits for every pending operation.
func (d *Device) reapAll() {
	for _, p := range d.pending {
		for _, ev := range p.events {
			ev.Wait()
			ev.Release()
		}
		p.done()
	}
	d.pending = nil
}

// queueDone reports whether q has no unfinished work, without blocking on
// that work.
func (d *Device) queueDone(q *queue) (bool, error) {
	done, err := q.lastEvent().Done()
	if err != nil {
		return true, clError(ErrExecution, err, "work on async(%d) of %s failed", q.async, d)
	}
	if !q.exposed {
		return done, nil
	}
	// The program may have enqueued work of its own (acc_get_opencl_queue):
	// a marker covers it. When accls's own work is done, the marker
	// completes at once unless the program's work holds it, so it gets a
	// moment before the answer is no: at most 50 ms, spent only when the
	// program's own commands are still running.
	m, err := q.cl.Marker(nil)
	if err != nil {
		return false, clError(ErrExecution, err, "testing async(%d) on %s", q.async, d)
	}
	q.track(m)
	q.cl.Flush()
	if !done {
		return false, nil
	}
	deadline := time.Now().Add(50 * time.Millisecond)
	for sleep := time.Microsecond; ; sleep *= 2 {
		if done, err = m.Done(); done || err != nil {
			return true, err
		}
		if time.Now().After(deadline) {
			return false, nil
		}
		time.Sleep(min(sleep, time.Millisecond))
	}
}

// Test is acc_async_test (§3.2.9): whether all work on the async queue is
// done. It never blocks.
func (d *Device) Test(async int) (bool, error) {
	if d.isHost {
		return true, nil
	}
	if !ValidAsync(async) {
		return false, errorf(ErrInvalidAsync, "acc_async_test: %d is not a valid async argument", async)
	}
	d.lock()
	defer d.mu.Unlock()
	if !d.inited {
		return true, nil
	}
	q := d.queues[async]
	if async == AsyncSync {
		return true, d.settle() // synchronous work is done when the host looks
	}
	if q == nil {
		return true, nil
	}
	done, err := d.queueDone(q)
	d.reap()
	return done, err
}

// TestAll is acc_async_test_all (§3.2.10).
func (d *Device) TestAll() (bool, error) {
	if d.isHost {
		return true, nil
	}
	d.lock()
	defer d.mu.Unlock()
	if !d.inited {
		return true, nil
	}
	if err := d.settle(); err != nil { // synchronous work is done when the host looks
		return false, err
	}
	all := true
	for _, q := range d.allQueues() {
		done, err := d.queueDone(q)
		if err != nil {
			return false, err
		}
		all = all && done
	}
	d.reap()
	return all, nil
}

// Wait is acc_wait (§3.2.11): the host waits for the async queue. The
// device lock is not held while waiting, so other threads go on.
func (d *Device) Wait(async int) error {
	if d.isHost {
		return nil
	}
	if !ValidAsync(async) {
		return errorf(ErrInvalidAsync, "acc_wait: %d is not a valid async argument", async)
	}
	d.lock()
	q := d.queues[async]
	if !d.inited || q == nil {
		d.mu.Unlock()
		return nil
	}
	cq := q.cl
	d.mu.Unlock()
	emit(Event{Kind: EvWaitStart, Device: d, Async: async})
	err := cq.Finish()
	emit(Event{Kind: EvWaitEnd, Device: d, Async: async})
	d.lock()
	if d.inited {
		d.reap()
	}
	d.mu.Unlock()
	if err != nil {
		return clError(ErrExecution, err, "work on async(%d) of %s failed", async, d)
	}
	return nil
}

// WaitAll is acc_wait_all (§3.2.13).
func (d *Device) WaitAll() error {
	if d.isHost {
		return nil
	}
	d.lock()
	if !d.inited {
		d.mu.Unlock()
		return nil
	}
	if err := d.settle(); err != nil {
		d.mu.Unlock()
		return err
	}
	var qs []cl.Queue
	for _, q := range d.queues {
		qs = append(qs, q.cl)
	}
	d.mu.Unlock()
	var firstErr error
	for _, q := range qs {
		if err := q.Finish(); err != nil && firstErr == nil {
			firstErr = clError(ErrExecution, err, "work on %s failed", d)
		}
	}
	d.lock()
	if d.inited {
		d.reap()
	}
	d.mu.Unlock()
	return firstErr
}

// markers returns an event for the current end of each listed queue that
// has work, for other queues to wait on; the caller releases them.
func (d *Device) markers(asyncs []int, except *queue) ([]cl.Event, error) {
	var evs []cl.Event
	for _, a := range asyncs {
		if !ValidAsync(a) {
			return nil, errorf(ErrInvalidAsync, "wait: %d is not a valid async argument", a)
		}
		q := d.queues[a]
		if q == nil || q == except || !q.last.Valid() && !q.exposed {
			continue
		}
		m, err := q.cl.Marker(nil)
		if err != nil {
			return nil, clError(ErrExecution, err, "waiting on async(%d) of %s", a, d)
		}
		q.cl.Flush()
		evs = append(evs, m)
	}
	return evs, nil
}

// waitOn makes q wait for the events without blocking the host (a
// barrier with a wait list), releasing them.
func (d *Device) waitOn(q *queue, evs []cl.Event) error {
	if len(evs) == 0 {
		return nil
	}
	defer func() {
		for _, e := range evs {
			e.Release()
		}
	}()
	b, err := q.cl.Barrier(evs)
	if err != nil {
		return clError(ErrExecution, err, "making async(%d) wait on %s", q.async, d)
	}
	return d.submit(q, b)
}

// WaitAsync is acc_wait_async (§3.2.12): queue async waits for queue
// waitArg without the host waiting.
func (d *Device) WaitAsync(waitArg, async int) error {
	return d.WaitListAsync([]int{waitArg}, async)
}

// WaitListAsync makes queue async wait for every queue of the list: the
// wait(list) async(n) clauses of a construct and acc_wait_async.
func (d *Device) WaitListAsync(list []int, async int) error {
	if d.isHost || len(list) == 0 {
		return nil
	}
	d.lock()
	defer d.mu.Unlock()
	if err := d.ensure(); err != nil {
		return err
	}
	q, err := d.queueFor(async)
	if err != nil {
		return err
	}
	evs, err := d.markers(list, q)
	if err != nil {
		return err
	}
	return d.waitOn(q, evs)
}

// WaitAllAsync is acc_wait_all_async (§3.2.14): queue async waits for all
// other queues of the device.
func (d *Device) WaitAllAsync(async int) error {
	if d.isHost {
		return nil
	}
	d.lock()
	defer d.mu.Unlock()
	if err := d.ensure(); err != nil {
		return err
	}
	q, err := d.queueFor(async)
	if err != nil {
		return err
	}
	var all []int
	for a := range d.queues {
		all = append(all, a)
	}
	evs, err := d.markers(all, q)
	if err != nil {
		return err
	}
	return d.waitOn(q, evs)
}

// WaitAny is acc_wait_any (§3.2.15): it waits until one of the listed
// queues has no work and returns its index; -1 when the list holds only
// acc_async_sync values (or nothing).
func (d *Device) WaitAny(list []int) (int, error) {
	for _, a := range list {
		if !ValidAsync(a) {
			return -1, errorf(ErrInvalidAsync, "acc_wait_any: %d is not a valid async argument", a)
		}
	}
	if d.isHost {
		for i, a := range list {
			if a != AsyncSync {
				return i, nil
			}
		}
		return -1, nil
	}
	sleep := time.Microsecond
	for {
		any := false
		for i, a := range list {
			if a == AsyncSync {
				continue
			}
			any = true
			done, err := d.Test(a)
			if err != nil || done {
				return i, err
			}
		}
		if !any {
			return -1, nil
		}
		time.Sleep(sleep)
		if sleep < time.Millisecond {
			sleep *= 2
		}
	}
}

// OpenCLQueue returns the cl_command_queue of an async value
// (acc_get_opencl_queue); the program may enqueue its own work on it.
func (d *Device) OpenCLQueue(async int) (unsafe.Pointer, error) {
	d.lock()
	defer d.mu.Unlock()
	if err := d.ensure(); err != nil {
		return nil, err
	}
	q, err := d.queueFor(async)
	if err == nil {
		err = d.settle() // the program may wait on the queue with OpenCL itself
	}
	if err != nil {
		return nil, err
	}
	q.exposed = true
	return q.cl.Handle(), nil
}

// SetOpenCLQueue makes a queue of the program's the queue of an async
// value (acc_set_opencl_queue). The queue must belong to this device and
// its context; the old queue's work is finished first.
func (d *Device) SetOpenCLQueue(async int, h unsafe.Pointer) error {
	if async == AsyncSync || !ValidAsync(async) {
		return errorf(ErrInvalidAsync, "acc_set_opencl_queue: %d is not an async queue number", async)
	}
	if h == nil {
		return errorf(ErrInvalidNullPointer, "acc_set_opencl_queue: the queue is null")
	}
	d.lock()
	defer d.mu.Unlock()
	if err := d.ensure(); err != nil {
		return err
	}
	nq, err := cl.QueueFromHandle(h, d.ctx, d.CL)
	if err != nil {
		return errorf(ErrInvalidArgument, "acc_set_opencl_queue: the queue does not belong to %s and the context acc_get_current_opencl_context returns", d)
	}
	if old := d.queues[async]; old != nil {
		old.cl.Finish()
		d.reapAll()
		old.release()
	}
	d.queues[async] = &queue{cl: nq, async: async, exposed: true}
	return nil
}
