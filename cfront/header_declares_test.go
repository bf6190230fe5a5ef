package cfront

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/accls/accls/source"
)

// The declare directives of included headers (§2.13) reach the Unit with
// their clause, variable, symbol and place; the main file's own are the
// directive parser's, not collected here.
func TestHeaderDeclares(t *testing.T) {
	dir := t.TempDir()
	h := "extern double g[8];\nextern int tab[4];\nextern float *p;\n" +
		"#pragma acc declare create(g) copyin(readonly: tab)\n" +
		"#pragma acc declare device_resident(g, tab[0:2]) link(nosuch)\n" +
		"#pragma acc routine seq\ndouble f(double);\n"
	if err := os.WriteFile(filepath.Join(dir, "c.h"), []byte(h), 0o644); err != nil {
		t.Fatal(err)
	}
	src := "#include \"c.h\"\ndouble g[8];\n#pragma acc declare create(p)\nvoid k(void) { g[0] = tab[0]; }\n"
	u := Parse(source.NewFile(filepath.Join(dir, "m.c"), []byte(src)), Options{NoCompileCommands: true})
	if u.Failed {
		t.Fatalf("parse failed: %v", u.Notes)
	}
	type want struct {
		clause, name string
		whole, sym   bool
		line         int
	}
	wants := []want{
		{"create", "g", true, true, 4},
		{"copyin", "tab", true, true, 4},
		{"device_resident", "g", true, true, 5},
		{"device_resident", "tab", false, true, 5},
		{"link", "nosuch", true, false, 5},
	}
	if len(u.HeaderDeclares) != len(wants) {
		t.Fatalf("got %d header declares, want %d: %+v", len(u.HeaderDeclares), len(wants), u.HeaderDeclares)
	}
	for i, w := range wants {
		d := u.HeaderDeclares[i]
		if d.Clause != w.clause || d.Name != w.name || d.Whole != w.whole || (d.Sym != nil) != w.sym ||
			d.Line != w.line || filepath.Base(d.File) != "c.h" {
			t.Errorf("#%d: got %+v, want %+v", i, d, w)
		}
		if d.Sym != nil && d.Sym != u.Globals[w.name] {
			t.Errorf("#%d: symbol of %s is not the file's global", i, w.name)
		}
	}
	if len(u.HeaderRoutines) != 1 || u.HeaderRoutines[0].Sym == nil || u.HeaderRoutines[0].Sym.Name != "f" {
		t.Errorf("header routines: %+v", u.HeaderRoutines)
	}
}
