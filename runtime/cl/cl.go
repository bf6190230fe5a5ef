// Package cl is accls's thin layer over OpenCL. It uses
// github.com/jgillich/go-opencl where that binding serves (finding platforms
// and devices and reading their properties) and calls OpenCL itself where the
// binding has gaps: its Flush calls clFinish, it has no clGetEventInfo, no
// program binaries, no double kernel arguments, no wait lists on markers and
// barriers, and it wraps every event in a Go object with a finalizer, which
// is too slow for a kernel launch. docs/design/runtime.md says more.
//
// Handles here are the raw OpenCL handles; whoever creates one releases it.
package cl

/*
#cgo CFLAGS: -DCL_TARGET_OPENCL_VERSION=300 -DCL_USE_DEPRECATED_OPENCL_1_2_APIS
#cgo LDFLAGS: -lOpenCL
#include "accrt_cl.h"
*/
import "C"

import "fmt"

// Error is an OpenCL error code with the call that returned it.
type Error struct {
	Op   string
	Code int32
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s failed: %s (%d)", e.Op, codeName(e.Code), e.Code)
}

func check(op string, code C.cl_int) error {
	if code == C.CL_SUCCESS {
		return nil
	}
	return &Error{Op: op, Code: int32(code)}
}

// OpenCL error codes the runtime tells apart.
const (
	ErrDeviceNotFound   = -1
	ErrOutOfResources   = -5
	ErrOutOfHostMemory  = -6
	ErrMemAllocFailure  = -4
	ErrBuildFailure     = -11
	ErrInvalidBinary    = -42
	ErrPlatformNotFound = -1001
)

// IsCode reports whether err is an OpenCL error with the given code.
func IsCode(err error, code int32) bool {
	e, ok := err.(*Error)
	return ok && e.Code == code
}

func codeName(c int32) string {
	if n, ok := codeNames[c]; ok {
		return n
	}
	return "unknown OpenCL error"
}

var codeNames = map[int32]string{
	-1: "CL_DEVICE_NOT_FOUND", -2: "CL_DEVICE_NOT_AVAILABLE", -3: "CL_COMPILER_NOT_AVAILABLE",
	-4: "CL_MEM_OBJECT_ALLOCATION_FAILURE", -5: "CL_OUT_OF_RESOURCES", -6: "CL_OUT_OF_HOST_MEMORY",
	-7: "CL_PROFILING_INFO_NOT_AVAILABLE", -8: "CL_MEM_COPY_OVERLAP", -9: "CL_IMAGE_FORMAT_MISMATCH",
	-10: "CL_IMAGE_FORMAT_NOT_SUPPORTED", -11: "CL_BUILD_PROGRAM_FAILURE", -12: "CL_MAP_FAILURE",
	-13: "CL_MISALIGNED_SUB_BUFFER_OFFSET", -14: "CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST",
	-15: "CL_COMPILE_PROGRAM_FAILURE", -16: "CL_LINKER_NOT_AVAILABLE", -17: "CL_LINK_PROGRAM_FAILURE",
	-30: "CL_INVALID_VALUE", -31: "CL_INVALID_DEVICE_TYPE", -32: "CL_INVALID_PLATFORM",
	-33: "CL_INVALID_DEVICE", -34: "CL_INVALID_CONTEXT", -35: "CL_INVALID_QUEUE_PROPERTIES",
	-36: "CL_INVALID_COMMAND_QUEUE", -37: "CL_INVALID_HOST_PTR", -38: "CL_INVALID_MEM_OBJECT",
	-40: "CL_INVALID_IMAGE_SIZE", -42: "CL_INVALID_BINARY", -43: "CL_INVALID_BUILD_OPTIONS",
	-44: "CL_INVALID_PROGRAM", -45: "CL_INVALID_PROGRAM_EXECUTABLE", -46: "CL_INVALID_KERNEL_NAME",
	-47: "CL_INVALID_KERNEL_DEFINITION", -48: "CL_INVALID_KERNEL", -49: "CL_INVALID_ARG_INDEX",
	-50: "CL_INVALID_ARG_VALUE", -51: "CL_INVALID_ARG_SIZE", -52: "CL_INVALID_KERNEL_ARGS",
	-53: "CL_INVALID_WORK_DIMENSION", -54: "CL_INVALID_WORK_GROUP_SIZE", -55: "CL_INVALID_WORK_ITEM_SIZE",
	-56: "CL_INVALID_GLOBAL_OFFSET", -57: "CL_INVALID_EVENT_WAIT_LIST", -58: "CL_INVALID_EVENT",
	-59: "CL_INVALID_OPERATION", -61: "CL_INVALID_BUFFER_SIZE", -63: "CL_INVALID_GLOBAL_WORK_SIZE",
	-64: "CL_INVALID_PROPERTY", -1001: "CL_PLATFORM_NOT_FOUND_KHR",
}
