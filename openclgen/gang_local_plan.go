package openclgen

import (
	"fmt"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/plan"
)

// The planning walk of gang-private variables in __local memory
// (gang_local.go): which bindings the lanes of a worker or vector loop
// write and the gang uses outside that loop, and why the others that the
// lanes write stay private.

// glScope maps a variable to its binding in scope at a point of the walk.
type glScope map[*cfront.Symbol]laneBinding

// glPlanner is the state of one kernel's planning walk.
type glPlanner struct {
	k     *kern
	gl    *gangLocals
	lanes model.Levels
	// reds are the reduction variables of the construct and of its loops
	// in this kernel: they get their result on every lane after the
	// loop's tree and stay private (lane_shared.go refuses lane writes).
	reds  map[*cfront.Symbol]bool
	decls glScope // the declarations the walk has met
	// seen: every binding of a variable that the walk saw named. A store
	// through a pointer (ptr_alias.go) reaches the binding whose address
	// the pointer got, which may be another than the one in scope at the
	// store (a loop's private copy shadows it).
	seen map[*cfront.Symbol]map[glKey]laneBinding
	pt   *plan.PtrTargets
	// usedSeen: a walk read seen (via), so a second walk may see more
	usedSeen bool
}

// planGangLocals finds the gang-private variables that a lane of a
// worker or vector loop writes and the gang uses outside that loop.
func (k *kern) planGangLocals() {
	gl := &gangLocals{plan: map[glKey]bool{}, syms: map[*cfront.Symbol]bool{}, why: map[*cfront.Symbol]string{}, names: map[string]bool{},
		declared: map[glKey]string{}, read: map[*cfront.Symbol]bool{}}
	k.gl = gl
	lanes := k.lanes()
	if k.c == nil || lanes == 0 || k.l.body == nil {
		return
	}
	p := &glPlanner{k: k, gl: gl, lanes: lanes, reds: k.reductionVars(), decls: glScope{},
		seen: map[*cfront.Symbol]map[glKey]laneBinding{}, pt: k.ptrTargets()}
	p.refuseHeldAddresses()
	scope := k.gangScope()
	// twice: a pointer may get its address after a store through it (in a
	// sequential loop around both), and seen must hold every binding.
	// Only via reads seen; the rest of a second walk decides what the
	// first did, so without a store through a pointer or a call of a
	// routine with parallelism one walk is enough (issue 16).
	p.walk(k.l.body, 0, scope)
	if p.usedSeen {
		p.walk(k.l.body, 0, scope)
	}
}

// reductionVars are the reduction variables of the compute construct and
// of its loops inside this kernel's body.
func (k *kern) reductionVars() map[*cfront.Symbol]bool {
	span := k.l.body.Span()
	reds := map[*cfront.Symbol]bool{}
	for _, at := range k.c.Data {
		if at.Kind == model.AttrReduction {
			reds[at.Sym] = true
		}
	}
	for _, lp := range k.g.LoopsIn(k.c) {
		if r := lp.Stmt.Span(); r.Start.Offset >= span.Start.Offset && r.End.Offset <= span.End.Offset {
			for _, at := range lp.Reductions {
				reds[at.Sym] = true
			}
		}
	}
	return reds
}

// gangScope binds the kernel's gang-private variables: the construct's
// private variables and the scalars it passes by value.
func (k *kern) gangScope() glScope {
	scope := glScope{}
	for _, kv := range k.l.vars {
		if kv.kind == varPrivate || kv.kind == varByValue && !k.g.hostIVs[kv.sym] && kv.host == "" {
			scope[kv.sym] = laneBinding{glKey{kv.sym, nil}, true}
		}
	}
	return scope
}

// refuseHeldAddresses: a gang variable whose address a struct or an
// array holds cannot be __local: the pointers there are private ones
// (accls refuses the lanes' stores into it, lane_shared.go).
func (p *glPlanner) refuseHeldAddresses() {
	for holder, ts := range p.pt.Targets {
		if t := holder.Type; t != nil && t.Kind != cfront.Pointer {
			for sym := range ts {
				p.gl.why[sym] = fmt.Sprintf("a pointer to it is kept in '%s', and accls keeps the pointers in a struct or an array in private memory", holder.Name)
			}
		}
	}
}

// lookup is the binding of sym in scope or among the declarations met.
func (p *glPlanner) lookup(sym *cfront.Symbol, scope glScope) (laneBinding, bool) {
	if b, ok := scope[sym]; ok {
		return b, true
	}
	b, ok := p.decls[sym]
	return b, ok
}

// via are the bindings a store through a pointer into sym may reach: the
// one in scope and every one the walk saw named.
func (p *glPlanner) via(sym *cfront.Symbol, scope glScope) []laneBinding {
	p.usedSeen = true
	var out []laneBinding
	if b, ok := p.lookup(sym, scope); ok {
		out = append(out, b)
	}
	for _, b := range p.seen[sym] {
		out = append(out, b)
	}
	return out
}

// mark plans binding b in __local memory, or records why it cannot be.
func (p *glPlanner) mark(b laneBinding) {
	sym := b.key.sym
	if p.reds[sym] {
		p.gl.why[sym] = "it is a reduction variable"
		return
	}
	if why := plan.GangLocalType(sym.Type); why != "" {
		p.gl.why[sym] = why
		return
	}
	if p.gl.why[sym] == "" {
		p.gl.plan[b.key] = true
		p.gl.syms[sym] = true
	}
}

