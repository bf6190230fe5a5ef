package analysis

import (
	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// limitParts are the two lists translatorLimits chooses between, computed
// whatever the file's errors, so that Reanalyse can join them part by
// part: the model's limits, and (known only where those are none) the
// translator's with the directives the model has no construct for.
type limitParts struct {
	model, trans []source.Diagnostic
	transKnown   bool
}

// limitsOf computes c's limit parts; nil when that failed (a model with
// errors the translator could not plan).
func limitsOf(f *source.File, c *checked) (lim *limitParts) {
	defer func() {
		if recover() != nil {
			lim = nil
		}
	}()
	lim = &limitParts{}
	if c.opts.NoUnsupported || c.model == nil {
		lim.transKnown = true
		return lim
	}
	lim.model = withFile(f, model.ModelLimits(c.model))
	if len(lim.model) > 0 {
		return lim
	}
	lim.transKnown = true
	if c.opts.Translator == nil {
		return lim
	}
	lim.trans = UnanalysedDirectives(c.model, c.dirs)
	for _, d := range c.opts.Translator(c.model) {
		if d.Severity == source.Error {
			lim.trans = append(lim.trans, d)
		}
	}
	withFile(f, lim.trans)
	return lim
}

// checkLimits is translatorLimits of c, with its parts where it computed
// them (Reanalyse reuses them).
func checkLimits(f *source.File, c *checked) ([]source.Diagnostic, *limitParts) {
	m := c.model
	if m == nil || c.opts.NoUnsupported || source.HasErrors(c.diags) || m.Unit == nil || m.Unit.Failed {
		return translatorLimits(f, c.dirs, m, c.opts, c.diags), nil
	}
	parts := limitsOf(f, c)
	switch {
	case parts == nil: // it panicked: let it, as Check did
		return translatorLimits(f, c.dirs, m, c.opts, c.diags), nil
	case len(parts.model) > 0:
		return parts.model, parts
	}
	return parts.trans, parts
}

// hasMacroDirectives reports directives a macro yields or whose clauses
// a macro holds: their diagnostics move between expansions in different
// functions (macro_diags.go).
func hasMacroDirectives(dirs []*grammar.Directive) bool {
	for _, d := range dirs {
		if d != nil && (d.Macro != nil || len(d.ClauseMacros) > 0) {
			return true
		}
	}
	return false
}
