package analysis_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/bodyedit"
	"github.com/accls/accls/source"
)

// reanalyseMultiBase has a declaration between functions, a function
// called in compute constructs (an implicit routine, §2.15.1, whose
// information names the line of a call), an error in one body and a C
// error, after them, that names a line of the file.
const reanalyseMultiBase = `#include <stdlib.h>
void first(int n, float *a) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = a[i] * 2;
}
int counter;
float twice(float v) { return 2 * v; }
void second(int n, float *b) {
    float s = 0;
    #pragma acc parallel loop reduction(+:s) copyin(b[0:n])
    for (int i = 0; i < n; i++)
        s += b[i] + missing;
    b[0] = s;
}
void third(int n, float *c) {
    #pragma acc parallel loop copy(c[0:n])
    for (int i = 0; i < n; i++)
        c[i] = twice(c[i]);
}
void last(void) {
    float x;
    float x;
}
`

// TestReanalyseSeveralFunctions checks edits in several function bodies
// at once: which Reanalyse takes (with Check's diagnostics) and which it
// leaves to Check. The file is small: what slices cost is left out
// (TestReanalyseSeveralFunctionsCost).
func TestReanalyseSeveralFunctions(t *testing.T) {
	defer analysis.WithoutSliceCosts()()
	for _, tc := range []struct {
		name  string
		edits [][2]string // each: text of the base, its replacement
		info  bool
		take  bool
	}{
		{"a term in two functions", [][2]string{{"a[i] * 2", "a[i] * 2 + 1"}, {"c[i] = twice(c[i])", "c[i] = twice(c[i]) - 1"}}, false, true},
		{"lines added before a later edited function and the C error after them",
			[][2]string{{"        a[i] = a[i] * 2;\n", "        a[i] = a[i] * 2;\n    counter++;\n\n"}, {"    b[0] = s;\n", "    b[0] = s;\n    b[1] = s;\n"}}, false, true},
		{"lines removed in one function, added in another", [][2]string{{"    b[0] = s;\n", ""}, {"c[i] = twice(c[i]);\n", "c[i] = twice(c[i]);\n    c[0] = 1;\n"}}, false, true},
		{"one function gains an error, another loses one",
			[][2]string{{"a[i] * 2;", "a[i] * nope;"}, {" + missing;", ";"}}, false, true},
		{"an error moved down by lines added before it", [][2]string{{"a[i] * 2;\n", "a[i] * 2;\n\n\n"}, {" + missing;", " + elsewhere;"}}, false, true},
		{"the implicit routine names a call's line that moved",
			[][2]string{{"        a[i] = a[i] * 2;\n", "        a[i] = a[i] * 2;\n\n"}, {"{ return 2 * v", "{ return 2 * v + 1"}}, true, true},
		{"a call line moved while its callee's information names it",
			[][2]string{{"        a[i] = a[i] * 2;\n", "        a[i] = a[i] * 2;\n\n"}, {"c[i] = twice(c[i])", "c[i] = twice(c[i]) + 0"}}, true, false},
		{"the declaration between them changed", [][2]string{{"a[i] * 2", "a[i] * 3"}, {"int counter;", "long counter;"}, {"c[i] = twice(c[i])", "c[i] = twice(c[i]) + 1"}}, false, false},
		{"a brace opened in one of them", [][2]string{{"a[i] * 2;\n", "a[i] * 2;\n    {\n"}, {"    b[0] = s;\n", "    b[1] = s;\n"}}, false, false},
		{"a macro defined in one of them", [][2]string{{"a[i] * 2;\n", "a[i] * 2;\n#define K 1\n"}, {"    b[0] = s;\n", "    b[1] = s;\n"}}, false, false},
		{"three functions and the one the front end left out", [][2]string{{"a[i] * 2", "a[i] * 4"}, {"s += b[i]", "s += 2 * b[i]"},
			{"c[i] = twice", "c[i] = 1 + twice"}, {"    float x;\n}", "    float x;\n    x = 0;\n}"}}, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := analysis.Options{Info: tc.info}
			if ok := reanalyseEdits(t, opts, reanalyseMultiBase, tc.edits); ok != tc.take {
				t.Fatalf("Reanalyse took the edits: %v, want %v", ok, tc.take)
			}
		})
	}
}

// reanalyseEdits checks text, replaces each edit's text (found once in
// text) with its replacement, and reanalyses; when Reanalyse takes the
// edits, its diagnostics must be Check's.
func reanalyseEdits(t *testing.T, opts analysis.Options, text string, edits [][2]string) bool {
	t.Helper()
	prev, err := analysis.Check(context.Background(), source.NewFile("m.c", []byte(text)), opts)
	if err != nil {
		t.Fatal(err)
	}
	var changes bodyedit.Changes
	for _, ed := range edits {
		at := strings.Index(text, ed[0])
		if at < 0 || strings.Count(text, ed[0]) != 1 {
			t.Fatalf("%q is not in the file once", ed[0])
		}
		changes = append(changes, bodyedit.Change{At: at, Del: len(ed[0]), Ins: ed[1]})
	}
	slices.SortFunc(changes, func(x, y bodyedit.Change) int { return x.At - y.At })
	nf := source.NewFile("m.c", changes.Apply([]byte(text)))
	return reanalysedAsChecked(t, opts, prev, nf, fmt.Sprintf("edits %q", edits))
}
