package openclgen

import (
	"strings"
	"testing"

	"github.com/accls/accls/source"
)

// TestDynamicArray: copy(a[0:n][0:m]) of a double ** maps the pointer
// array, then each row with its attach; exit detaches each row before its
// copyout and deletes the pointer array last (never copied back); kernels
// load each row's device address from the device pointer array.
func TestDynamicArray(t *testing.T) {
	src := "void f(int n, int m, double **a) {\n#pragma acc parallel loop collapse(2) copy(a[0:n][0:m])\nfor (int i = 0; i < n; i++)\nfor (int j = 0; j < m; j++)\n  a[i][j] += 1;\n#pragma acc update self(a[1:2][0:m])\n}\n"
	res, diags := translate(t, src)
	for _, d := range diags {
		if d.Severity == source.Error {
			t.Fatalf("%v", d)
		}
	}
	h := res.Host
	order := []string{
		"__accrt_data_enter((void *)&(a)[0], (size_t)(n) * sizeof((a)[0]), __ACCRT_COPYIN, __ACCRT_STRUCTURED",
		"__accrt_data_enter((void *)&(a)[__acc_i",
		"__accrt_attach((void **)&(a)[__acc_i",
		"__accrt_launch_nowait(",
		"__accrt_detach((void **)&(a)[__acc_i",
		"__ACCRT_COPYOUT, __ACCRT_STRUCTURED",
		"__accrt_data_exit((void *)&(a)[0], (size_t)(n) * sizeof((a)[0]), __ACCRT_DELETE, __ACCRT_STRUCTURED",
		"__accrt_update((void *)&(a)[__acc_i",
	}
	pos := 0
	for _, s := range order {
		i := strings.Index(h[pos:], s)
		if i < 0 {
			t.Fatalf("missing or out of order: %q\n%s", s, h)
		}
		pos += i + len(s)
	}
	if strings.Contains(h, "__accrt_update((void *)&(a)[1]") {
		t.Errorf("update moves the pointer array:\n%s", h)
	}
	if !strings.Contains(res.Program, "__global ulong *a = ACC_PTR(ulong, __acc_p_a);") ||
		!strings.Contains(res.Program, "ACC_PTR(double, a[i])[j]") {
		t.Errorf("kernel does not index through the device pointer array:\n%s", res.Program)
	}
}

// TestGangStatic: gang(static: n) loops over the gang's chunks of n
// iterations, the lanes sharing each chunk, and the host launches one
// gang per chunk; static: * keeps the plain distribution.
func TestGangStatic(t *testing.T) {
	src := "void f(int n, float *restrict y) {\n#pragma acc parallel loop gang(static: 16) vector copy(y[0:n])\nfor (int i = 0; i < n; i++)\n  y[i] = 0;\n#pragma acc parallel loop gang(static: *) copy(y[0:n])\nfor (int i = 0; i < n; i++)\n  y[i] = 1;\n}\n"
	res, diags := translate(t, src)
	for _, d := range diags {
		if d.Severity == source.Error {
			t.Fatalf("%v", d)
		}
	}
	if !strings.Contains(res.Program, "+ (__ACC_IX)16 - 1) / (__ACC_IX)16; __acc_ch") ||
		!strings.Contains(res.Program, "* (__ACC_IX)16;") {
		t.Errorf("no chunk loop:\n%s", res.Program)
	}
	if strings.Count(res.Program, "__acc_ch") == 0 || strings.Count(res.Host, "/ ((long)16)") == 0 {
		t.Errorf("the host does not launch a gang per chunk:\n%s", res.Host)
	}
	second := res.Program[strings.Index(res.Program, "__kernel void "+res.Kernels[len(res.Kernels)-1]):]
	if strings.Contains(second, "__acc_ch") {
		t.Errorf("static: * has chunks:\n%s", second)
	}
}
