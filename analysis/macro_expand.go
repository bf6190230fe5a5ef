package analysis

import (
	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// expandClauseMacros re-reads the directives whose clause names include
// macro invocations (#pragma acc data CLAUSES, COPYIN(a[0:n])) from their
// expanded text, as the C compiler does (OpenACC 3.3 §2.1: the tokens
// after the directive name are macro-replaced). The macros are those the
// C front end knows at the end of the file. The grammar's findings on the
// text as written are replaced by those on the expansion.
func expandClauseMacros(f *source.File, u *cfront.Unit, dirs []*grammar.Directive, diags []source.Diagnostic, opts Options) ([]*grammar.Directive, []source.Diagnostic) {
	if u == nil || u.Failed || u.AST == nil {
		return dirs, diags
	}
	lookup := func(name string) (*grammar.MacroDef, bool) {
		m, ok := u.Macro(name)
		if !ok {
			return nil, false
		}
		md := &grammar.MacroDef{Macro: m.Macro}
		if m.DefFile != "" {
			md.DefFile = m.DefFile
			md.DefAt = source.Range{Start: m.DefPos, End: source.Pos{Offset: m.DefPos.Offset + len(m.Name), Line: m.DefPos.Line, Col: m.DefPos.Col + len(m.Name)}}
		}
		if m.DefStart >= 0 {
			md.Def, md.HasDef = f.Range(m.DefStart, m.DefEnd), true
		}
		return md, true
	}
	out := make([]*grammar.Directive, 0, len(dirs))
	var redone []*grammar.Directive
	var added []source.Diagnostic
	for _, d := range dirs {
		if d == nil || d.Macro != nil {
			out = append(out, d)
			continue
		}
		x, ok := grammar.ExpandClauseMacros(f, d, isClauseName, lookup)
		if !ok {
			out = append(out, d)
			continue
		}
		out = append(out, x.Directive)
		redone = append(redone, d)
		added = append(added, x.Diags...)
		if opts.NoUnsupported {
			continue
		}
		for _, r := range x.Unfaithful {
			added = append(added, model.LimitMacroClauseText.Diagnostic(f.Name, r, macroAt(x.Directive, r)))
		}
	}
	if len(redone) == 0 {
		return dirs, diags
	}
	var kept []source.Diagnostic
	for _, dg := range diags {
		if !inAny(redone, dg.Range.Start.Offset) {
			kept = append(kept, dg)
		}
	}
	return out, append(kept, added...)
}

// isClauseName reports the names that are never expanded: the clause
// names of OpenACC 3.3 and their aliases.
func isClauseName(name string) bool {
	if _, ok := LookupClause(name); ok {
		return true
	}
	_, _, ok := ClauseAlias(name)
	return ok
}

// macroAt names the outermost macro invoked at r.
func macroAt(d *grammar.Directive, r source.Range) string {
	for _, cm := range d.ClauseMacros {
		if cm.Site == r {
			return cm.Name
		}
	}
	return "?"
}
