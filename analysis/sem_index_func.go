package analysis

import (
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// funcFacts are what several rules read of a whole function body, found
// in one walk of it: each rule walked the body again on its own, some
// once per construct of the function (issue 16). The C tree does not
// change while the analysis runs, so the facts are kept per function.
type funcFacts struct {
	// labels by name (the last of a name wins), for the branch rules
	labels map[string]*cfront.Labeled
	// hasGoto: the body holds a goto (derived pointers give up)
	hasGoto bool
	// writes counts the direct writes of each variable (writeTarget)
	writes map[*cfront.Symbol]int
	// firstUses is the first use in the body of each function named
	firstUses map[*cfront.Symbol]source.Range
	// ptrBlocks are the compound statements that declare a pointer
	// directly, in the walk's order
	ptrBlocks []*cfront.Compound
}

// factsOf returns fn's facts, walking its body the first time.
func (a *analyzer) factsOf(fn *cfront.Func) *funcFacts {
	if x := a.funcFacts[fn]; x != nil {
		return x
	}
	x := &funcFacts{labels: map[string]*cfront.Labeled{}, writes: map[*cfront.Symbol]int{}, firstUses: map[*cfront.Symbol]source.Range{}}
	if a.funcFacts == nil {
		a.funcFacts = map[*cfront.Func]*funcFacts{}
	}
	a.funcFacts[fn] = x
	if fn.Body != nil {
		cfront.Inspect(fn.Body, x.visit)
	}
	return x
}

func (x *funcFacts) visit(n cfront.Node) bool {
	switch n := n.(type) {
	case *cfront.Labeled:
		x.labels[n.Label] = n
	case *cfront.Goto:
		x.hasGoto = true
	case *cfront.Ident:
		if n.Sym != nil && n.Sym.Kind == cfront.SymFunc && n.Range.Start.IsValid() {
			if r, ok := x.firstUses[n.Sym]; !ok || n.Range.Start.Offset < r.Start.Offset {
				x.firstUses[n.Sym] = n.Range
			}
		}
	case *cfront.Compound:
		if declaresPointer(n) {
			x.ptrBlocks = append(x.ptrBlocks, n)
		}
	}
	if t := writeTarget(n); t != nil {
		if id, ok := stripToIdent(t); ok {
			x.writes[id.Sym]++
		}
	}
	return true
}

// declaresPointer reports a block with a declaration of a pointer
// variable among its items.
func declaresPointer(b *cfront.Compound) bool {
	for _, it := range b.Items {
		if ds, ok := it.(*cfront.DeclStmt); ok {
			for _, v := range ds.Vars {
				if s := v.Sym; s != nil && s.Type != nil && s.Type.Kind == cfront.Pointer {
					return true
				}
			}
		}
	}
	return false
}
