package cl

/*
#include "accrt_cl.h"
*/
import "C"

import "unsafe"

// Context is a cl_context holding one device.
type Context struct{ h C.cl_context }

// Queue is an in-order cl_command_queue.
type Queue struct{ h C.cl_command_queue }

// Mem is a cl_mem buffer.
type Mem struct{ h C.cl_mem }

// Event is a cl_event; the zero Event stands for "no event".
type Event struct{ h C.cl_event }

// CreateContext makes a context for d alone: each device gets its own, so
// that devices of different platforms work side by side.
func CreateContext(d *Device) (Context, error) {
	var err C.cl_int
	h := C.accrt_cl_create_context(d.id, &err)
	if e := check("clCreateContext", err); e != nil {
		return Context{}, e
	}
	return Context{h}, nil
}

func (c Context) Release() {
	if c.h != nil {
		C.clReleaseContext(c.h)
	}
}

// Handle is the cl_context.
func (c Context) Handle() unsafe.Pointer { return unsafe.Pointer(c.h) }

// CreateQueue makes an in-order queue on d.
func CreateQueue(c Context, d *Device) (Queue, error) {
	var err C.cl_int
	h := C.clCreateCommandQueue(c.h, d.id, 0, &err)
	if e := check("clCreateCommandQueue", err); e != nil {
		return Queue{}, e
	}
	return Queue{h}, nil
}

// QueueFromHandle adopts a cl_command_queue the program made, after
// checking that it belongs to device d and context c; it is retained.
func QueueFromHandle(h unsafe.Pointer, c Context, d *Device) (Queue, error) {
	q := C.cl_command_queue(h)
	var qd C.cl_device_id
	var qc C.cl_context
	if e := check("clGetCommandQueueInfo", C.accrt_cl_queue_device(q, &qd, &qc)); e != nil {
		return Queue{}, e
	}
	if qd != d.id || qc != c.h {
		return Queue{}, &Error{Op: "acc_set_opencl_queue", Code: -36}
	}
	C.clRetainCommandQueue(q)
	return Queue{q}, nil
}

func (q Queue) Handle() unsafe.Pointer { return unsafe.Pointer(q.h) }
func (q Queue) Valid() bool            { return q.h != nil }

func (q Queue) Release() {
	if q.h != nil {
		C.clReleaseCommandQueue(q.h)
	}
}

// Flush submits what is queued without waiting (clFlush, which go-opencl's
// Flush does not call).
func (q Queue) Flush() error { return check("clFlush", C.clFlush(q.h)) }

// Finish blocks until everything queued has completed.
func (q Queue) Finish() error { return check("clFinish", C.clFinish(q.h)) }

// CreateBuffer allocates size bytes of device memory.
func CreateBuffer(c Context, size uint64) (Mem, error) {
	var err C.cl_int
	h := C.clCreateBuffer(c.h, C.CL_MEM_READ_WRITE, C.size_t(size), nil, &err)
	if e := check("clCreateBuffer", err); e != nil {
		return Mem{}, e
	}
	return Mem{h}, nil
}

func (m Mem) Release() {
	if m.h != nil {
		C.clReleaseMemObject(m.h)
	}
}

func (m Mem) Handle() unsafe.Pointer { return unsafe.Pointer(m.h) }
func (m Mem) Valid() bool            { return m.h != nil }

func waitList(waits []Event) (C.cl_uint, *C.cl_event) {
	if len(waits) == 0 {
		return 0, nil
	}
	return C.cl_uint(len(waits)), (*C.cl_event)(unsafe.Pointer(&waits[0]))
}

// Write enqueues a copy of n bytes from host memory at src into m at off
// and returns its event. The host memory must stay valid until the event
// completes (C memory only: OpenCL keeps the pointer).
func (q Queue) Write(m Mem, off, n uint64, src unsafe.Pointer, waits []Event) (Event, error) {
	var ev C.cl_event
	nw, wl := waitList(waits)
	err := C.clEnqueueWriteBuffer(q.h, m.h, C.CL_FALSE, C.size_t(off), C.size_t(n), src, nw, wl, &ev)
	return Event{ev}, check("clEnqueueWriteBuffer", err)
}

// WriteBlocking copies n host bytes at src into m at off and returns when
// they are written; it makes no event (a synchronous copy needs none).
func (q Queue) WriteBlocking(m Mem, off, n uint64, src unsafe.Pointer) error {
	return check("clEnqueueWriteBuffer", C.clEnqueueWriteBuffer(q.h, m.h, C.CL_TRUE, C.size_t(off), C.size_t(n), src, 0, nil, nil))
}

