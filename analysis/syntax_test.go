package analysis

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// The directive view carries what the language server shows: the name,
// each clause with its modifiers and the names of its arguments, each at
// its place in the text.
func TestDirectiveView(t *testing.T) {
	src := "void f(int n, float *a, float s) {\n#pragma acc parallel loop copyin(readonly: a[0:n]) reduction(+: s) pcopy(s) async\nfor (int i = 0; i < n; i++) s += a[i];\n}\n"
	f := source.NewFile("k.c", []byte(src))
	r, err := Check(context.Background(), f, Options{})
	if err != nil {
		t.Fatal(err)
	}
	ds := r.Directives()
	if len(ds) != 1 {
		t.Fatalf("%d directives, want 1", len(ds))
	}
	d := ds[0]
	text := func(rg source.Range) string { return src[rg.Start.Offset:rg.End.Offset] }
	if d.Name != "parallel loop" || !d.Known || d.Fortran || text(d.NameRange) != "parallel loop" {
		t.Errorf("directive %q known=%v fortran=%v at %q", d.Name, d.Known, d.Fortran, text(d.NameRange))
	}
	cin := d.Clause("copyin")
	if cin == nil || !cin.HasArgs() || len(cin.Args) != 1 || text(cin.ArgsRange) != "(readonly: a[0:n])" {
		t.Fatalf("copyin clause %+v", cin)
	}
	arg := cin.Args[0]
	if len(arg.Modifiers) != 1 || arg.Modifiers[0].Name != "readonly" {
		t.Errorf("copyin modifiers %+v", arg.Modifiers)
	}
	var names []string
	for _, n := range arg.Names {
		names = append(names, n.Name+"@"+text(n.Range))
	}
	if got := strings.Join(names, " "); got != "a@a n@n" {
		t.Errorf("names of a[0:n]: %q", got)
	}
	atN := strings.Index(src, "0:n]") + 2
	if n, ok := arg.NameAt(atN); !ok || n.Name != "n" {
		t.Errorf("NameAt(n) = %+v, %v", n, ok)
	}
	if _, ok := arg.NameAt(atN - 1); ok {
		t.Error("NameAt(':') finds a name")
	}
	if red := d.Clause("reduction"); red == nil || red.Args[0].Modifiers[0].Name != "+" {
		t.Errorf("reduction %+v", red)
	}
	if pc := d.Clause("pcopy"); pc == nil || pc.Spelling != "pcopy" {
		t.Errorf("pcopy %+v", pc)
	}
	if as := d.Clause("async"); as == nil || as.HasArgs() || len(as.Args) != 0 {
		t.Errorf("async without arguments %+v", as)
	}
}

func TestModeFor(t *testing.T) {
	for name, want := range map[string]Mode{"a.c": ModeC, "a.cpp": ModeC, "a.f90": ModeFortranFree, "a.f": ModeFortranFixed} {
		if m, ok := ModeFor(name); !ok || m != want {
			t.Errorf("ModeFor(%s) = %v, %v; want %v", name, m, ok, want)
		}
	}
	if _, ok := ModeFor("a.txt"); ok {
		t.Error("a .txt file has a mode")
	}
	if !ModeFortranFixed.Fortran() || ModeC.Fortran() {
		t.Error("Fortran() is wrong")
	}
	if ModeC.ReductionOperators()[0] != "+" || !strings.Contains(strings.Join(ModeFortranFree.ReductionOperators(), " "), ".and.") {
		t.Error("ReductionOperators by mode")
	}
}

// Options decide the mode, the depth and the database: a Fortran file by
// its extension, DirectivesOnly without a model, and a named
// compile_commands.json whose -D the C front end applies.
func TestCheckOptions(t *testing.T) {
	ctx := context.Background()
	ff := source.NewFile("k.f90", []byte("!$acc parallel loop copy(a)\ndo i = 1, n\nend do\n"))
	r, err := Check(ctx, ff, Options{})
	if err != nil || r.Mode() != ModeFortranFree || r.Model() != nil || len(r.Directives()) != 1 || !r.Directives()[0].Fortran {
		t.Fatalf("Fortran: %+v, %v", r, err)
	}
	src := "void f(int n, float *a) {\n#pragma acc parallel loop copy(a[0:n]) vector_length(W)\nfor (int i = 0; i < n; i++) a[i] = 0;\n}\n"
	cf := source.NewFile("k.cpp", []byte(src))
	if r, err := Check(ctx, cf, Options{DirectivesOnly: true}); err != nil || r.Model() != nil || len(r.Directives()) != 1 {
		t.Fatalf("DirectivesOnly: %+v, %v", r, err)
	}

	// The array exists only under -DW, which the named database gives;
	// without it the C front end never sees its declaration.
	gated := "#ifdef W\nfloat g[W];\n#endif\nvoid h(void) {\n#pragma acc parallel loop copy(g)\nfor (int i = 0; i < 8; i++) g[i] = 0;\n}\n"
	dir := t.TempDir()
	path := filepath.Join(dir, "k.c")
	db := filepath.Join(dir, "db")
	if err := os.MkdirAll(db, 0o755); err != nil {
		t.Fatal(err)
	}
	entry := `[{"directory": "` + dir + `", "file": "k.c", "arguments": ["cc", "-DW=64", "-c", "k.c"]}]`
	if err := os.WriteFile(filepath.Join(db, "compile_commands.json"), []byte(entry), 0o644); err != nil {
		t.Fatal(err)
	}
	f := source.NewFile(path, []byte(gated))
	undeclared := func(o Options) bool { // the front end did not see g
		r, err := Check(ctx, f, o)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range r.Diagnostics() {
			if strings.Contains(d.Message, "undeclared identifier 'g'") {
				return true
			}
		}
		return false
	}
	if undeclared(Options{Frontend: cfront.Options{CompileCommands: db}}) {
		t.Error("the named database's -DW was not applied")
	}
	if !undeclared(Options{Frontend: cfront.Options{CompileCommands: db, NoCompileCommands: true}}) {
		t.Error("NoCompileCommands still read the database")
	}
}
