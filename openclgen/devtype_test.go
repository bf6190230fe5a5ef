package openclgen

import (
	"strings"
	"testing"
)

// TestDeviceTypeChoice: device-specific clauses (§2.4) are chosen at run
// time by the current device type, device_type(*) for the types no other
// device_type names, the clauses before every device_type otherwise.
func TestDeviceTypeChoice(t *testing.T) {
	src := `void f(int n, float *restrict y) {
#pragma acc parallel loop copy(y[0:n]) num_gangs(1) async(4) device_type(nvidia) num_gangs(2) device_type(radeon, nvidia) num_gangs(3) async(5) device_type(*) wait(6)
for (int i = 0; i < n; i++) y[i] = 0;
#pragma acc update self(y[0:n]) device_type(radeon) async(7)
}
`
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("unexpected diagnostics: %v", diags)
	}
	for _, want := range []string{
		// nvidia: the first section naming it; radeon: the second; else the default
		"((acc_get_device_type() == acc_device_nvidia) ? (size_t)(2) : ((acc_get_device_type() == acc_device_radeon || acc_get_device_type() == acc_device_nvidia) ? (size_t)(3) : (size_t)(1)))",
		"((acc_get_device_type() == acc_device_radeon || acc_get_device_type() == acc_device_nvidia) ? (int)(5) : (int)(4))",
		// wait(6) for device types no device_type names
		"if (!(acc_get_device_type() == acc_device_nvidia || acc_get_device_type() == acc_device_radeon)) {",
		// update: async(7) on radeon, synchronous elsewhere
		"((acc_get_device_type() == acc_device_radeon) ? (int)(7) : acc_async_sync)",
	} {
		if !strings.Contains(res.Host, want) {
			t.Errorf("the host code lacks %s\n%s", want, res.Host)
		}
	}
}
