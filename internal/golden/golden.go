// Package golden compares generated text with golden files under
// testdata, and rewrites them when tests run with -update.
//
// `go test ./... -update` hands -update to every test binary, and a test
// binary that does not define a flag it is given fails. So every package
// with tests imports this one (golden_flag_test.go, a blank import), which
// defines the flag once for all of them.
package golden

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Update is -update: rewrite the golden files instead of comparing.
var Update = flag.Bool("update", false, "rewrite golden files (and generated lists in docs) with what the tests generate")

// Check compares got with the golden file path. With -update it writes
// got there instead (creating its folder). A missing file or a
// difference fails t with the first differing lines. An empty got means
// "no file": one that exists is stale (-update removes it).
func Check(t testing.TB, path, got string) {
	t.Helper()
	if got == "" {
		checkAbsent(t, path)
		return
	}
	if *Update {
		if err := write(path, got); err != nil {
			t.Fatalf("updating %s: %v", path, err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Errorf("%v; run `go test -update` to create it", err)
		return
	}
	if d := Diff(string(want), got); d != "" {
		t.Errorf("%s differs from the generated text (run `go test -update` to accept it):\n%s", path, d)
	}
}

func checkAbsent(t testing.TB, path string) {
	t.Helper()
	_, err := os.Stat(path)
	switch {
	case err != nil:
	case *Update:
		if err := os.Remove(path); err != nil {
			t.Fatalf("updating %s: %v", path, err)
		}
	default:
		t.Errorf("%s is stale: nothing is generated for it now (run `go test -update` to remove it)", path)
	}
}

// write replaces path's content only when it changed, so that -update
// leaves the modification times of unchanged files alone.
func write(path, got string) error {
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, []byte(got)) {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(got), 0o644)
}

// context is how many lines Diff shows around the first difference.
const context = 3

// Diff describes the first place where want and got differ, with a few
// lines around it ("" when they are equal): enough to see what changed
// without printing whole files.
func Diff(want, got string) string {
	if want == got {
		return ""
	}
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	i := 0
	for i < len(w) && i < len(g) && w[i] == g[i] {
		i++
	}
	// The common tail, so that an inserted or deleted line shows as such.
	j := 0
	for j < len(w)-i && j < len(g)-i && w[len(w)-1-j] == g[len(g)-1-j] {
		j++
	}
	var b strings.Builder
	fmt.Fprintf(&b, "first difference at line %d (golden %d lines, generated %d):\n", i+1, len(w), len(g))
	for k := max(0, i-context); k < i; k++ {
		fmt.Fprintf(&b, "  %s\n", w[k])
	}
	hunk(&b, "-", w[i:len(w)-j])
	hunk(&b, "+", g[i:len(g)-j])
	for k := len(w) - j; k < len(w) && k < len(w)-j+context; k++ {
		fmt.Fprintf(&b, "  %s\n", w[k])
	}
	return b.String()
}

// hunk writes at most maxHunk lines of one side of the difference.
func hunk(b *strings.Builder, sign string, lines []string) {
	const maxHunk = 12
	for k, l := range lines {
		if k == maxHunk {
			fmt.Fprintf(b, "%s ... (%d more lines)\n", sign, len(lines)-maxHunk)
			return
		}
		fmt.Fprintf(b, "%s %s\n", sign, l)
	}
}
