package analysis

import (
	"sort"
	"strings"
	"testing"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

func analyze(t *testing.T, src string) (*source.File, *Model, []source.Diagnostic) {
	t.Helper()
	f := source.NewFile("m.c", []byte(src))
	dirs, _ := grammar.ParseFile(f, grammar.ModeC)
	m, diags := Analyze(f, dirs, Options{})
	return f, m, diags
}

const saxpySrc = `void saxpy(int n, float a, float *x, float *y) {
    #pragma acc data copyin(x[0:n])
    {
        #pragma acc parallel loop
        for (int i = 0; i < n; i++)
            y[i] = a * x[i] + y[i];
    }
}
`

func TestModelConstructsAndLoops(t *testing.T) {
	f, m, diags := analyze(t, saxpySrc)
	if source.HasErrors(diags) {
		t.Fatalf("errors: %v", diags)
	}
	if len(m.Constructs) != 2 {
		t.Fatalf("%d constructs, want 2", len(m.Constructs))
	}
	data, par := m.Constructs[0], m.Constructs[1]
	if data.Kind != KindData || par.Kind != KindParallelLoop || par.Parent != data || par.Compute != par || data.Compute != nil {
		t.Fatalf("nesting: data %v parent %v", data.Kind, par.Parent)
	}
	if got := f.Slice(par.Body.Span()); !strings.HasPrefix(got, "for (int i = 0; i < n; i++)") {
		t.Errorf("parallel loop body %q", got)
	}
	l := par.Loop
	if l == nil || l.IV == nil || l.IV.Name != "i" || !l.Canonical || l.Cmp != "<" || l.Step != 1 {
		t.Fatalf("loop %+v", l)
	}
	if f.Slice(l.Bound.Span()) != "n" || !l.Parallel || l.Levels != Gang|Vector || l.VectorLength != 256 {
		t.Errorf("loop bound %q parallel %v levels %v", f.Slice(l.Bound.Span()), l.Parallel, l.Levels)
	}
	if m.LoopAt(strings.Index(saxpySrc, "y[i] =")) != l {
		t.Error("LoopAt does not find the loop")
	}
	if m.DirectiveAt(strings.Index(saxpySrc, "parallel loop")) != par || m.ConstructAt(strings.Index(saxpySrc, "y[i] =")) != par {
		t.Error("DirectiveAt/ConstructAt")
	}
}

func TestModelImplicitAttributes(t *testing.T) {
	_, m, _ := analyze(t, saxpySrc)
	par := m.Constructs[1]
	var got []string
	for _, at := range par.Implicit {
		s := at.Text()
		if at.From != nil {
			s += " from " + at.From.Text()
		}
		got = append(got, s)
	}
	sort.Strings(got)
	want := []string{"copy(y[0:n])", "firstprivate(a)", "firstprivate(n)", "present(x[0:n]) from copyin(x[0:n])"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("implicit attributes\n got %q\nwant %q", got, want)
	}
	// Hover: the attribute that governs each name.
	for mark, want := range map[string]string{"y[i] =": "copy(y[0:n])", "x[i]": "present(x[0:n])", "a *": "firstprivate(a)", "i] =": "private(i)"} {
		r := m.RefAt(strings.Index(saxpySrc, mark))
		if r == nil {
			t.Errorf("no reference at %q", mark)
			continue
		}
		if at := m.AttrOfRef(r); at == nil || at.Text() != want {
			t.Errorf("attribute at %q = %v, want %s", mark, at, want)
		}
	}
}

func TestModelOnHandBuiltDirectives(t *testing.T) {
	// The model needs only the directives' names and ranges: the language
	// server may hand them over from its own cache.
	src := "void f(int n, float *p) {\n#pragma acc kernels\nfor (int i = 1; i < n; i++) p[i] = p[i-1];\n}\n"
	f := source.NewFile("h.c", []byte(src))
	start := strings.Index(src, "#pragma")
	end := start + len("#pragma acc kernels")
	name := strings.Index(src, "kernels")
	d := &grammar.Directive{Lang: grammar.LangC, Form: grammar.FormPragma, Range: f.Range(start, end),
		Name: "kernels", NameRange: f.Range(name, name+7), Known: true}
	m, _ := Analyze(f, []*grammar.Directive{d}, Options{})
	if len(m.Loops) != 1 || m.Loops[0].Parallel || !strings.Contains(m.Loops[0].Reason, "flow dependence") {
		t.Fatalf("loops %+v", m.Loops)
	}
	if deps := m.Loops[0].Deps; len(deps) != 1 || !deps[0].Proven || deps[0].Distance != 1 || deps[0].Test != "strong SIV" {
		t.Errorf("dependences %+v", deps)
	}
}

// Each fix resolves its diagnostic: apply it, check again, and the code
// is gone.
func TestFixesResolve(t *testing.T) {
	cases := []struct{ code, src string }{
		{codeDefaultNone, "void f(int n, float *x) {\n#pragma acc parallel loop default(none) copy(x[0:n])\nfor (int i = 0; i < 10; i++) x[i] = n;\n}\n"},
		{codeDefaultNone, "void f(float *x) {\nfloat a[8];\n#pragma acc parallel loop default(none) copy(x[0:8])\nfor (int i = 0; i < 8; i++) x[i] = a[i];\n}\n"},
		{codeCallWithoutRoutine, "float g(float x);\nvoid f(float *x) {\n#pragma acc parallel loop copy(x[0:8])\nfor (int i = 0; i < 8; i++) x[i] = g(x[i]);\n}\n"},
		{codeMissingReduction, "float f(float *x) {\nfloat s = 0;\n#pragma acc parallel loop copyin(x[0:8]) copy(s)\nfor (int i = 0; i < 8; i++) s += x[i];\nreturn s;\n}\n"},
		{codeDuplicateData, "void f(float *x, float s) {\n#pragma acc parallel loop firstprivate(s) copyin(s)\nfor (int i = 0; i < 8; i++) x[i] = s;\n}\n"},
		{codeConflictingData, "void f(float *x) {\n#pragma acc exit data copyout(x[0:8]) delete(x[0:8])\n}\n"},
		{codeInfoImplicitData, "void f(float *x) {\n#pragma acc parallel loop\nfor (int i = 0; i < 8; i++) x[i] = 0;\n}\n"},
	}
	for _, c := range cases {
		f := source.NewFile("fix.c", []byte(c.src))
		diags := checkFile(f, Options{Info: true})
		var d *source.Diagnostic
		for i := range diags {
			if diags[i].Code == c.code {
				d = &diags[i]
				break
			}
		}
		if d == nil || len(d.Fixes) == 0 {
			t.Errorf("%s: no diagnostic with a fix in\n%s", c.code, c.src)
			continue
		}
		fixed := applyEdits(c.src, d.Fixes[0].Edits)
		for _, d2 := range checkFile(source.NewFile("fix.c", []byte(fixed)), Options{Info: true}) {
			if d2.Code == c.code && d2.Message == d.Message {
				t.Errorf("%s: still reported after %q:\n%s", c.code, d.Fixes[0].Title, fixed)
			}
			if d2.Severity == source.Error {
				t.Errorf("%s: the fix %q introduced %v:\n%s", c.code, d.Fixes[0].Title, d2, fixed)
			}
		}
	}
}

func applyEdits(src string, edits []source.Edit) string {
	sort.Slice(edits, func(i, j int) bool { return edits[i].Range.Start.Offset > edits[j].Range.Start.Offset })
	for _, e := range edits {
		src = src[:e.Range.Start.Offset] + e.NewText + src[e.Range.End.Offset:]
	}
	return src
}

func TestAnalyzeNeverPanics(t *testing.T) {
	for _, src := range []string{
		"", "#pragma acc parallel\n", "void f(void) {\n#pragma acc loop\n}\n",
		"void f(void) {\n#pragma acc parallel loop collapse(3)\nfor (;;) ;\n}\n",
		"void f(int *p) {\n#pragma acc kernels\nfor (int i = 0; i < 10; i += 0) p[i*i] = p[i/2];\n}\n",
		"void f(int *p) {\n#pragma acc parallel loop reduction(+:p[0:4])\nfor (int i = 0; i < 4; i++) p[i]++;\n}\n",
		"void f(void) { int x = ; }\n#pragma acc routine seq\n",
	} {
		f := source.NewFile("p.c", []byte(src))
		checkFile(f, Options{Info: true})
	}
}
