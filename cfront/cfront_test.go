package cfront

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/accls/accls/source"
)

func parse(t *testing.T, src string, opts Options) (*source.File, *Unit) {
	t.Helper()
	f := source.NewFile("t.c", []byte(src))
	opts.NoCompileCommands = true
	return f, Parse(f, opts)
}

func funcNames(u *Unit) string {
	var names []string
	for _, fn := range u.Funcs {
		names = append(names, fn.Name)
	}
	return strings.Join(names, ",")
}

func TestTypesAndSymbols(t *testing.T) {
	f, u := parse(t, `#include <stddef.h>
#define N 100
typedef double real;
struct point { real x, y; };
float a[N][20];
enum color { RED, GREEN = 5 };
void g(int n, float *restrict p, const float *q, struct point s, size_t m) {
	p[0] = q[0] + a[1][2] + s.x + GREEN + m + n;
}
`, Options{})
	if u.Failed || len(u.Notes) > 0 {
		t.Fatalf("failed: %v", u.Notes)
	}
	off := strings.Index(string(f.Text), "p[0] =")
	cases := []struct {
		name, typ string
		kind      TypeKind
		restrict  bool
	}{
		{"p", "float *", Pointer, true},
		{"q", "const float *", Pointer, false},
		{"s", "struct point", Struct, false},
		{"a", "float[100][20]", Array, false},
		{"m", "size_t", Int, false},
		{"n", "int", Int, false},
	}
	for _, c := range cases {
		s := u.Lookup(c.name, off)
		if s == nil {
			t.Errorf("%s: not found", c.name)
			continue
		}
		if s.Type.Kind != c.kind || s.Restrict != c.restrict {
			t.Errorf("%s: kind %v restrict %v, want %v %v", c.name, s.Type.Kind, s.Restrict, c.kind, c.restrict)
		}
		if !strings.Contains(s.Type.Name, strings.TrimPrefix(c.typ, "const ")) {
			t.Errorf("%s: type %q, want %q", c.name, s.Type.Name, c.typ)
		}
	}
	if s := u.Lookup("GREEN", off); s == nil || s.Kind != SymEnumConst || s.Value != 5 {
		t.Errorf("GREEN = %+v, want enumeration constant 5", s)
	}
	if s := u.Lookup("real", off); s == nil || s.Kind != SymTypedef {
		t.Errorf("real = %+v, want a typedef", s)
	}
	if s := u.Lookup("x", off); s != nil {
		t.Errorf("x is a member, found %+v", s)
	}
	if a := u.Lookup("a", off); a.Type.Len != 100 || a.Type.Elem.Len != 20 {
		t.Errorf("a: dimensions %d %d", a.Type.Len, a.Type.Elem.Len)
	}
	if st := u.Lookup("s", off).Type; st.FieldByName("y") == nil || st.FieldByName("y").Type.Kind != Float {
		t.Errorf("struct point has no double y: %+v", st.Fields)
	}
}

func TestScopes(t *testing.T) {
	src := `int x;
void f(int y) {
	int x = 1;
	{
		float y = 2;
		/*A*/ x = y;
	}
	/*B*/ x = y;
	for (int i = 0; i < 3; i++) /*C*/ x += i;
	/*D*/ x = 0;
}
`
	f, u := parse(t, src, Options{})
	at := func(mark string) int { return strings.Index(string(f.Text), mark) }
	if s := u.Lookup("y", at("/*A*/")); s == nil || s.Type.Kind != Float {
		t.Errorf("y at A: %+v, want the float", s)
	}
	if s := u.Lookup("y", at("/*B*/")); s == nil || s.Storage != StorageParam {
		t.Errorf("y at B: %+v, want the parameter", s)
	}
	if s := u.Lookup("x", at("/*B*/")); s == nil || s.Global {
		t.Errorf("x at B: %+v, want the local", s)
	}
	if s := u.Lookup("x", 0); s == nil || !s.Global {
		t.Errorf("x at file scope: %+v, want the global", s)
	}
	if s := u.Lookup("i", at("/*C*/")); s == nil {
		t.Error("i not visible in the loop")
	}
	if s := u.Lookup("i", at("/*D*/")); s != nil {
		t.Error("i visible after the loop")
	}
}

