package openclgen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
)

// Routines with gang, worker or vector parallelism (OpenACC 3.3
// §2.15.1). A call of such a routine is made by every work-item of the
// group together: a vector routine from vector-single code, a worker
// routine from worker-single code, a gang routine from gang-redundant
// code (the analysis checks the places, §2.15.1). The routine's body is
// printed with the kernel machinery in the caller's mode: its partitioned
// loops share out the lanes of the levels it may use (their reductions
// combine through the launch's __local scratch, which the routine takes
// as a parameter), its other statements run redundantly on every lane
// (private values) or on one lane of each level not partitioned (memory
// writes), and the barriers around its lane loops are reached by every
// work-item of the group. Which lanes are partitioned at the call and
// which levels the launch has decide the guards, so the routine is
// emitted once per such context (levelCtx). A call from a worker loop
// whose workers run a uniform number of trips (loops.go) passes the
// active-worker flag, so inactive workers reach the barriers and do
// nothing else.

// predParam is the active-worker flag of a routine called from a uniform
// worker loop.
const predParam = "__acc_active"

// levelCtx is what a gang, worker or vector routine's copy depends on:
// the levels the launch has, the lanes partitioned at the call, whether
// the call passes the active-worker flag, and whether every work-item of
// the group reaches it (a routine that shares out no lanes may be called
// where they do not).
type levelCtx struct {
	gang, worker, vector bool
	part                 model.Levels
	pred, divergent      bool
}

// ctx is the context of a call made here.
func (k *kern) ctx() levelCtx {
	return levelCtx{gang: k.gang, worker: k.worker, vector: k.vector, part: k.part & k.lanes(), pred: k.pred != "", divergent: !k.uniform}
}

// tag spells the context in a copy's name.
func (c levelCtx) tag() string {
	bits := 0
	for i, on := range []bool{c.gang, c.worker, c.vector, c.part&model.Worker != 0, c.part&model.Vector != 0, c.pred, c.divergent} {
		if on {
			bits |= 1 << i
		}
	}
	return "m" + strconv.Itoa(bits)
}

// lanes are the levels of the launch's work-group dimensions.
func (k *kern) lanes() model.Levels {
	var l model.Levels
	if k.worker {
		l |= model.Worker
	}
	if k.vector {
		l |= model.Vector
	}
	return l
}

// routinePartitioned reports a loop of a gang, worker or vector
// routine's body whose iterations its lanes share out; a seq routine runs
// its loops on the calling work-item.
func (k *kern) routinePartitioned(lp *model.Loop) bool {
	return k.level != 0 && lp.Partitioned()
}

// isLevelCall reports a call of a gang, worker or vector routine.
func (g *gen) isLevelCall(x *cfront.Call) bool {
	fn := x.Callee()
	if fn == nil {
		return false
	}
	r := g.M.Routines[fn]
	return r != nil && !isSeq(r.Level)
}

// addRoutineLevels gives the launch the levels of the routines its body
// calls. A serial construct has one lane of each. (In a kernels region
// the plan runs a statement that calls a gang routine on one gang:
// newKern.)
func (k *kern) addRoutineLevels() {
	if k.c.ComputeKind() == model.KindSerial {
		return
	}
	lv := k.g.M.CalledLevels(k.l.body) // the routines' loops (analysis)
	if lv&model.Gang != 0 {
		k.gang = true
	}
	k.worker = k.worker || lv&model.Worker != 0
	k.vector = k.vector || lv&model.Vector != 0
}

// levelCalls are the calls of gang, worker and vector routines in e.
func (k *kern) levelCalls(e cfront.Expr) []*cfront.Call {
	var out []*cfront.Call
	if e == nil || len(k.g.M.Routines) == 0 {
		return nil // isLevelCall holds of routines alone
	}
	cfront.Inspect(e, func(n cfront.Node) bool {
		if x, ok := n.(*cfront.Call); ok && k.g.isLevelCall(x) {
			out = append(out, x)
		}
		return true
	})
	return out
}

// stmtExprs are the expressions of s itself (not of the statements
// inside it).
func stmtExprs(s cfront.Stmt) []cfront.Expr {
	if r, ok := s.(*cfront.Return); ok {
		return []cfront.Expr{r.X}
	}
	return stmtHead(s) // visibility.go
}

