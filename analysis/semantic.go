package analysis

import (
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// semanticCheck runs the C front end and the semantic rules.
// TODO(semantic): being written.
func semanticCheck(f *source.File, dirs []*grammar.Directive, opts Options) []source.Diagnostic {
	return nil
}
