package cfront

import "github.com/accls/accls/source"

// Directives that macro expansions yield (C99 6.10.9): the clauses of
// #define P _Pragma("acc parallel present(a[0:n])") are written in the
// definition, at file scope, but name what is visible where P is expanded.
// Names looked up at an offset inside such a definition are therefore
// resolved at the invocations.

type macroSite struct {
	def  source.Range // the text of the definition
	site int          // an invocation
}

// AddMacroSite records that the directive text in def is expanded at
// offset site. Call it before the first Lookup (it is not synchronized).
func (u *Unit) AddMacroSite(def source.Range, site int) {
	u.macroSites = append(u.macroSites, macroSite{def: def, site: site})
}

// sitesOf returns the invocations whose directive text holds off, or nil.
func (u *Unit) sitesOf(off int) []int {
	var out []int
	for _, m := range u.macroSites {
		if m.def.Start.Offset <= off && off < m.def.End.Offset && (m.site < m.def.Start.Offset || m.site >= m.def.End.Offset) {
			out = append(out, m.site)
		}
	}
	return out
}

// lookupAtSites resolves name at the invocations of a macro. When they
// see different declarations (a macro expanded in two functions, each with
// its own n), the first invocation's wins: the analysis of clause
// expressions that asks by offset (types, constants) sees one expansion;
// data clause variables are resolved at each directive's own site.
func (u *Unit) lookupAtSites(name string, sites []int) *Symbol {
	for _, s := range sites {
		if sym := u.Lookup(name, s); sym != nil {
			return sym
		}
	}
	return nil
}
