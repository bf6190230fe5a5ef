package openclgen

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

// translate runs the checker and the generator on C text.
func translate(t *testing.T, src string) (*Result, []source.Diagnostic) {
	t.Helper()
	res, _ := checkTranslate(t, src, analysis.Options{})
	return res, res.Diagnostics
}

// checkTranslate runs the checker with opts on C text, stopping the test
// where its rules reject the program, and the generator on its model.
func checkTranslate(t *testing.T, src string, opts analysis.Options) (*Result, *analysis.Result) {
	t.Helper()
	f := source.NewFile("t.c", []byte(src))
	r, err := analysis.Check(context.Background(), f, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range r.Diagnostics() {
		// Limits analysis decides from the model are the generator's too
		// (tests/agreement_test.go): translate to see them from here.
		if d.Severity == source.Error && d.Code != CodeUnsupported {
			t.Fatalf("the checker rejects the test program: %v\n%s", d, src)
		}
	}
	res := Translate(r.Model())
	// accls check's limits run must find what the translation finds
	// (tests/limits_run_test.go runs the corpora)
	if lim := Limits(r.Model()); !reflect.DeepEqual(lim, res.Diagnostics) {
		t.Errorf("the limits run differs from the translation\nlimits run: %v\ntranslation: %v", lim, res.Diagnostics)
	}
	return res, r
}

// TestUnsupportedIsAnError: each form the generator does not translate
// is an error at its line that names it, never dropped.
func TestUnsupportedIsAnError(t *testing.T) {
	const head = "#include <stdio.h>\nunion u { int i; float f; };\n"
	cases := []struct {
		body string // the lines after head; the error is on the line holding "@"
		want string
	}{
		{"struct v { int n; double *p; };\nvoid f(struct v s) {\n#pragma acc parallel loop copy(s) copyin(s.n) // @\nfor (int i = 0; i < s.n; i++) s.p[i] = 0;\n}", "only pointer members are translated"},
		{"void f(int n, int m, double *w, double *y) {\n#pragma acc parallel loop private(w[0:m]) copyout(y[0:n]) // @\nfor (int i = 0; i < n; i++) { w[0] = i; y[i] = w[0]; }\n}", "the private or firstprivate subarray 'w[0:m]' whose bounds are not constants"},
		{"void f(int n, int m, double *w, double *y) {\n#pragma acc parallel loop firstprivate(w[0:m]) copyout(y[0:n]) // @\nfor (int i = 0; i < n; i++) y[i] = w[0];\n}", "the private or firstprivate subarray 'w[0:m]' whose bounds are not constants"},
		{"void f(int n, double *y) {\ndouble *p = y;\n#pragma acc parallel loop private(p) copy(y[0:n]) // @\nfor (int i = 0; i < n; i++) y[i] = p != 0;\n}", "a pointer whose target's address space cannot be told"},
		{"struct v { double a[4], b[4]; };\nvoid f(struct v s, double *y) {\n#pragma acc parallel loop copyin(s.a) copyin(s.b) /* @ */ copyout(y[0:4])\nfor (int i = 0; i < 4; i++) y[i] = s.a[i] + s.b[i];\n}", "'s.b' in a data clause of a compute construct with 's.a'"},
		{"struct v { int n; double *p; };\nvoid f(struct v s) {\n#pragma acc data attach(s.p[0:s.n]) // @\n{ }\n}", "a subarray in the attach clause"},
		{"void f(int n, _Bool *restrict y) {\n#pragma acc parallel loop copy(y[0:n])\nfor (int i = 0; i < n; i++) {\n#pragma acc atomic write\ny[0] = 1; // @\n}\n}", "an atomic operation on a location of type '_Bool'"},
		{"struct c { int *p, *q; };\nvoid f(int n, struct c s) {\n#pragma acc parallel loop copy(s)\nfor (int i = 0; i < n; i++) {\n#pragma acc atomic read\ns.q = s.p; // @\n}\n}", "storing an atomic pointer value other than in a pointer variable"},
		// _Bool and complex (expr_types.go): what is not translated yet
		{"#include <complex.h>\nvoid f(int n, double _Complex *restrict y) {\n#pragma acc parallel loop copy(y[0:n])\nfor (int i = 0; i < n; i++) y[i] = y[i] / y[0]; // @\n}", "complex arithmetic in device code"},
		{"void f(int n, _Bool *restrict y) {\n#pragma acc parallel loop copy(y[0:n])\nfor (int i = 0; i < n; i++) y[i]++; // @\n}", "in device code"},
		// long double (longdouble.go): a scalar of a compute construct is
		// computed as double; what is not converted yet
		{"void f(int n, double *restrict y) {\nlong double s = 0;\n#pragma acc parallel loop copy(y[0:n]) reduction(+:s) async(1) // @\nfor (int i = 0; i < n; i++) s += y[i];\n}", "the long double scalar 's' on a compute construct with async"},
		{"void f(int n, double *restrict y) {\nlong double s = 0;\n#pragma acc data copy(s) // @\n{\n#pragma acc parallel loop copy(y[0:n]) reduction(+:s)\nfor (int i = 0; i < n; i++) s += y[i];\n}\n}", "the long double 's' in a data clause of the 'data' directive"},
		{"void f(int n, float *restrict y) {\n#pragma acc parallel loop copy(y[0:n])\nfor (int i = 0; i < n; i++) printf(\"%d\", i); // @\n}", "calling 'printf' in device code"},
		{"void f(int n, union u *restrict y) {\n#pragma acc parallel loop copy(y[0:n]) // @\nfor (int i = 0; i < n; i++) y[i].i = 0;\n}", "a union in device code"},
		{"void f(int n, float *restrict y) {\nfloat s = 0;\n#pragma acc host_data use_device(s) // @\n{ y[0] = s; }\n}", "use_device of the scalar 's'"},
		{"struct v { int n; double *p; };\nvoid f(struct v s) {\n#pragma acc parallel loop firstprivate(s) // @\nfor (int i = 0; i < s.n; i++) s.p[i] = 0;\n}", "the struct 's' with pointer members as firstprivate"},
		// firstprivate arrays (firstprivate_array.go) and collapse(force:n) (collapse_force.go)
		{"struct v { int n; double *p; };\nvoid f(int *restrict y) {\nstruct v e[2];\n#pragma acc parallel loop firstprivate(e) copy(y[0:2]) // @\nfor (int i = 0; i < 2; i++) y[i] = e[i].n;\n}", "the array 'e' of structs with pointer members as firstprivate"},
		{"void f(int n, int *restrict y) {\nint v[n];\nv[0] = 1;\n#pragma acc parallel loop firstprivate(v) copy(y[0:n]) // @\nfor (int i = 0; i < n; i++) y[i] = v[0];\n}", "the array 'v' as firstprivate: its size is not a constant"},
		{"void f(int n, int *restrict y) {\n#pragma acc parallel loop collapse(force:2) copy(y[0:n*n])\nfor (int i = 0; i < n; i++) {\nint m = n - 1;\nfor (int j = 0; j < m; j++) // @\ny[i*n+j] = 0;\n}\n}", "a bound of a loop of collapse(force:n) that uses 'm'"},
		{"void f(int n, int *restrict y) {\n#pragma acc parallel loop collapse(force:2) copy(y[0:n*n])\nfor (int i = 0; i < n; i++) {\nif (i == 3) break; // @\nfor (int j = 0; j < n; j++) y[i*n+j] = 0;\n}\n}", "break in the intervening code of collapse(force:n)"},
		{"void f(int n, int *restrict y) {\n#pragma acc parallel loop collapse(force:2) copy(y[0:n*n])\nfor (int i = 0; i < n; i++) {\nswitch (i) {\ndefault:\nfor (int j = 0; j < n; j++) y[i*n+j] = 0; // @\n}\n}\n}", "a loop of collapse(force:n) inside this kind of statement"},
		{"void f(int n, int *restrict y) {\n#pragma acc parallel copy(y[0:n*n])\n{\nint last = 0;\n#pragma acc loop gang vector collapse(force:2)\nfor (int i = 0; i < n; i++) {\nlast = i; // @\nfor (int j = 0; j < n; j++) y[i*n+j] = j;\n}\ny[0] = last;\n}\n}", "writing 'last' in the intervening code of collapse(force:n)"},
		{"struct v { int n; double *p; };\nvoid f(struct v s) {\n#pragma acc serial copy(s)\ns.p = 0; // @\n}", "changing the pointer member 'p'"},
		{"struct v { int n; double *p; };\nvoid f(struct v *q, int n) {\n#pragma acc enter data copyin(q[0:2].p[0:n]) // @\n}", "a subarray inside the member's path"},
		{"union w { double *p; long k; };\nstruct v { union w u; };\nvoid f(struct v s, int n) {\n#pragma acc enter data copyin(s.u.p[0:n]) // @\n}", "a member of a union"},
		{"void f(int n, double *p) {\n#pragma acc parallel loop attach(p)\nfor (int i = 0; i < n; i++) p++; // @\n}", "changing or taking the address of the attached pointer 'p'"},
		{"void f(int n, int s, float *restrict y) {\n#pragma acc parallel loop copy(y[0:n])\nfor (int i = 0; i < n; i += s) y[i] = 0; // @\n}", "step is not a constant"},
		{"void f(int n, double a[n][n]) {\n#pragma acc parallel loop copy(a[0:n][0:n])\nfor (int i = 0; i < n; i++) (*a)[i] = 0; // @\n}", "the variable-length array 'a' here"},
		{"void f(int n, double a[n][n]) {\n#pragma acc parallel loop copy(a[0:n][1:n-1]) // @\nfor (int i = 0; i < n; i++) a[i][1] = 0;\n}", "non-contiguous subarray"},
		{"void f(int n, int c, float *restrict y) {\n#pragma acc parallel loop copy(y[0:n]) gang device_type(nvidia) gang(static:c) // @\nfor (int i = 0; i < n; i++) y[i] = 0;\n}", "a static argument of the gang clause other than * or an integer constant"},
		{"void f(int n, float *restrict y) {\n#pragma acc parallel loop gang(static:n/2) copy(y[0:n]) // @\nfor (int i = 0; i < n; i++) y[i] = 0;\n}", "a static argument of the gang clause other than * or an integer constant"},
		// multi-dimensional gangs (gang_grid.go, plan/gang_grid.go)
		{"void f(int n, float *restrict y) {\nfloat s = 0;\n#pragma acc parallel copyin(y[0:n*n]) copy(s)\n#pragma acc loop gang(dim:2)\nfor (int k = 0; k < n; k++) {\n#pragma acc loop gang(dim:1) reduction(+:s) // @\nfor (int i = 0; i < n; i++) s += y[k*n+i];\n}\n}", "a reduction across gangs in a parallel construct with gang(dim:2) or gang(dim:3) loops"},
		{"void f(int n, float *restrict y) {\n#pragma acc parallel copy(y[0:n*n])\n#pragma acc loop gang(dim:2)\nfor (int k = 0; k < n; k++) {\n#pragma acc loop gang(static:4)\nfor (int i = 0; i < n; i++) y[k*n+i] = 0; // @\n}\n}", "gang(static:) in a parallel construct with gang(dim:2)"},
		// dynamic multidimensional arrays (dynarray.go)
		{"void f(int n, double **a) {\n#pragma acc parallel loop copy(a[0:n][1:n-1]) // @\nfor (int i = 0; i < n; i++) a[i][1] = 0;\n}", "a row section of a dynamic multidimensional array not starting at 0"},
		// pointers to pointers in device code (dynarray_device.go, cast_ptr.go)
		{"void f(int n, double **a, double *restrict y) {\n#pragma acc parallel loop copy(a[0:n][0:n]) copy(y[0:n])\nfor (int i = 0; i < n; i++) { a[i] = a[0]; y[i] = a[i][0]; } // @\n}", "changing the row pointer 'a[i]' of a dynamic multidimensional array"},
		{"void f(int n, int ***a) {\n#pragma acc parallel loop copy(a[0:n][0:n][0:n])\nfor (int i = 0; i < n; i++) a[i][i]++; // @\n}", "changing the row pointer 'a[i][i]'"},
		{"#pragma acc routine seq\nstatic double r(double **p) { return p[0][0]; }\nvoid f(int n, double *restrict y) {\n#pragma acc parallel loop copy(y[0:n])\nfor (int i = 0; i < n; i++) { double *q = &y[i]; y[i] = r(&q); } // @\n}", "passing to the pointer to pointers parameter of the routine 'r'"},
		{"void f(int n, double *restrict y) {\n#pragma acc parallel loop copy(y[0:n])\nfor (int i = 0; i < n; i++) { double *q = &y[i]; double **pq = &q; y[i] = pq[0][0]; } // @\n}", "the pointer to pointers 'pq' in device code given a value other than a dynamic multidimensional array"},
		{"void f(int n, long *restrict y) {\n#pragma acc parallel loop copy(y[0:n])\nfor (int i = 0; i < n; i++) { int t[2] = {0, 1}; y[i] = (long)&t[1]; } // @\n}", "a cast of a pointer into private memory to the integer type 'long'"},
		{"void f(int n, long *restrict y) {\n#pragma acc parallel loop copy(y[0:n])\nfor (int i = 0; i < n; i++) y[i] = *(void **)y[i] != 0; // @\n}", "the pointer to pointers '(void **)y[i]' of element type 'void'"},
		{"void f(int n, double **a) {\n#pragma acc declare copy(a[0:n][0:n]) // @\n#pragma acc parallel loop\nfor (int i = 0; i < n; i++) a[i][0] = 0;\n}", "a dynamic multidimensional array in a declare directive"},
		{"#pragma acc routine seq\nint r(int n) { return n > 0 ? r(n - 1) : 0; } // @\nvoid f(int n, int *restrict y) {\n#pragma acc parallel loop copy(y[0:n])\nfor (int i = 0; i < n; i++) y[i] = r(i);\n}", "recursive call of the routine 'r'"},
		// routines with parallelism (routine_levels.go, routine_bind.go)
		{"#pragma acc routine vector\nvoid r(int n, int *y) {\n#pragma acc loop vector\nfor (int i = 0; i < n; i++) y[i] = 0;\n}\nvoid f(int n, int *restrict y) {\n#pragma acc parallel loop gang copy(y[0:n])\nfor (int i = 0; i < n; i++) {\n#pragma acc loop worker\nfor (int w = 0; w < 2; w++) { int t[4]; r(4, t); y[i] = t[0]; } // @\n}\n}", "passing a pointer to the work-item's own memory to the vector routine 'r'"},
		{"#pragma acc routine vector\nint r(int n, const int *y) {\nint s = 0;\n#pragma acc loop vector reduction(+:s)\nfor (int i = 0; i < n; i++) s += y[i];\nreturn s;\n}\nvoid f(int n, int *restrict y) {\n#pragma acc parallel loop gang copy(y[0:n])\nfor (int i = 0; i < n; i++) y[i] = 1 + r(4, y); // @\n}", "calling the vector routine 'r' inside an expression"},
		{"#pragma acc routine vector\nvoid r(int n, int *y) {\nif (n < 1) return; // @\n#pragma acc loop vector\nfor (int i = 0; i < n; i++) y[i] = 0;\n}\nvoid f(int n, int *restrict y) {\n#pragma acc parallel loop gang copy(y[0:n])\nfor (int i = 0; i < n; i++) r(1, &y[i]);\n}", "a return before the end of the vector routine 'r'"},
		// A reduction clause on a gang loop of a gang routine is invalid
		// OpenACC (§2.9.11, analysis: orphan-gang-reduction), no longer a limit.
		{"#pragma acc routine seq bind(\"nosuch\") // @\nint r(int v) { return v; }\nvoid f(int n, int *restrict y) {\n#pragma acc parallel loop gang copy(y[0:n])\nfor (int i = 0; i < n; i++) y[i] = r(i);\n}", "bind(\"nosuch\")"},
		{"#pragma acc routine device_type(nvidia) vector device_type(*) seq // @\nint r(int v) { return v; }\nvoid f(int n, int *restrict y) {\n#pragma acc parallel loop gang copy(y[0:n])\nfor (int i = 0; i < n; i++) y[i] = r(i);\n}", "the device_type clause on 'routine'"},
		{"void f(int n, long double *restrict y) {\n#pragma acc parallel loop copy(y[0:n]) // @\nfor (int i = 0; i < n; i++) y[i] = 0;\n}", "long double"},
		// gang-private variables in __local memory (gang_local.go)
		{"void f(int n, int *restrict y) {\n#pragma acc parallel loop gang vector_length(32) copyout(y[0:n])\nfor (int g = 0; g < n; g++) {\ndouble a[1500];\ndouble b[1500]; // @\n#pragma acc loop vector\nfor (int v = 0; v < 1500; v++) { a[v] = v; b[v] = v; }\ny[g] = a[7] + b[8];\n}\n}", "more than the 16384 accls allows"},
		{"void f(int n, int m, int *restrict y) {\n#pragma acc parallel loop gang vector_length(32) copyout(y[0:n])\nfor (int g = 0; g < n; g++) {\nint s = 0;\n#pragma acc loop vector reduction(+:s)\nfor (int v = 0; v < m; v++) s += v;\n#pragma acc loop vector\nfor (int v = 0; v < m; v++) if (v == 1) s = v; // @\ny[g] = s;\n}\n}", "not this one: it is a reduction variable"},
		// reductions on arrays, subarrays and structs (reduce_array.go)
		{"void f(int n, int m, int *restrict y) {\n#pragma acc parallel loop gang copy(y[0:n])\nfor (int g = 0; g < n; g++) {\nint h[4] = {0};\n#pragma acc loop vector reduction(+:h[0:m]) // @\nfor (int v = 0; v < n; v++) h[v % 4] += v;\ny[g] = h[0];\n}\n}", "a reduction on the subarray 'h[0:m]' whose bounds are not constants on a loop inside the compute construct"},
		{"void f(int n, int *restrict y) {\nint h[2][4] = {{0}};\n#pragma acc parallel loop reduction(+:h[0:1][0:4]) copyin(y[0:n]) // @\nfor (int i = 0; i < n; i++) h[0][y[i] % 4]++;\n}", "only one dimension of scalars is translated"},
		{"void f(int n, int *restrict y) {\nint h[n];\n#pragma acc parallel loop reduction(+:h) copyin(y[0:n]) // @\nfor (int i = 0; i < n; i++) h[y[i] % n]++;\n}", "a reduction on the variable-length array 'h'"},
		{"#pragma acc routine vector\nint r(int n, const int *y) {\nint s[2] = {0, 0};\n#pragma acc loop vector reduction(+:s) // @\nfor (int i = 0; i < n; i++) s[i % 2] += y[i];\nreturn s[0];\n}\nvoid f(int n, int *restrict y, int *restrict o) {\n#pragma acc parallel loop gang copy(y[0:n], o[0:n])\nfor (int i = 0; i < n; i++) o[i] = r(n, y);\n}", "a reduction on the array or struct 's' in a routine"},
	}
	for _, c := range cases {
		src := head + c.body + "\n"
		_, diags := translate(t, src)
		wantErrorAtMark(t, c.body, src, diags, CodeUnsupported, c.want)
	}
}

// TestIdx32Choice: a kernel gets a 32-bit index variant only when the host
// can check every partitioned loop's bounds before the launch, and the
// host launches it only under that check.
func TestIdx32Choice(t *testing.T) {
	cases := []struct {
		name, src string
		variant   bool
	}{
		{"bounds outside", "void f(int n, int m, float *restrict y) {\n#pragma acc parallel loop collapse(2) copy(y[0:n*m])\nfor (int i = 0; i < n; i++)\nfor (int j = 0; j < m; j++)\n  y[i*m+j] = 0;\n}\n", true},
		{"long bounds", "void f(long n, float *restrict y) {\n#pragma acc parallel loop copy(y[0:n])\nfor (long i = 0; i < n; i++)\n  y[i] = 0;\n}\n", true},
		{"bound written in the region", "void f(int n, float *restrict y) {\n#pragma acc parallel copy(y[0:100])\n{\nn = n / 2;\n#pragma acc loop gang vector\nfor (int i = 0; i < n; i++)\n  y[i] = 0;\n}\n}\n", false},
		{"bound from the region", "void f(float *restrict y) {\n#pragma acc parallel copy(y[0:100])\n{\nint m = 50;\n#pragma acc loop gang vector\nfor (int i = 0; i < m; i++)\n  y[i] = 0;\n}\n}\n", false},
	}
	for _, tc := range cases {
		res, diags := translate(t, tc.src)
		if len(diags) != 0 {
			t.Fatalf("%s: diagnostics: %v", tc.name, diags)
		}
		has := strings.Contains(res.Program, "_i32(ACC_HEAP_PARAMS")
		if has != tc.variant {
			t.Errorf("%s: 32-bit variant %v, want %v:\n%s", tc.name, has, tc.variant, res.Program)
		}
		if tc.variant && !strings.Contains(res.Host, "< 1073741824.0") {
			t.Errorf("%s: no host range check:\n%s", tc.name, res.Host)
		}
	}
}

// TestKernelsStatementGangs: a kernels statement that is not a gang loop
// shares out its one gang loop over every gang when only private code
// surrounds it, and otherwise runs on one gang and says so (--info).
func TestKernelsStatementGangs(t *testing.T) {
	cases := []struct {
		name, body string
		oneGang    bool
	}{
		{"gang loop under an if", "if (n > 0)\nfor (int i = 0; i < n; i++)\n  y[i] = 1;\n", false},
		{"gang loop under a seq loop declaring a variable", "for (int t = 1; t < 8; t++) {\nfloat w = t;\nfor (int j = 0; j < n; j++)\n  b[t*n+j] = b[(t-1)*n+j] + w;\n}\n", true},
		{"a write beside the gang loop", "{\ny[0] = 5;\nfor (int i = 1; i < n; i++)\n  y[i] = 1;\n}\n", true},
	}
	for _, tc := range cases {
		src := "void f(int n, float *restrict y, float *restrict b) {\n#pragma acc kernels copy(y[0:n], b[0:8*n])\n{\n" + tc.body + "}\n}\n"
		res, diags := translateInfo(t, src) // kernels_loop_test.go
		var info bool
		for _, d := range diags {
			if d.Severity == source.Error {
				t.Fatalf("%s: %v", tc.name, d)
			}
			info = info || d.Code == analysis.CodeKernelsOneGang
		}
		if info != tc.oneGang {
			t.Errorf("%s: kernels-one-gang info %v, want %v", tc.name, info, tc.oneGang)
		}
		if multi := strings.Contains(res.Program, "get_group_id(0)"); multi == tc.oneGang {
			t.Errorf("%s: gangs shared out %v, want %v:\n%s", tc.name, multi, !tc.oneGang, res.Program)
		}
	}
}

// wantErrorAtMark checks that diags hold an error of code whose message
// contains want, on the line of src that holds the "@" mark; name says
// which case failed.
func wantErrorAtMark(t *testing.T, name, src string, diags []source.Diagnostic, code, want string) {
	t.Helper()
	line := strings.Count(src[:strings.Index(src, "@")], "\n") + 1
	for _, d := range diags {
		if d.Code == code && d.Severity == source.Error && strings.Contains(d.Message, want) && d.Range.Start.Line == line {
			return
		}
	}
	t.Errorf("%q: want a %s error %q at line %d, got %v", name, code, want, line, diags)
}
