package accrt

import "sync/atomic"

// EventKind is acc_event_t of the profiling interface (§5.1); the values
// are those of openacc.h.
type EventKind int

const (
	EvDeviceInitStart       EventKind = 1
	EvDeviceInitEnd         EventKind = 2
	EvDeviceShutdownStart   EventKind = 3
	EvDeviceShutdownEnd     EventKind = 4
	EvRuntimeShutdown       EventKind = 5
	EvCreate                EventKind = 6
	EvDelete                EventKind = 7
	EvAlloc                 EventKind = 8
	EvFree                  EventKind = 9
	EvEnterDataStart        EventKind = 10
	EvEnterDataEnd          EventKind = 11
	EvExitDataStart         EventKind = 12
	EvExitDataEnd           EventKind = 13
	EvUpdateStart           EventKind = 14
	EvUpdateEnd             EventKind = 15
	EvComputeConstructStart EventKind = 16
	EvComputeConstructEnd   EventKind = 17
	EvEnqueueLaunchStart    EventKind = 18
	EvEnqueueLaunchEnd      EventKind = 19
	EvEnqueueUploadStart    EventKind = 20
	EvEnqueueUploadEnd      EventKind = 21
	EvEnqueueDownloadStart  EventKind = 22
	EvEnqueueDownloadEnd    EventKind = 23
	EvWaitStart             EventKind = 24
	EvWaitEnd               EventKind = 25
	EvError                 EventKind = 26
	EvLast                  EventKind = 27
)

// Event is one profiling event with what the callbacks are told of it.
type Event struct {
	Kind   EventKind
	Device *Device
	Var    Var
	DevPtr uintptr
	Bytes  uintptr
	Async  int
	Kernel string   // launch events
	Global []uint64 // launch events: work-items per dimension
	Local  []uint64 // launch events: work-group size, nil when the driver chose
	// The construct an event belongs to, with its file and line, is the C
	// layer's: the directive whose profiling bracket is open on the
	// calling thread (runtime/capi/prof_site.c).
}

// hooks[k] is set while some callback wants events of kind k.
var hooks [EvLast]atomic.Pointer[func(*Event)]

// SetHook installs (or, with nil, removes) the function that receives
// events of kind k; the C layer uses it for acc_prof_register.
func SetHook(k EventKind, f func(*Event)) {
	if k <= 0 || k >= EvLast {
		return
	}
	if f == nil {
		hooks[k].Store(nil)
		return
	}
	hooks[k].Store(&f)
}

// emit is cheap when nobody listens: one atomic load, and no allocation
// (handing &ev to the hook here would move every emitted event to the
// heap, listened to or not).
func emit(ev Event) {
	if ev.Kind <= 0 || ev.Kind >= EvLast {
		return
	}
	if f := hooks[ev.Kind].Load(); f != nil {
		fire(*f, ev)
	}
}

//go:noinline
func fire(f func(*Event), ev Event) { f(&ev) }

// emitLaunch emits a launch event. The sizes are copied for the hook,
// so that the caller's arrays stay on its stack.
func emitLaunch(kind EventKind, d *Device, kernel string, global, local []uint64, async int) {
	if f := hooks[kind].Load(); f != nil {
		ev := Event{Kind: kind, Device: d, Kernel: kernel, Async: async, Global: append([]uint64(nil), global...)}
		if local != nil {
			ev.Local = append([]uint64(nil), local...)
		}
		fire(*f, ev)
	}
}

// Emit lets the C layer raise events the runtime cannot see (the
// start and end events of the directives' brackets, the API routines'
// enter and exit data).
func Emit(ev Event) { emit(ev) }
