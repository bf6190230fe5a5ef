package analysis

import (
	"fmt"
	"path/filepath"
	"regexp"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// Declare directives of included headers (§2.13): at file scope of the
// header, so at file scope of every file that includes it. Their
// variables are declared data of this file like those of a file-scope
// declare of the main file: compute constructs get an implicit present
// (§2.6.2, §2.6.3, inherited), and the generator registers them with the
// runtime (openclgen/declare_global.go). The checker of §2.13's rules
// reads the main file's directives only; what a header writes that the
// generator cannot translate is its error (Model.HeaderDeclares).

// headerDeclares builds Model.HeaderDeclares from the front end's.
func (a *analyzer) headerDeclares() {
	for i := range a.u.HeaderDeclares {
		h := &a.u.HeaderDeclares[i]
		at := &DataAttr{Sym: h.Sym, Written: h.Name, Range: a.headerSite(h),
			Reason: fmt.Sprintf("the declare directive at %s:%d", filepath.Base(h.File), h.Line), Spec: "2.13"}
		if k, ok := varClauseKind(h.Clause, KindDeclare); ok && declareFileScopeKinds[k] {
			at.Kind = k
		}
		a.m.HeaderDeclares = append(a.m.HeaderDeclares, HeaderDeclare{Attr: at, Clause: h.Clause, Whole: h.Whole})
	}
}

// headerSite is where the main file brings in h: the #include naming
// its header, else the first word naming its variable, else the start.
func (a *analyzer) headerSite(h *cfront.HeaderDeclare) source.Range {
	text := a.f.Text
	for _, re := range []*regexp.Regexp{
		regexp.MustCompile(`(?m)^[ \t]*#[ \t]*include[ \t]*["<][^">\n]*\b` + regexp.QuoteMeta(filepath.Base(h.File)) + `[">]`),
		regexp.MustCompile(`\b` + regexp.QuoteMeta(h.Name) + `\b`),
	} {
		if loc := re.FindIndex(text); loc != nil {
			return a.f.Range(loc[0], loc[1])
		}
	}
	return a.f.Range(0, 0)
}

// headerDeclared returns the attribute of a header's declare that names
// sym, for inherited; nil when none does.
func (a *analyzer) headerDeclared(sym *cfront.Symbol) *DataAttr {
	for _, h := range a.m.HeaderDeclares {
		if h.Attr.Sym == sym && sym != nil && h.Whole && h.Attr.Kind != 0 {
			return h.Attr
		}
	}
	return nil
}
