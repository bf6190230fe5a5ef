package tests

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

// exempt lists items the suite need not cover; it is empty, and a test
// that lets nothing through stays honest only while it stays so.
var exempt = map[string]bool{}

// TestCoverage checks the "done when" of issue 5: the conformance suite
// has at least one program per directive, per clause and per runtime
// routine. The directives and clauses are the clause table's (analysis),
// the routines those runtime/include/openacc.h declares; what the
// programs use is read with the project's own directive parser.
func TestCoverage(t *testing.T) {
	used := map[string][]string{} // item -> programs using it
	for _, file := range programs(t) {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(file)
		for item := range usedItems(t, file, text) {
			used[item] = append(used[item], name)
		}
	}
	want := wantedItems(t)
	var missing []string
	covered := 0
	for _, item := range want {
		if len(used[item]) > 0 {
			covered++
			if exempt[item] {
				t.Errorf("%s is covered now (%s): remove it from exempt", item, strings.Join(used[item], ", "))
			}
			continue
		}
		if exempt[item] {
			continue
		}
		missing = append(missing, item)
	}
	for item := range exempt {
		if !contains(want, item) {
			t.Errorf("exempt names %q, which is not in the lists (a typo?)", item)
		}
	}
	for _, item := range missing {
		t.Errorf("no conformance program uses %s", item)
	}
	t.Logf("%d items, %d covered", len(want), covered)
}

// wantedItems returns every item a program must use: "directive NAME",
// "clause NAME", "routine NAME".
func wantedItems(t *testing.T) []string {
	var want []string
	clauses := map[string]bool{}
	for _, d := range analysis.Directives() {
		if d.FortranOnly {
			continue // Fortran's end directives
		}
		want = append(want, "directive "+d.Name)
		for _, c := range d.ClauseNames() {
			clauses[c] = true
		}
	}
	for _, c := range analysis.ClauseNames() {
		if !clauses[c] {
			t.Errorf("clause %s of the table stands on no C directive", c)
		}
	}
	for c := range clauses {
		want = append(want, "clause "+c)
	}
	routines := headerRoutines(t)
	if len(routines) < 60 {
		t.Fatalf("found only %d routines in openacc.h: the prototype pattern is out of date", len(routines))
	}
	for _, r := range routines {
		want = append(want, "routine "+r)
	}
	sort.Strings(want)
	return want
}

// prototype matches a function declaration of openacc.h: a return type,
// the name, '('; typedefs are left out by the caller.
var prototype = regexp.MustCompile(`(?m)^[A-Za-z_][\w \t]*?[\s*](acc_\w+)\s*\(`)

// headerRoutines returns the acc_ functions openacc.h declares (§3.2,
// Appendix A, Chapter 5), not its typedef names or macros.
func headerRoutines(t *testing.T) []string {
	b, err := os.ReadFile(filepath.Join("..", "runtime", "include", "openacc.h"))
	if err != nil {
		t.Fatal(err)
	}
	text := stripComments(string(b))
	var out []string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "typedef") || strings.HasPrefix(line, "#") {
			continue
		}
		if m := prototype.FindStringSubmatch(line); m != nil {
			out = append(out, m[1])
		}
	}
	return out
}

// identifier finds acc_ names in C code.
var identifier = regexp.MustCompile(`\bacc_\w+\b`)

// usedItems returns the items one program uses: its directives and
// clauses as accls check reads them (macros in clause positions expanded;
// old clause names count as the modern one), and every acc_ identifier in
// its code outside comments and string literals (a routine is called, or
// defined as with acc_register_library, or passed as a pointer).
func usedItems(t *testing.T, file string, text []byte) map[string]bool {
	items := map[string]bool{}
	name := filepath.Base(file)
	abs, _ := filepath.Abs(file)
	r, err := analysis.Check(context.Background(), source.NewFile(abs, text), analysis.Options{Mode: analysis.ModeC})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range r.Diagnostics() {
		if d.Severity == source.Error {
			t.Errorf("%s: %s", name, d.Message)
		}
	}
	for _, d := range r.Directives() {
		items["directive "+d.Name] = true
		for _, c := range d.Clauses {
			cn := c.Name
			if modern, _, ok := analysis.ClauseAlias(cn); ok {
				cn = modern
			}
			items["clause "+cn] = true
		}
	}
	for _, id := range identifier.FindAllString(stripComments(string(text)), -1) {
		items["routine "+id] = true
	}
	return items
}

// stripComments blanks C comments and string and character literals, so
// that a header comment naming a routine does not count as a use.
func stripComments(s string) string {
	b := []byte(s)
	for i := 0; i < len(b); i++ {
		switch {
		case b[i] == '/' && i+1 < len(b) && b[i+1] == '*':
			j := strings.Index(s[i+2:], "*/")
			end := len(b)
			if j >= 0 {
				end = i + 2 + j + 2
			}
			blank(b, i, end)
			i = end - 1
		case b[i] == '/' && i+1 < len(b) && b[i+1] == '/':
			end := strings.IndexByte(s[i:], '\n')
			if end < 0 {
				end = len(b) - i
			}
			blank(b, i, i+end)
			i += end - 1
		case b[i] == '"' || b[i] == '\'':
			q := b[i]
			j := i + 1
			for j < len(b) && b[j] != q && b[j] != '\n' {
				if b[j] == '\\' {
					j++
				}
				j++
			}
			blank(b, i, min(j+1, len(b)))
			i = j
		}
	}
	return string(b)
}

func blank(b []byte, from, to int) {
	for k := from; k < to; k++ {
		if b[k] != '\n' {
			b[k] = ' '
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
