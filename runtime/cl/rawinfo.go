package cl

/*
#include "accrt_cl.h"
*/
import "C"

import "unsafe"

// clDeviceName reads CL_DEVICE_NAME through the raw handle (used by
// TestHandleLayout; tests cannot use cgo themselves).
func clDeviceName(d *Device, buf []byte, n *uintptr) int {
	var sz C.size_t
	rc := C.clGetDeviceInfo(d.id, C.CL_DEVICE_NAME, C.size_t(len(buf)), unsafe.Pointer(&buf[0]), &sz)
	*n = uintptr(sz)
	return int(rc)
}
