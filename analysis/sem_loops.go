package analysis

import (
	"fmt"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// The loops of compute regions and of orphaned loop directives, their
// nesting, and the loops a collapse or tile clause associates with one
// directive (§2.9.1, §2.9.8).

type loopCtx struct {
	compute *Construct
	loop    *Loop
	orphan  bool // under an orphaned loop directive
}

func (a *analyzer) buildLoops() {
	for _, fn := range a.u.Funcs {
		if fn.Body != nil {
			a.loopWalk(fn.Body, loopCtx{}, fn)
		}
	}
	for _, l := range a.m.Loops {
		if l.For != nil {
			a.canonical(l)
		} else {
			l.NotCanonical = "it is not a for loop"
			l.TripCount = -1
		}
	}
	for _, l := range a.m.Loops {
		if l.Construct != nil && l.Assoc == 0 && l.Construct.Loop == l {
			a.associate(l)
		}
	}
}

func isLoopStmt(s cfront.Stmt) bool {
	switch s.(type) {
	case *cfront.For, *cfront.While, *cfront.DoWhile:
		return true
	}
	return false
}

func (a *analyzer) loopWalk(s cfront.Stmt, ctx loopCtx, fn *cfront.Func) {
	cs := a.bodyOf[s]
	var loopDir *Construct
	for _, c := range cs {
		if c.IsCompute() {
			ctx.compute = c
		}
		if c.HasLoop() {
			loopDir = c
		}
	}
	if isLoopStmt(s) && (ctx.compute != nil || loopDir != nil || ctx.orphan) {
		l := &Loop{Stmt: s, Func: fn, Compute: ctx.compute, Parent: ctx.loop, TripCount: -1}
		l.For, _ = s.(*cfront.For)
		if loopDir != nil {
			l.Construct = loopDir
			for _, c := range cs {
				if c.HasLoop() {
					c.Loop = l
				}
			}
		}
		if ctx.loop != nil {
			ctx.loop.Children = append(ctx.loop.Children, l)
		}
		a.m.Loops = append(a.m.Loops, l)
		a.loopOf[s] = l
		ctx.loop = l
		if ctx.compute == nil {
			ctx.orphan = true
		}
	}
	var kids [8]cfront.Node
	for _, k := range cfront.AppendChildren(kids[:0], s) {
		if ks, ok := k.(cfront.Stmt); ok {
			a.loopWalk(ks, ctx, fn)
		}
	}
}

// associate finds the loops a collapse(n) or tile(s1, ..., sn) clause
// takes with the directive's own loop: n loops, tightly nested unless
// collapse has the force modifier.
func (a *analyzer) associate(head *Loop) {
	c := head.Construct
	n, force := 1, false
	clauseName := ""
	var at source.Range
	if cl := a.clauseForType(dirOf(c), "collapse"); cl != nil && cl.Args != nil && len(cl.Args.Args) == 1 {
		if v, ok := a.constOf(cl.Args.Args[0].Value); ok && v > 1 {
			n, clauseName, at = int(v), "collapse", cl.Range
		}
		for _, m := range cl.Args.ListModifiers() {
			if m.Name == "force" {
				force = true
			}
		}
	}
	if cl := a.clauseForType(dirOf(c), "tile"); cl != nil && cl.Args != nil && len(cl.Args.Args) > 1 {
		if len(cl.Args.Args) > n {
			n, clauseName, at, force = len(cl.Args.Args), "tile", cl.Range, false
		}
	}
	cur := head
	for i := 1; i < n; i++ {
		next, why := innerLoop(cur, force)
		if next == nil {
			code, sec := codeCollapseNesting, "2.9.1"
			what := fmt.Sprintf("collapse(%d) needs %d tightly nested for loops", n, n)
			if clauseName == "tile" {
				code, sec = codeTileNesting, "2.9.8"
				what = fmt.Sprintf("tile with %d sizes needs %d tightly nested for loops", n, n)
			} else if force {
				what = fmt.Sprintf("collapse(force:%d) needs %d nested for loops", n, n)
			}
			d := a.diag(source.Error, at, code, fmt.Sprintf("%s, but %s (§%s)", what, why, sec))
			d.Notes = []source.Note{a.note(stmtHead(cur.Stmt), fmt.Sprintf("loop %d of %d is here", i, n))}
			a.add(d)
			return
		}
		next.Construct = c
		next.Assoc = i
		cur = next
	}
}

// innerLoop returns the loop that l's body consists of: the body is a
// for loop, or a block holding only one (with force, the only loop the
// body holds, whatever else it holds).
func innerLoop(l *Loop, force bool) (*Loop, string) {
	body := l.Stmt
	switch s := body.(type) {
	case *cfront.For:
		body = s.Body
	default:
		return nil, "the loop is not a for loop"
	}
	if force {
		var fors []*Loop
		for _, k := range l.Children {
			if k.For != nil {
				fors = append(fors, k)
			}
		}
		switch len(fors) {
		case 1:
			return fors[0], ""
		case 0:
			return nil, "the loop at this level holds no nested for loop"
		}
		return nil, "the loop at this level holds more than one nested loop"
	}
	for {
		cmp, ok := body.(*cfront.Compound)
		if !ok {
			break
		}
		if len(cmp.Items) != 1 {
			if len(cmp.Items) == 0 {
				return nil, "the loop's body is empty"
			}
			return nil, "the loop's body holds other statements besides the nested loop (write collapse(force:n) to allow them)"
		}
		body = cmp.Items[0]
	}
	if _, ok := body.(*cfront.For); !ok {
		return nil, "the loop's body is not a for loop"
	}
	for _, k := range l.Children {
		if k.Stmt == body {
			return k, ""
		}
	}
	return nil, "the nested loop is not part of the region"
}

// canonical reads a for loop's control (§2.9: "the loop variable must be
// of integer, C/C++ pointer, or C++ random-access iterator type ... must
// monotonically increase or decrease ... the trip count must be
// computable in constant time when entering the loop construct").
func (a *analyzer) canonical(l *Loop) {
	f := l.For
	fail := func(why string) { l.NotCanonical = why }
	switch init := f.Init.(type) {
	case *cfront.DeclStmt:
		if len(init.Vars) != 1 || init.Vars[0].Init == nil {
			fail("its initialization does not give one loop variable a start value")
			return
		}
		l.IV, l.Init = init.Vars[0].Sym, init.Vars[0].Init
	case *cfront.ExprStmt:
		as, ok := cfront.Unparen(init.X).(*cfront.Assign)
		id := identOf(as)
		if !ok || as.Op != "=" || id == nil {
			fail("its initialization is not 'variable = start'")
			return
		}
		l.IV, l.Init = id.Sym, as.Y
	default:
		fail("it does not initialize a loop variable")
		return
	}
	if l.IV == nil || l.IV.Type == nil {
		fail("its loop variable is not known")
		return
	}
	if !l.IV.Type.IsInteger() && l.IV.Type.Kind != cfront.Pointer {
		fail(fmt.Sprintf("its loop variable '%s' has type %s; it must be an integer or a pointer", l.IV.Name, l.IV.Type.Name))
		return
	}
	iv := l.IV
	cond, ok := cfront.Unparen(f.Cond).(*cfront.Binary)
	if f.Cond == nil || !ok {
		fail(fmt.Sprintf("its test is not a comparison of '%s' with a bound", iv.Name))
		return
	}
	switch cond.Op {
	case "<", "<=", ">", ">=", "!=":
	default:
		fail(fmt.Sprintf("its test is not a comparison of '%s' with a bound", iv.Name))
		return
	}
	switch {
	case isSym(cond.X, iv):
		l.Cmp, l.Bound = cond.Op, cond.Y
	case isSym(cond.Y, iv):
		l.Cmp, l.Bound = flipCmp(cond.Op), cond.X
	default:
		fail(fmt.Sprintf("its test does not compare the loop variable '%s' with a bound", iv.Name))
		return
	}
	if !a.readStep(l) {
		fail(fmt.Sprintf("its increment is not %s++, %s--, %s += step, %s -= step or %s = %s + step", iv.Name, iv.Name, iv.Name, iv.Name, iv.Name, iv.Name))
		return
	}
	if l.StepKnown {
		switch {
		case l.Step == 0:
			fail("its step is 0")
			return
		case l.Step > 0 && (l.Cmp == ">" || l.Cmp == ">="):
			fail(fmt.Sprintf("'%s' increases but the test '%s %s ...' expects it to decrease", iv.Name, iv.Name, l.Cmp))
			return
		case l.Step < 0 && (l.Cmp == "<" || l.Cmp == "<="):
			fail(fmt.Sprintf("'%s' decreases but the test '%s %s ...' expects it to increase", iv.Name, iv.Name, l.Cmp))
			return
		case l.Cmp == "!=" && l.Step != 1 && l.Step != -1:
			fail(fmt.Sprintf("with the test '%s != ...' the step must be 1 or -1", iv.Name))
			return
		}
	}
	written := writtenSyms(f.Body)
	if written[iv] {
		fail(fmt.Sprintf("the loop variable '%s' is modified in the loop body", iv.Name))
		return
	}
	for _, e := range []cfront.Expr{l.Bound, l.StepExpr} {
		for _, s := range symsIn(e) {
			if written[s] {
				fail(fmt.Sprintf("'%s', which the trip count depends on, is modified in the loop body", s.Name))
				return
			}
		}
	}
	l.Canonical = true
	lo, ok1 := cfront.IntConst(l.Init)
	hi, ok2 := cfront.IntConst(l.Bound)
	if ok1 && ok2 && l.StepKnown {
		l.TripCount = tripCount(lo, hi, l.Cmp, l.Step)
	}
}

// readStep reads the increment into l.Step / l.StepExpr.
func (a *analyzer) readStep(l *Loop) bool {
	iv := l.IV
	switch p := cfront.Unparen(l.For.Post).(type) {
	case *cfront.Postfix:
		if !isSym(p.X, iv) {
			return false
		}
		l.Step, l.StepKnown = 1, true
		if p.Op == "--" {
			l.Step = -1
		}
		return true
	case *cfront.Unary:
		if (p.Op != "++" && p.Op != "--") || !isSym(p.X, iv) {
			return false
		}
		l.Step, l.StepKnown = 1, true
		if p.Op == "--" {
			l.Step = -1
		}
		return true
	case *cfront.Assign:
		if !isSym(p.X, iv) {
			return false
		}
		var step cfront.Expr
		neg := false
		switch p.Op {
		case "+=":
			step = p.Y
		case "-=":
			step, neg = p.Y, true
		case "=":
			b, ok := cfront.Unparen(p.Y).(*cfront.Binary)
			if !ok {
				return false
			}
			switch {
			case b.Op == "+" && isSym(b.X, iv):
				step = b.Y
			case b.Op == "+" && isSym(b.Y, iv):
				step = b.X
			case b.Op == "-" && isSym(b.X, iv):
				step, neg = b.Y, true
			default:
				return false
			}
		default:
			return false
		}
		l.StepExpr = step
		if v, ok := cfront.IntConst(step); ok {
			if neg {
				v = -v
			}
			l.Step, l.StepKnown = v, true
		}
		return true
	}
	return false
}

func tripCount(lo, hi int64, cmp string, step int64) int64 {
	switch cmp {
	case "<=":
		hi++
	case ">=":
		hi--
	}
	var n int64
	if step > 0 {
		n = (hi - lo + step - 1) / step
	} else {
		n = (lo - hi + (-step) - 1) / (-step)
	}
	if n < 0 {
		return 0
	}
	return n
}

func flipCmp(op string) string {
	switch op {
	case "<":
		return ">"
	case "<=":
		return ">="
	case ">":
		return "<"
	case ">=":
		return "<="
	}
	return op
}

func identOf(e cfront.Expr) *cfront.Ident {
	if e == nil {
		return nil
	}
	switch x := cfront.Unparen(e).(type) {
	case *cfront.Ident:
		return x
	case *cfront.Assign:
		return identOf(x.X)
	}
	return nil
}

// isSym reports whether e names s (through parentheses and casts).
func isSym(e cfront.Expr, s *cfront.Symbol) bool {
	for {
		switch x := e.(type) {
		case *cfront.Paren:
			e = x.X
		case *cfront.Cast:
			e = x.X
		case *cfront.Ident:
			return x.Sym == s && s != nil
		default:
			return false
		}
	}
}

// writeTarget returns the expression n writes (an assignment's left side,
// the operand of ++ or --) or whose address it takes, or nil.
func writeTarget(n cfront.Node) cfront.Expr {
	switch x := n.(type) {
	case *cfront.Assign:
		return x.X
	case *cfront.Postfix:
		return x.X
	case *cfront.Unary:
		if x.Op == "++" || x.Op == "--" || x.Op == "&" {
			return x.X
		}
	}
	return nil
}

// writtenSyms returns the variables a statement assigns directly, or
// whose address it takes.
func writtenSyms(n cfront.Node) map[*cfront.Symbol]bool {
	out := map[*cfront.Symbol]bool{}
	addWritten(out, n, nil)
	return out
}

// addWritten adds the variables n writes to out. A node for which done
// reports true is not walked: done has added what it writes.
func addWritten(out map[*cfront.Symbol]bool, n cfront.Node, done func(cfront.Node) bool) {
	if n == nil {
		return
	}
	cfront.Inspect(n, func(n cfront.Node) bool {
		if done != nil && done(n) {
			return false
		}
		target := writeTarget(n)
		if d, ok := n.(*cfront.DeclStmt); ok {
			for _, v := range d.Vars {
				out[v.Sym] = true
			}
		}
		if target != nil {
			if id, ok := stripToIdent(target); ok {
				out[id.Sym] = true
			}
		}
		return true
	})
}

// stripToIdent returns the variable an lvalue is (not an element of it).
func stripToIdent(e cfront.Expr) (*cfront.Ident, bool) {
	for {
		switch x := e.(type) {
		case *cfront.Paren:
			e = x.X
		case *cfront.Ident:
			return x, x.Sym != nil
		default:
			return nil, false
		}
	}
}

// symsIn returns the variables an expression reads.
func symsIn(e cfront.Expr) []*cfront.Symbol {
	if e == nil {
		return nil
	}
	var out []*cfront.Symbol
	cfront.Inspect(e, func(n cfront.Node) bool {
		if id, ok := n.(*cfront.Ident); ok && id.Sym != nil && id.Sym.Kind == cfront.SymVar {
			out = append(out, id.Sym)
		}
		return true
	})
	return out
}
