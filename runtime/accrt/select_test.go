package accrt

import (
	"testing"

	"github.com/accls/accls/runtime/cl"
)

func TestClassify(t *testing.T) {
	for _, c := range []struct {
		in   cl.DeviceInfo
		want DeviceType
	}{
		{cl.DeviceInfo{Kind: cl.KindGPU, VendorID: 0x10de, Vendor: "NVIDIA Corporation"}, DeviceNvidia},
		{cl.DeviceInfo{Kind: cl.KindGPU, VendorID: 0x1002, Vendor: "Advanced Micro Devices, Inc."}, DeviceRadeon},
		{cl.DeviceInfo{Kind: cl.KindOther, VendorID: 0x1002, Vendor: "AuthenticAMD"}, DeviceOpenCL}, // PoCL on an AMD CPU
		{cl.DeviceInfo{Kind: cl.KindGPU, VendorID: 0x8086, Vendor: "Intel(R) Corporation"}, DeviceOpenCL},
	} {
		if got := Classify(c.in); got != c.want {
			t.Errorf("%+v: %v, want %v", c.in, got, c.want)
		}
	}
}

func TestDefaultSelection(t *testing.T) {
	cpu, gpu := cl.KindOther, cl.KindGPU
	types := []DeviceType{DeviceOpenCL, DeviceNvidia, DeviceNvidia}
	kinds := []cl.DeviceKind{cpu, gpu, gpu}
	if s := DefaultSelection(types, kinds, "", ""); s.Type != DeviceNvidia || s.Num != -1 || s.Err != nil {
		t.Fatalf("first GPU: %+v", s)
	}
	if s := DefaultSelection(types[:1], kinds[:1], "", ""); s.Type != DeviceOpenCL {
		t.Fatalf("no GPU: %+v", s)
	}
	if s := DefaultSelection(nil, nil, "", ""); s.Type != DeviceHost {
		t.Fatalf("nothing: %+v", s)
	}
	if s := DefaultSelection(types, kinds, "hOsT", "0"); s.Type != DeviceHost || s.Num != 0 {
		t.Fatalf("ACC_DEVICE_TYPE=hOsT: %+v", s)
	}
	if s := DefaultSelection(types, kinds, "NVIDIA", "1"); s.Type != DeviceNvidia || s.Num != 1 {
		t.Fatalf("NVIDIA 1: %+v", s)
	}
	if s := DefaultSelection(types, kinds, "vax", ""); s.Err == nil || s.Err.Code != ErrDeviceTypeUnavailable {
		t.Fatalf("bad type accepted: %+v", s)
	}
	if s := DefaultSelection(types, kinds, "", "x"); s.Err == nil {
		t.Fatalf("bad number accepted: %+v", s)
	}
	// The default device of a mixed type is its first GPU.
	mixed := []DeviceType{DeviceOpenCL, DeviceOpenCL}
	if n := defaultNum(mixed, []cl.DeviceKind{cpu, gpu}, DeviceOpenCL); n != 1 {
		t.Fatalf("default opencl device %d", n)
	}
	if n := defaultNum(types, kinds, DeviceNotHost); n != 1 {
		t.Fatalf("default not_host device %d", n)
	}
}

func TestResolve(t *testing.T) {
	h, err := Resolve(DeviceHost, -1)
	if err != nil || !h.IsHost() {
		t.Fatalf("host: %v %v", h, err)
	}
	n := NumDevices(DeviceNotHost)
	if NumDevices(DeviceHost) != 1 {
		t.Fatal("one host device")
	}
	_, err = Resolve(DeviceHost, 1) // there is one host device, number 0
	wantCode(t, err, ErrDeviceUnavailable)
	if n == 0 {
		t.Skip("no OpenCL device")
	}
	_, err = Resolve(DeviceNotHost, n)
	wantCode(t, err, ErrDeviceUnavailable)
	_, err = Resolve(DeviceType(99), 0)
	wantCode(t, err, ErrInvalidArgument)
	if NumDevices(DeviceRadeon) == 0 {
		_, err = Resolve(DeviceRadeon, 0)
		wantCode(t, err, ErrDeviceTypeUnavailable)
	}
}
