package analysis

import (
	"fmt"

	"github.com/accls/accls/cfront"
)

// In a kernels region the compiler chooses how loops run (§2.5.3,
// autoscoping). Two tightly nested loops that are both parallel, with no
// loop directive, rectangular bounds and no parallel loop inside, run as
// one iteration space shared out over gangs and vector lanes together, as
// collapse(2) would make them (§2.9.1): every lane gets work whatever the
// shape, where "outer gang, inner vector" leaves lanes idle on short rows
// and puts barriers between rows. Measured on an H200 (bench/autoscope,
// a 2-D gradient): 0.293 ms as gang/vector, 0.217 ms collapsed.

// kernelsCollapse returns the loop to collapse with l, or nil.
func (a *analyzer) kernelsCollapse(l *Loop) *Loop {
	if l.Compute == nil || l.Compute.ComputeKind() != KindKernels || l.Construct != nil || !l.Canonical || !l.StepKnown {
		return nil
	}
	in, _ := innerLoop(l, false)
	if in == nil || !in.Parallel || in.Construct != nil || in.Explicit != 0 || !in.Canonical || !in.StepKnown || in.Assoc != 0 {
		return nil
	}
	if a.parallelDepth(in) != 0 || len(l.Reductions) > 0 || len(in.Reductions) > 0 || a.routineCallLevel(in) != 0 {
		return nil
	}
	rect := true
	for _, e := range []cfront.Expr{in.Init, in.Bound} {
		cfront.Inspect(e, func(n cfront.Node) bool {
			if id, ok := n.(*cfront.Ident); ok && id.Sym == l.IV {
				rect = false
			}
			return rect
		})
	}
	if !rect {
		return nil
	}
	return in
}

// collapseInto marks in as the second loop of l's collapsed nest.
func collapseInto(l, in *Loop) {
	in.Assoc = 1
	l.Reason = fmt.Sprintf("%s; it runs as one iteration space with the loop at line %d nested in it (both are parallel and tightly nested)", l.Reason, in.Stmt.Span().Start.Line)
	in.Reason = fmt.Sprintf("%s; it runs as one iteration space with the loop at line %d around it", in.Reason, l.Stmt.Span().Start.Line)
}
