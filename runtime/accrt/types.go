// Package accrt is the OpenACC runtime of accls on OpenCL: devices and
// their selection (OpenACC 3.3 §2.3, §4), the data environment with its
// present table and counters (§2.6, §2.7), device memory, async queues
// (§2.16) and kernel programs. It is Go over package cl; runtime/capi
// exports it to C as the routines of §3 and the __accrt_* entry points
// that generated code calls. Everything here takes the device and async
// queue explicitly: the per-thread internal control variables live in the
// C layer.
package accrt

import "fmt"

// DeviceType is acc_device_t; the values are those of openacc.h.
type DeviceType int

const (
	DeviceNone    DeviceType = 0
	DeviceDefault DeviceType = 1
	DeviceHost    DeviceType = 2
	DeviceNotHost DeviceType = 3
	DeviceNvidia  DeviceType = 4 // NVIDIA GPUs (Appendix A)
	DeviceRadeon  DeviceType = 5 // AMD GPUs (Appendix A)
	DeviceOpenCL  DeviceType = 6 // any other OpenCL device, e.g. PoCL's CPU device
)

var typeNames = map[DeviceType]string{
	DeviceNone: "none", DeviceDefault: "default", DeviceHost: "host", DeviceNotHost: "not_host",
	DeviceNvidia: "nvidia", DeviceRadeon: "radeon", DeviceOpenCL: "opencl",
}

func (t DeviceType) String() string {
	if n, ok := typeNames[t]; ok {
		return n
	}
	return fmt.Sprintf("device type %d", int(t))
}

// Valid reports whether t is a device type this runtime knows.
func (t DeviceType) Valid() bool { _, ok := typeNames[t]; return ok }

// Async values (§2.16.1); the values are those of openacc.h.
const (
	AsyncNoval   = -1 // acc_async_noval
	AsyncSync    = -2 // acc_async_sync
	AsyncDefault = -3 // acc_async_default
)

// ValidAsync reports whether a is a valid async-argument: a queue number
// (zero or more) or one of the special values.
func ValidAsync(a int) bool { return a >= AsyncDefault }

// ErrorCode is acc_error_t of §5.2.2; the values are those of openacc.h.
type ErrorCode int

const (
	ErrNone                  ErrorCode = 0
	ErrOther                 ErrorCode = 1
	ErrSystem                ErrorCode = 2
	ErrExecution             ErrorCode = 3
	ErrDeviceInit            ErrorCode = 4
	ErrDeviceShutdown        ErrorCode = 5
	ErrDeviceUnavailable     ErrorCode = 6
	ErrDeviceTypeUnavailable ErrorCode = 7
	ErrWrongDeviceType       ErrorCode = 8
	ErrOutOfMemory           ErrorCode = 9
	ErrNotPresent            ErrorCode = 10
	ErrPartlyPresent         ErrorCode = 11
	ErrPresent               ErrorCode = 12
	ErrInvalidArgument       ErrorCode = 13
	ErrInvalidAsync          ErrorCode = 14
	ErrInvalidNullPointer    ErrorCode = 15
	ErrInvalidDataSection    ErrorCode = 16
	ErrImplementationDefined ErrorCode = 17
)

var errorNames = map[ErrorCode]string{
	ErrNone: "acc_error_none", ErrOther: "acc_error_other", ErrSystem: "acc_error_system",
	ErrExecution: "acc_error_execution", ErrDeviceInit: "acc_error_device_init",
	ErrDeviceShutdown: "acc_error_device_shutdown", ErrDeviceUnavailable: "acc_error_device_unavailable",
	ErrDeviceTypeUnavailable: "acc_error_device_type_unavailable", ErrWrongDeviceType: "acc_error_wrong_device_type",
	ErrOutOfMemory: "acc_error_out_of_memory", ErrNotPresent: "acc_error_not_present",
	ErrPartlyPresent: "acc_error_partly_present", ErrPresent: "acc_error_present",
	ErrInvalidArgument: "acc_error_invalid_argument", ErrInvalidAsync: "acc_error_invalid_async",
	ErrInvalidNullPointer: "acc_error_invalid_null_pointer", ErrInvalidDataSection: "acc_error_invalid_data_section",
	ErrImplementationDefined: "acc_error_implementation_defined",
}

func (c ErrorCode) String() string {
	if n, ok := errorNames[c]; ok {
		return n
	}
	return fmt.Sprintf("acc_error %d", int(c))
}

// Error is a runtime error the spec names (§5.2.2): the C layer hands it
// to the program's error callbacks and then ends the program.
type Error struct {
	Code ErrorCode
	Msg  string
	// RuntimeInfo is the OpenCL error code behind the error, if any.
	RuntimeInfo int64
}

func (e *Error) Error() string { return e.Msg }

func errorf(code ErrorCode, format string, args ...any) *Error {
	return &Error{Code: code, Msg: fmt.Sprintf(format, args...)}
}

// Var names the data an operation is about, for messages: the code
// generator passes the clause's text ("a[0:n]"); API routines pass none.
type Var struct {
	Host, Size uintptr
	Name       string
	// CName is the clause's text as generated code passes it: a C string
	// in static storage (its address; 0 for none), read only when a
	// message or a profiling event needs it, so that the present lookups
	// of a construct allocate nothing.
	CName uintptr
}

// Label is the variable's name for messages: Name, else CName's text.
func (v Var) Label() string {
	if v.Name != "" || v.CName == 0 {
		return v.Name
	}
	return cString(v.CName)
}

func (v Var) String() string {
	if l := v.Label(); l != "" {
		return fmt.Sprintf("%s (host %#x, %d bytes)", l, v.Host, v.Size)
	}
	return fmt.Sprintf("host data at %#x (%d bytes)", v.Host, v.Size)
}
