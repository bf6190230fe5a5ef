// Package annotest runs diagnostics tests written as annotated source files,
// in the style of Go's types2 testdata: the line that should get a
// diagnostic carries a comment saying which.
//
//	#pragma acc parallel copyn(a)   /* ERROR "not an OpenACC clause" */
//	x = 1;                          // WARNING@5 "never read"
//	!$acc parallel copy(a)          ! ERROR "..."
//
// An annotation is ERROR, WARNING, INFO or NOTE, an optional place, and a
// quoted regular expression matched against "message [code]". The place is
// @COL (the diagnostic's column on this line), @+N or @-N (N lines below or
// above), or both, @+1:7. Every error, warning and info diagnostic must be
// matched by an annotation and every annotation by a diagnostic; NOTE
// annotations match the notes of diagnostics, and notes without an
// annotation are not checked.
package annotest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/accls/accls/source"
)

var annotRE = regexp.MustCompile(`(ERROR|WARNING|INFO|NOTE)(@(?:[+-]\d+)?(?::?\d+)?)?\s+"((?:[^"\\]|\\.)*)"`)

// Annotation is one expectation read from a file.
type Annotation struct {
	Severity source.Severity
	Line     int
	Col      int // 0: any column
	Pattern  *regexp.Regexp
	Text     string
}

func (a Annotation) String() string {
	s := fmt.Sprintf("%d", a.Line)
	if a.Col > 0 {
		s += fmt.Sprintf(":%d", a.Col)
	}
	return fmt.Sprintf("%s: %s %q", s, a.Severity, a.Text)
}

// Parse reads the annotations of a file. Only text inside a comment
// counts: the annotation must follow "/*", "//" or "!" on its line.
func Parse(f *source.File) ([]Annotation, error) {
	var out []Annotation
	for line := 1; line <= f.LineCount(); line++ {
		start := f.LineStart(line)
		end := len(f.Text)
		if line < f.LineCount() {
			end = f.LineStart(line+1) - 1
		}
		text := string(f.Text[start:end])
		ci := commentStart(text)
		if ci < 0 {
			continue
		}
		for _, m := range annotRE.FindAllStringSubmatch(text[ci:], -1) {
			a := Annotation{Line: line, Text: m[3]}
			switch m[1] {
			case "ERROR":
				a.Severity = source.Error
			case "WARNING":
				a.Severity = source.Warning
			case "INFO":
				a.Severity = source.Info
			case "NOTE":
				a.Severity = source.NoteSeverity
			}
			if err := a.place(m[2]); err != nil {
				return nil, fmt.Errorf("%s:%d: %v", f.Name, line, err)
			}
			pat, err := strconv.Unquote(`"` + m[3] + `"`)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: bad annotation string: %v", f.Name, line, err)
			}
			if a.Pattern, err = regexp.Compile(pat); err != nil {
				return nil, fmt.Errorf("%s:%d: bad annotation pattern: %v", f.Name, line, err)
			}
			out = append(out, a)
		}
	}
	return out, nil
}

// place reads "@+1:7", "@7", "@-2".
func (a *Annotation) place(s string) error {
	s = strings.TrimPrefix(s, "@")
	if s == "" {
		return nil
	}
	if s[0] == '+' || s[0] == '-' {
		n := 1
		for n < len(s) && s[n] >= '0' && s[n] <= '9' {
			n++
		}
		off, err := strconv.Atoi(s[:n])
		if err != nil {
			return fmt.Errorf("bad annotation place %q", s)
		}
		a.Line += off
		s = strings.TrimPrefix(s[n:], ":")
	}
	if s == "" {
		return nil
	}
	col, err := strconv.Atoi(s)
	if err != nil {
		return fmt.Errorf("bad annotation column %q", s)
	}
	a.Col = col
	return nil
}

// commentStart finds where a comment begins on a line ("/*", "//" or a
// Fortran "!" that is not the "!$acc" sentinel), or -1.
func commentStart(line string) int {
	best := -1
	for _, tok := range []string{"/*", "//"} {
		if i := strings.Index(line, tok); i >= 0 && (best < 0 || i < best) {
			best = i
		}
	}
	for i := 0; i < len(line); i++ {
		if line[i] == '!' && !strings.HasPrefix(strings.ToLower(line[i:]), "!$acc") {
			if best < 0 || i < best {
				best = i
			}
			break
		}
	}
	return best
}

// Check compares diagnostics with the file's annotations and returns one
// line per mismatch.
func Check(f *source.File, diags []source.Diagnostic) ([]string, error) {
	annots, err := Parse(f)
	if err != nil {
		return nil, err
	}
	used := make([]bool, len(annots))
	var problems []string
	match := func(sev source.Severity, line, col int, text string) bool {
		for i, a := range annots {
			if used[i] || a.Severity != sev || a.Line != line || (a.Col != 0 && a.Col != col) {
				continue
			}
			if a.Pattern.MatchString(text) {
				used[i] = true
				return true
			}
		}
		return false
	}
	for _, d := range diags {
		if d.File != "" && d.File != f.Name {
			continue
		}
		text := d.Message
		if d.Code != "" {
			text += " [" + d.Code + "]"
		}
		if !match(d.Severity, d.Range.Start.Line, d.Range.Start.Col, text) {
			problems = append(problems, fmt.Sprintf("unexpected %s", d))
		}
	}
	for _, d := range diags {
		for _, n := range d.Notes {
			if n.File != "" && n.File != f.Name {
				continue
			}
			match(source.NoteSeverity, n.Range.Start.Line, n.Range.Start.Col, n.Message)
		}
	}
	for i, a := range annots {
		if !used[i] {
			problems = append(problems, fmt.Sprintf("%s:%s: missing %s matching %q", f.Name, placeString(a), a.Severity, a.Text))
		}
	}
	sort.Strings(problems)
	return problems, nil
}

func placeString(a Annotation) string {
	if a.Col > 0 {
		return fmt.Sprintf("%d:%d", a.Line, a.Col)
	}
	return strconv.Itoa(a.Line)
}

// Run checks every file matching pattern (a filepath.Glob pattern) as a
// subtest named after the file. A pattern that matches nothing fails, so a
// moved testdata folder cannot turn the test into one that passes vacuously.
func Run(t *testing.T, pattern string, check func(f *source.File) []source.Diagnostic) {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("annotest: no files match %s", pattern)
	}
	for _, path := range files {
		path := path
		t.Run(filepath.Base(path), func(t *testing.T) {
			text, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			f := source.NewFile(path, text)
			diags := check(f)
			problems, err := Check(f, diags)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range problems {
				t.Error(p)
			}
		})
	}
}
