package openclgen

import (
	"strings"
	"testing"
)

// TestInheritedDataAttr: a compute construct inside a data construct
// copies what the data construct may not have made present (a false if
// clause, §2.6.5), and asks for the whole of an array of which the data
// construct names a section (§2.6.2), so that the runtime reports it
// partly present instead of the kernel reading past the section.
func TestInheritedDataAttr(t *testing.T) {
	src := `double a[100];
void f(int use, double *restrict p, int n) {
#pragma acc data copy(a[0:10], p[0:n]) if(use)
{
#pragma acc parallel loop
for (int i = 0; i < 100; i++) a[i] += p[i % n];
}
}
`
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	for _, want := range []string{
		`__accrt_data_enter((void *)&a, sizeof(a), __ACCRT_COPYIN, __ACCRT_STRUCTURED`,
		`__accrt_data_exit((void *)&a, sizeof(a), __ACCRT_COPYOUT, __ACCRT_STRUCTURED`,
	} {
		if !strings.Contains(res.Host, want) {
			t.Errorf("host file lacks %q:\n%s", want, res.Host)
		}
	}
	// p's section: the data construct's entry and the loop's.
	if p := `__accrt_data_enter((void *)&(p)[0], (size_t)(n) * sizeof((p)[0]), __ACCRT_COPYIN, __ACCRT_STRUCTURED`; strings.Count(res.Host, p) != 2 {
		t.Errorf("host file has not twice %q:\n%s", p, res.Host)
	}
}

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

// TestArrayMemberInDeviceCode: an array member indexes the struct's own
// device copy; only pointer members hold a device address (ACC_PTR).
func TestArrayMemberInDeviceCode(t *testing.T) {
	src := `struct g { int n; double v[8]; double *w; };
void f(struct g *p) {
struct g s;
#pragma acc parallel loop copy(s) copy(p[0:1])
for (int i = 0; i < 8; i++) { s.v[i] += 1; p->v[i] += s.v[i]; }
}
`
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	if strings.Contains(res.Program, "ACC_PTR(double, (*__acc_v_s).v)") || strings.Contains(res.Program, "ACC_PTR(double, p->v)") {
		t.Errorf("an array member read as a device pointer:\n%s", res.Program)
	}
	if !strings.Contains(res.Program, "(*__acc_v_s).v[i]") {
		t.Errorf("program lacks s.v[i] in the struct's copy:\n%s", res.Program)
	}
}
