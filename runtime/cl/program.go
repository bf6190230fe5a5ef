package cl

/*
#include "accrt_cl.h"
// A launch keeps no pointer it is given (OpenCL copies argument values
// and sizes at the call) and never calls Go: its arrays stay on the
// caller's stack.
#cgo noescape accrt_cl_launch
#cgo nocallback accrt_cl_launch
*/
import "C"

import (
	"unsafe"
)

// Program is a cl_program built for one device.
type Program struct{ h C.cl_program }

// Kernel is a cl_kernel.
type Kernel struct {
	h    C.cl_kernel
	args *C.accrt_cl_argcache // what it was last launched with
}

// BuildError is a failed clBuildProgram with the compiler's log.
type BuildError struct {
	Code int32
	Log  string
}

func (e *BuildError) Error() string {
	return "the OpenCL compiler rejected the program (" + codeName(e.Code) + "):\n" + e.Log
}

// ProgramFromSource creates (but does not build) a program.
func ProgramFromSource(c Context, src string) (Program, error) {
	cs := C.CString(src)
	defer C.free(unsafe.Pointer(cs))
	var err C.cl_int
	h := C.accrt_cl_program_from_source(c.h, cs, C.size_t(len(src)), &err)
	if e := check("clCreateProgramWithSource", err); e != nil {
		return Program{}, e
	}
	return Program{h}, nil
}

// ProgramFromBinary creates a program from a binary that Binary returned
// earlier for the same device and driver.
func ProgramFromBinary(c Context, d *Device, bin []byte) (Program, error) {
	if len(bin) == 0 {
		return Program{}, &Error{Op: "clCreateProgramWithBinary", Code: ErrInvalidBinary}
	}
	cb := C.CBytes(bin)
	defer C.free(cb)
	var err C.cl_int
	h := C.accrt_cl_program_from_binary(c.h, d.id, (*C.uchar)(cb), C.size_t(len(bin)), &err)
	if e := check("clCreateProgramWithBinary", err); e != nil {
		return Program{}, e
	}
	return Program{h}, nil
}

// Build compiles the program for d; a failure returns *BuildError.
func (p Program) Build(d *Device, options string) error {
	co := C.CString(options)
	defer C.free(unsafe.Pointer(co))
	err := C.clBuildProgram(p.h, 1, &d.id, co, nil, nil)
	if err == C.CL_SUCCESS {
		return nil
	}
	log := ""
	if cl := C.accrt_cl_build_log(p.h, d.id); cl != nil {
		log = C.GoString(cl)
		C.free(unsafe.Pointer(cl))
	}
	if err == C.CL_BUILD_PROGRAM_FAILURE || log != "" {
		return &BuildError{Code: int32(err), Log: log}
	}
	return check("clBuildProgram", err)
}

// Binary returns the program's binary for its one device.
func (p Program) Binary() ([]byte, error) {
	var buf *C.uchar
	var n C.size_t
	if e := check("clGetProgramInfo", C.accrt_cl_program_binary(p.h, &buf, &n)); e != nil {
		return nil, e
	}
	if buf == nil {
		return nil, nil
	}
	defer C.free(unsafe.Pointer(buf))
	return C.GoBytes(unsafe.Pointer(buf), C.int(n)), nil
}

func (p Program) Release() {
	if p.h != nil {
		C.clReleaseProgram(p.h)
	}
}

// Kernel creates the kernel of that name.
func (p Program) Kernel(name string) (Kernel, error) {
	cn := C.CString(name)
	defer C.free(unsafe.Pointer(cn))
	var err C.cl_int
	h := C.clCreateKernel(p.h, cn, &err)
	if e := check("clCreateKernel", err); e != nil {
		return Kernel{}, e
	}
	return Kernel{h: h, args: C.accrt_cl_argcache_new()}, nil
}

func (k Kernel) Release() {
	if k.h != nil {
		C.clReleaseKernel(k.h)
	}
	C.accrt_cl_argcache_free(k.args)
}

func (k Kernel) Handle() unsafe.Pointer { return unsafe.Pointer(k.h) }

// keptArgs is what k keeps of its last launch's arguments (tests).
func (k Kernel) keptArgs() (n int, epoch uint64) {
	if k.args == nil {
		return 0, 0
	}
	return int(k.args.n), uint64(k.args.epoch)
}

// WorkGroupInfo returns the largest work-group the kernel can run with on d
// and its preferred work-group size multiple.
func (k Kernel) WorkGroupInfo(d *Device) (max, multiple int, err error) {
	var v C.size_t
	if e := check("clGetKernelWorkGroupInfo", C.clGetKernelWorkGroupInfo(k.h, d.id, C.CL_KERNEL_WORK_GROUP_SIZE, C.size_t(unsafe.Sizeof(v)), unsafe.Pointer(&v), nil)); e != nil {
		return 0, 0, e
	}
	max = int(v)
	if e := check("clGetKernelWorkGroupInfo", C.clGetKernelWorkGroupInfo(k.h, d.id, C.CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, C.size_t(unsafe.Sizeof(v)), unsafe.Pointer(&v), nil)); e != nil {
		return max, 1, nil
	}
	return max, int(v), nil
}

