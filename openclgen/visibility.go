package openclgen

import (
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
)

// In worker-single and vector-single code (§1.2, §2.2.2) a statement that
// writes memory runs on one lane (guarded), and the statements after it
// run on every lane: a lane reading what the guarded statement stored
// needs a barrier in between, or on a GPU it reads the old value (the
// lanes of a work-group are not in lockstep beyond a warp or wavefront).
// k.dirty says a guarded store may not be visible yet; the barriers
// around partitioned loops clear it, and syncReads places one before the
// next statement that reads memory on every lane.

// syncReads emits a barrier before s when s reads memory on every lane
// after a guarded store.
func (k *kern) syncReads(s cfront.Stmt) {
	if !k.dirty || k.single || k.guard() == "" {
		return
	}
	if k.syncBeforeLoop(s) {
		return
	}
	if lp := k.g.LoopOf[s]; lp != nil && k.partitioned(lp) {
		return // the loop starts with a barrier
	}
	if _, ok := s.(*cfront.Compound); ok {
		return // its statements are checked one by one
	}
	part := k.hasPartLoop(s)
	if !part && k.writesMemory(s) {
		return // guarded too: it runs on the lane that stored
	}
	var reads bool
	if part {
		// Only the head runs here; the body's statements come through
		// stmt one by one.
		for _, e := range stmtHead(s) {
			reads = reads || k.exprReadsMemory(e)
		}
	} else {
		cfront.Inspect(s, func(n cfront.Node) bool {
			if e, ok := n.(cfront.Expr); ok {
				reads = reads || k.exprReadsMemory(e)
				return false
			}
			return !reads
		})
	}
	if reads {
		k.barrier("reading memory that one lane has just written", s)
	}
}

// stmtHead are the expressions a control statement evaluates itself.
func stmtHead(s cfront.Stmt) []cfront.Expr {
	switch x := s.(type) {
	case *cfront.If:
		return []cfront.Expr{x.Cond}
	case *cfront.For:
		var out []cfront.Expr
		switch in := x.Init.(type) {
		case *cfront.ExprStmt:
			out = append(out, in.X)
		case *cfront.DeclStmt:
			for _, v := range in.Vars {
				out = append(out, v.Init)
			}
		}
		return append(out, x.Cond, x.Post)
	case *cfront.While:
		return []cfront.Expr{x.Cond}
	case *cfront.DoWhile:
		return []cfront.Expr{x.Cond}
	case *cfront.Switch:
		return []cfront.Expr{x.Tag}
	case *cfront.ExprStmt:
		return []cfront.Expr{x.X}
	case *cfront.DeclStmt:
		var out []cfront.Expr
		for _, v := range x.Vars {
			out = append(out, v.Init)
		}
		return out
	}
	return nil
}

// exprReadsMemory reports a read of memory other lanes may write: an
// element, member or dereference outside the work-item's own variables,
// a variable kept in device memory, or a call that may read such memory.
func (k *kern) exprReadsMemory(e cfront.Expr) bool {
	if e == nil {
		return false
	}
	found := false
	cfront.Inspect(e, func(n cfront.Node) bool {
		if found {
			return false
		}
		switch x := n.(type) {
		case *cfront.Ident:
			found = x.Sym != nil && (strings.HasPrefix(k.names[x.Sym], "(*") || k.isLocal(x.Sym))
		case *cfront.Index, *cfront.Member:
			found = !k.baseIsPrivate(x.(cfront.Expr))
		case *cfront.Unary:
			found = x.Op == "*" && !k.baseIsPrivate(x)
		case *cfront.Call:
			if fn := x.Callee(); fn == nil || (mathFuncs[fn.Name] == "" && !pureCalls[fn.Name]) {
				found = true
			}
		}
		return !found
	})
	return found
}

// loopBody prints the body of a sequential loop that holds a partitioned
// loop (so every lane runs it). When the body stores from one lane, the
// next trip's reads need a barrier too: at the body's end for the head,
// and before the first reading statement of the body.
func (k *kern) loopBody(loop cfront.Stmt, body cfront.Stmt) {
	sync := !k.single && k.guard() != "" && k.hasPartLoop(body) && k.writesMemory(body)
	if !sync {
		k.block(body)
		return
	}
	headReads := false
	for _, e := range stmtHead(loop) {
		headReads = headReads || k.exprReadsMemory(e)
	}
	if headReads && hasOwnContinue(body) {
		k.g.limit(model.LimitLoopHeadSingleContinue, loop.Span())
	}
	k.dirty = true
	k.line("{")
	k.depth++
	k.stmt(body)
	if k.dirty && headReads {
		k.barrier("reading memory that one lane has just written", loop)
	}
	k.depth--
	k.line("}")
	k.dirty = true
}

// hasOwnContinue reports a continue of the loop whose body is s.
func hasOwnContinue(s cfront.Stmt) bool {
	found := false
	cfront.Inspect(s, func(n cfront.Node) bool {
		switch n.(type) {
		case *cfront.Continue:
			found = true
		case *cfront.For, *cfront.While, *cfront.DoWhile:
			return false
		}
		return !found
	})
	return found
}

// syncBeforeLoop works around a miscompilation of PoCL 3.1 (the CPU
// device the tests run on; docs/design/codegen.md, "One-lane stores
// before a loop"): inside a loop holding barriers, a one-lane statement
// followed by a loop that every lane runs, with no barrier between them,
// was run with the lane guard of the group's last work-item, so lane 0's
// stores were lost. The code is valid OpenCL; a barrier before such a
// loop (after the store) makes PoCL correct. It reports whether it placed
// one.
func (k *kern) syncBeforeLoop(s cfront.Stmt) bool {
	if !k.dirty || k.single || !k.uniform || k.pred != "" || k.guard() == "" {
		return false
	}
	switch s.(type) {
	case *cfront.For, *cfront.While, *cfront.DoWhile:
	default:
		return false // a block or an if: its loops come through stmt
	}
	if lp := k.g.LoopOf[s]; lp != nil && k.partitioned(lp) && lp.Levels&k.lanes() != 0 {
		return false // a lane loop starts with a barrier
	}
	if !k.hasPartLoop(s) && k.writesMemory(s) {
		return false // guarded: one lane runs it
	}
	if !k.inLoop(s) {
		return false
	}
	return k.barrier("a loop after one lane's store (PoCL 3.1 lost such stores)", s)
}

// inLoop reports a statement inside a loop of the kernel. A routine's
// body may be called from one.
func (k *kern) inLoop(s cfront.Stmt) bool {
	if k.l == nil || k.l.body == nil {
		return true
	}
	r := s.Span()
	found := false
	cfront.Inspect(k.l.body, func(n cfront.Node) bool {
		switch n.(type) {
		case *cfront.For, *cfront.While, *cfront.DoWhile:
			if o := n.Span(); n != cfront.Node(s) && o.Start.Offset <= r.Start.Offset && r.End.Offset <= o.End.Offset {
				found = true
			}
		}
		return !found
	})
	return found
}
