package analysis

import (
	"os"
	"strings"
	"testing"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// semanticCodes are the codes the semantic analysis and its C front end
// register.
var semanticCodes = []string{
	"c-frontend",
	codeMissingStatement, codeRoutineNotFunction, codeUndeclared, codeNotAVariable,
	codeSubarrayLength, codeSubarrayBounds, codeSubarrayContiguous, codeSubscriptNonArray,
	codeDuplicateData, codeDefaultNone, codeReductionType, codeReductionPrivate,
	codeLoopNotFor, codeLoopNotCanonical, codeCollapseNesting, codeTileNesting,
	codeLevelNesting, codeRoutineLevel, codeCallWithoutRoutine, codeAtomicForm,
	codeCachePlacement, codeBranchOut, codeNotInteger, codeLoopDependence,
	codeMissingReduction, codeInfoLoopParallel, codeInfoLoopSeq, codeInfoImplicitData,
	codeInfoPrivate, codeInfoReduction,
}

// TestSemanticDocs checks docs/diagnostics.d/semantic.md: every code has a
// section with its severity, and the section's example produces it.
func TestSemanticDocs(t *testing.T) {
	text, err := os.ReadFile("../docs/diagnostics.d/semantic.md")
	if err != nil {
		t.Fatal(err)
	}
	sections := map[string]string{}
	for _, part := range strings.Split(string(text), "\n### ")[1:] {
		head, body, _ := strings.Cut(part, "\n")
		sections[strings.Fields(head)[0]] = body
	}
	for _, code := range semanticCodes {
		info, ok := source.LookupCode(code)
		if !ok {
			t.Errorf("%s: not registered", code)
			continue
		}
		body, ok := sections[code]
		if !ok {
			t.Errorf("%s: no '### %s' section", code, code)
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
		f := source.NewFile("example.c", []byte(m[2]))
		found := false
		for _, d := range CheckFile(f, grammar.ModeC, Options{Info: true}) {
			found = found || d.Code == code
		}
		if !found {
			t.Errorf("%s: the example does not produce it:\n%s", code, m[2])
		}
	}
	for code := range sections {
		if _, ok := source.LookupCode(code); !ok {
			t.Errorf("the docs document %q, which is not registered", code)
		}
	}
}
