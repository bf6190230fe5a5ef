package analysis

import (
	"fmt"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// A directive a macro expansion yields (C99 6.10.9) stands at the
// invocation, but its clause text may be written in the #define, where the
// grammar and the rules report what is wrong with it. Those diagnostics are
// moved to the invocation, with a note at the text in the definition: when
// the macro is expanded once, or when each expansion got its own copy of the
// same diagnostic (the k-th copy is the k-th expansion's, as directives are
// checked in source order). Otherwise (one expansion's clause names
// something the others see) the diagnostic stays in the definition with a
// note at each expansion.
func relocateMacroDiagnostics(f *source.File, dirs []*grammar.Directive, diags []source.Diagnostic) []source.Diagnostic {
	type def struct{ start, end int }
	type site struct {
		name string
		r    source.Range
	}
	sites := map[def][]site{}
	var defs []def
	addSite := func(k def, s site) {
		if sites[k] == nil {
			defs = append(defs, k)
		}
		sites[k] = append(sites[k], s)
	}
	for _, d := range dirs {
		if d == nil {
			continue
		}
		if d.Macro != nil {
			addSite(def{d.Macro.Def.Start.Offset, d.Macro.Def.End.Offset}, site{d.Macro.Name, d.Range})
		}
		// Clause macros (#pragma acc data CLAUSES): each invocation of
		// the directive as written.
		for _, cm := range d.ClauseMacros {
			if cm.Def != (source.Range{}) {
				addSite(def{cm.Def.Start.Offset, cm.Def.End.Offset}, site{cm.Name, cm.Site})
			}
		}
	}
	if len(defs) == 0 {
		return diags
	}
	defOf := func(r source.Range) (def, bool) {
		for _, k := range defs {
			if k.start <= r.Start.Offset && r.End.Offset <= k.end {
				return k, true
			}
		}
		return def{}, false
	}
	type key struct {
		start, end int
		code, msg  string
	}
	copies := map[key]int{}
	for _, d := range diags {
		if _, ok := defOf(d.Range); ok {
			copies[key{d.Range.Start.Offset, d.Range.End.Offset, d.Code, d.Message}]++
		}
	}
	seen := map[key]int{}
	for i := range diags {
		d := &diags[i]
		k, ok := defOf(d.Range)
		if !ok {
			continue
		}
		ds := sites[k]
		kk := key{d.Range.Start.Offset, d.Range.End.Offset, d.Code, d.Message}
		n := seen[kk]
		seen[kk]++
		name := ds[0].name
		if len(ds) == 1 || copies[kk] == len(ds) {
			site := ds[0]
			if copies[kk] == len(ds) {
				site = ds[n]
			}
			d.Notes = append([]source.Note{{File: f.Name, Range: d.Range, Message: "in the expansion of '" + name + "', written here"}}, d.Notes...)
			d.Range = site.r
			continue
		}
		for _, s := range ds {
			d.Notes = append(d.Notes, source.Note{File: f.Name, Range: s.r, Message: "'" + name + "' is expanded here"})
		}
	}
	return diags
}

// siteErrorf reports an error about text at r of directive d: at the
// macro invocation when a macro yields d and r is in its definition (the
// finding depends on where the macro is expanded), with a note at r.
func (a *analyzer) siteErrorf(d *grammar.Directive, r source.Range, code, format string, args ...any) {
	diag := a.diag(source.Error, r, code, fmt.Sprintf(format, args...))
	if d != nil && d.Macro != nil && (r.Start.Offset < d.Range.Start.Offset || r.End.Offset > d.Range.End.Offset) {
		diag.Range = d.Range
		diag.Notes = []source.Note{a.note(r, "in the expansion of '"+d.Macro.Name+"', written here")}
	}
	for _, cm := range clauseMacrosAt(d, r) {
		// #pragma acc data CLAUSES: the text is in the #define.
		diag.Range = cm.Site
		diag.Notes = []source.Note{a.note(r, "in the expansion of '"+cm.Name+"', written here")}
	}
	a.add(diag)
}

// clauseMacrosAt returns the clause macro of d whose #define holds r (at
// most one).
func clauseMacrosAt(d *grammar.Directive, r source.Range) []grammar.ClauseMacro {
	if d == nil {
		return nil
	}
	for _, cm := range d.ClauseMacros {
		if cm.Def != (source.Range{}) && cm.Def.Start.Offset <= r.Start.Offset && r.End.Offset <= cm.Def.End.Offset &&
			(r.Start.Offset < d.Range.Start.Offset || r.End.Offset > d.Range.End.Offset) {
			return []grammar.ClauseMacro{cm}
		}
	}
	return nil
}

// noteClauseMacros adds, to each diagnostic at a clause macro's
// invocation (a clause name or bracket the macro's replacement list
// wrote), a note at the macro's #define, and drops the fixes that would
// rewrite the invocation as if it were the clause it expands to.
func noteClauseMacros(f *source.File, dirs []*grammar.Directive, diags []source.Diagnostic) []source.Diagnostic {
	for _, d := range dirs {
		if d == nil || len(d.ClauseMacros) == 0 {
			continue
		}
		for i := range diags {
			dg := &diags[i]
			noted := false
			named := map[string]bool{}
			for _, cm := range d.ClauseMacros {
				if dg.Range.Start.Offset != cm.Site.Start.Offset || dg.Range.End.Offset > cm.Site.End.Offset {
					continue
				}
				if !noted {
					dg.Fixes = nil
					noted = true
				}
				switch {
				case named[cm.Name]:
				case cm.Def != (source.Range{}):
					dg.Notes = append(dg.Notes, source.Note{File: f.Name, Range: cm.Def, Message: "'" + cm.Name + "' is defined here"})
				case cm.DefFile != "":
					dg.Notes = append(dg.Notes, source.Note{File: cm.DefFile, Range: cm.DefAt, Message: "'" + cm.Name + "' is defined here"})
				}
				named[cm.Name] = true
			}
		}
	}
	return diags
}
