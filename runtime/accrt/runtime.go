package accrt

import (
	"fmt"
	"os"
	"strings"
	"sync"

	"github.com/accls/accls/runtime/cl"
)

// The runtime's process-wide state: the devices found at the first call,
// and the initial device selection read from the environment.
var rt struct {
	once    sync.Once
	devices []*Device // OpenCL devices in discovery order (acc_device_not_host numbering)
	host    *Device
	types   []DeviceType
	kinds   []cl.DeviceKind
	initial Selection
	err     *Error // discovery failed
}

func discover() {
	rt.once.Do(func() {
		rt.host = &Device{Type: DeviceHost, isHost: true, Info: cl.DeviceInfo{Name: "host", Vendor: "accls", DriverVersion: "accls host fallback"}}
		devs, err := cl.Discover()
		if err != nil {
			rt.err = &Error{Code: ErrDeviceInit, Msg: "cannot list the OpenCL platforms: " + err.Error()}
		}
		perType := map[DeviceType]int{}
		for i, cd := range devs {
			t := Classify(cd.Info)
			d := &Device{Global: i, Type: t, Num: perType[t], CL: cd, Info: cd.Info}
			if deferSync {
				d.fast = cl.NewLaunchState() // launch.go; empty until the device starts
			}
			perType[t]++
			rt.devices = append(rt.devices, d)
			rt.types = append(rt.types, t)
			rt.kinds = append(rt.kinds, cd.Info.Kind)
		}
		rt.initial = DefaultSelection(rt.types, rt.kinds, os.Getenv("ACC_DEVICE_TYPE"), os.Getenv("ACC_DEVICE_NUM"))
	})
}

// Devices returns the OpenCL devices in discovery order.
func Devices() []*Device { discover(); return rt.devices }

// Host is the host device (acc_device_host): the program's own host code.
func Host() *Device { discover(); return rt.host }

// Initial is the device selection at program start (§2.3, §4).
func Initial() Selection { discover(); return rt.initial }

// ResolveType turns acc_device_default into the type in use.
func ResolveType(t DeviceType) DeviceType {
	if t == DeviceDefault {
		return Initial().Type
	}
	return t
}

// nthOfType returns device i of type t (nil when there is none) and how
// many devices of the type there are. Every runtime call resolves its
// device through it, so it allocates nothing.
func nthOfType(t DeviceType, i int) (*Device, int) {
	discover()
	if t == DeviceHost {
		if i == 0 {
			return rt.host, 1
		}
		return nil, 1
	}
	var nth *Device
	n := 0
	for _, d := range rt.devices {
		if t == DeviceNotHost || d.Type == t {
			if n == i {
				nth = d
			}
			n++
		}
	}
	return nth, n
}

// NumDevices is acc_get_num_devices (§3.2.1).
func NumDevices(t DeviceType) int {
	t = ResolveType(t)
	if !t.Valid() || t == DeviceNone {
		return 0
	}
	_, n := nthOfType(t, -1)
	return n
}

// DefaultNum is the device number of type t used when none was set.
func DefaultNum(t DeviceType) int {
	discover()
	t = ResolveType(t)
	if t == DeviceHost {
		return 0
	}
	return defaultNum(rt.types, rt.kinds, t)
}

// Resolve finds device num of type t; num -1 is the type's default device.
func Resolve(t DeviceType, num int) (*Device, error) {
	discover()
	if t == DeviceDefault && rt.initial.Err != nil {
		return nil, rt.initial.Err
	}
	if rt.err != nil && t != DeviceHost {
		return nil, rt.err
	}
	t = ResolveType(t)
	if !t.Valid() || t == DeviceNone {
		return nil, errorf(ErrInvalidArgument, "%d is not a device type (acc_device_t)", int(t))
	}
	if num < 0 {
		num = DefaultNum(t)
	}
	d, n := nthOfType(t, num)
	switch {
	case n == 0:
		return nil, errorf(ErrDeviceTypeUnavailable, "no device of type acc_device_%s is available; this machine has %s", t, inventory())
	case d == nil:
		return nil, errorf(ErrDeviceUnavailable, "device number %d of type acc_device_%s does not exist: there are %d (numbered from 0)", num, t, n)
	}
	return d, nil
}

// inventory says which devices exist, for messages.
func inventory() string {
	if len(rt.devices) == 0 {
		return "no OpenCL device (only acc_device_host)"
	}
	var parts []string
	for _, d := range rt.devices {
		parts = append(parts, fmt.Sprintf("%s (acc_device_%s)", d.Info.Name, d.Type))
	}
	return strings.Join(parts, ", ") + " and acc_device_host"
}
