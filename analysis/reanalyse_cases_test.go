package analysis_test

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/openclgen"
	"github.com/accls/accls/source"
)

// reanalyseBase has a routine, a function called in a compute region
// (an implicit routine, §2.15.1), a macro defined in a body and used
// after it, and plain host functions with compute constructs.
const reanalyseBase = `#include <stdlib.h>
#pragma acc routine seq
float sq(float v) { return v * v; }
float twice(float v) { return 2 * v; }
void first(int n, float *a) {
#define SCALE(x) ((x) * 3)
    #pragma acc parallel loop
    for (int i = 0; i < n; i++)
        a[i] = sq(a[i]);
}
void second(int n, float *a) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = SCALE(a[i]) + twice(a[i]);
}
void third(int n, float *b) {
    float s = 0;
    #pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < n; i++)
        s += b[i];
    b[0] = s;
}
`

// TestReanalyseTakesOrDeclines checks which edits Reanalyse takes (with
// Check's diagnostics) and which it leaves to Check.
func TestReanalyseTakesOrDeclines(t *testing.T) {
	for _, tc := range []struct {
		name, after, insert string
		take                bool
	}{
		{"a term in a statement", "        s += b[i]", " + 0", true},
		{"a new error", "        s += b[i]", " + nope", true},
		{"a statement with a line", "    b[0] = s;\n", "    b[1] = s;\n", true},
		{"a clause", "reduction(+:s)", " copyin(b[0:n])", true},
		{"a macro defined in an earlier body", "    b[0] = s;\n", "    b[2] = SCALE(s);\n", true},
		{"the body of a routine", "{ return v * v", " + 1", true},
		{"the body of an implicit routine", "{ return 2 * v", " + 1", true},
		{"a call of a function the file defines, in a compute construct", "        s += b[i]", " + twice(b[i])", true},
		{"a call joining most of the file's functions", "        s += b[i]", " + sq(twice(b[i]))", false},
		{"a routine calls a host function", "{ return v * v", " + (float)rand()", true},
		{"a macro defined", "    b[0] = s;\n", "#define T 1\n", false},
		{"a routine directive", "    b[0] = s;\n", "#pragma acc routine(third) seq\n", false},
		{"a brace opened", "    b[0] = s;\n", "{\n", false},
		{"the declaration", "void third(int n", ", int m", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if ok := reanalyseEdit(t, reanalyseBase, tc.after, tc.insert); ok != tc.take {
				t.Fatalf("Reanalyse took the edit: %v, want %v", ok, tc.take)
			}
		})
	}
}

// TestReanalyseKeepsWhatBodyMacrosName edits a function that calls,
// through a macro another body defines, a function nothing else names.
func TestReanalyseKeepsWhatBodyMacrosName(t *testing.T) {
	text := "float *helper(void) { static float v; return &v; }\n" +
		"void first(void) {\n#define CALL(p) (*helper() = (p))\n}\n" +
		"void second(float q) {\n    CALL(q);\n}\n"
	prev, err := analysis.Check(context.Background(), source.NewFile("m.c", []byte(text)), analysis.Options{})
	if err != nil {
		t.Fatal(err)
	}
	at := strings.Index(text, "CALL(q);") + len("CALL(q);")
	nf := source.NewFile("m.c", []byte(text[:at]+" CALL(q + 1);"+text[at:]))
	got, ok := analysis.Reanalyse(context.Background(), prev, nf)
	if !ok {
		t.Fatal("Reanalyse declined the edit")
	}
	if ds := got.Diagnostics(); len(ds) != 0 {
		t.Fatalf("want no diagnostics, got %s", listDiags(ds))
	}
}

