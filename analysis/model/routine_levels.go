package model

import (
	"github.com/accls/accls/cfront"
)

// The levels of parallelism a call brings into a compute construct
// (§2.15.1): a gang, worker or vector routine's partitioned loops share
// out the caller's gangs, workers or lanes. The kernels plan needs them
// (a kernels statement that calls a gang routine runs on one gang), and
// so does the generator that prints the routines' copies.

// CalledLevels are the levels the partitioned loops of the gang, worker
// and vector routines called in n use, through the routines they call.
func (m *Model) CalledLevels(n cfront.Node) Levels {
	return m.calledLevels(n, map[*cfront.Symbol]bool{})
}

// RoutineLevels are the levels the partitioned loops of routine fn use,
// with those of the gang, worker and vector routines it calls; for a
// routine defined in another file, every level its directive allows.
func (m *Model) RoutineLevels(fn *cfront.Symbol) Levels {
	return m.routineLevels(fn, map[*cfront.Symbol]bool{})
}

func (m *Model) calledLevels(n cfront.Node, seen map[*cfront.Symbol]bool) Levels {
	if len(m.Routines) == 0 {
		return 0 // no call is of a routine: no walk (issue 16)
	}
	var out Levels
	cfront.Inspect(n, func(n cfront.Node) bool {
		if x, ok := n.(*cfront.Call); ok {
			if fn := m.levelCallee(x); fn != nil {
				out |= m.routineLevels(fn, seen)
			}
		}
		return true
	})
	return out
}

func (m *Model) routineLevels(fn *cfront.Symbol, seen map[*cfront.Symbol]bool) Levels {
	r := m.Routines[fn]
	if seen[fn] || r == nil || seqLevel(r.Level) {
		return 0
	}
	if fn.Def == nil || fn.Def.Body == nil {
		// Another file's body: it may use every level its directive
		// allows, so the launch gets them all (§2.15.1).
		return AllowedIn(r.Level)
	}
	seen[fn] = true
	var out Levels
	for _, lp := range m.Loops {
		if lp.Compute == nil && lp.Func != nil && lp.Func.Sym == fn && lp.Partitioned() {
			out |= lp.Levels & AllowedIn(r.Level)
		}
	}
	return out | m.calledLevels(fn.Def.Body, seen)
}

// seqLevel reports a routine without gang, worker or vector parallelism.
func seqLevel(l Levels) bool { return l == 0 || l == Seq }

// levelCallee is the function whose device copy a call of a gang, worker
// or vector routine runs: the bind clause's function when it names one
// of the file's routines (§2.15.1), else the callee; nil for other calls.
func (m *Model) levelCallee(x *cfront.Call) *cfront.Symbol {
	fn := x.Callee()
	if fn == nil {
		return nil
	}
	r := m.Routines[fn]
	if r == nil || seqLevel(r.Level) {
		return nil
	}
	if t := m.bindTarget(r); t != nil {
		return t
	}
	return fn
}

// bindTarget is the routine of this file that r's bind clause names.
func (m *Model) bindTarget(r *Routine) *cfront.Symbol {
	if r.Construct == nil {
		return nil
	}
	b := r.Construct.Resolved.Bind
	if b == nil || b.Bad {
		return nil
	}
	name := b.Name
	for sym := range m.Routines {
		if sym.Name == name {
			return sym
		}
	}
	return nil
}

// IsNohost reports a function whose routine directive has nohost.
func (m *Model) IsNohost(fn *cfront.Symbol) bool {
	r := m.Routines[fn]
	return r != nil && r.Construct != nil && r.Construct.Resolved.NoHost
}

// AllowedIn returns the loop levels a routine of level r may contain.
func AllowedIn(r Levels) Levels {
	switch r {
	case Gang:
		return Gang | Worker | Vector
	case Worker:
		return Worker | Vector
	case Vector:
		return Vector
	}
	return 0
}
