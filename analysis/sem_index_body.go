package analysis

import "github.com/accls/accls/cfront"

// bodyFacts are what three rules read of a body of device code (a
// compute construct's, a routine's), found in one walk of it: the
// implicit routines and the call rules read its calls, the long double
// warnings its long double declarations and expressions; each walked
// the body on its own before (issue 16). The C tree does not change
// while the analysis runs, so the facts are kept per body.
type bodyFacts struct {
	// calls in the walk's order
	calls []*cfront.Call
	// longDoubles are the declarations of a long double variable and
	// the expressions of type long double, in the walk's order
	longDoubles []cfront.Node
}

// bodyFactsOf returns body's facts, walking it the first time.
func (a *analyzer) bodyFactsOf(body cfront.Node) *bodyFacts {
	if x := a.bodyFacts[body]; x != nil {
		return x
	}
	x := &bodyFacts{}
	if a.bodyFacts == nil {
		a.bodyFacts = map[cfront.Node]*bodyFacts{}
	}
	a.bodyFacts[body] = x
	cfront.Inspect(body, x.visit)
	return x
}

func (x *bodyFacts) visit(n cfront.Node) bool {
	switch n := n.(type) {
	case *cfront.DeclStmt:
		for _, v := range n.Vars {
			if v.Sym != nil && isLongDouble(v.Sym.Type) {
				x.longDoubles = append(x.longDoubles, n)
				break
			}
		}
		return true
	case *cfront.Call:
		x.calls = append(x.calls, n)
	}
	if e, ok := n.(cfront.Expr); ok && isLongDouble(e.Type()) {
		x.longDoubles = append(x.longDoubles, n)
	}
	return true
}
