package model

import "strings"

// The device types the runtime's init, shutdown and set translate
// (§2.14.1-3): the acc_device_t constants of openacc.h and the runtime.
// A device_type clause of a compute or loop construct may name any type
// (its section then never applies); these directives select one.

// RuntimeDeviceType is the acc_device_t constant for a device_type name as
// Clause.DeviceTypes holds it (lower case; "*" and default mean the
// implementation's default), and whether the runtime knows the type.
func RuntimeDeviceType(name string) (string, bool) {
	name = strings.TrimPrefix(name, "acc_device_")
	switch name {
	case "host", "nvidia", "radeon", "opencl", "default", "not_host":
		return "acc_device_" + name, true
	case "*":
		return "acc_device_default", true
	}
	return "", false
}

// runtimeDeviceTypeLimits reports the device types of init, shutdown and
// set the runtime does not know, and a set naming more than one it does
// (set selects one current device type, §2.14.3).
func (a *limitChecker) runtimeDeviceTypeLimits(c *Construct) {
	known := 0
	for _, cl := range c.Resolved.Clauses {
		if cl.Name != "device_type" {
			continue
		}
		for i, arg := range cl.Args {
			if !arg.HasValue || i >= len(cl.DeviceTypes) {
				continue
			}
			if _, ok := RuntimeDeviceType(cl.DeviceTypes[i]); ok {
				known++
				continue
			}
			name := strings.TrimPrefix(cl.DeviceTypes[i], "acc_device_")
			if name == "" {
				name = arg.Text
			}
			a.limit(LimitDeviceTypeUnknown, arg.Range, name)
		}
	}
	if c.Kind == KindSet && known > 1 {
		a.limit(LimitSetDeviceTypes, c.Resolved.Clause("device_type").Range)
	}
}
