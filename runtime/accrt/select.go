package accrt

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/accls/accls/runtime/cl"
)

// Vendor ids of the PCI vendors whose GPUs get a device type of their own.
const (
	vendorNVIDIA = 0x10de
	vendorAMD    = 0x1002
)

// Classify gives an OpenCL device its acc_device_t: NVIDIA GPUs are
// acc_device_nvidia, AMD GPUs acc_device_radeon (Appendix A), and every
// other device (CPUs such as PoCL's, other GPUs, accelerators)
// acc_device_opencl.
func Classify(in cl.DeviceInfo) DeviceType {
	if in.Kind != cl.KindGPU {
		return DeviceOpenCL
	}
	v := strings.ToLower(in.Vendor)
	switch {
	case in.VendorID == vendorNVIDIA || strings.Contains(v, "nvidia"):
		return DeviceNvidia
	case in.VendorID == vendorAMD || strings.Contains(v, "advanced micro devices") || strings.HasPrefix(v, "amd"):
		return DeviceRadeon
	}
	return DeviceOpenCL
}

// ParseDeviceType reads ACC_DEVICE_TYPE (case-insensitive, §4.1).
func ParseDeviceType(s string) (DeviceType, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "host":
		return DeviceHost, nil
	case "not_host", "nothost", "not-host":
		return DeviceNotHost, nil
	case "nvidia":
		return DeviceNvidia, nil
	case "radeon", "amd":
		return DeviceRadeon, nil
	case "opencl":
		return DeviceOpenCL, nil
	case "default":
		return DeviceDefault, nil
	}
	return DeviceNone, fmt.Errorf("ACC_DEVICE_TYPE=%s is not a device type accls knows; use one of host, not_host, nvidia, radeon, opencl", s)
}

// ParseDeviceNum reads ACC_DEVICE_NUM (§4.2).
func ParseDeviceNum(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 0 {
		return 0, fmt.Errorf("ACC_DEVICE_NUM=%s is not a device number (0, 1, ...)", s)
	}
	return n, nil
}

// Selection is the initial value of acc-current-device-type-var and
// acc-current-device-num-var (§2.3) after the environment is read. Num
// -1 means the default device of Type. Err is set when the environment
// names something this machine lacks; it is reported at the first use of
// a device, through the error callback.
type Selection struct {
	Type DeviceType
	Num  int
	Err  *Error
}

// DefaultSelection picks the initial device from the device types found
// (in discovery order) and the two environment variables ("" when unset):
// the first GPU, else the first other OpenCL device, else the host.
func DefaultSelection(types []DeviceType, kinds []cl.DeviceKind, envType, envNum string) Selection {
	sel := Selection{Type: DeviceHost, Num: -1}
	for i, t := range types {
		if kinds[i] == cl.KindGPU {
			sel.Type = t
			break
		}
	}
	if sel.Type == DeviceHost && len(types) > 0 {
		sel.Type = types[0]
	}
	if envType != "" {
		t, err := ParseDeviceType(envType)
		if err != nil {
			sel.Err = &Error{Code: ErrDeviceTypeUnavailable, Msg: err.Error()}
			return sel
		}
		if t != DeviceDefault {
			sel.Type = t
		}
	}
	if envNum != "" {
		n, err := ParseDeviceNum(envNum)
		if err != nil {
			sel.Err = &Error{Code: ErrDeviceUnavailable, Msg: err.Error()}
			return sel
		}
		sel.Num = n
	}
	return sel
}

// defaultNum is the device number used for type t when none was set: for
// the default type, the first GPU among the devices of that type.
func defaultNum(types []DeviceType, kinds []cl.DeviceKind, t DeviceType) int {
	n := 0
	for i, dt := range types {
		if t == DeviceNotHost || dt == t {
			if kinds[i] == cl.KindGPU {
				return n
			}
			n++
		}
	}
	return 0
}