// Args packs kernel arguments for one launch: values are copied in, so
// the caller's variables may change right after.
type Args struct {
	sizes   []C.size_t
	offsets []C.size_t
	blob    []byte
	// Epoch names the memory objects among the arguments: a launch with
	// the epoch of the kernel's previous one sets only the arguments
	// whose bytes changed; the caller changes it whenever a memory object
	// it passes may have been released (a handle may then be reused).
	Epoch uint64
}

// Reset empties a for reuse.
func (a *Args) Reset() {
	a.sizes, a.offsets, a.blob = a.sizes[:0], a.offsets[:0], a.blob[:0]
	a.Epoch = 0
}

// Len is the number of arguments.
func (a *Args) Len() int { return len(a.sizes) }

// Bytes adds an argument passed by value (scalars of any size, double
// included, and structs).
func (a *Args) Bytes(v []byte) {
	for len(a.blob)%8 != 0 {
		a.blob = append(a.blob, 0)
	}
	a.sizes = append(a.sizes, C.size_t(len(v)))
	a.offsets = append(a.offsets, C.size_t(len(a.blob)))
	a.blob = append(a.blob, v...)
}

// Uint64 adds a 64-bit scalar.
func (a *Args) Uint64(v uint64) {
	var b [8]byte
	*(*uint64)(unsafe.Pointer(&b[0])) = v
	a.Bytes(b[:])
}

// Mem adds a buffer argument.
func (a *Args) Mem(m Mem) {
	h := uintptr(unsafe.Pointer(m.h))
	var b [unsafe.Sizeof(h)]byte
	*(*uintptr)(unsafe.Pointer(&b[0])) = h
	a.Bytes(b[:])
}

// Local adds a __local argument of size bytes.
func (a *Args) Local(size uint64) {
	a.sizes = append(a.sizes, C.size_t(size))
	a.offsets = append(a.offsets, ^C.size_t(0))
}

// Launch sets args on k and enqueues it on q over dims dimensions with the
// given global and local sizes (local nil: the driver chooses).
func (q Queue) Launch(k Kernel, a *Args, global, local []uint64, waits []Event) (Event, error) {
	var ev C.cl_event
	err := q.launch(k, a, global, local, waits, &ev)
	return Event{ev}, err
}

// LaunchNoEvent is Launch without an event: the driver need not track the
// kernel's completion for the program (about 1 us a launch on an H200).
func (q Queue) LaunchNoEvent(k Kernel, a *Args, global, local []uint64, waits []Event) error {
	return q.launch(k, a, global, local, waits, nil)
}

func (q Queue) launch(k Kernel, a *Args, global, local []uint64, waits []Event, ev *C.cl_event) error {
	var gws, lws [3]C.size_t
	for i, g := range global {
		gws[i] = C.size_t(g)
	}
	var lp *C.size_t
	if local != nil {
		for i, l := range local {
			lws[i] = C.size_t(l)
		}
		lp = &lws[0]
	}
	var sp, op *C.size_t
	var bp *C.uchar
	if len(a.sizes) > 0 {
		sp, op = &a.sizes[0], &a.offsets[0]
	}
	if len(a.blob) > 0 {
		bp = (*C.uchar)(unsafe.Pointer(&a.blob[0]))
	}
	nw, wl := waitList(waits)
	err := C.accrt_cl_launch(k.h, k.args, C.uint64_t(a.Epoch), q.h, C.cl_uint(len(a.sizes)), sp, op, bp, C.size_t(len(a.blob)), C.cl_uint(len(global)), &gws[0], lp, nw, wl, ev)
	return check("clEnqueueNDRangeKernel", err)
}

// Set replaces the value of argument i, which must have been added with
// Bytes and the same size.
func (a *Args) Set(i int, v []byte) {
	copy(a.blob[a.offsets[i]:a.offsets[i]+C.size_t(len(v))], v)
}

// SetMem replaces buffer argument i.
func (a *Args) SetMem(i int, m Mem) {
	h := uintptr(unsafe.Pointer(m.h))
	*(*uintptr)(unsafe.Pointer(&a.blob[a.offsets[i]])) = h
}

// SetUint64 replaces 64-bit argument i.
func (a *Args) SetUint64(i int, v uint64) {
	*(*uint64)(unsafe.Pointer(&a.blob[a.offsets[i]])) = v
}
