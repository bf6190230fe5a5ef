package lsp

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/accls/accls/analysis"
)

// The VS Code extension's TextMate grammar spells out the clause and
// directive names; this keeps it in step with the clause table.
func TestTextMateGrammarKnowsEveryName(t *testing.T) {
	data, err := os.ReadFile("../vscode-extension/syntaxes/openacc.injection.tmLanguage.json")
	if err != nil {
		t.Fatal(err)
	}
	var g any
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatal(err)
	}
	// Collect every regular expression of the grammar.
	var res []string
	var walk func(any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if s, ok := x.(string); ok && (k == "match" || k == "begin") {
					res = append(res, s)
				}
				walk(x)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	walk(g)
	all := strings.Join(res, "\n")
	has := func(word string) bool {
		for _, sep := range []string{"|", "(", ":"} {
			for _, end := range []string{"|", ")"} {
				if strings.Contains(all, sep+word+end) {
					return true
				}
			}
		}
		return false
	}
	for _, c := range append(analysis.ClauseNames(), analysis.ClauseAliasNames()...) {
		if !has(c) {
			t.Errorf("clause %q is missing from the TextMate grammar", c)
		}
	}
	for _, d := range analysis.DirectiveNames(true) {
		for _, w := range strings.Fields(strings.TrimPrefix(d, "end ")) {
			if !strings.Contains(all, w) {
				t.Errorf("directive word %q (of %q) is missing from the TextMate grammar", w, d)
			}
		}
	}
}
