package analysis

import (
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// DirectiveDiagnostics are the directive grammar's and the clause rules'
// findings in f, without the C front end or the semantic rules: what the
// language server shows for an edited pragma at once, before Check's
// result for the new text replaces it (issue 16). Check reports the same
// findings for a directive the preprocessor keeps.
func DirectiveDiagnostics(f *source.File, mode Mode) []source.Diagnostic {
	dirs, diags := grammar.ParseFile(f, mode.grammar())
	diags = append(diags, CheckDirectives(f, dirs)...)
	for i := range diags {
		if diags[i].File == "" {
			diags[i].File = f.Name
		}
	}
	source.Sort(diags)
	return diags
}
