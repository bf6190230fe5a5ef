package analysis

import (
	"testing"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/internal/annotest"
	"github.com/accls/accls/source"
)

// checkParsed is what the annotated files are checked with: the grammar's
// diagnostics and the directive checks', so that a file cannot pass while
// the grammar rejects what it means to test.
func checkParsed(f *source.File) []source.Diagnostic {
	mode, ok := grammar.ModeFor(f.Name)
	if !ok {
		return []source.Diagnostic{{File: f.Name, Severity: source.Error, Message: "no mode for file"}}
	}
	dirs, diags := grammar.ParseFile(f, mode)
	return append(diags, CheckDirectives(f, dirs)...)
}

func TestAnnotatedC(t *testing.T) {
	annotest.Run(t, "testdata/directives/*.c", checkParsed)
}

func TestAnnotatedFortran(t *testing.T) {
	annotest.Run(t, "testdata/directives/*.f90", checkParsed)
}

func TestAnnotatedFixedFormFortran(t *testing.T) {
	annotest.Run(t, "testdata/directives/*.f", checkParsed)
}
