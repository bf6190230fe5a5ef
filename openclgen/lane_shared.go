package openclgen

import (
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/plan"
)

// A variable private to a gang (declared in gang-redundant code, or in a
// private clause of a gang loop or of the construct) is one copy shared
// by the gang's workers and vector lanes; one private to a worker is
// shared by its vector lanes (§2.5.13, §2.9.10). accls keeps such
// variables in each work-item's private memory, which is exact while the
// lanes compute the same values redundantly, and moves a gang's variable
// to __local memory when a lane of a worker or vector loop writes it and
// the gang uses it outside that loop (gang_local.go). What remains is
// refused at the write, since it would be a wrong result, not an error:
// a worker's variable written by its vector lanes and used outside their
// loop, a routine's variable (OpenCL C has __local variables only in
// kernels), and gang variables that cannot be __local (a VLA, a pointer).
// Written and used only inside the loop, every lane works on its own
// copy, which is the autoprivatization users expect of scratch variables.
// A store through a local pointer counts as a store into what the pointer
// may point into (ptr_alias.go).

// laneWrite is a store in a loop nest into a variable declared outside
// it; via marks a store through a pointer that may point into the
// variable (ptr_alias.go).
type laneWrite struct {
	sym *cfront.Symbol
	at  cfront.Node
	via bool
}

// nestWrites are the stores of a partitioned loop nest's body into local
// variables declared outside the nest and not made private by the nest or
// by the loops inside it. A pointer to such a variable passed to a
// function counts as a store (the routine may write through it) unless
// the parameter points to const; so does a store through a local pointer
// that may point into the variable (t[j] = v after t = tmp), and the
// assignment of a pointer variable itself.
func (k *kern) nestWrites(nest []*model.Loop) []laneWrite {
	lp := nest[0]
	inner := nest[len(nest)-1]
	// the planner of __local copies and the refusals ask for the same
	// nest: one walk serves both
	key := [2]*model.Loop{lp, inner}
	if w, ok := k.writes[key]; ok {
		return w
	}
	w := k.findNestWrites(lp, inner, nest)
	if k.writes == nil {
		k.writes = map[[2]*model.Loop][]laneWrite{}
	}
	k.writes[key] = w
	return w
}

// findNestWrites walks the nest from lp to inner for nestWrites.
func (k *kern) findNestWrites(lp, inner *model.Loop, nest []*model.Loop) []laneWrite {
	r := lp.Stmt.Span()
	shadow := map[*cfront.Symbol]bool{}
	for _, x := range nest {
		for _, sym := range k.loopOwn(x) {
			shadow[sym] = true
		}
	}
	var writes []laneWrite
	pt := k.ptrTargets()
	note := func(sym *cfront.Symbol, at cfront.Node, shadow map[*cfront.Symbol]bool) {
		if sym != nil && !shadow[sym] && !declaredIn(sym, r.Start.Offset, r.End.Offset) {
			writes = append(writes, laneWrite{sym, at, false})
		}
	}
	// A pointer into a variable the nest shadows is taken to point into
	// the nest's own copy (double *t = tmp inside a private(tmp) loop).
	noteVia := func(syms []*cfront.Symbol, direct *cfront.Symbol, at cfront.Node, shadow map[*cfront.Symbol]bool) {
		for _, sym := range syms {
			if sym != direct && !shadow[sym] && !declaredIn(sym, r.Start.Offset, r.End.Offset) {
				writes = append(writes, laneWrite{sym, at, true})
			}
		}
	}
	store := func(lv cfront.Expr, shadow map[*cfront.Symbol]bool) {
		if id, ok := cfront.Unparen(lv).(*cfront.Ident); ok && plan.IsLocalVar(id.Sym) && id.Sym.Type != nil && id.Sym.Type.Kind == cfront.Pointer {
			note(id.Sym, lv, shadow) // the pointer itself
			return
		}
		note(plan.LvalueRoot(lv), lv, shadow)
		noteVia(pt.ThroughRoots(lv), nil, lv, shadow)
	}
	var walk func(n cfront.Node, shadow map[*cfront.Symbol]bool)
	walk = func(n cfront.Node, shadow map[*cfront.Symbol]bool) {
		cfront.Inspect(n, func(n cfront.Node) bool {
			if st, ok := n.(cfront.Stmt); ok && st != inner.Stmt {
				if il := k.g.LoopOf[st]; il != nil {
					if own := k.loopOwn(il); len(own) > 0 {
						s2 := map[*cfront.Symbol]bool{}
						for sym := range shadow {
							s2[sym] = true
						}
						for _, sym := range own {
							s2[sym] = true
						}
						// the loop's own header and body, with its privates
						for _, c := range cfront.Children(st) {
							walk(c, s2)
						}
						return false
					}
				}
			}
			switch x := n.(type) {
			case *cfront.Assign:
				store(x.X, shadow)
			case *cfront.Postfix:
				store(x.X, shadow)
			case *cfront.Unary:
				if x.Op == "++" || x.Op == "--" {
					store(x.X, shadow)
				}
			case *cfront.Call:
				for _, a := range writableArgs(x) {
					direct := plan.PtrRoot(a)
					note(direct, a, shadow)
					noteVia(pt.ValRoots(a), direct, a, shadow)
				}
			}
			return true
		})
	}
	walk(inner.For.Body, shadow)
	return writes
}

// pointsToConst reports a pointer type whose target is const.
func pointsToConst(t *cfront.Type) bool {
	return t.Elem != nil && strings.HasPrefix(t.Elem.Name, "const ")
}

