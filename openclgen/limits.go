package openclgen

import (
	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/source"
)

// Limits returns the translator's errors for m: the [unsupported] limits
// its plan meets (and any other error the translation reports), as
// Translate would report them. It is analysis.Options.Translator, so that
// accls check and the language server say what accls compile would; it
// translates and keeps only the errors.
func Limits(m *model.Model) []source.Diagnostic {
	var out []source.Diagnostic
	for _, d := range Translate(m).Diagnostics {
		if d.Severity == source.Error {
			out = append(out, d)
		}
	}
	return out
}