// levelStmt prints a statement that calls a gang, worker or vector
// routine, and the return of such a routine's body; it reports false for
// the other statements.
func (k *kern) levelStmt(s cfront.Stmt) bool {
	if ret, ok := s.(*cfront.Return); ok && k.level != 0 {
		k.levelReturn(ret)
		return true
	}
	var calls []*cfront.Call
	for _, e := range stmtExprs(s) {
		calls = append(calls, k.levelCalls(e)...)
	}
	if len(calls) == 0 {
		return false
	}
	switch x := s.(type) {
	case *cfront.ExprStmt:
		k.levelExprStmt(x, calls[0])
	case *cfront.DeclStmt:
		k.levelDecl(x)
	default:
		k.g.limit(model.LimitParallelRoutineCallInHead, calls[0].Range,
			k.g.M.Routines[calls[0].Callee()].Level, calls[0].Callee().Name)
	}
	return true
}

// inExpression reports a call of a gang, worker or vector routine in a
// place other than the forms levelStmt translates.
func (k *kern) inExpression(x *cfront.Call) {
	n := x.Callee().Name
	k.g.limit(model.LimitParallelRoutineCallInExpression, x.Range,
		k.g.M.Routines[x.Callee()].Level, n, n, n, n)
}

// levelCallOf is e when it is (after parentheses) a call of a gang,
// worker or vector routine.
func (k *kern) levelCallOf(e cfront.Expr) *cfront.Call {
	if x, ok := cfront.Unparen(e).(*cfront.Call); ok && k.g.isLevelCall(x) {
		return x
	}
	return nil
}

// levelExprStmt prints f(...); and x op= f(...);: every lane makes the
// call, and an assignment to memory runs on one lane.
func (k *kern) levelExprStmt(s *cfront.ExprStmt, first *cfront.Call) {
	e := cfront.Unparen(s.X)
	if c, ok := e.(*cfront.Cast); ok && c.Type() != nil && c.Type().Kind == cfront.Void {
		e = c.X
	}
	if x := k.levelCallOf(e); x != nil {
		if txt, _, ok := k.levelCallText(x); ok {
			k.line("%s;", txt)
		}
		return
	}
	as, ok := e.(*cfront.Assign)
	if !ok || k.levelCallOf(as.Y) == nil || len(k.levelCalls(as.X)) > 0 {
		k.inExpression(first)
		return
	}
	if hasSideEffects(as.X) {
		k.g.limit(model.LimitParallelRoutineCallTargetEffects, as.X.Span())
		return
	}
	txt, rt, ok := k.levelCallText(k.levelCallOf(as.Y))
	if !ok {
		return
	}
	tmp := k.g.fresh("res")
	k.line("%s = %s;", k.g.declare(rt, tmp), txt)
	assign := fmt.Sprintf("%s %s %s;", k.expr(as.X), as.Op, tmp)
	switch {
	case k.isMemory(as.X) && k.guard() != "":
		k.line("if (%s) %s", k.guard(), assign)
	case k.pred != "":
		k.line("if (%s) %s", k.pred, assign)
	default:
		k.line("%s", assign)
	}
}

// levelDecl prints a declaration whose initializer calls a gang, worker
// or vector routine: T x = f(...); every lane makes the call and keeps
// the result in its own x.
func (k *kern) levelDecl(s *cfront.DeclStmt) {
	for _, v := range s.Vars {
		calls := k.levelCalls(v.Init)
		if len(calls) == 0 {
			k.stmt(&cfront.DeclStmt{Range: v.Range, Vars: []*cfront.VarDecl{v}})
			continue
		}
		x := k.levelCallOf(v.Init)
		if x == nil {
			k.inExpression(calls[0])
			continue
		}
		txt, _, ok := k.levelCallText(x)
		if !ok {
			continue
		}
		k.decl(&cfront.VarDecl{Range: v.Range, Sym: v.Sym})
		if n, ok := k.names[v.Sym]; ok {
			k.line("%s = %s;", n, txt)
		}
	}
}

