package openclgen

import (
	"strings"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

// translateInfo is translate with the analysis's infos, which describe
// the kernels plan the generator prints (analysis/model/kernels_plan.go).
func translateInfo(t *testing.T, src string) (*Result, []source.Diagnostic) {
	t.Helper()
	res, r := checkTranslate(t, src, analysis.Options{Info: true}) // unsupported_test.go
	return res, append(res.Diagnostics, r.Diagnostics()...)
}

// TestKernelsHostLoop: a sequential loop around gang loops in a kernels
// region runs on the host and launches a kernel per statement of its
// body, each over every gang; the loop variable reaches the kernels by
// value and the header reads the device copy of its bound. Where the form
// is refused, the loop stays one kernel on one gang and --info says why.
func TestKernelsHostLoop(t *testing.T) {
	cases := []struct {
		name, body string
		hostLoop   bool
		kernels    int // kernels launched (without variants)
		why        string
	}{
		{"time loop around two sweeps", "for (t = 0; t < m; t++) {\nfor (int i = 1; i < n - 1; i++)\n  y[i] = b[i - 1] + b[i + 1] + t;\ns = y[1];\nfor (int i = 1; i < n - 1; i++)\n  b[i] = y[i] * s;\n}\n", true, 3, ""},
		{"loop variable declared in the header", "for (int k = 1; k < 8; k++)\nfor (int j = 0; j < n; j++)\n  b[k*n+j] = b[(k-1)*n+j] + k;\n", true, 1, ""},
		{"nested host loops", "for (t = 0; t < m; t++)\nfor (int k = 1; k < 8; k++)\nfor (int j = 0; j < n; j++)\n  b[k*n+j] = b[(k-1)*n+j] + t;\n", true, 1, ""},
		{"a declaration in the body", "for (t = 0; t < m; t++) {\nfloat w = t;\nfor (int i = 1; i < n - 1; i++)\n  y[i] = b[i] + y[i] * w;\n}\n", false, 1, "declares variables"},
		{"a bound the region changes", "for (t = 0; t < m; t++) {\nfor (int i = 1; i < n - 1; i++)\n  y[i] = b[i] + y[i] * t;\nm = m - 1;\n}\n", false, 1, "changes 'm'"},
		{"break", "for (t = 0; t < m; t++) {\nfor (int i = 1; i < n - 1; i++)\n  y[i] = b[i] + y[i] * t;\nif (y[0] > 1) break;\n}\n", false, 1, "break"},
	}
	for _, tc := range cases {
		src := "void f(int n, int m, float *restrict y, float *restrict b) {\nint t; float s = 0;\n#pragma acc kernels copy(y[0:n], b[0:8*n])\n{\n" + tc.body + "}\n}\n"
		res, diags := translateInfo(t, src)
		var host, refused bool
		for _, d := range diags {
			if d.Severity == source.Error {
				t.Fatalf("%s: %v", tc.name, d)
			}
			if d.Code == analysis.CodeKernelsHostLoop {
				if strings.Contains(d.Message, "runs on the host") {
					host = true
				} else {
					refused = true
					if !strings.Contains(d.Message, tc.why) {
						t.Errorf("%s: info %q does not say %q", tc.name, d.Message, tc.why)
					}
				}
			}
		}
		if host != tc.hostLoop || refused == tc.hostLoop {
			t.Errorf("%s: host loop %v, refused %v; want host loop %v: %v", tc.name, host, refused, tc.hostLoop, diags)
		}
		launches := strings.Count(res.Host, "__accrt_launch_nowait(")
		if launches != tc.kernels {
			t.Errorf("%s: %d launches, want %d:\n%s", tc.name, launches, tc.kernels, res.Host)
		}
		if !tc.hostLoop {
			continue
		}
		// the loop kernels share their loops out over the gangs, and get
		// the loop variable as a parameter
		gangKernels := strings.Count(res.Program, "get_group_id(0)")
		if want := strings.Count(tc.body, "int i =") + strings.Count(tc.body, "int j ="); gangKernels < want {
			t.Errorf("%s: %d kernels use the gangs, want %d:\n%s", tc.name, gangKernels, want, res.Program)
		}
		if !strings.Contains(res.Program, "int t,") && !strings.Contains(res.Program, "int t)") && !strings.Contains(res.Program, "int k") {
			t.Errorf("%s: no kernel takes the loop variable:\n%s", tc.name, res.Program)
		}
	}
	// the bound is the device copy of m, read once before the loop (by
	// the host loop, or as a value scalar, kernels_scalars.go)
	res, _ := translate(t, "void f(int n, int m, float *restrict y, float *restrict b) {\nint t;\n#pragma acc kernels copy(y[0:n], b[0:n])\nfor (t = 0; t < m; t++)\nfor (int i = 1; i < n; i++)\n  y[i] = b[i] + y[i] * t;\n}\n")
	if !strings.Contains(res.Host, "acc_memcpy_from_device(&__acc_") || !strings.Contains(res.Host, "for (t = 0; t < __acc_") || !strings.Contains(res.Host, "__typeof__(t) t; ") {
		t.Errorf("no device read of the bound or no host copy of the loop variable:\n%s", res.Host)
	}
}
