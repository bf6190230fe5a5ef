package grammar

import (
	"strings"
	"testing"

	"github.com/accls/accls/internal/ctext"
	"github.com/accls/accls/source"
)

// Macros at clause-name positions expand; the expanded directive's
// expressions keep the ranges of their text (argument or #define), its
// clause names the invocation; text written nowhere in order is reported.
func TestExpandClauseMacros(t *testing.T) {
	src := `#define COPYIN(x) copyin(x)
#define DATA copyin(a[0:n]) COPYIN(b)
#define BOUND(x) copy(x[0:n])
#pragma acc data DATA COPYIN(c[1:2]) copyout(COPYIN)
#pragma acc parallel BOUND(d) CAT
#pragma acc parallel copy(e)
`
	f := source.NewFile("t.c", []byte(src))
	defs := map[string]*MacroDef{}
	define := func(name string, params []string, body string) {
		line := strings.Index(src, "#define "+name)
		off := strings.Index(src[line:], body) + line
		m := &MacroDef{Macro: ctext.Macro{Name: name, FnLike: params != nil, Params: params}, HasDef: true,
			Def: f.Range(line+len("#define "), strings.IndexByte(src[line:], '\n')+line)}
		for _, tok := range strings.Fields(strings.NewReplacer("(", " ( ", ")", " ) ", "[", " [ ", "]", " ] ", ":", " : ").Replace(body)) {
			at := strings.Index(src[off:], tok) + off
			m.Tokens, m.Offsets = append(m.Tokens, tok), append(m.Offsets, at)
			off = at + len(tok)
		}
		defs[name] = m
	}
	define("COPYIN", []string{"x"}, "copyin(x)")
	define("DATA", nil, "copyin(a[0:n]) COPYIN(b)")
	define("BOUND", []string{"x"}, "copy(x[0:n])")
	defs["CAT"] = &MacroDef{Macro: ctext.Macro{Name: "CAT", Tokens: []string{"num_gangs", "(", "2", ")"}, Offsets: []int{-1, -1, -1, -1}}}
	isClause := func(s string) bool { return s == "copyin" || s == "copy" || s == "copyout" }
	lookup := func(s string) (*MacroDef, bool) { m, ok := defs[s]; return m, ok }
	dirs, diags := ParseFile(f, ModeC)
	if len(diags) != 0 || len(dirs) != 3 {
		t.Fatalf("parse: %d directives, %v", len(dirs), diags)
	}
	x, ok := ExpandClauseMacros(f, dirs[0], isClause, lookup)
	if !ok || len(x.Diags) != 0 || len(x.Unfaithful) != 0 {
		t.Fatalf("data: ok %v, %v, unfaithful %v", ok, x.Diags, x.Unfaithful)
	}
	var got []string
	for _, c := range x.Directive.Clauses {
		got = append(got, c.Name+"="+f.Slice(c.Args.Args[0].Range)+"@"+c.NameRange.Start.String())
	}
	// copyout(COPYIN): inside parentheses nothing is expanded.
	want := "copyin=a[0:n]@4:18 copyin=b@4:18 copyin=c[1:2]@4:23 copyout=COPYIN@4:38"
	if strings.Join(got, " ") != want {
		t.Errorf("data clauses:\n got %s\nwant %s", strings.Join(got, " "), want)
	}
	if n := len(x.Directive.ClauseMacros); n != 3 {
		t.Errorf("data: %d invocations recorded, want 3 (DATA, COPYIN in it, COPYIN)", n)
	}
	x, ok = ExpandClauseMacros(f, dirs[1], isClause, lookup)
	// BOUND mixes its argument with its bound; CAT's '2' is defined in
	// no place of this file (a header's macro).
	if !ok || len(x.Unfaithful) != 2 || x.Unfaithful[0].Start.String() != "5:22" || x.Unfaithful[1].Start.String() != "5:31" {
		t.Fatalf("bound: ok %v, unfaithful %v; want 5:22 and 5:31", ok, x.Unfaithful)
	}
	if c := x.Directive.Clauses[1]; c.Name != "num_gangs" || c.NameRange.Start.String() != "5:31" {
		t.Errorf("CAT: clause %s at %s, want num_gangs at 5:31", c.Name, c.NameRange.Start)
	}
	if _, ok := ExpandClauseMacros(f, dirs[2], isClause, lookup); ok {
		t.Errorf("a directive without macros must not be expanded again")
	}
}