// ReadBlocking copies n bytes of m at off to host memory at dst and
// returns when they are read; it makes no event.
func (q Queue) ReadBlocking(m Mem, off, n uint64, dst unsafe.Pointer) error {
	return check("clEnqueueReadBuffer", C.clEnqueueReadBuffer(q.h, m.h, C.CL_TRUE, C.size_t(off), C.size_t(n), dst, 0, nil, nil))
}

// Read enqueues a copy of n bytes of m at off to host memory at dst and
// returns its event.
func (q Queue) Read(m Mem, off, n uint64, dst unsafe.Pointer, waits []Event) (Event, error) {
	var ev C.cl_event
	nw, wl := waitList(waits)
	err := C.clEnqueueReadBuffer(q.h, m.h, C.CL_FALSE, C.size_t(off), C.size_t(n), dst, nw, wl, &ev)
	return Event{ev}, check("clEnqueueReadBuffer", err)
}

// Copy copies n bytes between buffers (or within one, without overlap).
func (q Queue) Copy(src, dst Mem, srcOff, dstOff, n uint64, waits []Event) (Event, error) {
	var ev C.cl_event
	nw, wl := waitList(waits)
	err := C.clEnqueueCopyBuffer(q.h, src.h, dst.h, C.size_t(srcOff), C.size_t(dstOff), C.size_t(n), nw, wl, &ev)
	return Event{ev}, check("clEnqueueCopyBuffer", err)
}

// Fill writes pattern repeatedly over n bytes at off; n and off must be
// multiples of len(pattern). OpenCL copies the pattern at once, so Go
// memory is fine here.
func (q Queue) Fill(m Mem, off, n uint64, pattern []byte, waits []Event) (Event, error) {
	var ev C.cl_event
	nw, wl := waitList(waits)
	p := C.CBytes(pattern)
	defer C.free(p)
	err := C.clEnqueueFillBuffer(q.h, m.h, p, C.size_t(len(pattern)), C.size_t(off), C.size_t(n), nw, wl, &ev)
	return Event{ev}, check("clEnqueueFillBuffer", err)
}

// Marker enqueues a marker that completes when everything before it on q
// (and every event in waits) has completed.
func (q Queue) Marker(waits []Event) (Event, error) {
	var ev C.cl_event
	nw, wl := waitList(waits)
	err := C.clEnqueueMarkerWithWaitList(q.h, nw, wl, &ev)
	return Event{ev}, check("clEnqueueMarkerWithWaitList", err)
}

// Barrier makes later commands on q wait for the events, without blocking
// the host; it returns the barrier's own event.
func (q Queue) Barrier(waits []Event) (Event, error) {
	var ev C.cl_event
	nw, wl := waitList(waits)
	err := C.clEnqueueBarrierWithWaitList(q.h, nw, wl, &ev)
	return Event{ev}, check("clEnqueueBarrierWithWaitList", err)
}

func (e Event) Valid() bool { return e.h != nil }

// Release drops this reference to the event.
func (e Event) Release() {
	if e.h != nil {
		C.clReleaseEvent(e.h)
	}
}

// Retain adds a reference.
func (e Event) Retain() {
	if e.h != nil {
		C.clRetainEvent(e.h)
	}
}

// Done reports whether the event's command has completed, without
// blocking. A command that failed counts as done and returns its error.
func (e Event) Done() (bool, error) {
	if e.h == nil {
		return true, nil
	}
	var st C.cl_int
	if err := check("clGetEventInfo", C.accrt_cl_event_status(e.h, &st)); err != nil {
		return true, err
	}
	if st < 0 {
		return true, &Error{Op: "command", Code: int32(st)}
	}
	return st == C.CL_COMPLETE, nil
}

// Wait blocks until the event completes.
func (e Event) Wait() error {
	if e.h == nil {
		return nil
	}
	return check("clWaitForEvents", C.clWaitForEvents(1, &e.h))
}

// CreateUserEvent makes an event the host completes with Complete; tests
// use it to hold a queue back.
func CreateUserEvent(c Context) (Event, error) {
	var err C.cl_int
	h := C.clCreateUserEvent(c.h, &err)
	return Event{h}, check("clCreateUserEvent", err)
}

// Complete marks a user event complete.
func (e Event) Complete() error {
	return check("clSetUserEventStatus", C.clSetUserEventStatus(e.h, C.CL_COMPLETE))
}
