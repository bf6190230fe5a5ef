package accrt

import (
	"syscall"

	"github.com/accls/accls/runtime/cl"
	"github.com/accls/accls/runtime/heap"
)

// deviceHeap is the device memory of one device: a single OpenCL buffer
// that grows by copying, with device pointers as offsets into it. A device
// pointer's value is base+offset, where base is the start of a range of
// host address space reserved (and never mapped) for this device: device
// pointers then never equal a host address, stay valid when the buffer
// grows, and kernels turn them into real pointers by adding the buffer's
// address (docs/design/runtime.md, "Device pointers").
type deviceHeap struct {
	buf   cl.Mem
	alloc *heap.Allocator
	base  uintptr
	max   uint64 // the largest the buffer may become (CL_DEVICE_MAX_MEM_ALLOC_SIZE)
	va    []byte // the reserved address range; kept for the process's life
	// epoch counts the buffers buf has been: kernels skip setting
	// arguments unchanged since their last launch (cl.Args.Epoch), and a
	// new buffer may have the handle of one released before.
	epoch uint64
}

// minAlign is the least alignment of device blocks.
const minAlign = 256

// mirrorAlign is _Alignof(max_align_t) on the hosts accls supports: the
// alignment of every C object divides it, so a device copy whose address
// is congruent to the host's modulo mirrorAlign keeps every member's
// alignment.
const mirrorAlign = 16

func (h *deviceHeap) init(d *Device, start uint64) error {
	h.max = d.Info.MaxAlloc
	if h.max == 0 {
		h.max = 1 << 30
	}
	if start > h.max {
		start = h.max
	}
	if h.va == nil {
		va, err := syscall.Mmap(-1, 0, int(h.max), syscall.PROT_NONE, syscall.MAP_PRIVATE|syscall.MAP_ANON|syscall.MAP_NORESERVE)
		if err != nil {
			return errorf(ErrDeviceInit, "cannot reserve %d bytes of address space for the device pointers of %s: %v", h.max, d, err)
		}
		h.va = va
		h.base = uintptrOf(va)
	}
	align := uint64(minAlign)
	if a := uint64(d.Info.BaseAlign); a > align && a&(a-1) == 0 {
		align = a
	}
	buf, err := cl.CreateBuffer(d.ctx, start)
	if err != nil {
		return clError(ErrDeviceInit, err, "cannot allocate the %d-byte memory heap of %s", start, d)
	}
	h.buf = buf
	h.epoch++
	h.alloc = heap.New(start, align)
	return nil
}

func (h *deviceHeap) release() {
	h.buf.Release()
	h.buf = cl.Mem{}
	h.alloc = nil
}

// contains reports whether [p, p+n) lies in the device's address range.
func (h *deviceHeap) contains(p, n uintptr) bool {
	return p >= h.base && p+n >= p && uint64(p+n-h.base) <= h.max
}

// block finds the allocated block holding device address p.
func (h *deviceHeap) block(p uintptr) (start uintptr, size uint64, ok bool) {
	if h.alloc == nil || !h.contains(p, 0) {
		return 0, 0, false
	}
	s, n, ok := h.alloc.Block(uint64(p - h.base))
	return h.base + uintptr(s), n, ok
}

func (h *deviceHeap) offset(p uintptr) uint64 { return uint64(p - h.base) }

// allocate returns the device address of a new block of n bytes, making
// room by reclaiming finished work and growing the heap; the caller holds
// d.mu.
func (d *Device) allocate(n uint64) (uintptr, error) {
	h := &d.mem
	if off, ok := h.alloc.Alloc(n); ok {
		return h.base + uintptr(off), nil
	}
	// Blocks whose async copyout has finished are free to take.
	d.reap()
	if off, ok := h.alloc.Alloc(n); ok {
		return h.base + uintptr(off), nil
	}
	d.reapAll()
	if off, ok := h.alloc.Alloc(n); ok {
		return h.base + uintptr(off), nil
	}
	if err := d.grow(n); err != nil {
		return 0, err
	}
	off, ok := h.alloc.Alloc(n)
	if !ok {
		return 0, d.outOfMemory(n)
	}
	return h.base + uintptr(off), nil
}

func (d *Device) outOfMemory(n uint64) *Error {
	return errorf(ErrOutOfMemory, "out of device memory on %s: %d more bytes were needed with %d in use, and one OpenCL buffer may hold at most %d bytes (CL_DEVICE_MAX_MEM_ALLOC_SIZE)",
		d, n, d.mem.alloc.InUse(), d.mem.max)
}

