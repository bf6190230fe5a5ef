package analysis_test

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

// reanalyseEdit checks text, inserts insert after the last occurrence of
// after, and reanalyses; when Reanalyse takes the edit, its diagnostics
// must be Check's.
func reanalyseEdit(t *testing.T, text, after, insert string) bool {
	t.Helper()
	prev, err := analysis.Check(context.Background(), source.NewFile("s.c", []byte(text)), analysis.Options{})
	if err != nil {
		t.Fatal(err)
	}
	at := strings.LastIndex(text, after)
	if at < 0 {
		t.Fatalf("%q is not in the file", after)
	}
	at += len(after)
	nf := source.NewFile("s.c", []byte(text[:at]+insert+text[at:]))
	got, ok := analysis.Reanalyse(context.Background(), prev, nf)
	if !ok {
		return false
	}
	want, err := analysis.Check(context.Background(), nf, analysis.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if g, w := got.Diagnostics(), want.Diagnostics(); !reflect.DeepEqual(g, w) {
		t.Fatalf("Reanalyse differs from Check\n got: %s\nwant: %s", listDiags(g), listDiags(w))
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
