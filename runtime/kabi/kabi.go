// Package kabi is the contract between accls kernels and the runtime: the
// two parameters every kernel starts with and the OpenCL C prelude the
// runtime puts before every program. It has no cgo, so the code generator
// imports it freely. docs/design/runtime.md explains the device pointer
// representation behind it.
package kabi

// HeapArg and HeapBaseArg are the indices of the parameters the runtime
// sets on every launch: the device heap buffer and the device address its
// first byte stands for. The kernel's own parameters start at FirstArg.
const (
	HeapArg     = 0
	HeapBaseArg = 1
	FirstArg    = 2
)

// Prelude is prepended to every program the runtime builds. A device
// pointer value p (from acc_malloc, acc_deviceptr, a deviceptr clause,
// host_data use_device or a pointer that attach wrote into device memory)
// becomes a real pointer with ACC_PTR(T, p), and a pointer goes back to a
// value with ACC_PTR_VALUE before it is stored in device memory.
const Prelude = `#ifndef ACCRT_PRELUDE
#define ACCRT_PRELUDE 1
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#define ACC_HEAP_PARAMS __global char *acc_heap_, ulong acc_heap_base_
#define ACC_PTR(T, p) ((__global T *)(acc_heap_ + ((ulong)(p) - acc_heap_base_)))
#define ACC_PTR_OR_NULL(T, p) ((ulong)(p) ? ACC_PTR(T, p) : (__global T *)0)
#define ACC_PTR_VALUE(q) ((ulong)((__global const char *)(q) - acc_heap_) + acc_heap_base_)
#endif
`