// walk visits n with part, the levels partitioned around it, and scope.
func (p *glPlanner) walk(n cfront.Node, part model.Levels, scope glScope) {
	cfront.Inspect(n, func(n cfront.Node) bool {
		switch x := n.(type) {
		case *cfront.DeclStmt:
			p.declare(x, part)
			return true
		case *cfront.ExprStmt:
			p.levelCallResult(x)
			return true
		case *cfront.Call:
			p.levelCallArgs(x, scope)
			return true
		case *cfront.Ident:
			p.see(x.Sym, scope)
			return true
		}
		st, ok := n.(cfront.Stmt)
		if !ok {
			return true
		}
		lp := p.k.g.LoopOf[st]
		if lp == nil {
			return true
		}
		if p.k.partitioned(lp) {
			p.partLoop(lp, part, scope)
			return false
		}
		return !p.privateLoop(st, lp, part, scope)
	})
}

// declare binds the automatic variables of a declaration: gang-private
// outside the lanes' loops.
func (p *glPlanner) declare(x *cfront.DeclStmt, part model.Levels) {
	for _, v := range x.Vars {
		if v.Sym == nil || v.Sym.Storage == cfront.StorageStatic || v.Sym.Storage == cfront.StorageExtern {
			continue
		}
		p.decls[v.Sym] = laneBinding{glKey{v.Sym, nil}, part&p.lanes == 0}
		if v.Init != nil && len(p.k.levelCalls(v.Init)) > 0 {
			p.gl.why[v.Sym] = "a routine with parallelism initializes it"
		}
	}
}

// levelCallResult: x = f(...) with a gang, worker or vector routine:
// every lane stores the result (routine_levels.go).
func (p *glPlanner) levelCallResult(x *cfront.ExprStmt) {
	if as, ok := cfront.Unparen(x.X).(*cfront.Assign); ok && p.k.levelCallOf(as.Y) != nil {
		if sym := plan.LvalueRoot(as.X); sym != nil {
			p.gl.why[sym] = "a routine with parallelism assigns it"
		}
	}
}

// levelCallArgs: a routine whose lanes share out loops, given a pointer
// to a gang-private variable (or a pointer that may point into one,
// ptr_alias.go), makes its lanes write that one copy.
func (p *glPlanner) levelCallArgs(x *cfront.Call, scope glScope) {
	if !p.k.g.isLevelCall(x) {
		return
	}
	for _, a := range x.Args {
		for _, sym := range p.pt.ValRoots(a) {
			for _, b := range p.via(sym, scope) {
				if b.gang {
					p.mark(b)
				}
			}
		}
	}
}

// see records the binding of sym in scope among those the walk saw.
func (p *glPlanner) see(sym *cfront.Symbol, scope glScope) {
	b, ok := p.lookup(sym, scope)
	if !ok {
		return
	}
	if p.seen[sym] == nil {
		p.seen[sym] = map[glKey]laneBinding{}
	}
	p.seen[sym][b.key] = b
}

// partLoop plans the gang bindings that the lanes of a partitioned loop
// nest write, then walks its body with the nest's private bindings.
func (p *glPlanner) partLoop(lp *model.Loop, part model.Levels, scope glScope) {
	nest := p.k.nestOf(lp)
	var lv model.Levels
	for _, x := range nest {
		lv |= x.Levels
	}
	inner := part | lv&(p.lanes|model.Gang)
	if lv&p.lanes != 0 {
		p.laneWrites(lp, nest, scope)
	}
	s2 := copyScope(scope)
	for _, x := range nest {
		for _, sym := range p.k.loopPrivates(x) {
			s2[sym] = laneBinding{glKey{sym, x}, inner&p.lanes == 0}
		}
	}
	p.walk(nest[len(nest)-1].For.Body, inner, s2)
}

// laneWrites marks the gang bindings that the lanes of nest write,
// directly or through a pointer, and the gang uses outside lp.
func (p *glPlanner) laneWrites(lp *model.Loop, nest []*model.Loop, scope glScope) {
	r := lp.Stmt.Span()
	for _, w := range p.k.nestWrites(nest) {
		if w.via {
			// a store through a pointer (ptr_alias.go)
			for _, b := range p.via(w.sym, scope) {
				if b.gang && !p.gl.plan[b.key] && p.k.usedOutsideVia(w.sym, r.Start.Offset, r.End.Offset) {
					p.mark(b)
				}
			}
			continue
		}
		b, ok := p.lookup(w.sym, scope)
		if ok && b.gang && !p.gl.plan[b.key] && p.k.usedOutside(w.sym, r.Start.Offset, r.End.Offset) {
			p.mark(b)
		}
	}
}

// privateLoop walks a loop that is not partitioned but has private
// variables with their bindings; it reports false for other loops.
func (p *glPlanner) privateLoop(st cfront.Stmt, lp *model.Loop, part model.Levels, scope glScope) bool {
	ps := p.k.loopPrivates(lp)
	if len(ps) == 0 {
		return false
	}
	s2 := copyScope(scope)
	for _, sym := range ps {
		s2[sym] = laneBinding{glKey{sym, lp}, part&p.lanes == 0}
	}
	for _, c := range cfront.Children(st) {
		p.walk(c, part, s2)
	}
	return true
}

func copyScope(m glScope) glScope {
	out := make(glScope, len(m))
	for s, b := range m {
		out[s] = b
	}
	return out
}