// TestReanalyseMovesNamedLines adds a line to a function before one whose
// C error names a line of the file.
func TestReanalyseMovesNamedLines(t *testing.T) {
	text := "void first(int n) {\n    n++;\n}\n" +
		"void second(void) {\n    float a;\n    float a;\n}\n"
	prev, err := analysis.Check(context.Background(), source.NewFile("l.c", []byte(text)), analysis.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(listDiags(prev.Diagnostics()), "l.c:5") {
		t.Fatalf("want a C error naming line 5, got %s", listDiags(prev.Diagnostics()))
	}
	at := strings.Index(text, "n++;\n") + len("n++;\n")
	nf := source.NewFile("l.c", []byte(text[:at]+"    n--;\n"+text[at:]))
	if !reanalysedAsChecked(t, analysis.Options{}, prev, nf, "a line added") {
		t.Fatal("Reanalyse declined the edit")
	}
}

// reanalyseEdit checks text, inserts insert after the last occurrence of
// after, and reanalyses; when Reanalyse takes the edit, its diagnostics
// must be Check's.
func reanalyseEdit(t *testing.T, text, after, insert string) bool {
	t.Helper()
	return reanalyseEditWith(t, analysis.Options{}, text, after, insert)
}

// TestReanalyseDeviceCallsWithLimits edits a routine and an implicit
// routine with the translator's limits on: their callers' constructs
// carry the translator's copies of them, so what Reanalyse takes must
// still be Check's diagnostics (reanalyse_deps.go).
func TestReanalyseDeviceCallsWithLimits(t *testing.T) {
	opts := analysis.Options{Translator: openclgen.Limits}
	took := 0
	for _, ed := range [][2]string{
		{"{ return v * v", " + 1"},
		{"{ return v * v", " + (float)rand()"},
		{"{ return 2 * v", " + twice(v - 1)"},
		{"{ return 2 * v", " * sq(v)"},
		{"{ return 2 * v", "; float w[4] = {v}; return w[0]"},
	} {
		if reanalyseEditWith(t, opts, reanalyseBase, ed[0], ed[1]) {
			took++
		}
	}
	if took == 0 {
		t.Fatal("Reanalyse took none of the edits in routines")
	}
}

// TestReanalyseAfterAnOpenBody: a body left open before the edited
// function; the front end reports its missing '}' where the next
// definition begins, inside the edited function's span, and the slice
// blanks the open body: Reanalyse must still give Check's diagnostics
// (here by declining).
func TestReanalyseAfterAnOpenBody(t *testing.T) {
	const text = "static double open1(double x) { ;return x\n" +
		"static double next(double x) { ;return x; }\n" +
		"int after(int x) { return x; }\n"
	for _, opts := range []analysis.Options{{}, {Translator: openclgen.Limits}} {
		reanalyseEditWith(t, opts, text, ";return", " x")
	}
}

// TestReanalyseKeepsBoundRoutines: a device call of a routine with
// bind(g) runs g, which the translator reads (§2.15.1); an edit in the
// caller keeps g whole in its slice, or the limits would find g's body
// missing ("bound to 'g', which is not defined in this file").
func TestReanalyseKeepsBoundRoutines(t *testing.T) {
	const text = "#pragma acc routine seq nohost\n" +
		"static int g(int v) { return v + 1; }\n" +
		"#pragma acc routine seq bind(g)\n" +
		"static int f(int v) { return v + 1; }\n" +
		"void h(int n, int *restrict y) {\n" +
		"#pragma acc parallel loop copy(y[0:n])\n" +
		"for (int i = 0; i < n; i++) y[i] = f(i);\n" +
		"}\n"
	if !reanalyseEditWith(t, analysis.Options{Translator: openclgen.Limits}, text, "copy(y[0:n])\n", "\n") {
		t.Fatal("Reanalyse declined the edit in the caller")
	}
}

// reanalyseEditWith is reanalyseEdit with opts.
func reanalyseEditWith(t *testing.T, opts analysis.Options, text, after, insert string) bool {
	t.Helper()
	prev, err := analysis.Check(context.Background(), source.NewFile("s.c", []byte(text)), opts)
	if err != nil {
		t.Fatal(err)
	}
	at := strings.LastIndex(text, after)
	if at < 0 {
		t.Fatalf("%q is not in the file", after)
	}
	at += len(after)
	nf := source.NewFile("s.c", []byte(text[:at]+insert+text[at:]))
	return reanalysedAsChecked(t, opts, prev, nf, fmt.Sprintf("%q after %q", insert, after))
}

// reanalysedAsChecked reanalyses nf against prev; when Reanalyse takes
// it, its diagnostics must be Check's (what names the edit).
func reanalysedAsChecked(t *testing.T, opts analysis.Options, prev *analysis.Result, nf *source.File, what string) bool {
	t.Helper()
	got, ok := analysis.Reanalyse(context.Background(), prev, nf)
	if !ok {
		return false
	}
	want, err := analysis.Check(context.Background(), nf, opts)
	if err != nil {
		t.Fatal(err)
	}
	if g, w := got.Diagnostics(), want.Diagnostics(); !reflect.DeepEqual(g, w) {
		t.Fatalf("%s: Reanalyse differs from Check\n got: %s\nwant: %s", what, listDiags(g), listDiags(w))
	}
	return true
}

// The incremental analysis reads the edited lines as the C front end
// does (internal/ctext): a directive a comment begins, or a line that
// continues a #define, is a preprocessing line the edit changes (the
// macro reaches the functions after it), so Check must see the file.
func TestReanalyseSeesPreprocessingLinesAsCfront(t *testing.T) {
	if reanalyseEdit(t, reanalyseBase, "    b[0] = s;\n", "/* c */ #define T 1\n") {
		t.Error("took a #define after a comment")
	}
	text := "void first(void) {\n#define K \\\n  1\n}\nint second(void) { return K; }\n"
	if reanalyseEdit(t, text, "  1", " + 1") {
		t.Error("took an edit of a #define's continuation line")
	}
}

// A directive's unbalanced parenthesis, while a clause is typed, is no
// bracket of the body: the C front end's recovery steps over
// preprocessing lines, so the slice still stands for the file.
func TestReanalyseTakesAnOpenClause(t *testing.T) {
	if !reanalyseEdit(t, reanalyseBase, "reduction(+:s)", " copyin(b[0:n]") {
		t.Error("declined an unclosed clause")
	}
}

// A comment between a routine directive and its function leaves the
// directive applying to that function: the slice keeps the definition
// (blanked whole, the directive would apply to the edited function, and
// the slice could not stand for the file).
func TestReanalyseRoutineAfterComment(t *testing.T) {
	text := "#pragma acc routine seq\n/* the square */\nfloat sq(float v) { return v * v; }\n" +
		"void other(void) { }\n" +
		"void f(int n, float *a) {\n    #pragma acc parallel loop copy(a[0:n])\n    for (int i = 0; i < n; i++)\n        a[i] = 1;\n}\n"
	if !reanalyseEdit(t, text, "a[i] = 1", " + 0") {
		t.Error("declined the edit")
	}
}
