package analysis

import (
	"github.com/accls/accls/cfront"
)

// Scalars in a loop: private when every iteration writes them before it
// reads them; reductions when every use accumulates into them with one
// operator (s += e, s = s * e, s = max(s, e), if (e > s) s = e, s++, and
// the logical and bitwise operators).

// privateIn reports whether sym is private to each iteration of l where r
// uses it: declared inside l's body, or in a private or reduction clause
// of l or of a loop between l and r.
func (a *analyzer) privateIn(l *Loop, sym *cfront.Symbol, r *VarRef) bool {
	if body := loopBody(l); body != nil && sym.Decl.Start.IsValid() && body.Span().Contains(sym.Decl.Start.Offset) &&
		sym.Decl.Start.Offset >= body.Span().Start.Offset {
		return true
	}
	for x := r.Loop; x != nil; x = x.Parent {
		if x.Construct != nil {
			for _, at := range x.Construct.Data {
				if at.Sym == sym && (at.Kind == AttrPrivate || at.Kind == AttrReduction) && (x.Construct.HasLoop()) {
					return true
				}
			}
		}
		if x == l {
			break
		}
	}
	return false
}

func loopBody(l *Loop) cfront.Stmt { return loopBodyStmt(l.Stmt) }

// defWalker follows a loop body in evaluation order, tracking whether a
// scalar has been written on every path so far, and notes a read that
// comes before.
type defWalker struct {
	sym       *cfront.Symbol
	readEarly bool
}

// writtenFirst reports whether every iteration of body writes sym before
// reading it.
func writtenFirst(body cfront.Stmt, sym *cfront.Symbol) bool {
	w := &defWalker{sym: sym}
	w.stmt(body, false)
	return !w.readEarly
}

// writtenAlways reports whether every iteration of body writes sym, on
// every path, before any read of it.
func writtenAlways(body cfront.Stmt, sym *cfront.Symbol) bool {
	w := &defWalker{sym: sym}
	defined := w.stmt(body, false)
	return defined && !w.readEarly
}

// stmt walks s with defined saying whether sym is written on every path
// so far; it returns the same after s.
func (w *defWalker) stmt(s cfront.Stmt, defined bool) bool {
	switch s := s.(type) {
	case nil:
		return defined
	case *cfront.Compound:
		for _, it := range s.Items {
			defined = w.stmt(it, defined)
		}
		return defined
	case *cfront.DeclStmt:
		for _, v := range s.Vars {
			if v.Init != nil {
				defined = w.expr(v.Init, defined, false)
			}
		}
		return defined
	case *cfront.ExprStmt:
		return w.expr(s.X, defined, false)
	case *cfront.If:
		defined = w.expr(s.Cond, defined, false)
		t := w.stmt(s.Then, defined)
		e := defined
		if s.Else != nil {
			e = w.stmt(s.Else, defined)
		}
		return t && e
	case *cfront.For:
		if s.Init != nil {
			defined = w.stmt(s.Init, defined)
		}
		d := w.expr(s.Cond, defined, false)
		d = w.stmt(s.Body, d)
		w.expr(s.Post, d, false)
		return defined || w.exprDefines(s.Cond)
	case *cfront.While:
		d := w.expr(s.Cond, defined, false)
		w.stmt(s.Body, d)
		return d
	case *cfront.DoWhile:
		d := w.stmt(s.Body, defined)
		return w.expr(s.Cond, d, false)
	case *cfront.Switch:
		d := w.expr(s.Tag, defined, false)
		w.stmt(s.Body, d)
		return d
	case *cfront.Case:
		return w.stmt(s.Stmt, defined)
	case *cfront.Labeled:
		// A label may be reached from anywhere: nothing is known.
		return w.stmt(s.Stmt, false)
	case *cfront.Return:
		return w.expr(s.X, defined, false)
	case *cfront.OtherStmt:
		w.readEarly = true
	}
	return defined
}

func (w *defWalker) exprDefines(e cfront.Expr) bool {
	probe := &defWalker{sym: w.sym}
	return probe.expr(e, false, false)
}

