package analysis

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/accls/accls/source"
)

var docsExample = regexp.MustCompile("(?s)```(c|fortran)\n(.*?)```")

// TestDiagnosticsDocExamples checks docs/diagnostics.md against the codes
// the grammar and the analysis register: each has a "### code" section
// giving its severity, and the section's first example really produces the
// code. (cli's TestEveryCodeIsDocumented covers the codes of other
// packages, such as accls compile's.)
func TestDiagnosticsDocExamples(t *testing.T) {
	text, err := os.ReadFile("../docs/diagnostics.md")
	if err != nil {
		t.Fatal(err)
	}
	sections := map[string]string{}
	for _, part := range strings.Split(string(text), "\n### ")[1:] {
		head, body, _ := strings.Cut(part, "\n")
		sections[strings.Fields(head)[0]] = body
	}
	for _, info := range source.Codes() {
		code := info.Code
		body, ok := sections[code]
		if !ok {
			t.Errorf("%s: no '### %s' section in docs/diagnostics.md", code, code)
			continue
		}
		sev := info.Severity.String()
		if want := "**" + strings.ToUpper(sev[:1]) + sev[1:] + ".**"; !strings.Contains(body, want) {
			t.Errorf("%s: the docs do not give its severity as %s", code, want)
		}
		m := docsExample.FindStringSubmatch(body)
		if m == nil {
			t.Errorf("%s: no example", code)
			continue
		}
		name := "example.c"
		if m[1] == "fortran" {
			name = "example.f90" // free-form Fortran
		}
		found := false
		for _, d := range checkFile(source.NewFile(name, []byte(m[2])), Options{Info: true}) {
			found = found || d.Code == code
		}
		if !found {
			t.Errorf("%s: the example does not produce it:\n%s", code, m[2])
		}
	}
}
