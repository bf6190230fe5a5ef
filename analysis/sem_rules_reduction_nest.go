package analysis

import (
	"fmt"

	"github.com/accls/accls/source"
)

// checkNestedReductions requires one operator for a variable reduced by
// nested constructs: §2.9.11, a reduction that spans nested loops appears
// on each of their loop directives, and the results combine as one
// reduction, which two operators cannot be (nor one inside a compute
// construct's reduction, §2.5.15). A private or firstprivate copy in
// between starts a new variable, so the search stops there.
func (a *analyzer) checkNestedReductions() {
	for _, c := range a.m.Constructs {
		for _, at := range c.Data {
			if at.Kind != AttrReduction || at.Op == "" || len(at.Member) > 0 {
				continue
			}
			if outer := enclosingReduction(c, at); outer != nil && outer.Op != at.Op {
				d := a.diag(source.Error, at.Range, codeReductionConflict,
					fmt.Sprintf("'%s' is reduced with '%s' here but with '%s' by the enclosing '%s': nested reductions of one variable take one operator (§2.9.11)",
						at.VarText(), at.Op, outer.Op, dirOf(outer.Construct).Name))
				d.Notes = []source.Note{a.note(outer.Range, fmt.Sprintf("'%s' is reduced with '%s' here", outer.VarText(), outer.Op))}
				a.add(d)
			}
		}
	}
}

// enclosingReduction returns the nearest reduction of at's variable on a
// construct around c, or nil.
func enclosingReduction(c *Construct, at *DataAttr) *DataAttr {
	for p := c.Parent; p != nil; p = p.Parent {
		for _, o := range p.Data {
			if !sameVar(o, at) {
				continue
			}
			switch o.Kind {
			case AttrReduction:
				if o.Op != "" {
					return o
				}
			case AttrPrivate, AttrFirstprivate:
				return nil
			}
		}
	}
	return nil
}
