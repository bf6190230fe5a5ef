package openclgen

import (
	"strings"
	"testing"
)

// TestDeviceBoundsNotOnHost: a loop bound the kernel reads from device
// memory (a present scalar, a deviceptr) is not evaluated on the host to
// size the launch or to pick the once and 32-bit variants: the host's
// value may differ (§2.6.2), or be a device address (§2.7.4).
func TestDeviceBoundsNotOnHost(t *testing.T) {
	src := `void f(double *restrict y, int *d) {
int n = 600;
#pragma acc data copy(y[0:1000]) copyin(n)
{
n = 300;
#pragma acc parallel loop
for (int i = 0; i < n; i++) y[i] += 1;
}
#pragma acc parallel loop deviceptr(d) copy(y[0:1000])
for (int i = 0; i < d[0]; i++) y[i] = 0;
}
`
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	for _, bad := range []string{"(long)(n)", "(long)(d[0])", "_once_i32\"", "_i32\""} {
		if strings.Contains(res.Host, bad) {
			t.Errorf("host file has %q:\n%s", bad, res.Host)
		}
	}
}
