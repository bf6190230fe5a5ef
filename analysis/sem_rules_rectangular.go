package analysis

import (
	"fmt"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// checkRectangular requires the loops a collapse or tile clause
// associates to have bounds that do not depend on each other: §2.9.1,
// "the trip count for all loops associated with the collapse clause must
// be computable and invariant in all the loops", and §2.9.8, which
// divides the associated loops' iteration space into rectangular tiles.
// A triangular nest (for j = i; ...) has neither.
func (a *analyzer) checkRectangular() {
	for _, l := range a.m.Loops {
		if l.Construct == nil || l.Assoc == 0 || l.For == nil {
			continue
		}
		outer := map[*cfront.Symbol]bool{}
		for p := l.Parent; p != nil && p.Construct == l.Construct; p = p.Parent {
			if p.IV != nil {
				outer[p.IV] = true
			}
			if p.Assoc == 0 {
				break
			}
		}
		for _, e := range []cfront.Expr{l.Init, l.Bound, l.StepExpr} {
			if iv := usesAnyOf(e, outer); iv != nil {
				a.reportNotRectangular(l, iv)
				break
			}
		}
	}
}

// usesAnyOf returns the first variable of set that e mentions.
func usesAnyOf(e cfront.Expr, set map[*cfront.Symbol]bool) *cfront.Symbol {
	var found *cfront.Symbol
	if e == nil {
		return nil
	}
	cfront.Inspect(e, func(n cfront.Node) bool {
		if id, ok := n.(*cfront.Ident); ok && set[id.Sym] {
			found = id.Sym
		}
		return found == nil
	})
	return found
}

func (a *analyzer) reportNotRectangular(l *Loop, iv *cfront.Symbol) {
	d := dirOf(l.Construct)
	clause, sec, what := "collapse", "2.9.1", "the trip count of every loop collapse associates must be invariant in all of them"
	cl := a.clauseForType(d, "tile")
	if cl != nil && cl.Args != nil && len(cl.Args.Args) > l.Assoc {
		clause, sec, what = "tile", "2.9.8", "tile divides the associated loops' iteration space into rectangular tiles"
	} else {
		cl = a.clauseForType(d, "collapse")
	}
	diag := a.diag(source.Error, l.For.Header, codeNotRectangular,
		fmt.Sprintf("the bounds of this loop depend on '%s', the variable of an outer loop of the same '%s' clause: %s (§%s)", iv.Name, clause, what, sec))
	if cl != nil {
		diag.Notes = []source.Note{a.note(cl.Range, fmt.Sprintf("'%s' is here", clause))}
	}
	a.add(diag)
}
