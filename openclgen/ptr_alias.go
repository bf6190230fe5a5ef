package openclgen

import (
	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/plan"
	"github.com/accls/accls/source"
)

// Pointers into the gang's (or a worker's) variables: the kernel's view
// of the pointer targets that the planning layer computes
// (plan/ptr_targets.go says why a store through a pointer is a store into
// every variable it may point into).

// ptrTargets of the kernel's (or routine's) body, computed once per
// kernel by the planner (gang_local_plan.go) and on demand in routines.
func (k *kern) ptrTargets() *plan.PtrTargets {
	if k.gl != nil && k.gl.targets != nil {
		return k.gl.targets
	}
	pt := plan.ComputePtrTargets(k.bodyNode())
	if k.gl != nil {
		k.gl.targets = pt
	}
	return pt
}

// usedOutsideVia is usedOutside for a variable that a store through a
// pointer reaches: the gang also uses it outside [start, end) when it
// uses there a pointer that may point into it.
func (k *kern) usedOutsideVia(sym *cfront.Symbol, start, end int) bool {
	if k.usedOutside(sym, start, end) {
		return true
	}
	pt := k.ptrTargets()
	for p, ts := range pt.Targets {
		if ts[sym] && p != sym && k.usedOutside(p, start, end) {
			return true
		}
	}
	return false
}

// ptrAssignSpace refuses the assignment of a pointer into another
// address space than the one the pointer variable was declared with
// (stmt.go takes it from the initializer): a __local copy of a gang
// variable (gang_local.go) and a private or __global one cannot share a
// pointer in OpenCL C.
func (k *kern) ptrAssignSpace(a *cfront.Assign) {
	id, ok := cfront.Unparen(a.X).(*cfront.Ident)
	if !ok || a.Op != "=" || id.Sym == nil {
		return
	}
	have, ok := k.spaces[id.Sym]
	if !ok {
		return
	}
	if got, ok := k.space(a.Y); ok && got != have {
		k.g.limit(model.LimitPointerAddressSpaceMix, a.Range, spaceWord(have), id.Sym.Name, spaceWord(got))
	}
}

// spaceWord names an address space qualifier in a message.
func spaceWord(sp string) string {
	switch sp {
	case "__global ":
		return "__global "
	case "__local ":
		return "__local "
	case "__constant ":
		return "__constant "
	}
	return "private "
}

// interveningWriteVia is interveningWrite (collapse_force.go) for a store
// through a pointer that may point into a variable declared outside the
// nest and kept per lane.
func (k *kern) interveningWriteVia(lhs cfront.Expr, r source.Range, own map[*cfront.Symbol]bool, lanes model.Levels) {
	if lanes == 0 {
		return
	}
	for _, sym := range k.ptrTargets().ThroughRoots(lhs) {
		if own[sym] || declaredIn(sym, r.Start.Offset, r.End.Offset) || !k.perLane(sym) {
			continue
		}
		if k.usedOutsideVia(sym, r.Start.Offset, r.End.Offset) {
			k.g.limit(model.LimitCollapseForceLaneSharedPointer, lhs.Span(), sym.Name)
		}
	}
}

// bodyNode is the code this kern translates: the launch's body, or the
// routine's; nil when there is none.
func (k *kern) bodyNode() cfront.Node {
	switch {
	case k.l != nil && k.l.body != nil:
		return k.l.body
	case k.routine != nil && k.routine.Def != nil:
		return k.routine.Def.Body
	}
	return nil
}
