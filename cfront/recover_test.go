package cfront

import (
	"strings"
	"testing"

	"github.com/accls/accls/source"
)

func cErrors(u *Unit) []source.Diagnostic {
	var out []source.Diagnostic
	for _, d := range u.Notes {
		if d.Code == "c-error" {
			out = append(out, d)
		}
	}
	return out
}

// A missing '}' is found by the file's layout: the error is where the
// function ends, and the functions after it are read.
func TestRecoverMissingBrace(t *testing.T) {
	src := `void broken(int n, float *a)
{
    for (int i = 0; i < n; i++) {
        a[i] = 0;
}

int counter;

void good(int n, float *a)
{
    for (int i = 0; i < n; i++)
        a[i] = counter;
}
`
	f, u := parse(t, src, Options{})
	if u.Failed || funcNames(u) != "good" || u.Globals["counter"] == nil {
		t.Fatalf("functions %q, failed %v: %v", funcNames(u), u.Failed, u.Notes)
	}
	errs := cErrors(u)
	if len(errs) != 1 {
		t.Fatalf("errors: %v", u.Notes)
	}
	e := errs[0]
	if e.Range.Start.Line != 5 || e.Range.Start.Col != 1 || !strings.Contains(e.Message, "expected '}' at the end of function 'broken'") {
		t.Errorf("error %s", e)
	}
	if len(e.Notes) == 0 || e.Notes[0].Range.Start.Line != 3 {
		t.Errorf("the note does not point at the open '{': %v", e.Notes)
	}
	if !u.InSkipped(strings.Index(src, "a[i] = 0")) || u.InSkipped(strings.Index(src, "a[i] = counter")) {
		t.Error("skipped ranges are wrong")
	}
	if s := u.Globals["broken"]; s == nil || s.Kind != SymFunc {
		t.Error("broken is no longer declared")
	}
	_ = f
}

// A function the file ends in, and one followed by another function
// whose layout starts in column 1 without a '}' before it.
func TestRecoverMissingBraceLayouts(t *testing.T) {
	for _, src := range []string{
		"void good(void) { }\nvoid broken(int n) {\n    if (n) {\n        n++;\n}\n",
		"void broken(int n) {\n    if (n) {\n        n++;\n    }\nvoid good(void) { }\n",
	} {
		_, u := parse(t, src, Options{})
		if u.Failed || funcNames(u) != "good" {
			t.Errorf("%q: functions %q: %v", src, funcNames(u), u.Notes)
		}
		if errs := cErrors(u); len(errs) != 1 || !strings.Contains(errs[0].Message, "'broken'") {
			t.Errorf("%q: errors %v", src, u.Notes)
		}
	}
}

// One '}' too many ends a function early; the statements after it and the
// stray '}' are left out, not the functions around them.
func TestRecoverExtraBrace(t *testing.T) {
	src := "void a(int n) {\n    if (n) {\n        n++;\n    }}\n    n--;\n}\nvoid b(void) { }\n"
	_, u := parse(t, src, Options{})
	if u.Failed || !strings.Contains(funcNames(u), "b") {
		t.Errorf("functions %q: %v", funcNames(u), u.Notes)
	}
	if len(cErrors(u)) == 0 {
		t.Error("no error reported")
	}
}

// An error in a body leaves out the body only: the function stays
// declared, with its type, so that calls elsewhere are no errors.
func TestRecoverKeepsPrototype(t *testing.T) {
	src := "static float scale(float x) { return x * nothing; }\nfloat use(float y) { return scale(y); }\n"
	_, u := parse(t, src, Options{})
	if funcNames(u) != "use" {
		t.Fatalf("functions %q: %v", funcNames(u), u.Notes)
	}
	errs := cErrors(u)
	if len(errs) != 1 || errs[0].String() != "t.c:1:42: error: use of undeclared identifier 'nothing' [c-error]" {
		t.Errorf("errors %v", u.Notes)
	}
	s := u.Globals["scale"]
	if s == nil || s.Kind != SymFunc || s.Def != nil || s.Type == nil || !strings.Contains(s.Type.Name, "float") {
		t.Errorf("scale: %+v", s)
	}
}

// A function whose declarator cc cannot read is declared in its place as
// "int name()", so that its callers are read.
func TestRecoverDeclaresUnreadableFunction(t *testing.T) {
	src := "unknown_t f(unknown_t x) { return x; }\nint g(int y) { return f(y) + 1; }\n"
	_, u := parse(t, src, Options{})
	if funcNames(u) != "g" {
		t.Fatalf("functions %q: %v", funcNames(u), u.Notes)
	}
	if s := u.Globals["f"]; s == nil || s.Kind != SymFunc {
		t.Errorf("f is not declared: %v", s)
	}
	if errs := cErrors(u); len(errs) != 1 || errs[0].Range.Start.Line != 1 {
		t.Errorf("errors %v", u.Notes)
	}
}

