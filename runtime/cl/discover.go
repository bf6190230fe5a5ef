package cl

/*
#include "accrt_cl.h"
*/
import "C"

import (
	"strings"
	"unsafe"

	gocl "github.com/jgillich/go-opencl/cl"
)

// DeviceKind is the OpenCL device type, reduced to what device selection
// needs.
type DeviceKind uint8

const (
	KindOther DeviceKind = iota // CPU, accelerator, custom
	KindGPU
)

// DeviceInfo is what the runtime reads of a device once, at discovery.
type DeviceInfo struct {
	Platform        string // platform name
	PlatformVersion string
	Name            string
	Vendor          string
	VendorID        uint32
	Version         string // "OpenCL 3.0 ..."
	DriverVersion   string
	Extensions      string
	Kind            DeviceKind
	GlobalMem       uint64
	MaxAlloc        uint64
	LocalMem        uint64
	MaxWorkGroup    int
	ComputeUnits    int
	AddressBits     int
	BaseAlign       int // CL_DEVICE_MEM_BASE_ADDR_ALIGN in bytes
	Available       bool
	Compiler        bool
	// SubgroupWidth is the hardware SIMD width when the driver tells it
	// (NVIDIA warp, AMD wavefront), else 0.
	SubgroupWidth int
}

// Device is one OpenCL device found on this machine.
type Device struct {
	id       C.cl_device_id
	platform C.cl_platform_id
	Info     DeviceInfo
}

// Handle is the cl_device_id, for the OpenCL platform routines.
func (d *Device) Handle() unsafe.Pointer { return unsafe.Pointer(d.id) }

// Discover lists every device of every OpenCL platform, in platform order.
// No platform at all is not an error: the list is then empty.
func Discover() ([]*Device, error) {
	platforms, err := gocl.GetPlatforms()
	if err != nil {
		if isNoPlatform(err) {
			return nil, nil
		}
		return nil, &Error{Op: "clGetPlatformIDs", Code: ErrPlatformNotFound}
	}
	var out []*Device
	for _, p := range platforms {
		devs, err := p.GetDevices(gocl.DeviceTypeAll)
		if err != nil || len(devs) == 0 {
			continue // a platform without devices (CL_DEVICE_NOT_FOUND)
		}
		for _, gd := range devs {
			out = append(out, newDevice(p, gd))
		}
	}
	return out, nil
}

func isNoPlatform(err error) bool {
	return err != nil && (strings.Contains(err.Error(), "1001") || strings.Contains(strings.ToLower(err.Error()), "platform"))
}

// go-opencl keeps its handles in unexported fields: its Platform and Device
// are structs whose only field is the handle. The version is pinned in
// go.mod, and TestHandleLayout checks the reading.
func rawPlatform(p *gocl.Platform) C.cl_platform_id {
	return *(*C.cl_platform_id)(unsafe.Pointer(p))
}

func rawDevice(d *gocl.Device) C.cl_device_id {
	return *(*C.cl_device_id)(unsafe.Pointer(d))
}

func newDevice(p *gocl.Platform, gd *gocl.Device) *Device {
	d := &Device{id: rawDevice(gd), platform: rawPlatform(p)}
	in := &d.Info
	in.Platform = strings.TrimSpace(p.Name())
	in.PlatformVersion = strings.TrimSpace(p.Version())
	in.Name = strings.TrimSpace(gd.Name())
	in.Vendor = strings.TrimSpace(gd.Vendor())
	in.Version = strings.TrimSpace(gd.Version())
	in.DriverVersion = strings.TrimSpace(gd.DriverVersion())
	in.Extensions = gd.Extensions()
	if gd.Type()&gocl.DeviceTypeGPU != 0 {
		in.Kind = KindGPU
	}
	in.GlobalMem = uint64(gd.GlobalMemSize())
	in.MaxAlloc = uint64(gd.MaxMemAllocSize())
	in.LocalMem = uint64(gd.LocalMemSize())
	in.MaxWorkGroup = gd.MaxWorkGroupSize()
	in.ComputeUnits = gd.MaxComputeUnits()
	in.AddressBits = gd.AddressBits()
	in.BaseAlign = gd.MemBaseAddrAlign() / 8
	in.Available = gd.Available()
	in.Compiler = gd.CompilerAvailable()
	var v C.cl_uint
	if C.accrt_cl_device_uint(d.id, C.CL_DEVICE_VENDOR_ID, &v) == C.CL_SUCCESS {
		in.VendorID = uint32(v)
	}
	switch {
	case strings.Contains(in.Extensions, "cl_nv_device_attribute_query"):
		if C.accrt_cl_device_uint(d.id, C.CL_DEVICE_WARP_SIZE_NV, &v) == C.CL_SUCCESS {
			in.SubgroupWidth = int(v)
		}
	case strings.Contains(in.Extensions, "cl_amd_device_attribute_query"):
		if C.accrt_cl_device_uint(d.id, C.CL_DEVICE_WAVEFRONT_WIDTH_AMD, &v) == C.CL_SUCCESS {
			in.SubgroupWidth = int(v)
		}
	}
	return d
}