// checkLaneShared refuses the writes of a partitioned loop nest (over
// workers or vector lanes) to variables the lanes would share and that
// accls keeps per lane.
func (k *kern) checkLaneShared(nest []*model.Loop) {
	r := nest[0].Stmt.Span()
	seen := map[*cfront.Symbol]bool{}
	for _, w := range k.nestWrites(nest) {
		if seen[w.sym] || !k.perLane(w.sym) {
			continue
		}
		used := k.usedOutside
		how := ""
		if w.via {
			used = k.usedOutsideVia
			how = " through a pointer"
		}
		if !used(w.sym, r.Start.Offset, r.End.Offset) {
			continue
		}
		seen[w.sym] = true
		why := "accls keeps a copy per lane"
		switch {
		case k.c == nil:
			why = "accls keeps a copy per lane: OpenCL C has __local variables only in kernels, not in a routine"
		case k.gl != nil && k.gl.why[w.sym] != "":
			why = "accls keeps gang-private variables in __local memory, but not this one: " + k.gl.why[w.sym]
		}
		k.g.limit(model.LimitLaneSharedLoopWrite, w.at.Span(), w.sym.Name, why, how)
	}
}

// loopOwn are the variables a loop gives each of its iterations: its
// loop variable, private and reduction variables.
func (k *kern) loopOwn(lp *model.Loop) []*cfront.Symbol {
	var out []*cfront.Symbol
	if lp.IV != nil {
		out = append(out, lp.IV)
	}
	for _, at := range lp.Private {
		if at.Sym != nil {
			out = append(out, at.Sym)
		}
	}
	for _, at := range lp.Reductions {
		if at.Sym != nil {
			out = append(out, at.Sym)
		}
	}
	return out
}

// perLane reports a variable the kernel keeps in the work-item's private
// memory (not device memory, not a pointer, not __local).
func (k *kern) perLane(sym *cfront.Symbol) bool {
	n, ok := k.names[sym]
	return ok && !strings.HasPrefix(n, "(*") && !k.isDevPtr(sym) && !k.isLocal(sym)
}

// usedOutside reports a reference to sym in the kernel's (or routine's)
// body outside [start, end), other than as the target of a plain '='.
func (k *kern) usedOutside(sym *cfront.Symbol, start, end int) bool {
	body := k.bodyNode()
	if body == nil {
		return true
	}
	found := false
	cfront.Inspect(body, func(n cfront.Node) bool {
		if found {
			return false
		}
		if sp := n.Span(); sp.Start.Offset >= start && sp.End.Offset <= end {
			return false
		}
		if a, ok := n.(*cfront.Assign); ok && a.Op == "=" {
			if id, ok := cfront.Unparen(a.X).(*cfront.Ident); ok && id.Sym == sym {
				cfront.Inspect(a.Y, func(m cfront.Node) bool {
					if id, ok := m.(*cfront.Ident); ok && id.Sym == sym {
						found = true
					}
					return !found
				})
				return false
			}
		}
		if id, ok := n.(*cfront.Ident); ok && id.Sym == sym {
			found = true
		}
		return !found
	})
	return found
}

// checkOneLaneWrites refuses the stores of a statement that one lane runs
// (it writes memory: guarded, effects.go) into variables the lanes share
// but accls keeps per lane, other than whole scalars, which guarded hands
// to the other lanes: an element or member of a gang's (or worker's)
// array or struct, or a store through a pointer into one (ptr_alias.go),
// when the variable is used outside the statement. The other lanes would
// go on with their own stale copies.
func (k *kern) checkOneLaneWrites(s cfront.Stmt) {
	r := s.Span()
	pt := k.ptrTargets()
	seen := map[*cfront.Symbol]bool{}
	check := func(sym *cfront.Symbol, at cfront.Node, via bool) {
		if sym == nil || seen[sym] || declaredIn(sym, r.Start.Offset, r.End.Offset) || !k.perLane(sym) {
			return
		}
		used, how := k.usedOutside, ""
		if via {
			used, how = k.usedOutsideVia, " through a pointer"
		}
		if !used(sym, r.Start.Offset, r.End.Offset) {
			return
		}
		seen[sym] = true
		k.g.limit(model.LimitLaneSharedSingleWrite, at.Span(), sym.Name, how)
	}
	store := func(lv cfront.Expr) {
		if id, ok := cfront.Unparen(lv).(*cfront.Ident); ok && id.Sym != nil {
			return // a whole variable: guarded passes it on (or refuses it)
		}
		check(plan.LvalueRoot(lv), lv, false)
		for _, sym := range pt.ThroughRoots(lv) {
			check(sym, lv, true)
		}
	}
	cfront.Inspect(s, func(n cfront.Node) bool {
		switch x := n.(type) {
		case *cfront.Assign:
			store(x.X)
		case *cfront.Postfix:
			store(x.X)
		case *cfront.Unary:
			if x.Op == "++" || x.Op == "--" {
				store(x.X)
			}
		case *cfront.Call:
			for _, a := range writableArgs(x) {
				direct := plan.PtrRoot(a)
				check(direct, a, false)
				for _, sym := range pt.ValRoots(a) {
					if sym != direct {
						check(sym, a, true)
					}
				}
			}
		}
		return true
	})
}

// writableArgs are the arguments of a call the callee may write through:
// all but those passed to a pointer-to-const parameter.
func writableArgs(x *cfront.Call) []cfront.Expr {
	var params []*cfront.Type
	if fn := x.Callee(); fn != nil && fn.Type != nil {
		params = fn.Type.Params
	}
	var out []cfront.Expr
	for i, a := range x.Args {
		if i < len(params) && params[i] != nil && params[i].Kind == cfront.Pointer && pointsToConst(params[i]) {
			continue
		}
		out = append(out, a)
	}
	return out
}