// expr walks e in evaluation order; cond marks a part that may not be
// evaluated (after && or ||, in ?:), whose writes do not count.
func (w *defWalker) expr(e cfront.Expr, defined, cond bool) bool {
	switch x := e.(type) {
	case nil:
		return defined
	case *cfront.Ident:
		if x.Sym == w.sym && !defined {
			w.readEarly = true
		}
		return defined
	case *cfront.Assign:
		if id, ok := stripToIdent(x.X); ok && id.Sym == w.sym {
			if x.Op != "=" && !defined {
				w.readEarly = true
			}
			d := w.expr(x.Y, defined, cond)
			return d || !cond
		}
		d := w.expr(x.X, defined, cond)
		return w.expr(x.Y, d, cond)
	case *cfront.Unary:
		if x.Op == "&" {
			if id, ok := stripToIdent(x.X); ok && id.Sym == w.sym {
				w.readEarly = true // escapes: anything may read it
				return defined
			}
		}
		if x.Op == "sizeof" || x.Op == "_Alignof" {
			return defined
		}
		return w.expr(x.X, defined, cond)
	case *cfront.Binary:
		d := w.expr(x.X, defined, cond)
		return w.expr(x.Y, d, cond || x.Op == "&&" || x.Op == "||")
	case *cfront.CondExpr:
		d := w.expr(x.C, defined, cond)
		w.expr(x.Then, d, true)
		w.expr(x.Else, d, true)
		return d
	}
	var kids [8]cfront.Node
	for _, k := range cfront.AppendChildren(kids[:0], e) {
		if ke, ok := k.(cfront.Expr); ok {
			defined = w.expr(ke, defined, cond)
		}
	}
	return defined
}

// findReduction reports the operator with which every use of sym in body
// accumulates, or "" when the uses are not all accumulations.
func findReduction(body cfront.Stmt, sym *cfront.Symbol, refs []*VarRef) string {
	op := ""
	var covered []cfront.Node
	ok := true
	cfront.Inspect(body, func(n cfront.Node) bool {
		if !ok {
			return false
		}
		var got string
		switch s := n.(type) {
		case *cfront.ExprStmt:
			got = accumulation(s.X, sym)
		case *cfront.If:
			got = conditionalMinMax(s, sym)
		default:
			return true
		}
		if got == "" {
			return true
		}
		if op != "" && op != got {
			ok = false
			return false
		}
		op = got
		covered = append(covered, n)
		return false
	})
	if !ok || op == "" {
		return ""
	}
	for _, r := range refs {
		if r.Sym != sym {
			continue
		}
		in := false
		for _, n := range covered {
			if n.Span().Contains(r.Range.Start.Offset) && r.Range.Start.Offset < n.Span().End.Offset {
				in = true
				break
			}
		}
		if !in {
			return ""
		}
	}
	return op
}

// accumulation matches s op= e, s = s op e, s = e op s, s++ and
// s = max(s, e) forms; it returns the reduction operator.
func accumulation(e cfront.Expr, sym *cfront.Symbol) string {
	e = cfront.Unparen(e)
	switch x := e.(type) {
	case *cfront.Postfix:
		if isSym(x.X, sym) {
			return "+"
		}
	case *cfront.Unary:
		if (x.Op == "++" || x.Op == "--") && isSym(x.X, sym) {
			return "+"
		}
	case *cfront.Assign:
		if !isSym(x.X, sym) {
			return ""
		}
		switch x.Op {
		case "+=", "-=":
			if !mentions(x.Y, sym) {
				return "+"
			}
		case "*=", "&=", "|=", "^=":
			if !mentions(x.Y, sym) {
				return x.Op[:1]
			}
		case "=":
			return selfOp(x.Y, sym)
		}
	}
	return ""
}

