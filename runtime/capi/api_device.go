package main

/*
#include <stdlib.h>
#include "capi.h"
*/
import "C"

import (
	"sync"

	"github.com/accls/accls/runtime/accrt"
)

//export acc_get_num_devices
func acc_get_num_devices(t C.int) C.int {
	start()
	return C.int(accrt.NumDevices(accrt.DeviceType(t)))
}

//export acc_set_device_type
func acc_set_device_type(t C.int) {
	_, _, _ = icvs()
	dt := accrt.DeviceType(t)
	d := resolve(dt, -1)
	C.accrt_icv_set_device(C.int(d.Type), -1)
}

//export acc_get_device_type
func acc_get_device_type() C.int {
	t, _, _ := icvs()
	return C.int(accrt.ResolveType(t))
}

//export acc_set_device_num
func acc_set_device_num(num, t C.int) {
	cur, _, _ := icvs()
	dt := accrt.DeviceType(t)
	if dt == accrt.DeviceNone {
		dt = cur
	}
	n := int(num)
	if n < 0 {
		n = -1
	}
	d := resolve(dt, n)
	if dt == accrt.DeviceNotHost {
		// The number counts all OpenCL devices; keep the device's own type.
		C.accrt_icv_set_device(C.int(d.Type), C.int(d.Num))
		return
	}
	C.accrt_icv_set_device(C.int(accrt.ResolveType(dt)), C.int(n))
}

//export acc_get_device_num
func acc_get_device_num(t C.int) C.int {
	cur, num, _ := icvs()
	dt := accrt.ResolveType(accrt.DeviceType(t))
	ct := accrt.ResolveType(cur)
	switch {
	case dt == accrt.DeviceNotHost && ct != accrt.DeviceHost:
		d := resolve(cur, num)
		return C.int(d.Global)
	case dt == ct:
		if num < 0 {
			return C.int(accrt.DefaultNum(dt))
		}
		return C.int(num)
	}
	return C.int(accrt.DefaultNum(dt))
}

func deviceByType(num, t C.int) *accrt.Device {
	_, _, _ = icvs()
	dt := accrt.DeviceType(t)
	return resolve(dt, int(num))
}

//export acc_get_property
func acc_get_property(num, t, prop C.int) C.size_t {
	return C.size_t(deviceByType(num, t).Property(int(prop)))
}

// Strings handed out by acc_get_property_string stay valid for the
// program's life.
var propStrings sync.Map // key{device, prop} -> *C.char

type propKey struct {
	d    *accrt.Device
	prop int
}

//export acc_get_property_string
func acc_get_property_string(num, t, prop C.int) *C.char {
	d := deviceByType(num, t)
	k := propKey{d, int(prop)}
	if s, ok := propStrings.Load(k); ok {
		return s.(*C.char)
	}
	s := d.PropertyString(int(prop))
	if s == "" && prop != accrt.PropName && prop != accrt.PropVendor && prop != accrt.PropDriver {
		return nil
	}
	cs := C.CString(s)
	if old, loaded := propStrings.LoadOrStore(k, cs); loaded {
		C.free(unsafePointer(cs))
		return old.(*C.char)
	}
	return cs
}

//export acc_init
func acc_init(t C.int) {
	d := deviceByType(-1, t)
	raise(d.Init(), d)
	declareOn(d) // the declared globals live on every device used (§2.13)
	buildModules(d)
}

//export acc_init_device
func acc_init_device(num, t C.int) {
	d := deviceByType(num, t)
	raise(d.Init(), d)
	declareOn(d)
	buildModules(d)
}

//export acc_shutdown
func acc_shutdown(t C.int) {
	_, _, _ = icvs()
	dt := accrt.ResolveType(accrt.DeviceType(t))
	n := accrt.NumDevices(dt)
	if n == 0 {
		check(&accrt.Error{Code: accrt.ErrDeviceTypeUnavailable, Msg: "acc_shutdown: no device of type acc_device_" + dt.String()}, dt, -1)
	}
	for i := 0; i < n; i++ {
		d := resolve(dt, i)
		raise(d.Shutdown(), d)
	}
	shutDown()
}

//export acc_shutdown_device
func acc_shutdown_device(num, t C.int) {
	d := deviceByType(num, t)
	raise(d.Shutdown(), d)
	shutDown()
}
