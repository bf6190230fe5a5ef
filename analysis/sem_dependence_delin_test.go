package analysis

import (
	"strings"
	"testing"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// delinOf builds the model of src up to the references and delinearizes
// the subscript of the first write to z against itself in the outermost
// loop: the dimensions, rendered, and why a split failed.
func delinOf(t *testing.T, src string) ([]string, string) {
	t.Helper()
	f := source.NewFile("d.c", []byte(src))
	dirs, _ := grammar.ParseFile(f, grammar.ModeC)
	a := &analyzer{
		m: &Model{File: f, Routines: map[*cfront.Symbol]*Routine{}}, f: f,
		bodyOf: map[cfront.Stmt][]*Construct{}, loopOf: map[cfront.Stmt]*Loop{}, seen: map[string]bool{},
	}
	a.u = cfront.Parse(f, cfront.Options{})
	if a.u.Failed {
		t.Fatalf("parse: %v", a.u.Notes)
	}
	a.m.Unit = a.u
	a.buildConstructs(dirs)
	a.nestConstructs()
	a.resolveClauses()
	a.buildLoops()
	a.collectRefs()
	var l *Loop
	for _, x := range a.m.Loops {
		if x.Parent == nil {
			l = x
			break
		}
	}
	if l == nil {
		t.Fatal("no loop")
	}
	env := newPolyEnv()
	for _, r := range a.loopRefs[l] {
		if r.Sym.Name != "z" || r.Elem == nil || r.Access&Write == 0 {
			continue
		}
		p, ok := env.polyOf(r.Subs[0])
		if !ok {
			t.Fatalf("%s is not a polynomial", f.Slice(r.Subs[0].Span()))
		}
		p = a.expand(env, l.Func, p)
		d1, d2, why := a.delinearize(env, l, r, r, p, p)
		var out []string
		for k := range d1 {
			if !d1[k].equal(d2[k]) {
				t.Errorf("dimension %d differs: %s, %s", k, d1[k], d2[k])
			}
			out = append(out, d1[k].String())
		}
		return out, why
	}
	t.Fatal("no write to z")
	return nil, ""
}

func TestDelinearize(t *testing.T) {
	cases := []struct {
		name, decls, body, want, why string
	}{
		{"2-D", "", "z[i*n + j] = 0;", "i|j", ""},
		{"offsets", "", "for (int k = 1; k < n; k++) z[(i+1)*n + k - 1] = 0;", "i + 1|k - 1", ""},
		{"3-D nested", "", "for (int k = 0; k < n; k++) z[(i*n + j)*n + k] = 0;", "i|j|k", ""},
		{"3-D expanded", "", "for (int k = 0; k < m; k++) z[i*n*m + j*m + k] = 0;", "i|j|k", ""},
		// c is declared once per iteration from loop variables, nn once
		// before the loops: both stand for their definitions.
		{"scalars", "int nn = n * n;", "for (int k = 0; k < n; k++) { int c = i*nn + j*n + k; z[c] = 0; }", "i|j|k", ""},
		{"two scalars", "", "int row = i * n; int c = row + j; z[c] = 0;", "i|j", ""},
		// j = n is the first element of the next row.
		{"inclusive", "", "z[i*n + j + 1] = 0;", "i*n + j + 1", "j + 1 can reach n, past the end of a row (n - 1)"},
		{"below the row", "", "z[i*n + j - 1] = 0;", "i*n + j - 1", "j - 1 can be -1, before the start of a row"},
		{"other bound", "", "for (int k = 0; k < m; k++) z[i*n + k] = 0;", "i*n + k", "k (at most m - 1) is not known to be at most n - 1"},
		// A stride the loop writes is no stride.
		{"written stride", "", "z[i*n + j] = 0; n = 3;", "i*n + j", ""},
		// c is assigned again: its declaration does not define it.
		{"assigned scalar", "", "int c = i*n + j; c++; z[c] = 0;", "c", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := "void f(int n, int m, float *restrict z) {\n" + c.decls + "\n#pragma acc kernels\nfor (int i = 0; i < n; i++)\nfor (int j = 0; j < n; j++) { " + c.body + " }\n}\n"
			dims, why := delinOf(t, src)
			if got := strings.Join(dims, "|"); got != c.want {
				t.Errorf("dimensions %q, want %q", got, c.want)
			}
			if c.why == "" && why != "" || !strings.Contains(why, c.why) {
				t.Errorf("why %q, want %q", why, c.why)
			}
		})
	}
}

// n ≤ 0 needs no case of its own: the bounds 0 ≤ j ≤ n - 1 that prove the
// split leave no j, so no access exists to compare. The proof must not
// assume n > 0 though: a[i*n] with no inner loop gives R = 0, which is
// below n only when n > 0, and is not split.
func TestDelinearizeNoRange(t *testing.T) {
	src := "void f(int n, float *restrict z) {\n#pragma acc kernels\nfor (int i = 0; i < n; i++)\nfor (int j = 0; j < n; j++) z[i*n] = 0;\n}\n"
	dims, why := delinOf(t, src)
	if len(dims) != 1 || !strings.Contains(why, "0 (at most 0) is not known to be at most n - 1") {
		t.Errorf("dims %q why %q", dims, why)
	}
}

func TestMonoDiv(t *testing.T) {
	cases := []struct{ mono, s, want string }{
		{"i*n", "n", "i"},
		{"i*n*n", "n", "i*n"},
		{"i*m*n", "m*n", "i"},
		{"n", "n", ""},
	}
	for _, c := range cases {
		if got, ok := monoDiv(c.mono, c.s); !ok || got != c.want {
			t.Errorf("%s / %s = %q %v, want %q", c.mono, c.s, got, ok, c.want)
		}
	}
	for _, c := range [][2]string{{"i*m", "n"}, {"", "n"}, {"n", "n*n"}} {
		if _, ok := monoDiv(c[0], c[1]); ok {
			t.Errorf("%s / %s divides", c[0], c[1])
		}
	}
	// (i*n + j)*n + k + n = (i*n + j + 1)*n + k
	p := atomPoly("i").mul(atomPoly("n")).add(atomPoly("j")).mul(atomPoly("n")).add(atomPoly("k")).add(atomPoly("n"))
	q, r := divMono(p, "n")
	if q.String() != "i*n + j + 1" || r.String() != "k" {
		t.Errorf("divMono = %s, %s", q, r)
	}
}