// levelReturn prints the return of a gang, worker or vector routine: only
// as the last statement of its body, which every lane reaches together
// (a lane leaving earlier would miss the group's barriers).
func (k *kern) levelReturn(s *cfront.Return) {
	body := k.routine.Def.Body
	if k.single || len(body.Items) == 0 || body.Items[len(body.Items)-1] != cfront.Stmt(s) {
		k.g.limit(model.LimitParallelRoutineEarlyReturn, s.Range, k.level, k.routine.Name)
		return
	}
	if s.X == nil {
		k.line("return;")
		return
	}
	if x := k.levelCallOf(s.X); x != nil {
		if txt, _, ok := k.levelCallText(x); ok {
			k.line("return %s;", txt)
		}
		return
	}
	if calls := k.levelCalls(s.X); len(calls) > 0 {
		k.inExpression(calls[0])
		return
	}
	if k.exprWritesMemory(s.X) {
		k.g.limit(model.LimitParallelRoutineReturnWrites, s.X.Span(), k.level, k.routine.Name)
		return
	}
	k.line("return %s;", k.expr(s.X))
}

// levelCallText is the call of a gang, worker or vector routine that
// every work-item of the group makes here, with the routine's copy for
// this context; rt is the called function's result type.
func (k *kern) levelCallText(x *cfront.Call) (call string, rt *cfront.Type, ok bool) {
	g := k.g
	fn := x.Callee()
	t, ok := g.deviceTarget(fn, x.Range)
	if !ok {
		return "", nil, false
	}
	lv := g.M.Routines[fn].Level
	if k.single {
		g.limit(model.LimitParallelRoutineCallSingle, x.Range, lv, fn.Name)
		return "", nil, false
	}
	if !k.uniform && g.M.RoutineLevels(t.fn)&k.lanes() != 0 {
		g.limit(model.LimitParallelRoutineCallDivergent, x.Range, lv, fn.Name)
		return "", nil, false
	}
	if fn.Type != nil {
		rt = fn.Type.Result
	}
	args, ok := k.levelArgs(fn, x)
	if !ok {
		return "", nil, false
	}
	if t.extern {
		call, ok := k.externLevelCall(t.fn, x, args) // routine_extern_levels.go
		return call, rt, ok
	}
	spaces, ok := k.routineArgSpaces(t.fn, x)
	if !ok {
		return "", nil, false
	}
	ctx := k.ctx()
	if ctx.worker || ctx.vector {
		for i, p := range t.fn.Def.Params {
			if p.Type != nil && p.Type.Kind == cfront.Pointer && spaces[i] == "" {
				g.limit(model.LimitParallelRoutinePrivatePointer, x.Args[i].Span(), lv, fn.Name)
				return "", nil, false
			}
		}
	}
	rc := g.routineClone(t.fn, spaces, &ctx, x.Range)
	if rc == nil {
		return "", nil, false
	}
	if rc.pred {
		args = append(args, k.pred)
	}
	if rc.scratch {
		k.scratch = true
		if rc.scratchSlots > k.scratchSlots {
			k.scratchSlots = rc.scratchSlots
		}
		for _, n := range rc.xscratch {
			k.xscratch = addName(k.xscratch, n)
		}
		args = append(args, "__acc_scratch")
	}
	return fmt.Sprintf("%s(%s)", rc.name, strings.Join(append(append(rc.heapArgs(), k.routineGlobalArgs(t.fn, x)...), args...), ", ")), rt, true
}

// routineGangReductions refuses reductions on the gang loops of a gang
// routine: each gang would end the loop with its own partial value, and
// gangs cannot combine values before the kernel ends.
func (g *gen) routineGangReductions(fn *cfront.Symbol, rk *kern) {
	if !rk.gang {
		return
	}
	for _, lp := range g.M.Loops {
		if lp.Compute == nil && lp.Func != nil && lp.Func.Sym == fn && rk.partitioned(lp) && lp.Levels&model.Gang != 0 && len(lp.Reductions) > 0 {
			g.limit(model.LimitGangRoutineGangReduction, lp.Reductions[0].Range, fn.Name)
		}
	}
}
