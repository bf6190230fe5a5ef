package analysis

import (
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// semanticCheck runs the C front end and the semantic rules: a thin
// wrapper around Analyze for CheckFile.
func semanticCheck(f *source.File, dirs []*grammar.Directive, opts Options) []source.Diagnostic {
	_, diags := Analyze(f, dirs, opts)
	return diags
}
