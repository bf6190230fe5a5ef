package analysis

import (
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// CheckDirectives checks each directive against the clause table.
// TODO(rules): being written.
func CheckDirectives(f *source.File, ds []*grammar.Directive) []source.Diagnostic { return nil }
