package openclgen

import (
	"strings"
	"testing"
)

// A directive a macro expansion yields (C99 6.10.9) is translated at the
// invocation: the host file replaces the invocation and its statement, and
// keeps the #define as written; each expansion gets its own kernel, and a
// macro directive nested in a compute construct becomes a comment on the
// host path.
func TestMacroPragmaHostRewrite(t *testing.T) {
	src := `#define PAR_LOOP _Pragma("acc parallel loop present(a[0:n])")
#define PRAGMA(x) _Pragma(#x)
#define ACC(x) PRAGMA(acc x)
void f(int n, double *a) {
	PAR_LOOP
	for (int i = 0; i < n; i++) a[i] *= 2;
}
void g(int n, double *a) {
	ACC(parallel copy(a[0:n]))
	{
		ACC(loop gang)
		for (int i = 0; i < n; i++) a[i] += 1;
	}
}
`
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("diagnostics %v", diags)
	}
	host := res.Host
	for _, def := range strings.Split(src, "\n")[:3] {
		if !strings.Contains(host, def+"\n") {
			t.Errorf("the host file lost %q", def)
		}
	}
	if strings.Contains(host, "\tPAR_LOOP\n") || strings.Contains(host, "\tACC(parallel copy(a[0:n]))\n") {
		t.Errorf("an invocation is left in the host code:\n%s", host)
	}
	if !strings.Contains(host, "/* ACC(loop gang) */") {
		t.Errorf("the nested loop directive is not a comment on the host path:\n%s", host)
	}
	// Kernels are named after the invocations' lines.
	names := strings.Join(res.Kernels, " ")
	if !strings.Contains(names, "__acc_f_l5_") || !strings.Contains(names, "__acc_g_l9_") {
		t.Errorf("kernels %v, want f's at line 5 and g's at line 9", res.Kernels)
	}
}
