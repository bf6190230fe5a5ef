package analysis

import (
	"sort"
	"strings"
	"testing"

	"github.com/accls/accls/source"
)

// applyFix returns text with one fix's edits applied.
func applyFix(text string, fx source.Fix) string {
	edits := append([]source.Edit(nil), fx.Edits...)
	sort.Slice(edits, func(i, j int) bool { return edits[i].Range.Start.Offset > edits[j].Range.Start.Offset })
	for _, e := range edits {
		text = text[:e.Range.Start.Offset] + e.NewText + text[e.Range.End.Offset:]
	}
	return text
}

// TestFixes applies the quick fix of the one diagnostic each line gets and
// checks the result, then that the fixed line is clean.
func TestFixes(t *testing.T) {
	cases := []struct{ file, src, fixed string }{
		{"m.c", "#pragma acc parallel pcopyin(a) async", "#pragma acc parallel copyin(a) async"},
		{"m.c", "#pragma acc parallel present_or_copy(a)", "#pragma acc parallel copy(a)"},
		{"m.c", "#pragma acc parallel dtype(radeon) async", "#pragma acc parallel device_type(radeon) async"},
		{"m.c", "#pragma acc parallel copyn(a)", "#pragma acc parallel copyin(a)"},
		{"m.c", "#pragma acc parallel COPY(a)", "#pragma acc parallel copy(a)"},
		{"m.c", "#pragma acc parallel device_type(amd)", "#pragma acc parallel device_type(radeon)"},
		// Removing a clause takes the blanks after it, or before it at the end.
		{"m.c", "#pragma acc exit data copyin(a) delete(a)", "#pragma acc exit data delete(a)"},
		{"m.c", "#pragma acc exit data delete(a) copyin(a)", "#pragma acc exit data delete(a)"},
		{"m.c", "#pragma acc exit data copyin(a), delete(a)", "#pragma acc exit data delete(a)"},
		{"m.c", "#pragma acc parallel if(a) if(b)", "#pragma acc parallel if(a)"},
		{"m.c", "#pragma acc loop seq seq", "#pragma acc loop seq"},
		{"m.c", "#pragma acc loop seq(1)", "#pragma acc loop seq"},
		{"m.c", "_Pragma(\"acc exit data delete(a) copyin(a)\")", "_Pragma(\"acc exit data delete(a)\")"},
		{"m.c", "#pragma acc exit data delete(a) copyin(a) \\\n  finalize", "#pragma acc exit data delete(a) \\\n  finalize"},
		{"m.f90", "!$acc end kernels copy(a) ! done", "!$acc end kernels ! done"},
	}
	for _, c := range cases {
		ds := diagnoseSource(t, c.file, c.src+"\n")
		var fixes []source.Fix
		for _, d := range ds {
			fixes = append(fixes, d.Fixes...)
		}
		if len(fixes) != 1 {
			t.Errorf("%q: want one fix, got %d: %v", c.src, len(fixes), ds)
			continue
		}
		got := strings.TrimSuffix(applyFix(c.src+"\n", fixes[0]), "\n")
		if got != c.fixed {
			t.Errorf("%q: fixed to %q, want %q", c.src, got, c.fixed)
			continue
		}
		for _, d := range diagnoseSource(t, c.file, got+"\n") {
			if d.Severity <= source.Warning {
				t.Errorf("%q: after the fix, still %s", c.src, d)
			}
		}
	}
}
