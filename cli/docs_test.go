package cli

import (
	"os"
	"regexp"
	"testing"

	"github.com/accls/accls/source"
)

// TestEveryCodeIsDocumented keeps docs/diagnostics.md and the code
// registry in step: each registered code has a "### code" section, and
// each section names a registered code.
func TestEveryCodeIsDocumented(t *testing.T) {
	doc, err := os.ReadFile("../docs/diagnostics.md")
	if err != nil {
		t.Fatal(err)
	}
	documented := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^### ([a-z0-9-]+)\s*$`).FindAllStringSubmatch(string(doc), -1) {
		documented[m[1]] = true
	}
	registered := map[string]bool{}
	for _, c := range source.Codes() {
		registered[c.Code] = true
		if !documented[c.Code] {
			t.Errorf("code %q is not documented in docs/diagnostics.md", c.Code)
		}
		if c.Title == "" || c.Help == "" {
			t.Errorf("code %q has no title or help text", c.Code)
		}
	}
	for code := range documented {
		if !registered[code] {
			t.Errorf("docs/diagnostics.md documents %q, which no package reports", code)
		}
	}
}