// grow replaces the heap buffer by a larger one holding the same bytes.
// All queues are drained first: commands already enqueued use the old one.
func (d *Device) grow(n uint64) error {
	h := &d.mem
	need := h.alloc.Top() + n + h.alloc.Align()
	if need > h.max || need < n {
		return d.outOfMemory(n)
	}
	size := h.alloc.Size()
	for size < need {
		size *= 2
	}
	if size > h.max {
		size = h.max
	}
	for _, q := range d.allQueues() {
		if err := q.cl.Finish(); err != nil {
			return clError(ErrExecution, err, "waiting for %s before growing its memory", d)
		}
		q.untracked = false // idle: its last event (if any) is complete
	}
	d.reapAll()
	buf, err := cl.CreateBuffer(d.ctx, size)
	if err != nil {
		return d.outOfMemory(n)
	}
	if top := h.alloc.Top(); top > 0 {
		ev, err := d.syncQ.cl.Copy(h.buf, buf, 0, 0, top, nil)
		if err == nil {
			err = ev.Wait()
			ev.Release()
		}
		if err != nil {
			buf.Release()
			return d.outOfMemory(n)
		}
	}
	h.buf.Release()
	h.buf = buf
	h.epoch++
	h.alloc.Grow(size)
	d.publishLaunch()
	return nil
}

// Malloc is acc_malloc (§3.2): n bytes of device memory, not in the
// present table. Zero bytes give a null pointer.
func (d *Device) Malloc(n uintptr) (uintptr, error) {
	if n == 0 {
		return 0, nil
	}
	if d.isHost {
		return uintptr(cl.HostMalloc(uint64(n))), nil
	}
	d.lock()
	defer d.mu.Unlock()
	if err := d.ensure(); err != nil {
		return 0, err
	}
	p, err := d.allocate(uint64(n))
	if err != nil {
		return 0, err
	}
	d.userMem[p] = true
	emit(Event{Kind: EvAlloc, Device: d, DevPtr: p, Bytes: n})
	return p, nil
}

// Free is acc_free (§3.2). The block is given back once the work already
// queued on the device has finished with it.
func (d *Device) Free(p uintptr) error {
	if p == 0 {
		return nil
	}
	if d.isHost {
		cl.HostRelease(ptr(p))
		return nil
	}
	d.lock()
	defer d.mu.Unlock()
	if !d.inited || !d.userMem[p] {
		return errorf(ErrInvalidArgument, "acc_free: %#x was not returned by acc_malloc on %s (or was freed already)", p, d)
	}
	delete(d.userMem, p)
	emit(Event{Kind: EvFree, Device: d, DevPtr: p})
	d.freeAfterQueued(p)
	return nil
}

// freeAfterQueued frees block p once every queue has finished what it
// holds now: kernels and copies may still use it.
func (d *Device) freeAfterQueued(p uintptr) {
	var evs []cl.Event
	for _, q := range d.allQueues() {
		if q.lastEvent().Valid() {
			if done, _ := q.last.Done(); !done {
				q.last.Retain()
				evs = append(evs, q.last)
			}
		}
	}
	off := d.mem.offset(p)
	if len(evs) == 0 {
		d.mem.alloc.Free(off)
		return
	}
	d.pending = append(d.pending, pendingOp{events: evs, done: func() { d.mem.alloc.Free(off) }})
}

// checkDeviceRange validates that [p, p+n) is device memory of d that an
// acc_malloc, acc_copyin or data clause handed out.
func (d *Device) checkDeviceRange(what string, p, n uintptr) error {
	if p == 0 {
		return errorf(ErrInvalidNullPointer, "%s: the device pointer is null", what)
	}
	start, size, ok := d.mem.block(p)
	if !ok || uint64(p-start)+uint64(n) > size {
		return errorf(ErrInvalidArgument, "%s: device address %#x (%d bytes) is not device memory of %s", what, p, n, d)
	}
	return nil
}

// Buffer returns the OpenCL buffer holding device address p and p's
// offset in it (accls_get_opencl_buffer). The buffer changes when the heap
// grows.
func (d *Device) Buffer(p uintptr) (cl.Mem, uint64, error) {
	if d.isHost {
		return cl.Mem{}, 0, errorf(ErrWrongDeviceType, "the host device has no OpenCL buffers")
	}
	d.lock()
	defer d.mu.Unlock()
	if !d.inited {
		return cl.Mem{}, 0, errorf(ErrInvalidArgument, "%#x is not device memory of %s", p, d)
	}
	if err := d.checkDeviceRange("accls_get_opencl_buffer", p, 0); err != nil {
		return cl.Mem{}, 0, err
	}
	return d.mem.buf, d.mem.offset(p), nil
}
