package accrt

import "os"

// Deferred completion of synchronous compute constructs (OpenACC 3.3
// §2.16: without async the host waits until the construct's work is
// done; the as-if rule lets it wait later while the program cannot tell).
//
// At the end of a synchronous construct the synchronous queue holds only
// its kernels: every transfer on that queue waits for itself (submit), so
// no command still reads or writes host memory, and a kernel's by-value
// arguments were read when it was queued. The kernels change device memory
// only, which the program can observe only through the runtime. So the
// host leaves them running (flushed) and waits at the first of:
//   - a transfer, fill or copy on the synchronous queue: the host waits
//     for the kernels, then enqueues it blocking (ready, transfer.go);
//   - work on any other queue, or a test or wait of one (queueFor settles):
//     async work must see the construct's results (§2.16.1);
//   - acc_wait_all and the wait directive without arguments (WaitAll),
//     acc_async_test_all (TestAll), the
//     OpenCL queue handed to the program (OpenCLQueue), acc_shutdown, and
//     the program's exit (Settle, from capi);
//
// kernels queued behind them on the synchronous queue run in order.
// A kernel that fails is reported at that point. ACCLS_SYNC=strict turns
// the deferral off (every synchronous construct waits at its end).
var deferSync = os.Getenv("ACCLS_SYNC") != "strict"

// holdSync flushes the synchronous queue's kernels and records them as
// not waited for; the caller holds d.mu.
func (d *Device) holdSync() error {
	if err := d.syncQ.cl.Flush(); err != nil {
		return clError(ErrExecution, err, "cannot submit work on %s", d)
	}
	d.syncHeld = true
	return nil
}

// settle waits for the kernels holdSync left running; the caller holds
// d.mu.
func (d *Device) settle() error {
	if !d.syncHeld {
		return nil
	}
	d.syncHeld = false
	d.syncQ.untracked = false
	if err := d.syncQ.cl.Finish(); err != nil {
		return clError(ErrExecution, err, "a kernel failed on %s", d)
	}
	return nil
}

// Settle waits for the synchronous constructs whose completion was
// deferred (the program's exit).
func (d *Device) Settle() error {
	if d.isHost {
		return nil
	}
	d.lock()
	defer d.mu.Unlock()
	if !d.inited {
		return nil
	}
	return d.settle()
}

// SettleAll is Settle for every device (the program's exit): the first
// failure, with its device.
func SettleAll() (*Device, error) {
	for _, d := range Devices() {
		if err := d.Settle(); err != nil {
			return d, err
		}
	}
	return nil, nil
}
