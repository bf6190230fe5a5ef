package openclgen

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/golden"
	"github.com/accls/accls/source"
)

// Golden snapshots of the generated code: for every conformance program,
// every C file of the apps and every focused input in testdata/golden,
// the OpenCL C program (<name>.cl.golden), the host C (<name>.host.c.golden)
// and the warnings accls compile reports (<name>.diag.golden, absent when there are
// none) must equal the files under testdata/golden.
// `go test -update` rewrites them; review the change with git diff like
// any other.

// goldenDir holds the snapshots and the focused inputs.
const goldenDir = "testdata/golden"

// goldenInput is one C file to translate and where its snapshots live.
type goldenInput struct {
	src  string // the C file, relative to this package
	base string // the snapshots' path without extension
}

func goldenInputs(t *testing.T) []goldenInput {
	t.Helper()
	var in []goldenInput
	add := func(pattern string, base func(src string) string) {
		files, err := filepath.Glob(pattern)
		if err != nil || len(files) == 0 {
			t.Fatalf("no files match %s (%v)", pattern, err)
		}
		for _, f := range files {
			in = append(in, goldenInput{src: f, base: base(f)})
		}
	}
	stem := func(f string) string { return strings.TrimSuffix(filepath.Base(f), ".c") }
	add("../tests/conformance/*.c", func(f string) string { return filepath.Join(goldenDir, "conformance", stem(f)) })
	add("../tests/apps/*/*.c", func(f string) string {
		return filepath.Join(goldenDir, "apps", filepath.Base(filepath.Dir(f))+"_"+stem(f))
	})
	add(filepath.Join(goldenDir, "*.c"), func(f string) string { return filepath.Join(goldenDir, stem(f)) })
	return in
}

// TestGolden translates each input as accls compile does (cli's
// translateFile: the checker's model, then Translate) and compares the
// program and the host file with their snapshots.
func TestGolden(t *testing.T) {
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range goldenInputs(t) {
		t.Run(in.base[len(goldenDir)+1:], func(t *testing.T) {
			prog, host, diags := translateForGolden(t, root, in.src)
			golden.Check(t, in.base+".cl.golden", prog)
			golden.Check(t, in.base+".host.c.golden", host)
			golden.Check(t, in.base+".diag.golden", diags)
		})
	}
}

// translateForGolden translates the file src and returns its program,
// host file and diagnostics (one a line, with notes) made
// machine-independent: paths are relative to the repository's root, and
// the host file's copy of the program, which must equal Result.Program,
// is a placeholder (the .cl snapshot shows it).
func translateForGolden(t *testing.T, root, src string) (prog, host, diags string) {
	t.Helper()
	abs, err := filepath.Abs(src)
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(abs)
	if err != nil {
		t.Fatal(err)
	}
	// The absolute name, as accls compile would be given: includes next
	// to the file resolve, and the name shows where paths are printed.
	f := source.NewFile(abs, text)
	// As cli's translateFile: the translation is the checker's translator
	// hook, and the result's diagnostics are the checker's and its.
	var res *Result
	opts := analysis.Options{Mode: analysis.ModeC, Translator: func(m *analysis.Model) []source.Diagnostic {
		res = Translate(m)
		return res.Diagnostics
	}}
	r, err := analysis.Check(context.Background(), f, opts)
	if err != nil {
		t.Fatal(err)
	}
	all := r.Diagnostics()
	for _, d := range all {
		if d.Severity == source.Error {
			t.Fatalf("accls compile rejects %s: %v", src, d)
		}
	}
	if res == nil {
		t.Fatalf("%s was not translated", src)
	}
	host = res.Host
	if embedded := cString(res.Program); strings.Contains(host, "__acc_module = {"+embedded+",") {
		host = strings.Replace(host, "__acc_module = {"+embedded+",", "__acc_module = {\n\t/* Result.Program (the .cl snapshot) */,", 1)
	} else if len(res.Kernels) > 0 {
		t.Errorf("the host file does not embed Result.Program")
	}
	rel := func(s string) string { return strings.ReplaceAll(s, root+string(filepath.Separator), "") }
	return rel(res.Program), rel(host), rel(diagText(all))
}

// diagText is the diagnostics as accls compile prints them without
// --info (cli/compile_translate.go): no infos, and no notes of the C
// front end about a file it read. ds are Check's, sorted.
func diagText(ds []source.Diagnostic) string {
	var b strings.Builder
	for _, d := range ds {
		if d.Severity == source.Info || d.Severity == source.NoteSeverity && d.Code == "c-frontend" {
			continue
		}
		b.WriteString(d.String() + "\n")
		for _, n := range d.Notes {
			b.WriteString(n.String() + "\n")
		}
	}
	return b.String()
}
