package grammar

import (
	"strings"
	"testing"

	"github.com/accls/accls/source"
)

// A _Pragma in a #define is a directive at each invocation of the macro
// (C99 6.10.9), not at the definition: the directive's range is the
// invocation, its clauses are where their text is written.
func TestMacroPragmas(t *testing.T) {
	src := `#define PAR_LOOP _Pragma("acc parallel loop present(a[0:n])")
#define PRAGMA(x) _Pragma(#x)
#define ACC(x) PRAGMA(acc x)
#define LOOP PRAGMA(acc loop seq)
#define ALSO PAR_LOOP
#define PAR(x) PRAGMA(acc parallel x)
#define OMP(x) PRAGMA(omp x)
void f(int n, double *a) {
  PAR_LOOP
  for (int i = 0; i < n; i++) a[i] = 0;
  ACC(kernels copy(a[0:n]))
  {}
  PRAGMA(acc serial)
  {}
  PRAGMA(omp parallel)
  {}
  OMP(parallel for)
  {}
  LOOP
  ALSO
  PAR(async)
  ACC
}
#undef PAR_LOOP
void g(void) { PAR_LOOP }
`
	f := source.NewFile("t.c", []byte(src))
	dirs, diags := ParseFile(f, ModeC)
	type want struct{ site, text, macro, clause string }
	wants := []want{
		{"PAR_LOOP", "parallel loop present(a[0:n])", "PAR_LOOP", "present(a[0:n])"},
		{"ACC(kernels copy(a[0:n]))", "kernels copy(a[0:n])", "ACC", "copy(a[0:n])"},
		{"PRAGMA(acc serial)", "serial", "PRAGMA", ""},
		{"LOOP", "loop seq", "LOOP", "seq"},
		{"ALSO", "parallel loop present(a[0:n])", "ALSO", "present(a[0:n])"},
	}
	if len(dirs) != len(wants) {
		for _, d := range dirs {
			t.Logf("%s: %s", f.Slice(d.Range), d.Text)
		}
		t.Fatalf("%d directives, want %d", len(dirs), len(wants))
	}
	for i, w := range wants {
		d := dirs[i]
		if got := f.Slice(d.Range); got != w.site {
			t.Errorf("%d: range %q, want %q", i, got, w.site)
		}
		if d.Text != w.text {
			t.Errorf("%d: text %q, want %q", i, d.Text, w.text)
		}
		if d.Macro == nil || d.Macro.Name != w.macro {
			t.Errorf("%d: macro %+v, want %s", i, d.Macro, w.macro)
		} else if !strings.HasPrefix(f.Slice(d.Macro.Def), "#define "+w.macro) {
			t.Errorf("%d: definition %q", i, f.Slice(d.Macro.Def))
		}
		if w.clause != "" && (len(d.Clauses) == 0 || f.Slice(d.Clauses[0].Range) != w.clause) {
			t.Errorf("%d: clauses %v", i, d.Clauses)
		}
	}
	// The stringizing form has the whole directive at the invocation.
	if dirs[1].Clauses[0].Range.Start.Line != 11 {
		t.Errorf("ACC clause at %v, want line 11", dirs[1].Clauses[0].Range.Start)
	}
	// The _Pragma string form keeps its clause text in the definition.
	if dirs[0].Clauses[0].Range.Start.Line != 1 || dirs[0].Range.Start.Line != 9 {
		t.Errorf("PAR_LOOP at %v, clause at %v", dirs[0].Range.Start, dirs[0].Clauses[0].Range.Start)
	}
	if len(diags) != 1 || diags[0].Code != codeMacroPragma || f.Slice(diags[0].Range) != "PAR(async)" ||
		len(diags[0].Notes) != 1 || diags[0].Notes[0].Range.Start.Line != 6 {
		t.Fatalf("diags = %+v", diags)
	}
}

// Partial files (the editor's) never stop the scan: an invocation that
// is not closed is no directive.
func TestMacroPragmasPartial(t *testing.T) {
	for _, src := range []string{
		"#define ACC(x) _Pragma(#x)\nvoid f(void) { ACC(acc parallel",
		"#define ACC(x) _Pragma(#x)\nvoid f(void) { ACC(acc parallel\n#endif\n)",
		"#define ACC(",
		"#define P _Pragma(\"acc",
		"#define P(x) _Pragma(#x\nP(acc kernels)",
		"#undef",
		"#define ACC(x) _Pragma(#x)\nACC()",
		"#define ACC(x, y) _Pragma(#y)\nACC(acc kernels)",
	} {
		f := source.NewFile("t.c", []byte(src))
		if dirs, _ := ParseFile(f, ModeC); len(dirs) != 0 {
			t.Errorf("%q: %d directives", src, len(dirs))
		}
	}
}
