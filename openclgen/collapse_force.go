package openclgen

import (
	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/plan"
	"github.com/accls/accls/source"
)

// collapse(force:n) (§2.9.1): the associated loops need not be tightly
// nested, and the code between them, the intervening code, "may be
// executed multiple times as needed to perform the collapse". accls runs
// it once per iteration of the flat iteration space (partLoop): each
// outer loop's body is printed with the associated loop it holds replaced
// by that loop's body, after every loop variable has been recovered from
// the flat index. Code before an inner loop then runs before, and code
// after it after, the iteration's innermost body; an inner loop under an
// if runs its body when the condition holds. The trip counts are computed
// before the flat loop, so an inner loop's bounds may not use what the
// intervening code computes.

// collapsedBody is the statement one iteration of a partitioned nest's
// flat iteration space runs: the innermost body when the loops are
// tightly nested, else the outermost body with the loops sunk into it.
func (k *kern) collapsedBody(nest []*model.Loop) cfront.Stmt {
	body := nest[len(nest)-1].For.Body
	for i := len(nest) - 2; i >= 0; i-- {
		if tight(nest[i].For.Body, nest[i+1].Stmt) {
			continue
		}
		body = k.sink(nest[i].For.Body, nest[i+1].Stmt, body)
	}
	return body
}

// tight reports a loop body that is the inner loop, alone in blocks.
func tight(body, inner cfront.Stmt) bool {
	for {
		if body == inner {
			return true
		}
		cmp, ok := body.(*cfront.Compound)
		if !ok || len(cmp.Items) != 1 {
			return false
		}
		body = cmp.Items[0]
	}
}

// sink returns s with the statement loop replaced by repl. s is copied
// along the path to loop only (blocks and ifs): the rest is shared.
func (k *kern) sink(s, loop, repl cfront.Stmt) cfront.Stmt {
	if s == loop {
		return repl
	}
	if !contains(s, loop) {
		return s
	}
	switch x := s.(type) {
	case *cfront.Compound:
		c := *x
		c.Items = make([]cfront.Stmt, len(x.Items))
		for i, it := range x.Items {
			c.Items[i] = k.sink(it, loop, repl)
		}
		return &c
	case *cfront.If:
		c := *x
		c.Then = k.sink(x.Then, loop, repl)
		if x.Else != nil {
			c.Else = k.sink(x.Else, loop, repl)
		}
		return &c
	}
	k.g.limit(model.LimitCollapseForceLoopPlacement, loop.Span())
	return s
}

// contains reports whether n holds the statement s.
func contains(n cfront.Node, s cfront.Stmt) bool {
	found := false
	cfront.Inspect(n, func(m cfront.Node) bool {
		if st, ok := m.(cfront.Stmt); ok && st == s {
			found = true
		}
		return !found
	})
	return found
}

// checkIntervening refuses the intervening code of a partitioned nest
// that the flat iteration space cannot run as the spec allows: an inner
// loop's bounds computed by it (the trip counts come first), a break
// leaving an associated loop, and — in a nest partitioned over workers or
// vector lanes (lanes) — a store into a variable the lanes would share
// and the code outside the nest uses (each lane keeps its own copy; see
// lane_shared.go, which checks the innermost body).
func (k *kern) checkIntervening(nest []*model.Loop, lanes model.Levels) {
	r := nest[0].Stmt.Span()
	own := map[*cfront.Symbol]bool{}
	for _, x := range nest {
		for _, sym := range k.loopOwn(x) {
			own[sym] = true
		}
	}
	for i := 0; i+1 < len(nest); i++ {
		outer, inner := nest[i], nest[i+1]
		if tight(outer.For.Body, inner.Stmt) {
			continue
		}
		ob := outer.For.Body.Span()
		for _, e := range []cfront.Expr{inner.Init, inner.Bound} {
			cfront.Inspect(e, func(n cfront.Node) bool {
				if id, ok := n.(*cfront.Ident); ok && id.Sym != nil && declaredIn(id.Sym, ob.Start.Offset, ob.End.Offset) {
					k.g.limit(model.LimitCollapseForceBoundDeclared, inner.For.Header, id.Sym.Name)
				}
				return true
			})
		}
		var walk func(n cfront.Node, inLoop bool)
		walk = func(n cfront.Node, inLoop bool) {
			if n == nil || n == cfront.Node(inner.Stmt) {
				return
			}
			switch x := n.(type) {
			case *cfront.For, *cfront.While, *cfront.DoWhile, *cfront.Switch:
				inLoop = true
			case *cfront.Break:
				if !inLoop {
					k.g.limit(model.LimitCollapseForceBreak, x.Range)
				}
			case *cfront.Assign:
				k.interveningWrite(x.X, r, own, lanes)
			case *cfront.Postfix:
				k.interveningWrite(x.X, r, own, lanes)
			case *cfront.Unary:
				if x.Op == "++" || x.Op == "--" {
					k.interveningWrite(x.X, r, own, lanes)
				}
			}
			for _, c := range cfront.Children(n) {
				walk(c, inLoop)
			}
		}
		walk(outer.For.Body, false)
	}
}

// interveningWrite refuses a lane's store into a variable declared
// outside the nest that the code outside the nest uses.
func (k *kern) interveningWrite(lhs cfront.Expr, r source.Range, own map[*cfront.Symbol]bool, lanes model.Levels) {
	k.interveningWriteVia(lhs, r, own, lanes) // through a pointer: ptr_alias.go
	sym := plan.LvalueRoot(lhs)
	if lanes == 0 || sym == nil || own[sym] || declaredIn(sym, r.Start.Offset, r.End.Offset) || !k.perLane(sym) {
		return
	}
	if k.usedOutside(sym, r.Start.Offset, r.End.Offset) {
		k.g.limit(model.LimitCollapseForceLaneShared, lhs.Span(), sym.Name)
	}
}
