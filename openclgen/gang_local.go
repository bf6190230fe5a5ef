package openclgen

import (
	"fmt"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// Gang-private variables in __local memory. A variable private to a gang
// — in a private clause of the compute construct (§2.5.13: "a copy ...
// for each gang") or of a gang loop (§2.9.10: one copy shared by all the
// vector lanes of all the workers of the gang), or declared in
// gang-redundant code (§2.2.2) — is one copy that the gang's workers and
// vector lanes share. A gang is a work-group, so when a lane of a worker
// or vector loop writes such a variable and the gang uses it outside
// that loop, the variable lives in __local memory: one copy per
// work-group, declared at the kernel's outermost scope (OpenCL C 1.2
// allows __local variables only there, with a size known at compile
// time). Other gang-level variables stay in each work-item's private
// memory, which is exact while the lanes compute them redundantly.
//
// Accesses then follow the rules of shared memory (effects.go,
// visibility.go): a write in gang-redundant or worker-single code runs
// on one lane, and a barrier separates it from the other lanes' reads
// (read after write) and from their earlier reads (write after read, the
// barrier before the write: each trip of a gang loop reuses the
// work-group's copy); the barrier at the end of a worker or vector loop
// makes the lanes' writes visible to the gang. A private copy starts
// uninitialized (§2.5.13); a declaration's initializer is one lane's
// write; a firstprivate variable (§2.5.14) gets its value from one lane
// at the kernel's start.

// gangLocalLimit is the most bytes of gang-private variables a kernel
// keeps in __local memory. OpenCL 1.2 devices have at least 32 KiB; the
// launch's reduction scratch takes up to 8 KiB more (1024 work-items).
const gangLocalLimit = 16 << 10

// glKey names one binding of a variable: the loop whose private clause
// makes the copy, or nil for a declaration in the kernel and for the
// compute construct's private and firstprivate variables.
type glKey struct {
	sym *cfront.Symbol
	lp  *model.Loop
}

// gangLocals is a kernel's plan of gang-private variables in __local
// memory and the state of its emission.
type gangLocals struct {
	plan map[glKey]bool
	syms map[*cfront.Symbol]bool // the variables of plan's bindings
	// why says why a gang-private variable that the lanes write stays
	// in private memory (lane_shared.go refuses the write).
	why      map[*cfront.Symbol]string
	names    map[string]bool // the kernel's spellings of its __local variables
	declared map[glKey]string
	decls    []string // at the kernel's outermost scope
	bytes    int64
	// read are the __local variables that lanes may have read since the
	// last barrier (noteLocalReads).
	read map[*cfront.Symbol]bool
	// targets: where the kernel's local pointers may point (ptr_alias.go).
	targets *ptrTargets
}

// laneBinding is a variable binding seen by the planning walk.
type laneBinding struct {
	key  glKey
	gang bool // private to the gang, not to a worker or lane
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
	span := k.l.body.Span()
	// A reduction variable gets its result on every lane after the loop's
	// tree; it stays private (lane_shared.go refuses lane writes to it).
	reds := map[*cfront.Symbol]bool{}
	for _, at := range k.c.Data {
		if at.Kind == model.AttrReduction {
			reds[at.Sym] = true
		}
	}
	for _, lp := range k.g.m.Loops {
		if r := lp.Stmt.Span(); lp.Compute == k.c && r.Start.Offset >= span.Start.Offset && r.End.Offset <= span.End.Offset {
			for _, at := range lp.Reductions {
				reds[at.Sym] = true
			}
		}
	}
	scope := map[*cfront.Symbol]laneBinding{}
	for _, kv := range k.l.vars {
		if kv.kind == varPrivate || kv.kind == varByValue && !k.g.hostIVs[kv.sym] && kv.host == "" {
			scope[kv.sym] = laneBinding{glKey{kv.sym, nil}, true}
		}
	}
	decls := map[*cfront.Symbol]laneBinding{}
	lookup := func(sym *cfront.Symbol, scope map[*cfront.Symbol]laneBinding) (laneBinding, bool) {
		if b, ok := scope[sym]; ok {
			return b, true
		}
		b, ok := decls[sym]
		return b, ok
	}
	// A store through a pointer (ptr_alias.go) reaches the binding whose
	// address the pointer got, which may be another than the one in scope
	// at the store (a loop's private copy shadows it): every binding of
	// the variable that the walk saw named counts.
	pt := k.ptrTargets()
	seen := map[*cfront.Symbol]map[glKey]laneBinding{}
	via := func(sym *cfront.Symbol, scope map[*cfront.Symbol]laneBinding) []laneBinding {
		var out []laneBinding
		if b, ok := lookup(sym, scope); ok {
			out = append(out, b)
		}
		for _, b := range seen[sym] {
			out = append(out, b)
		}
		return out
	}
	// A gang variable whose address a struct or an array holds cannot be
	// __local: the pointers there are private ones (accls refuses the
	// lanes' stores into it, lane_shared.go).
	for holder, ts := range pt.m {
		if t := holder.Type; t != nil && t.Kind != cfront.Pointer {
			for sym := range ts {
				gl.why[sym] = fmt.Sprintf("a pointer to it is kept in '%s', and accls keeps the pointers in a struct or an array in private memory", holder.Name)
			}
		}
	}
	mark := func(b laneBinding, at cfront.Node) {
		sym := b.key.sym
		switch {
		case reds[sym]:
			gl.why[sym] = "it is a reduction variable"
		default:
			if why := gangLocalType(sym.Type); why != "" {
				gl.why[sym] = why
				return
			}
			if gl.why[sym] == "" {
				gl.plan[b.key] = true
				gl.syms[sym] = true
			}
		}
	}
	var walk func(n cfront.Node, part model.Levels, scope map[*cfront.Symbol]laneBinding)
	walk = func(n cfront.Node, part model.Levels, scope map[*cfront.Symbol]laneBinding) {
		cfront.Inspect(n, func(n cfront.Node) bool {
			switch x := n.(type) {
			case *cfront.DeclStmt:
				for _, v := range x.Vars {
					if v.Sym == nil || v.Sym.Storage == cfront.StorageStatic || v.Sym.Storage == cfront.StorageExtern {
						continue
					}
					decls[v.Sym] = laneBinding{glKey{v.Sym, nil}, part&lanes == 0}
					if v.Init != nil && len(k.levelCalls(v.Init)) > 0 {
						gl.why[v.Sym] = "a routine with parallelism initializes it"
					}
				}
				return true
			case *cfront.ExprStmt:
				// x = f(...) with a gang, worker or vector routine: every lane
				// stores the result (routine_levels.go).
				if as, ok := cfront.Unparen(x.X).(*cfront.Assign); ok && k.levelCallOf(as.Y) != nil {
					if sym := lvalueRoot(as.X); sym != nil {
						gl.why[sym] = "a routine with parallelism assigns it"
					}
				}
				return true
			case *cfront.Call:
				// A routine whose lanes share out loops, given a pointer to a
				// gang-private variable (or a pointer that may point into one,
				// ptr_alias.go), makes its lanes write that one copy.
				if k.g.isLevelCall(x) {
					for _, a := range x.Args {
						for _, sym := range pt.valRoots(a) {
							for _, b := range via(sym, scope) {
								if b.gang {
									mark(b, a)
								}
							}
						}
					}
				}
				return true
			case *cfront.Ident:
				if b, ok := lookup(x.Sym, scope); ok {
					if seen[x.Sym] == nil {
						seen[x.Sym] = map[glKey]laneBinding{}
					}
					seen[x.Sym][b.key] = b
				}
				return true
			}
			st, ok := n.(cfront.Stmt)
			if !ok {
				return true
			}
			lp := k.g.loopOf[st]
			if lp == nil {
				return true
			}
			if k.partitioned(lp) {
				nest := k.nestOf(lp)
				var lv model.Levels
				for _, x := range nest {
					lv |= x.Levels
				}
				inner := part | lv&(lanes|model.Gang)
				if lv&lanes != 0 {
					r := lp.Stmt.Span()
					for _, w := range k.nestWrites(nest) {
						if w.via {
							// a store through a pointer (ptr_alias.go)
							for _, b := range via(w.sym, scope) {
								if b.gang && !gl.plan[b.key] && k.usedOutsideVia(w.sym, r.Start.Offset, r.End.Offset) {
									mark(b, w.at)
								}
							}
							continue
						}
						b, ok := lookup(w.sym, scope)
						if ok && b.gang && !gl.plan[b.key] && k.usedOutside(w.sym, r.Start.Offset, r.End.Offset) {
							mark(b, w.at)
						}
					}
				}
				s2 := copyScope(scope)
				for _, x := range nest {
					for _, sym := range k.loopPrivates(x) {
						s2[sym] = laneBinding{glKey{sym, x}, inner&lanes == 0}
					}
				}
				walk(nest[len(nest)-1].For.Body, inner, s2)
				return false
			}
			if ps := k.loopPrivates(lp); len(ps) > 0 {
				s2 := copyScope(scope)
				for _, sym := range ps {
					s2[sym] = laneBinding{glKey{sym, lp}, part&lanes == 0}
				}
				for _, c := range cfront.Children(st) {
					walk(c, part, s2)
				}
				return false
			}
			return true
		})
	}
	// twice: a pointer may get its address after a store through it (in a
	// sequential loop around both), and seen must hold every binding
	walk(k.l.body, 0, scope)
	walk(k.l.body, 0, scope)
}

func copyScope(m map[*cfront.Symbol]laneBinding) map[*cfront.Symbol]laneBinding {
	out := make(map[*cfront.Symbol]laneBinding, len(m))
	for s, b := range m {
		out[s] = b
	}
	return out
}

// gangLocalType says why a variable of type t cannot live in __local
// memory, "" when it can.
func gangLocalType(t *cfront.Type) string {
	switch {
	case t == nil:
		return "its type is unknown"
	case t.Kind == cfront.Pointer:
		return "it is a pointer"
	case t.Size <= 0 || t.VLA || t.Kind == cfront.Array && t.Len < 0:
		return "its size is not a constant (OpenCL C declares __local memory with a size known when the kernel is compiled)"
	case hasPtrMember(t):
		return "it is a struct with pointer members"
	}
	for e := t; e != nil && e.Kind == cfront.Array; e = e.Elem {
		if e.VLA || e.Len < 0 {
			return "its size is not a constant (OpenCL C declares __local memory with a size known when the kernel is compiled)"
		}
	}
	return ""
}

// isLocal reports a variable whose binding here lives in __local memory.
func (k *kern) isLocal(sym *cfront.Symbol) bool {
	if k.gl == nil || sym == nil {
		return false
	}
	n, ok := k.names[sym]
	return ok && k.gl.names[n]
}

// gangLocalVar declares the __local copy of a binding the plan names,
// once per kernel, and returns its name.
func (k *kern) gangLocalVar(key glKey, at source.Range) (string, bool) {
	gl := k.gl
	if gl == nil || !gl.plan[key] {
		return "", false
	}
	if n, ok := gl.declared[key]; ok {
		return n, true
	}
	sym := key.sym
	if !k.g.typeOK(sym.Type, at) {
		return "", false
	}
	name := k.g.fresh("gl") + "_" + sym.Name
	gl.bytes += sym.Type.Size
	if gl.bytes > gangLocalLimit {
		k.g.limit(model.LimitGangLocalSize, at, sym.Name, gl.bytes, gangLocalLimit)
	}
	gl.declared[key] = name
	gl.names[name] = true
	gl.decls = append(gl.decls, "__local "+k.g.declare(sym.Type, name)+";")
	return name, true
}

// gangLocalDecl prints a declaration of a gang-private variable kept in
// __local memory: its initializer is one lane's write. It reports false
// for the other declarations.
func (k *kern) gangLocalDecl(v *cfront.VarDecl) bool {
	key := glKey{v.Sym, nil}
	if k.gl == nil || !k.gl.plan[key] {
		return false
	}
	name, ok := k.gangLocalVar(key, v.Range)
	if !ok {
		return true
	}
	k.names[v.Sym] = name
	switch v.Init.(type) {
	case nil:
	case *cfront.InitList:
		// The lane builds the value in its private memory and copies its
		// bytes (an array cannot be assigned).
		tmp, b := k.g.fresh("init"), k.g.fresh("b")
		k.oneLaneLocalWrite(v.Sym, fmt.Sprintf("{ %s = %s; for (uint %s = 0; %s < sizeof(%s); %s++) ((__local uchar *)&%s)[%s] = ((uchar *)&%s)[%s]; }",
			k.g.declare(v.Sym.Type, tmp), k.expr(v.Init), b, b, tmp, b, name, b, tmp, b), v.Init)
	default:
		k.oneLaneLocalWrite(v.Sym, fmt.Sprintf("%s = %s;", name, k.expr(v.Init)), v.Init)
	}
	return true
}

// gangLocalPrivate is the __local copy of a loop's private variable, for
// declarePrivates (loops.go).
func (k *kern) gangLocalPrivate(sym *cfront.Symbol, lp *model.Loop) (string, bool) {
	at := lp.Stmt.Span()
	for _, a := range lp.Private {
		if a.Sym == sym {
			at = a.Range
		}
	}
	return k.gangLocalVar(glKey{sym, lp}, at)
}

// gangLocalConstruct declares the __local copy of the compute construct's
// private or firstprivate variable kv (kern.emit); param is the kernel
// parameter holding a firstprivate's value ("" for private).
func (k *kern) gangLocalConstruct(kv *kvar, param string) bool {
	name, ok := k.gangLocalVar(glKey{kv.sym, nil}, k.c.DirRange)
	if !ok {
		return false
	}
	k.names[kv.sym] = name
	if param != "" {
		k.prologue = append(k.prologue, fmt.Sprintf("if (%s) %s = %s;", k.laneGuard(), name, param),
			"barrier(CLK_LOCAL_MEM_FENCE);")
	}
	return true
}

// oneLaneLocalWrite prints stmt, a write of the __local variable sym, on
// one lane of each level not partitioned here.
func (k *kern) oneLaneLocalWrite(sym *cfront.Symbol, stmt string, at cfront.Node) {
	cond := k.guard()
	if k.single || cond == "" {
		k.line("%s", stmt)
		return
	}
	k.barrierBeforeLocalWrite(map[*cfront.Symbol]bool{sym: true}, at)
	k.line("if (%s) %s", cond, stmt)
	k.dirty = true
	k.barrierAfterLocalWrite(at)
}

// barrierBeforeLocalWrite separates a one-lane write of __local
// variables in code that every lane runs (gang-redundant, worker-single)
// from the other lanes' reads of them since the last barrier: without it
// the lane may overwrite a value another lane has yet to read (on a GPU
// the lanes of a work-group are in step only within a warp or
// wavefront), and each trip of a gang loop reuses the work-group's copy.
// Inside a worker or vector loop the lanes that run a statement without
// performing its writes keep nothing that reaches memory, so no barrier
// is needed there (nor possible).
func (k *kern) barrierBeforeLocalWrite(written map[*cfront.Symbol]bool, at cfront.Node) {
	if k.gl == nil || !k.uniform || k.single {
		return
	}
	for sym := range written {
		if k.gl.read[sym] {
			k.barrier("overwriting a gang-private variable that other lanes may read", at)
			return
		}
	}
}

// writtenLocals are the __local variables s stores into.
func (k *kern) writtenLocals(s cfront.Node) map[*cfront.Symbol]bool {
	out := map[*cfront.Symbol]bool{}
	if k.gl == nil || len(k.gl.names) == 0 {
		return out
	}
	note := func(syms ...*cfront.Symbol) {
		for _, sym := range syms {
			if k.isLocal(sym) {
				out[sym] = true
			}
		}
	}
	pt := k.ptrTargets() // stores through pointers (ptr_alias.go)
	cfront.Inspect(s, func(n cfront.Node) bool {
		switch x := n.(type) {
		case *cfront.Assign:
			note(lvalueRoot(x.X))
			note(pt.throughRoots(x.X)...)
		case *cfront.Postfix:
			note(lvalueRoot(x.X))
			note(pt.throughRoots(x.X)...)
		case *cfront.Unary:
			if x.Op == "++" || x.Op == "--" {
				note(lvalueRoot(x.X))
				note(pt.throughRoots(x.X)...)
			}
		case *cfront.Call:
			for _, a := range x.Args {
				note(ptrRoot(a))
				note(pt.valRoots(a)...)
			}
		}
		return true
	})
	return out
}

// guardedLocal wraps guarded (effects.go): the barriers around a
// one-lane write of __local variables.
func (k *kern) guardedLocal(s cfront.Stmt, emit func()) {
	k.checkOneLaneWrites(s) // lane_shared.go
	w := k.writtenLocals(s)
	k.barrierBeforeLocalWrite(w, s)
	emit()
	if len(w) > 0 {
		k.barrierAfterLocalWrite(s)
	}
}

// barrierAfterLocalWrite shows a one-lane write of a __local variable to
// the other lanes at once, in code that every lane runs. The lazy barrier
// before the next reading statement (visibility.go) would do on a GPU,
// but PoCL 3.1 (the CPU device the tests run on) lost stores and private
// values when such a write and a loop holding barriers (a sequential loop
// around a vector loop, the next trip of a worker loop) met without a
// barrier between them.
func (k *kern) barrierAfterLocalWrite(at cfront.Node) {
	if k.uniform && !k.single {
		k.barrier("making a gang-private variable visible to the gang's lanes", at)
	}
}

// noteLocalReads records the __local variables that the lanes read in s
// itself (its head; all of a sequential loop, whose next trip follows the
// statements after it). Deferred around the printing of s: a loop's reads
// count from its start, the others' once s is printed (a one-lane
// statement's own reads precede its write on that lane and are not
// counted).
func (k *kern) noteLocalReads(s cfront.Stmt) func() {
	gl := k.gl
	none := func() {}
	if gl == nil || len(gl.syms) == 0 || k.single {
		return none
	}
	lp := k.g.loopOf[s]
	if lp != nil && k.partitioned(lp) && lp.Levels&k.lanes() != 0 {
		return none // its barriers end the reads
	}
	pt := k.ptrTargets()
	note := func(parts ...cfront.Node) {
		for _, p := range parts {
			cfront.Inspect(p, func(n cfront.Node) bool {
				// a loop's variables may be declared inside it: planned ones
				if id, ok := n.(*cfront.Ident); ok && gl.syms[id.Sym] {
					gl.read[id.Sym] = true
				} else if ok {
					// a read through a pointer into them (ptr_alias.go)
					for _, sym := range pt.pointsInto(id.Sym, gl.syms) {
						gl.read[sym] = true
					}
				}
				return true
			})
		}
	}
	switch s.(type) {
	case *cfront.For, *cfront.While, *cfront.DoWhile: // a gang loop too
		note(s)
		return none
	}
	if k.guard() != "" && !k.hasPartLoop(s) && k.writesMemory(s) {
		return none // one lane runs it
	}
	var head []cfront.Node
	for _, e := range stmtHead(s) {
		if e != nil {
			head = append(head, e)
		}
	}
	return func() { note(head...) }
}

// syncLoopBounds places a barrier before a partitioned loop whose bounds
// read memory that one lane has just written: every lane computes the
// trip count before the barrier that starts the loop.
func (k *kern) syncLoopBounds(s cfront.Stmt) {
	lp := k.g.loopOf[s]
	if !k.dirty || k.single || k.guard() == "" || lp == nil || !k.partitioned(lp) {
		return
	}
	for _, x := range k.nestOf(lp) {
		if k.exprReadsMemory(x.Init) || k.exprReadsMemory(x.Bound) {
			k.barrier("reading memory that one lane has just written", s)
			return
		}
	}
}

// localDecls are the kernel's __local declarations.
func (k *kern) localDecls() []string {
	if k.gl == nil {
		return nil
	}
	return k.gl.decls
}

// lvalueRoot is the local variable an lvalue stores into (x, x[i], x.m,
// x[i].m[j] through arrays and members), nil for memory reached through
// a pointer and for globals.
func lvalueRoot(e cfront.Expr) *cfront.Symbol {
	for {
		switch x := cfront.Unparen(e).(type) {
		case *cfront.Ident:
			s := x.Sym
			if s == nil || s.Kind != cfront.SymVar || s.Global || s.Type == nil || s.Type.Kind == cfront.Pointer {
				return nil
			}
			return s
		case *cfront.Index:
			// x.X has decayed to a pointer: go on through arrays only
			switch b := cfront.Unparen(x.X).(type) {
			case *cfront.Ident:
				if b.Sym == nil || b.Sym.Type == nil || b.Sym.Type.Kind != cfront.Array {
					return nil
				}
			case *cfront.Index, *cfront.Member:
			default:
				return nil
			}
			e = x.X
		case *cfront.Member:
			if x.Arrow {
				return nil
			}
			e = x.X
		default:
			return nil
		}
	}
}

// ptrRoot is the local variable a pointer argument points into: an array
// (t, t + 1, t[i] of an array of arrays), &x, &x[i], &s.m.
func ptrRoot(e cfront.Expr) *cfront.Symbol {
	switch x := cfront.Unparen(e).(type) {
	case *cfront.Ident:
		if x.Sym != nil && x.Sym.Type != nil && x.Sym.Type.Kind == cfront.Array {
			return lvalueRoot(x)
		}
	case *cfront.Unary:
		if x.Op == "&" {
			return lvalueRoot(x.X)
		}
	case *cfront.Cast:
		return ptrRoot(x.X)
	case *cfront.Binary:
		if x.Op == "+" || x.Op == "-" {
			if s := ptrRoot(x.X); s != nil {
				return s
			}
			if x.Op == "+" {
				return ptrRoot(x.Y)
			}
		}
	case *cfront.Index:
		if t := x.Type(); t != nil && t.Kind == cfront.Array {
			return lvalueRoot(x)
		}
	case *cfront.Member:
		if t := x.Type(); t != nil && t.Kind == cfront.Array {
			return lvalueRoot(x)
		}
	}
	return nil
}
