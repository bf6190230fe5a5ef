package analysis

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/accls/accls/source"
)

// myCodes are the codes the directive checks register.
var myCodes = []string{
	codeUnknownClause, codeClauseNotAllowed, codeClauseRepeated, codeClauseRedundant,
	codeMissingClause, codeClauseAfterDeviceType, codeClauseConflict, codeBadArgument,
	codeBadArgumentCount, codeMissingArgument, codeUnexpectedArgument, codeBadModifier,
	codeBadReductionOperator, codeUnknownDeviceType, codeDeprecatedClause, codeBadDirective,
}

var docsExample = regexp.MustCompile("(?s)```(c|fortran)\n(.*?)```")

// TestDocsFragment checks that every code is registered and documented in
// docs/diagnostics.d/clauses.md, and that each section's example really
// produces its code.
func TestDocsFragment(t *testing.T) {
	text, err := os.ReadFile("../docs/diagnostics.d/clauses.md")
	if err != nil {
		t.Fatal(err)
	}
	sections := map[string]string{}
	for _, part := range strings.Split(string(text), "\n### ")[1:] {
		head, body, _ := strings.Cut(part, "\n")
		sections[strings.Fields(head)[0]] = body
	}
	for _, code := range myCodes {
		info, ok := source.LookupCode(code)
		if !ok {
			t.Errorf("%s: not registered", code)
			continue
		}
		body, ok := sections[code]
		if !ok {
			t.Errorf("%s: no '### %s' section in the docs fragment", code, code)
			continue
		}
		sev := "**" + strings.ToUpper(info.Severity.String()[:1]) + info.Severity.String()[1:] + ".**"
		if !strings.Contains(body, sev) {
			t.Errorf("%s: the docs do not give its severity %s", code, sev)
		}
		m := docsExample.FindStringSubmatch(body)
		if m == nil {
			t.Errorf("%s: no example", code)
			continue
		}
		name := "example.c"
		if m[1] == "fortran" {
			name = "example.f90"
		}
		found := false
		for _, d := range diagnoseSource(t, name, m[2]) {
			found = found || d.Code == code
		}
		if !found {
			t.Errorf("%s: the example does not produce it:\n%s", code, m[2])
		}
	}
}
