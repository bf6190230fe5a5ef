package golden

import (
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestDiffShowsFirstDifference(t *testing.T) {
	want := "a\nb\nc\nd\ne\nf\ng\nh\ni\n"
	got := "a\nb\nc\nd\nE\nf\ng\nh\ni\n"
	d := Diff(want, got)
	if !strings.HasPrefix(d, "first difference at line 5 ") {
		t.Errorf("the diff does not name line 5:\n%s", d)
	}
	for _, line := range []string{"  b", "  d", "- e", "+ E", "  f", "  h"} {
		if !strings.Contains(d, line+"\n") {
			t.Errorf("the diff lacks %q:\n%s", line, d)
		}
	}
	if strings.Contains(d, "  a\n") || strings.Contains(d, "  i\n") {
		t.Errorf("the diff shows more than %d lines of context:\n%s", context, d)
	}
	if Diff(want, want) != "" {
		t.Errorf("equal texts differ: %q", Diff(want, want))
	}
}

func TestDiffInsertedLine(t *testing.T) {
	d := Diff("a\nb\n", "a\nx\nb\n")
	if !strings.Contains(d, "+ x\n") || strings.Contains(d, "- ") {
		t.Errorf("an inserted line is not shown as one:\n%s", d)
	}
}

func TestCheckUpdateThenCompare(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "x.golden")
	old := *Update
	defer func() { *Update = old }()
	*Update = true
	Check(t, path, "one\n")
	*Update = false
	Check(t, path, "one\n") // must pass
	ft := &fakeT{TB: t}
	Check(ft, path, "two\n")
	if !ft.failed || !strings.Contains(ft.msg, "-update") {
		t.Errorf("a difference did not fail with the -update hint: %q", ft.msg)
	}
	// nothing generated: the file is stale until -update removes it
	ft = &fakeT{TB: t}
	Check(ft, path, "")
	if !ft.failed {
		t.Errorf("a stale golden file did not fail")
	}
	*Update = true
	Check(t, path, "")
	*Update = false
	if _, err := os.Stat(path); err == nil {
		t.Errorf("-update did not remove the stale golden file")
	}
	Check(t, path, "") // must pass
}

// fakeT records a failure instead of failing the test.
type fakeT struct {
	testing.TB
	failed bool
	msg    string
}

func (f *fakeT) Helper() {}
func (f *fakeT) Errorf(format string, args ...any) {
	f.failed = true
	f.msg = fmt.Sprintf(format, args...)
}

// TestEveryTestPackageDefinesUpdate: `go test ./... -update` fails in any
// test binary that does not define -update, so every package of the
// module with tests must import this one.
func TestEveryTestPackageDefinesUpdate(t *testing.T) {
	root := filepath.Join("..", "..")
	const self = "github.com/accls/accls/internal/golden"
	withTests, importing := map[string]bool{}, map[string]bool{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() && path != root && (name == "testdata" || name == "node_modules" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(name, "_test.go") {
			return nil
		}
		dir := filepath.Dir(path)
		withTests[dir] = true
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, im := range f.Imports {
			if p, _ := strconv.Unquote(im.Path.Value); p == self {
				importing[dir] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for dir := range withTests {
		if !importing[dir] && dir != filepath.Join(root, "internal", "golden") {
			t.Errorf("%s has tests but no golden_flag_test.go importing %s: `go test ./... -update` fails there", dir, self)
		}
	}
}