func TestPairing(t *testing.T) {
	src := `void f(int n, float *a) {
	#pragma acc parallel loop
	for (int i = 0; i < n; i++) a[i] = 0;
	#pragma acc data copy(a[0:n])
	// a comment
	#pragma acc parallel
	{ a[0] = 1; }
	if (n) {
		a[1] = 2;
		#pragma acc update self(a[0:n])
	}
	_Pragma("acc kernels") a[2] = 3;
}
#pragma acc routine seq
float g(float x) { return x; }
`
	f, u := parse(t, src, Options{})
	after := func(mark string) Node {
		i := strings.Index(string(f.Text), mark)
		if i < 0 {
			t.Fatalf("no %q", mark)
		}
		return u.Following(i + len(mark))
	}
	if _, ok := after("parallel loop").(*For); !ok {
		t.Errorf("parallel loop applies to %T, want a for loop", after("parallel loop"))
	}
	if _, ok := after("copy(a[0:n])").(*Compound); !ok {
		t.Errorf("data applies to %T, want the block after the stacked parallel directive", after("copy(a[0:n])"))
	}
	if n := after("self(a[0:n])"); n != nil {
		t.Errorf("update is followed by %T; want nothing before the '}'", n)
	}
	if es, ok := after(`_Pragma("acc kernels")`).(*ExprStmt); !ok || !strings.Contains(f.Slice(es.Range), "a[2] = 3") {
		t.Errorf("_Pragma applies to %v", after(`_Pragma("acc kernels")`))
	}
	d, ok := after("routine seq").(*TopDecl)
	if !ok || u.FuncOf(d) == nil || u.FuncOf(d).Name != "g" {
		t.Errorf("routine applies to %v, want g's definition", after("routine seq"))
	}
}

func TestMacroPositions(t *testing.T) {
	src := `#define N 16
#define IDX(i) ((i) + 1)
float a[N + 2];
void f(void) {
	for (int i = 0; i < N; i++) a[IDX(i)] = 0;
}
`
	f, u := parse(t, src, Options{})
	var lits []string
	Inspect(u.Funcs[0], func(n Node) bool {
		if l, ok := n.(*Lit); ok {
			lits = append(lits, f.Slice(l.Range))
		}
		return true
	})
	// N stands where it is written; IDX(i) expands to tokens that all
	// point at the invocation.
	want := "0,N,IDX(i),0"
	if got := strings.Join(lits, ","); got != want {
		t.Errorf("literal ranges %q, want %q", got, want)
	}
	loop := u.Funcs[0].Body.Items[0].(*For)
	if v, ok := IntConst(loop.Cond.(*Binary).Y); !ok || v != 16 {
		t.Errorf("bound N = %d, %v", v, ok)
	}
	if m, ok := u.Macro("IDX"); !ok || !m.FnLike {
		t.Errorf("IDX: %+v", m)
	}
}

func TestDefinesAndUndefines(t *testing.T) {
	src := `#ifdef USE_F
void f(void) {}
#endif
#ifndef __GNUC__
void nostdc(void) {}
#endif
#if WIDTH == 8
void g(void) {}
#endif
#ifdef _OPENACC
#if _OPENACC == 202211
void acc33(void) {}
#endif
#endif
`
	_, u := parse(t, src, Options{Defines: []string{"USE_F", "WIDTH=8"}, Undefines: []string{"__GNUC__"}})
	if got := funcNames(u); got != "f,nostdc,g,acc33" {
		t.Errorf("functions %q", got)
	}
}

