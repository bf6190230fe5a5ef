package analysis

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// TestHandBuiltOddDirectives feeds directives with holes no parser makes
// (nil clauses, arguments, values, modifiers): nothing may panic.
func TestHandBuiltOddDirectives(t *testing.T) {
	f := source.NewFile("m.c", []byte("#pragma acc parallel\n"))
	r := f.Range(12, 20)
	odd := []*grammar.Directive{
		nil,
		{Known: true},
		{Known: true, Name: "no such directive", NameRange: r},
		{Known: true, Name: "parallel", Clauses: []*grammar.Clause{nil, {Name: "copy"}, {Name: "copy", Args: &grammar.ArgList{}}}},
		{Known: true, Name: "parallel", Clauses: []*grammar.Clause{
			{Name: "copy", Args: &grammar.ArgList{Args: []*grammar.Arg{nil, {}, {Modifiers: []*grammar.Modifier{nil}}}}},
			{Name: "reduction", Args: &grammar.ArgList{Args: []*grammar.Arg{{Modifiers: []*grammar.Modifier{nil}}}}},
			{Name: "num_gangs", Args: &grammar.ArgList{Args: []*grammar.Arg{{Value: &grammar.Binary{Op: "+"}}}}},
			{Name: "device_type", Args: &grammar.ArgList{Args: []*grammar.Arg{nil, {Value: &grammar.Star{}}}}},
			{Name: "wait", Args: &grammar.ArgList{Args: []*grammar.Arg{{Modifiers: []*grammar.Modifier{{Name: "devnum"}}}}}},
		}},
		{Known: true, Name: "loop", Clauses: []*grammar.Clause{
			{Name: "gang", Args: &grammar.ArgList{Args: []*grammar.Arg{nil, {Modifiers: []*grammar.Modifier{nil, {Name: "dim"}}}}}},
			{Name: "collapse", Args: &grammar.ArgList{Args: []*grammar.Arg{{Value: &grammar.Unary{Op: "-"}}}}},
			{Name: "tile", Args: &grammar.ArgList{Args: []*grammar.Arg{{Value: &grammar.Paren{}}}}},
			{Name: "reduction", Args: &grammar.ArgList{Args: []*grammar.Arg{{Value: &grammar.Index{}}}}},
		}},
		{Known: true, Name: "wait", Args: &grammar.ArgList{}},
		{Known: true, Name: "routine", Args: &grammar.ArgList{Args: []*grammar.Arg{{Value: &grammar.BasicLit{Kind: grammar.StringLit}}}}},
		{Known: true, Name: "kernels loop", Clauses: []*grammar.Clause{
			{Name: "device_type"}, {Name: "num_gangs"}, {Name: "gang", Args: &grammar.ArgList{Args: []*grammar.Arg{nil}}},
		}},
	}
	_ = CheckDirectives(f, odd)
	for _, d := range odd {
		for _, p := range odd {
			_ = CheckLoopParent(f, d, p)
		}
	}
}

// checkInvariants runs the checks on src and verifies what every caller
// relies on: ranges and fix edits lie in the file, every code is
// registered.
func checkInvariants(t *testing.T, name string, src []byte) {
	mode, ok := grammar.ModeFor(name)
	if !ok {
		return
	}
	f := source.NewFile(name, src)
	dirs, _ := grammar.ParseFile(f, mode)
	diags := CheckDirectives(f, dirs)
	for i := range dirs {
		diags = append(diags, CheckLoopParent(f, dirs[i], nil)...)
		if i > 0 {
			diags = append(diags, CheckLoopParent(f, dirs[i], dirs[i-1])...)
		}
	}
	in := func(r source.Range) bool {
		return 0 <= r.Start.Offset && r.Start.Offset <= r.End.Offset && r.End.Offset <= len(src)
	}
	for _, d := range diags {
		if !in(d.Range) {
			t.Fatalf("%s: range %v outside the file", d, d.Range)
		}
		if _, ok := source.LookupCode(d.Code); !ok {
			t.Fatalf("%s: code not registered", d)
		}
		for _, n := range d.Notes {
			if !in(n.Range) {
				t.Fatalf("%s: note range %v outside the file", d, n.Range)
			}
		}
		for _, fx := range d.Fixes {
			for _, e := range fx.Edits {
				if !in(e.Range) {
					t.Fatalf("%s: fix edit %v outside the file", d, e.Range)
				}
			}
		}
	}
}

// TestEveryPrefixOfDirectives cuts each directive line of the annotated
// test files at every byte: half-written directives are what an editor
// sends the language server.
func TestEveryPrefixOfDirectives(t *testing.T) {
	files, _ := filepath.Glob("testdata/directives/*")
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(src), "\n") {
			if !strings.Contains(strings.ToLower(line), "acc") {
				continue
			}
			for n := 0; n <= len(line); n++ {
				checkInvariants(t, filepath.Base(path), []byte(line[:n]))
			}
		}
	}
}

func FuzzCheckDirectives(f *testing.F) {
	files, _ := filepath.Glob("testdata/directives/*")
	for _, path := range files {
		if src, err := os.ReadFile(path); err == nil {
			f.Add(filepath.Ext(path) == ".c", src)
		}
	}
	f.Add(true, []byte("#pragma acc parallel loop gang(num: 1, dim: 2) num_gangs(1,2) reduction(+:s) device_type(*) async\n"))
	f.Add(false, []byte("!$acc kernels loop num_gangs(4) gang(8) device_type(nvidia) worker(2)\n"))
	f.Fuzz(func(t *testing.T, isC bool, src []byte) {
		name := "fuzz.f90"
		if isC {
			name = "fuzz.c"
		}
		checkInvariants(t, name, src)
	})
}

func BenchmarkCheckDirectives(b *testing.B) {
	var src []byte
	for _, path := range []string{"testdata/directives/rules.c", "testdata/directives/valid.c"} {
		s, err := os.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		src = append(src, s...)
	}
	for len(src) < 1<<20 {
		src = append(src, src...)
	}
	f := source.NewFile("bench.c", src)
	dirs, _ := grammar.ParseFile(f, grammar.ModeC)
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		CheckDirectives(f, dirs)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(dirs)), "ns/directive")
}