// _Pragma operators in inactive branches are not active; those in active
// ones, and those cc could not be told about, are.
func TestPragmaOperatorsActive(t *testing.T) {
	src := `void f(float *a, int n) {
#if 0
    _Pragma("acc parallel loop")
#endif
    for (int i = 0; i < n; i++) a[i] = 0;
#ifdef _OPENACC
    _Pragma("acc parallel loop")
#else
    _Pragma("acc kernels loop")
#endif
    for (int i = 0; i < n; i++) a[i] = 1;
#if 0
    _Pragma("acc\tloop")
#endif
}
`
	_, u := parse(t, src, Options{})
	if u.Failed || len(u.Notes) > 0 {
		t.Fatalf("notes: %v", u.Notes)
	}
	at := func(nth int) int {
		off := -1
		for k := 0; k <= nth; k++ {
			off = strings.Index(src[off+1:], "_Pragma") + off + 1
		}
		return off
	}
	for k, want := range []bool{false, true, false, false} {
		if got := u.OperatorActive(at(k)); got != want {
			t.Errorf("operator %d: active %v, want %v", k, got, want)
		}
	}
	// An offset that is no operator stays active.
	if !u.OperatorActive(0) {
		t.Error("offset 0 is inactive")
	}
}

// A declaration that begins with __attribute__((...)) or __extension__
// begins there, so that a directive before it applies to it (§2.15.1).
func TestGNUDeclarationStart(t *testing.T) {
	src := `#pragma acc routine seq
__attribute__((always_inline)) static inline float f1(float x) { return x; }
#pragma acc routine seq
__extension__ static float f2(float x) { return x; }
#pragma acc routine seq
__attribute__((pure)) float f3(float x);
#pragma acc routine seq
__extension__ __attribute__((const)) extern float f4(float x);
#pragma acc routine seq
static inline __attribute__((always_inline)) float f5(float x) { return x; }
#pragma acc routine seq
float f6(float x) __attribute__((pure));
`
	f, u := parse(t, src, Options{})
	if u.Failed || len(u.Notes) > 0 {
		t.Fatalf("notes: %v", u.Notes)
	}
	for line := 1; line <= 11; line += 2 {
		end := f.LineStart(line+1) - 1
		d, ok := u.Following(end).(*TopDecl)
		if !ok || len(d.Syms) != 1 || d.Syms[0].Name != "f"+string(rune('0'+(line+1)/2)) {
			t.Errorf("line %d: the directive applies to %v", line, u.Following(end))
		}
	}
}

// cc's terse messages read as a C compiler's.
func TestCleanCCMessage(t *testing.T) {
	for in, want := range map[string]string{
		"undefined: foo (check.go:5317:check:)":     "use of undeclared identifier 'foo'",
		"unexpected ';', expected unary expression": "unexpected ';', expected unary expression",
		"TODO *cc.DeclarationSpecifiers missed/failed type check: [TypeSpecifierVoid TypeSpecifierStructOrUnion]": "two or more data types in declaration specifiers (is a ';' missing after a struct, union or enum?)",
	} {
		if got := cleanCCMessage(in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}

// A declaration left out for its error makes its names undeclared in the
// functions that use them: those are its consequences, notes, so that the
// file has one error for one mistake, as with a C compiler.
func TestRecoverConsequencesAreNotes(t *testing.T) {
	src := "float a[N];\nfloat get(int i) { return a[i]; }\nint other(int i) { return i + undeclared_here; }\n"
	_, u := parse(t, src, Options{})
	var errs, notes []string
	for _, d := range u.Notes {
		if d.Code == "c-error" {
			errs = append(errs, d.Message)
		} else {
			notes = append(notes, d.Message)
		}
	}
	if strings.Join(errs, "|") != "use of undeclared identifier 'N'|use of undeclared identifier 'undeclared_here'" {
		t.Errorf("errors %q", errs)
	}
	if len(notes) != 1 || !strings.Contains(notes[0], "'a', declared by a declaration left out") {
		t.Errorf("notes %q", notes)
	}
}

// Two names defined twice in one scope: cc finds them in a map's order,
// and the front end must report the same one (the first in the file)
// every time.
func TestDuplicateDefinitionsReportedInFileOrder(t *testing.T) {
	src := `#include <stdlib.h>
int main(void)
{
    float *in = malloc(8), *out = malloc(8);
    float *in = malloc(8), *out = malloc(8);
    free(in);
    free(out);
    return 0;
}
`
	for range 12 {
		_, u := parse(t, src, Options{})
		errs := cErrors(u)
		if len(errs) == 0 || !strings.Contains(errs[0].Message, "multiple definitions of 'in'") {
			t.Fatalf("first C error: %v", errs)
		}
	}
}