func TestDegradesOnMissingHeader(t *testing.T) {
	src := `#include "nothere.h"
#include <stdio.h>
void ok(int n, float *a) {
	for (int i = 0; i < n; i++) a[i] = 0;
}
real_t uses_missing(real_t x) { return x; }
void broken(void) { int x = ; }
void fine(void) { printf("x"); }
`
	f, u := parse(t, src, Options{})
	if u.Failed {
		t.Fatal("the whole file failed")
	}
	if got := funcNames(u); got != "ok,fine" {
		t.Errorf("analysed %q, want ok,fine", got)
	}
	var notes []string
	for _, n := range u.Notes {
		notes = append(notes, n.String())
	}
	all := strings.Join(notes, "\n")
	// The missing header is an error, as in a C compiler; what follows it
	// may be its consequence, so it is a note.
	for _, want := range []string{`t.c:1:10: error: include file not found: "nothere.h" [c-error]`,
		"t.c:6:8: note: unexpected identifier", "function 'uses_missing' is left out", "the body of function 'broken' is left out"} {
		if !strings.Contains(all, want) {
			t.Errorf("notes lack %q:\n%s", want, all)
		}
	}
	// The function whose declarator cc cannot read stays declared.
	if s := u.Globals["uses_missing"]; s == nil || s.Kind != SymFunc {
		t.Errorf("uses_missing is not declared: %v", s)
	}
	if !u.InSkipped(strings.Index(string(f.Text), "int x = ;")) || u.InSkipped(strings.Index(string(f.Text), "printf")) {
		t.Error("skipped ranges are wrong")
	}
}

// Inputs that once made cc panic or loop must come back, with notes.
func TestNeverPanicsNorHangs(t *testing.T) {
	for _, src := range []string{
		"", "{", "}}}", "#if\n", "void f(", "int a[] = {", "#pragma acc parallel\n", "\x00\xff",
		"struct { int x; } s; void f(void) { s.y = 1; }",
		"*", "int *", "#include\n*", "#include\n*/\n", "#include \"a\n*", "#include <x\n*",
		"#define A A B\n#define B A A\nint x = A;\n",
		"void f(void) { _Pragma(u8\"acc kernels\") ; }", "#define P _Pragma(u8\"omp simd\")\nvoid f(void) { P ; }",
	} {
		done := make(chan *Unit)
		go func() {
			_, u := parse(t, src, Options{})
			_ = u.Lookup("x", 0)
			_ = u.Following(0)
			done <- u
		}()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			t.Fatalf("Parse(%q) does not return", src)
		}
	}
}

func TestCompileCommands(t *testing.T) {
	dir := t.TempDir()
	inc := filepath.Join(dir, "include")
	if err := os.MkdirAll(filepath.Join(dir, "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(inc, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(inc, "sizes.h"), []byte("#define LEN 32\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	db := `[{"directory": "` + dir + `", "file": "src/k.c", "command": "cc -I include -DMODE=2 -U FOO -c src/k.c"}]`
	if err := os.WriteFile(filepath.Join(dir, "compile_commands.json"), []byte(db), 0o644); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "src", "k.c")
	opts, where, ok := CompileCommandsFor("", path)
	if !ok || where != filepath.Join(dir, "compile_commands.json") {
		t.Fatalf("database not found: %v %q", ok, where)
	}
	if len(opts.IncludePaths) != 1 || opts.IncludePaths[0] != inc || len(opts.Defines) != 1 || opts.Defines[0] != "MODE=2" || len(opts.Undefines) != 1 {
		t.Errorf("options %+v", opts)
	}
	src := "#include \"sizes.h\"\n#if MODE == 2\nfloat buf[LEN];\nvoid f(void) { buf[0] = 1; }\n#endif\n"
	u := Parse(source.NewFile(path, []byte(src)), Options{})
	if u.Failed || funcNames(u) != "f" || u.Globals["buf"].Type.Len != 32 {
		t.Errorf("the database's options were not used: %v %q", u.Notes, funcNames(u))
	}
}

func TestSplitCommand(t *testing.T) {
	got := splitCommand(`cc -DNAME="a b" -I'x y' a\ b.c`)
	want := []string{"cc", "-DNAME=a b", "-Ix y", "a b.c"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("split %q, want %q", got, want)
	}
}
