package openclgen

import (
	"strings"
	"testing"
)

// TestLevelRoutineCall: a vector routine called from a gang loop is one
// copy for that context, which every work-item of the group calls with
// the launch's scratch; its result reaches memory from one lane, and its
// vector loop and reduction use the lanes.
func TestLevelRoutineCall(t *testing.T) {
	src := `#pragma acc routine vector
static double vsum(int n, const double *x)
{
	double s = 0;
#pragma acc loop vector reduction(+:s)
	for (int i = 0; i < n; i++)
		s += x[i];
	return s;
}
void f(int n, int m, const double *restrict a, double *restrict r)
{
#pragma acc parallel loop gang copyin(a[0:n*m]) copyout(r[0:n])
	for (int i = 0; i < n; i++)
		r[i] = vsum(m, &a[i * m]);
}
`
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	for _, want := range []string{
		"static double __acc_r_vsum_g_m5(int n, __global double *x, __local ulong *__acc_scratch)",
		"get_local_id(0)",      // the vector loop's lanes
		"clz(n0)",              // the lanes' reduction tree
		"= __acc_r_vsum_g_m5(", // every work-item calls it
		"if (get_local_id(0) == 0) r[i] = __acc_res",
		"__local ulong *__acc_scratch)\n{", // the kernel passes its scratch on
	} {
		if !strings.Contains(res.Program, want) {
			t.Errorf("no %q in the program:\n%s", want, res.Program)
		}
	}
	if !strings.Contains(res.Host, "__ACCRT_ARG_LOCAL") {
		t.Errorf("the launch gives no local scratch:\n%s", res.Host)
	}
}

// TestNohost: a nohost routine's definition is left out of the host file
// and its device copy runs through bind.
func TestNohost(t *testing.T) {
	const dev = "#pragma acc routine seq nohost\nstatic int g(int v) { return v + 1; }\n"
	ok := dev + "#pragma acc routine seq bind(g)\nstatic int f(int v) { return v + 1; }\nvoid h(int n, int *restrict y) {\n#pragma acc parallel loop copy(y[0:n])\nfor (int i = 0; i < n; i++) y[i] = f(i);\n}\n"
	res, diags := translate(t, ok)
	if len(diags) != 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	if strings.Contains(res.Host, "return v + 1; }\n#pragma") || strings.Count(res.Host, "return v + 1;") != 1 {
		t.Errorf("the host file keeps the nohost definition:\n%s", res.Host)
	}
	if !strings.Contains(res.Program, "y[i] = __acc_r_g(") {
		t.Errorf("the device does not call the bound routine:\n%s", res.Program)
	}
	// The calls of g where a host copy is needed are the analysis's
	// nohost-host-call errors (analysis/testdata/semantic/nohost.c).
}

// TestBindBuiltin: bind("name") calls an OpenCL C built-in on the device
// with the arguments converted to the routine's parameter types.
func TestBindBuiltin(t *testing.T) {
	src := "#pragma acc routine seq bind(\"hypot\")\nstatic double hyp(double x, double y) { return x * x + y * y; }\nvoid h(int n, double *restrict y) {\n#pragma acc parallel loop copy(y[0:n])\nfor (int i = 0; i < n; i++) y[i] = hyp(i, 2);\n}\n"
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	if !strings.Contains(res.Program, "y[i] = hypot(((double)i), ((double)2))") || strings.Contains(res.Program, "__acc_r_hyp") {
		t.Errorf("the device does not call the built-in:\n%s", res.Program)
	}
}
