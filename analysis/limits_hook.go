package analysis

import (
	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// translatorLimits reports the limits of a C file that the spec's rules
// accept (accls compile translates only such a file): those the model
// decides (ModelLimits) and, with opts.Translator, those of the
// translator's plan, with a file or directive the C front end could not
// read before them.
func translatorLimits(f *source.File, dirs []*grammar.Directive, m *Model, opts Options, diags []source.Diagnostic) []source.Diagnostic {
	if m == nil || opts.NoUnsupported || source.HasErrors(diags) {
		return nil
	}
	if m.Unit == nil || m.Unit.Failed {
		if opts.Translator == nil {
			return nil
		}
		return []source.Diagnostic{model.LimitUnreadFile.Diagnostic(f.Name, f.Range(0, 0))}
	}
	if out := model.ModelLimits(m); len(out) > 0 || opts.Translator == nil {
		return out // accls compile stops at these: it does not translate
	}
	out := UnanalysedDirectives(m, dirs)
	for _, d := range opts.Translator(m) {
		if d.Severity == source.Error {
			out = append(out, d)
		}
	}
	return out
}

// UnanalysedDirectives reports the directives of dirs the model has no
// construct for (in a part of the file the C front end could not read).
func UnanalysedDirectives(m *Model, dirs []*grammar.Directive) []source.Diagnostic {
	known := map[*grammar.Directive]bool{}
	for _, c := range m.Constructs {
		known[dirOf(c)] = true
	}
	var out []source.Diagnostic
	for _, d := range dirs {
		if d != nil && !known[d] {
			out = append(out, model.LimitUnanalysedDirective.Diagnostic(m.File.Name, d.Range))
		}
	}
	return out
}