// selfOp matches the right side of s = s op e / s = e op s / s =
// fmax(s, e) / s = s > e ? s : e.
func selfOp(y cfront.Expr, sym *cfront.Symbol) string {
	y = cfront.Unparen(y)
	switch v := y.(type) {
	case *cfront.Binary:
		switch v.Op {
		case "+", "*", "&", "|", "^", "&&", "||":
			if isSym(v.X, sym) && !mentions(v.Y, sym) || isSym(v.Y, sym) && !mentions(v.X, sym) {
				return v.Op
			}
			// s = s + e1 + e2 parses as (s + e1) + e2.
			if v.Op == "+" || v.Op == "*" {
				if inner, ok := cfront.Unparen(v.X).(*cfront.Binary); ok && inner.Op == v.Op && !mentions(v.Y, sym) {
					if selfOp(inner, sym) == v.Op {
						return v.Op
					}
				}
			}
		case "-":
			if isSym(v.X, sym) && !mentions(v.Y, sym) {
				return "+"
			}
		}
	case *cfront.Call:
		if callee := v.Callee(); callee != nil && len(v.Args) == 2 {
			op := ""
			switch callee.Name {
			case "fmax", "fmaxf", "fmaxl", "max":
				op = "max"
			case "fmin", "fminf", "fminl", "min":
				op = "min"
			}
			if op != "" && (isSym(v.Args[0], sym) && !mentions(v.Args[1], sym) || isSym(v.Args[1], sym) && !mentions(v.Args[0], sym)) {
				return op
			}
		}
	case *cfront.CondExpr:
		// s = s > e ? s : e (max), s = s < e ? s : e (min), and swapped.
		c, ok := cfront.Unparen(v.C).(*cfront.Binary)
		if !ok {
			return ""
		}
		var other cfront.Expr
		sFirst := false
		switch {
		case isSym(c.X, sym) && !mentions(c.Y, sym):
			other, sFirst = c.Y, true
		case isSym(c.Y, sym) && !mentions(c.X, sym):
			other = c.X
		default:
			return ""
		}
		pickS := isSym(v.Then, sym) && sameText(v.Else, other)
		pickE := isSym(v.Else, sym) && sameText(v.Then, other)
		if !pickS && !pickE {
			return ""
		}
		greater := c.Op == ">" || c.Op == ">="
		if c.Op != ">" && c.Op != ">=" && c.Op != "<" && c.Op != "<=" {
			return ""
		}
		// "s > e ? s : e" keeps the larger: max.
		max := greater == sFirst
		if pickE {
			max = !max
		}
		if max {
			return "max"
		}
		return "min"
	}
	return ""
}

// conditionalMinMax matches if (e > s) s = e; (max) and the like.
func conditionalMinMax(s *cfront.If, sym *cfront.Symbol) string {
	if s.Else != nil {
		return ""
	}
	c, ok := cfront.Unparen(s.Cond).(*cfront.Binary)
	if !ok {
		return ""
	}
	then := s.Then
	if b, ok := then.(*cfront.Compound); ok && len(b.Items) == 1 {
		then = b.Items[0]
	}
	es, ok := then.(*cfront.ExprStmt)
	if !ok {
		return ""
	}
	as, ok := cfront.Unparen(es.X).(*cfront.Assign)
	if !ok || as.Op != "=" || !isSym(as.X, sym) || mentions(as.Y, sym) {
		return ""
	}
	var other cfront.Expr
	sLeft := false
	switch {
	case isSym(c.X, sym) && !mentions(c.Y, sym):
		other, sLeft = c.Y, true
	case isSym(c.Y, sym) && !mentions(c.X, sym):
		other = c.X
	default:
		return ""
	}
	if !sameText(other, as.Y) {
		return ""
	}
	switch c.Op {
	case ">", ">=":
		if sLeft {
			return "min" // if (s > e) s = e
		}
		return "max" // if (e > s) s = e
	case "<", "<=":
		if sLeft {
			return "max" // if (s < e) s = e
		}
		return "min"
	}
	return ""
}

// mentions reports whether e refers to sym.
func mentions(e cfront.Expr, sym *cfront.Symbol) bool {
	found := false
	cfront.Inspect(e, func(n cfront.Node) bool {
		if id, ok := n.(*cfront.Ident); ok && id.Sym == sym {
			found = true
		}
		return !found
	})
	return found
}
