package openclgen

import (
	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/source"
)

// Limits returns the translator's errors for m: the [unsupported] limits
// its plan meets, as Translate reports them. It is
// analysis.Options.Translator, so that accls check and the language
// server say what accls compile would. Translate reports errors only
// (gen.limit and model.ModelLimits make model.Limit diagnostics, which are
// errors).
func Limits(m *model.Model) []source.Diagnostic {
	return translateModel(m, true).Diagnostics
}
