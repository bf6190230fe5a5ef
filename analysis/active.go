package analysis

import (
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// activeDirectives drops the #pragma directives of inactive preprocessor
// branches (#if 0, #ifdef NOT_DEFINED, #ifndef _OPENACC), with the
// grammar's diagnostics inside them: the C compiler never sees them, so
// neither do the checker, the editor nor the translation (OpenACC 3.3
// §2.1: directives are pragmas, which the preprocessor processes).
// _Pragma operators written in the file are decided alike (cfront numbers
// them for cc's pragma handler); the directives macros yield stay.
func activeDirectives(u *cfront.Unit, dirs []*grammar.Directive, diags []source.Diagnostic) ([]*grammar.Directive, []source.Diagnostic) {
	var keep, gone []*grammar.Directive
	for _, d := range dirs {
		if directiveActive(u, d) {
			keep = append(keep, d)
		} else {
			gone = append(gone, d)
		}
	}
	if len(gone) == 0 {
		return dirs, diags
	}
	var kept []source.Diagnostic
	for _, dg := range diags {
		if !inAny(gone, dg.Range.Start.Offset) {
			kept = append(kept, dg)
		}
	}
	return keep, kept
}

func inAny(dirs []*grammar.Directive, off int) bool {
	for _, d := range dirs {
		if d.Range.Start.Offset <= off && off <= d.Range.End.Offset {
			return true
		}
	}
	return false
}

func directiveActive(u *cfront.Unit, d *grammar.Directive) bool {
	switch {
	case d.Macro != nil:
		return true
	case d.Form == grammar.FormPragma:
		return u.DirectiveActive(d.Range.Start.Line, d.Range.Start.Offset)
	case d.Form == grammar.FormPragmaOperator:
		return u.OperatorActive(d.Range.Start.Offset)
	}
	return true
}
