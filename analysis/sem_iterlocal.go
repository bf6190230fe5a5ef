package analysis

import (
	"github.com/accls/accls/cfront"
)

// A reduction clause on a loop inside a compute construct (not on the
// construct, not on a combined construct) does not itself give the
// variable a data attribute on the construct: §2.6.2 does, a scalar being
// firstprivate in a parallel or serial construct and copy in a kernels
// construct. accls reads such a loop reduction as a request for the result
// on the host (an implicit copy, so that `loop gang reduction(+:s)` in a
// parallel region gives s back), but only where the result can be one
// value: when every iteration of an enclosing loop directive sets the
// variable before the reductions accumulate into it (CSR rows:
// `sum = 0; loop vector reduction(+:sum) ...; q[i] = sum;`), each
// iteration has its own result (§2.9.11: the reduction completes at the
// end of its loop), so the variable is iteration-local and keeps the
// attribute §2.6.2 gives it; autoscoping then makes it private to the
// iterations of that loop (§2.6.1).

// iterationLocalReduction reports whether every loop reduction on sym in
// compute construct c is inside a loop directive of c whose every
// iteration writes sym before reading it; that loop is returned.
func (a *analyzer) iterationLocalReduction(c *Construct, sym *cfront.Symbol) *Loop {
	var redLoops []*Loop
	for _, l := range a.loopsOf(c) {
		if l.Construct == nil || l.Assoc > 0 {
			continue
		}
		for _, at := range l.Construct.Data {
			if at.Kind != AttrReduction || at.Sym != sym || len(at.Member) > 0 {
				continue
			}
			if l.Construct == c || l.Explicit&Gang != 0 {
				// A reduction of the combined construct itself (§2.11), or
				// one across gangs: its result is the region's.
				return nil
			}
			redLoops = append(redLoops, l)
		}
	}
	if len(redLoops) == 0 {
		return nil
	}
	for outer := redLoops[0].Parent; outer != nil && outer.Compute == c; outer = outer.Parent {
		if outer.Construct == nil || outer.SeqClause || !enclosesAll(outer, redLoops) {
			continue
		}
		if body := loopBody(outer); body != nil && writtenFirst(body, sym) {
			return outer
		}
	}
	return nil
}

// enclosesAll reports whether every loop of ls is strictly inside outer.
func enclosesAll(outer *Loop, ls []*Loop) bool {
	for _, l := range ls {
		inside := false
		for p := l.Parent; p != nil; p = p.Parent {
			if p == outer {
				inside = true
				break
			}
		}
		if !inside {
			return false
		}
	}
	return true
}
