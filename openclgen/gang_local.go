package openclgen

import (
	"fmt"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/plan"
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
// The plan is gang_local_plan.go's walk; this file declares and prints
// the __local copies and the barriers around their one-lane writes.
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
	targets *plan.PtrTargets
}

// laneBinding is a variable binding seen by the planning walk.
type laneBinding struct {
	key  glKey
	gang bool // private to the gang, not to a worker or lane
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
			note(plan.LvalueRoot(x.X))
			note(pt.ThroughRoots(x.X)...)
		case *cfront.Postfix:
			note(plan.LvalueRoot(x.X))
			note(pt.ThroughRoots(x.X)...)
		case *cfront.Unary:
			if x.Op == "++" || x.Op == "--" {
				note(plan.LvalueRoot(x.X))
				note(pt.ThroughRoots(x.X)...)
			}
		case *cfront.Call:
			for _, a := range x.Args {
				note(plan.PtrRoot(a))
				note(pt.ValRoots(a)...)
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
	lp := k.g.LoopOf[s]
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
					for _, sym := range pt.PointsInto(id.Sym, gl.syms) {
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
	lp := k.g.LoopOf[s]
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
