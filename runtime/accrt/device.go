package accrt

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/accls/accls/runtime/cl"
	"github.com/accls/accls/runtime/present"
)

// Device is one device of the runtime: an OpenCL device, or the host.
type Device struct {
	Global int        // index among all OpenCL devices (acc_device_not_host numbering)
	Type   DeviceType // acc_device_nvidia, acc_device_radeon, acc_device_opencl or acc_device_host
	Num    int        // number among the devices of its type
	CL     *cl.Device // nil for the host
	Info   cl.DeviceInfo
	isHost bool

	mu      sync.Mutex
	inited  bool
	ctx     cl.Context
	mem     deviceHeap
	table   present.Table
	userMem map[uintptr]bool // blocks handed out by acc_malloc
	queues  map[int]*queue   // async value -> queue (acc_async_noval included)
	syncQ   *queue           // for acc_async_sync work
	// syncHeld: kernels of synchronous constructs on syncQ that the host
	// has not waited for yet (deferred.go).
	syncHeld bool
	pending  []pendingOp
	hostIO   []hostAccess            // async copies under way (hostorder.go)
	fills    map[*present.Entry]fill // async fills of present data (hostorder.go)
	progs    map[string]*Program
	// fast is what launches made in C read of this device (launch.go).
	fast cl.LaunchState
	// stage: the pinned buffers of staged copies (staging.go), made on
	// the first copy that uses them.
	stage stager
}

// IsHost reports whether d is acc_device_host.
func (d *Device) IsHost() bool { return d.isHost }

// String names the device for messages: "device 0 (NVIDIA H200)".
func (d *Device) String() string {
	if d.isHost {
		return "the host device"
	}
	return fmt.Sprintf("device %d (%s)", d.Num, d.Info.Name)
}

// Init initializes the device (acc_init, §3.2.7); every other operation
// does it on first use.
func (d *Device) Init() error {
	if d.isHost {
		return nil
	}
	d.lock()
	defer d.mu.Unlock()
	return d.ensure()
}

// ensure initializes d; the caller holds d.mu.
func (d *Device) ensure() error {
	if d.inited || d.isHost {
		return nil
	}
	if !d.Info.Available {
		return errorf(ErrDeviceUnavailable, "%s is not available (CL_DEVICE_AVAILABLE is false)", d)
	}
	emit(Event{Kind: EvDeviceInitStart, Device: d})
	ctx, err := cl.CreateContext(d.CL)
	if err != nil {
		return clError(ErrDeviceInit, err, "cannot initialize %s", d)
	}
	q, err := cl.CreateQueue(ctx, d.CL)
	if err != nil {
		ctx.Release()
		return clError(ErrDeviceInit, err, "cannot initialize %s", d)
	}
	d.ctx = ctx
	d.syncQ = &queue{cl: q, async: AsyncSync}
	d.queues = map[int]*queue{}
	d.userMem = map[uintptr]bool{}
	d.progs = map[string]*Program{}
	if err := d.mem.init(d, heapStartSize()); err != nil {
		d.syncQ.release()
		ctx.Release()
		return err
	}
	d.inited = true
	d.publishLaunch()
	d.makeStaging() // staging.go
	emit(Event{Kind: EvDeviceInitEnd, Device: d})
	return nil
}

// heapStartSize is the first size of a device heap: ACCLS_HEAP_SIZE bytes
// (with an optional K, M or G) or 64 MiB. The heap grows as needed.
func heapStartSize() uint64 {
	const def = 64 << 20
	s := strings.TrimSpace(os.Getenv("ACCLS_HEAP_SIZE"))
	if s == "" {
		return def
	}
	mult := uint64(1)
	switch s[len(s)-1] {
	case 'k', 'K':
		mult, s = 1<<10, s[:len(s)-1]
	case 'm', 'M':
		mult, s = 1<<20, s[:len(s)-1]
	case 'g', 'G':
		mult, s = 1<<30, s[:len(s)-1]
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil || n == 0 {
		return def
	}
	return n * mult
}

// Shutdown is acc_shutdown for this device (§3.2.8): it waits for all its
// queues, then frees its memory, queues and programs. The present table is
// emptied; a later use initializes the device again.
func (d *Device) Shutdown() error {
	if d.isHost {
		return nil
	}
	d.lock()
	defer d.mu.Unlock()
	if !d.inited {
		return nil
	}
	emit(Event{Kind: EvDeviceShutdownStart, Device: d})
	d.syncHeld = false // the queues finish below
	d.fast.Withdraw()
	var firstErr error
	for _, q := range d.allQueues() {
		if err := q.cl.Finish(); err != nil && firstErr == nil {
			firstErr = clError(ErrDeviceShutdown, err, "shutting down %s", d)
		}
	}
	d.reapAll()
	d.reapHost(true)
	d.dropFills()
	for _, p := range d.progs {
		p.release()
	}
	for _, q := range d.queues {
		q.release()
	}
	d.stage.release(d.syncQ)
	d.syncQ.release()
	d.mem.release()
	d.ctx.Release()
	d.table = present.Table{}
	tableChanged()
	d.queues, d.syncQ, d.progs, d.userMem = nil, nil, nil, nil
	d.inited = false
	emit(Event{Kind: EvDeviceShutdownEnd, Device: d})
	return firstErr
}

// Initialized reports whether the device has been initialized.
func (d *Device) Initialized() bool {
	d.lock()
	defer d.mu.Unlock()
	return d.inited
}

// Property is acc_get_property's numeric answer (§3.2.6).
func (d *Device) Property(p int) uint64 {
	switch p {
	case PropMemory:
		if d.isHost {
			return 0
		}
		return d.Info.GlobalMem
	case PropFreeMemory:
		if d.isHost {
			return 0
		}
		d.lock()
		defer d.mu.Unlock()
		used := uint64(0)
		if d.inited {
			used = d.mem.alloc.InUse()
		}
		if used > d.Info.GlobalMem {
			return 0
		}
		return d.Info.GlobalMem - used
	case PropSharedMemorySupport:
		if d.isHost {
			return 1
		}
		return 0
	}
	return 0
}

// PropertyString is acc_get_property_string's answer (§3.2.6).
func (d *Device) PropertyString(p int) string {
	switch p {
	case PropName:
		return d.Info.Name
	case PropVendor:
		return d.Info.Vendor
	case PropDriver:
		return d.Info.DriverVersion
	}
	return ""
}

// acc_device_property_t values, as in openacc.h.
const (
	PropMemory              = 1
	PropFreeMemory          = 2
	PropSharedMemorySupport = 3
	PropName                = 0x10000
	PropVendor              = 0x10001
	PropDriver              = 0x10002
)

// Context is the device's cl_context (acc_get_current_opencl_context).
func (d *Device) Context() (cl.Context, error) {
	d.lock()
	defer d.mu.Unlock()
	if err := d.ensure(); err != nil {
		return cl.Context{}, err
	}
	return d.ctx, nil
}

// clError wraps an OpenCL failure into a runtime error.
func clError(code ErrorCode, err error, format string, args ...any) *Error {
	e := errorf(code, format+": %v", append(args, err)...)
	if ce, ok := err.(*cl.Error); ok {
		e.RuntimeInfo = int64(ce.Code)
	}
	return e
}
