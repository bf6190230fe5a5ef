package openclgen

import (
	"strconv"
	"strings"
	"testing"

	"github.com/accls/accls/source"
)

func errorsOf(ds []source.Diagnostic) []string {
	var out []string
	for _, d := range ds {
		if d.Severity == source.Error {
			out = append(out, d.String())
		}
	}
	return out
}

// TestDeviceTypeNamesNormalised: device type names compare as the
// analysis normalises them (§2.4; lower case, as Fortran's are
// case-insensitive): device_type(NVIDIA) gives the host code an nvidia
// branch with its vector length, and the checker and the generator agree
// that the file is fine.
func TestDeviceTypeNamesNormalised(t *testing.T) {
	src := "void f(int n, float *restrict y) {\n" +
		"#pragma acc parallel loop copy(y[0:n]) device_type(NVIDIA) vector_length(64)\n" +
		"for (int i = 0; i < n; i++) y[i] += 1;\n}\n"
	res, diags := translate(t, src) // stops where check reports errors
	if e := errorsOf(diags); len(e) != 0 {
		t.Fatalf("compile reports errors check does not: %v", e)
	}
	want := "(acc_get_device_type() == acc_device_nvidia) ? (size_t)(64) :"
	if !strings.Contains(res.Host, want) {
		t.Errorf("the host code has no nvidia branch %q:\n%s", want, res.Host)
	}
}

// TestAliasesAndFoldedConstants: the old clause names (§2.7.6-2.7.9) and
// constants the checker folds (a macro in gang(dim:), gang(static:) and
// routine gang(dim:)) compile wherever the checker accepts them.
func TestAliasesAndFoldedConstants(t *testing.T) {
	cases := []string{
		"void f(int n, float *a) {\n#pragma acc parallel loop pcopy(a[0:n])\nfor (int i = 0; i < n; i++) a[i] += 1;\n}\n",
		"void f(int n, float *a, float *b) {\n#pragma acc data present_or_copyin(a[0:n]) pcopyout(b[0:n]) pcreate(n)\n{\n#pragma acc parallel loop\nfor (int i = 0; i < n; i++) b[i] = a[i];\n}\n}\n",
		"void f(int n, float *a) {\n#pragma acc enter data pcopyin(a[0:n]) present_or_create(n)\n#pragma acc exit data present_or_copyout(a[0:n]) delete(n)\n}\n",
		"#define ONE 1\n#pragma acc routine gang(dim: ONE)\nvoid g(int n, float *a) {\n#pragma acc loop gang\nfor (int i = 0; i < n; i++) a[i] = 0;\n}\n",
		"#define CHUNK 4\nenum { D = 1 };\nvoid f(int n, float *a) {\n#pragma acc parallel loop gang(static: CHUNK) copy(a[0:n])\nfor (int i = 0; i < n; i++) a[i] += 1;\n#pragma acc parallel loop gang(dim: D) copy(a[0:n])\nfor (int i = 0; i < n; i++) a[i] += 1;\n}\n",
	}
	for i, src := range cases {
		// a case of its own, so that check's errors on one (translate
		// stops there) do not hide the others'
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			_, diags := translate(t, src)
			if e := errorsOf(diags); len(e) != 0 {
				t.Errorf("compile reports errors check does not on\n%s%v", src, e)
			}
		})
	}
}

// TestFoldedStaticChunk: gang(static: CHUNK) chunks by the macro's value.
func TestFoldedStaticChunk(t *testing.T) {
	src := "#define CHUNK (3 + 4)\nvoid f(int n, float *a) {\n#pragma acc parallel loop gang(static: CHUNK) copy(a[0:n])\nfor (int i = 0; i < n; i++) a[i] += 1;\n}\n"
	res, diags := translate(t, src)
	if e := errorsOf(diags); len(e) != 0 {
		t.Fatalf("compile: %v", e)
	}
	if !strings.Contains(res.Program, ")7 - 1)") {
		t.Errorf("the kernel does not chunk by 7:\n%s", res.Program)
	}
}
