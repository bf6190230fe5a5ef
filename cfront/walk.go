package cfront

// Inspect walks the tree under n in depth-first order, calling f for each
// node; when f returns false the node's children are skipped.
func Inspect(n Node, f func(Node) bool) {
	if n == nil || isNilNode(n) || !f(n) {
		return
	}
	inspectChildren(n, f)
}

// inspectChildren walks n's children in the order Children gives them.
// Every phase of the analysis and the translator's limits run walks the
// tree several times: visiting the fields directly, each statically a
// Stmt or an Expr, instead of collecting them and asking each child's
// interface again, took a tenth of `accls check` off (issue 16).
func inspectChildren(n Node, f func(Node) bool) {
	switch n := n.(type) {
	case *Func:
		if n.Body != nil {
			inspectStmt(n.Body, f)
		}
	case *Compound:
		inspectStmts(n.Items, f)
	case *DeclStmt:
		for _, v := range n.Vars {
			inspectExpr(v.Init, f)
		}
	case *ExprStmt:
		inspectExpr(n.X, f)
	case *If:
		inspectExpr(n.Cond, f)
		inspectStmt(n.Then, f)
		inspectStmt(n.Else, f)
	case *For:
		inspectStmt(n.Init, f)
		inspectExpr(n.Cond, f)
		inspectExpr(n.Post, f)
		inspectStmt(n.Body, f)
	case *While:
		inspectExpr(n.Cond, f)
		inspectStmt(n.Body, f)
	case *DoWhile:
		inspectStmt(n.Body, f)
		inspectExpr(n.Cond, f)
	case *Switch:
		inspectExpr(n.Tag, f)
		inspectStmt(n.Body, f)
	case *Case:
		inspectExpr(n.Value, f)
		inspectStmt(n.Stmt, f)
	case *Labeled:
		inspectStmt(n.Stmt, f)
	case *Return:
		inspectExpr(n.X, f)
	default:
		inspectExprChildren(n, f)
	}
}

// inspectExprChildren walks an expression's children.
func inspectExprChildren(n Node, f func(Node) bool) {
	switch n := n.(type) {
	case *Unary:
		inspectExpr(n.X, f)
	case *Postfix:
		inspectExpr(n.X, f)
	case *Binary:
		inspectExpr(n.X, f)
		inspectExpr(n.Y, f)
	case *Assign:
		inspectExpr(n.X, f)
		inspectExpr(n.Y, f)
	case *CondExpr:
		inspectExpr(n.C, f)
		inspectExpr(n.Then, f)
		inspectExpr(n.Else, f)
	case *Call:
		inspectExpr(n.Fun, f)
		inspectExprs(n.Args, f)
	case *Index:
		inspectExpr(n.X, f)
		inspectExpr(n.Index, f)
	case *Member:
		inspectExpr(n.X, f)
	case *Cast:
		inspectExpr(n.X, f)
	case *Paren:
		inspectExpr(n.X, f)
	case *InitList:
		inspectExprs(n.Elems, f)
	case *OtherExpr:
		inspectExprs(n.Kids, f)
	}
}

// inspectStmt and inspectExpr skip what appendChildren leaves out. Every
// Expr holds an ExprInfo (isNilExpr is false for all but nil), so an
// expression is only checked against nil.
func inspectStmt(s Stmt, f func(Node) bool) {
	if s == nil || isNilStmt(s) || !f(s) {
		return
	}
	inspectChildren(s, f)
}

func inspectExpr(e Expr, f func(Node) bool) {
	if e == nil || !f(e) {
		return
	}
	inspectExprChildren(e, f)
}

func inspectStmts(ss []Stmt, f func(Node) bool) {
	for _, s := range ss {
		inspectStmt(s, f)
	}
}

func inspectExprs(es []Expr, f func(Node) bool) {
	for _, e := range es {
		inspectExpr(e, f)
	}
}

func isNilNode(n Node) bool {
	switch n := n.(type) {
	case Stmt:
		return n == nil || isNilStmt(n)
	case Expr:
		return n == nil || isNilExpr(n)
	}
	return false
}

func isNilStmt(s Stmt) bool {
	switch s := s.(type) {
	case *Compound:
		return s == nil
	case *ExprStmt:
		return s == nil
	case *DeclStmt:
		return s == nil
	}
	return false
}

func isNilExpr(e Expr) bool { return exprInfo(e) == nil }

// Children returns the direct children of n, in source order.
func Children(n Node) []Node { return appendChildren(nil, n) }

// AppendChildren appends the direct children of n to out, in source
// order: a walk that passes a small array of its own (var kids
// [8]Node; AppendChildren(kids[:0], n)) allocates nothing for most
// nodes, where Children allocates a slice for each (issue 16).
func AppendChildren(out []Node, n Node) []Node { return appendChildren(out, n) }

// appendChildren appends n's children to out.
func appendChildren(out []Node, n Node) []Node {
	add := func(ns ...Node) {
		for _, k := range ns {
			if k == nil {
				continue
			}
			switch k := k.(type) {
			case Stmt:
				if k == nil || isNilStmt(k) {
					continue
				}
			case Expr:
				if k == nil {
					continue
				}
			}
			out = append(out, k)
		}
	}
	addExpr := func(es ...Expr) {
		for _, e := range es {
			if e != nil {
				out = append(out, e)
			}
		}
	}
	addStmt := func(ss ...Stmt) {
		for _, s := range ss {
			if s != nil && !isNilStmt(s) {
				out = append(out, s)
			}
		}
	}
	switch n := n.(type) {
	case *Func:
		if n.Body != nil {
			add(n.Body)
		}
	case *Compound:
		addStmt(n.Items...)
	case *DeclStmt:
		for _, v := range n.Vars {
			addExpr(v.Init)
		}
	case *ExprStmt:
		addExpr(n.X)
	case *If:
		addExpr(n.Cond)
		addStmt(n.Then, n.Else)
	case *For:
		addStmt(n.Init)
		addExpr(n.Cond, n.Post)
		addStmt(n.Body)
	case *While:
		addExpr(n.Cond)
		addStmt(n.Body)
	case *DoWhile:
		addStmt(n.Body)
		addExpr(n.Cond)
	case *Switch:
		addExpr(n.Tag)
		addStmt(n.Body)
	case *Case:
		addExpr(n.Value)
		addStmt(n.Stmt)
	case *Labeled:
		addStmt(n.Stmt)
	case *Return:
		addExpr(n.X)
	case *Unary:
		addExpr(n.X)
	case *Postfix:
		addExpr(n.X)
	case *Binary:
		addExpr(n.X, n.Y)
	case *Assign:
		addExpr(n.X, n.Y)
	case *CondExpr:
		addExpr(n.C, n.Then, n.Else)
	case *Call:
		addExpr(n.Fun)
		addExpr(n.Args...)
	case *Index:
		addExpr(n.X, n.Index)
	case *Member:
		addExpr(n.X)
	case *Cast:
		addExpr(n.X)
	case *Paren:
		addExpr(n.X)
	case *InitList:
		addExpr(n.Elems...)
	case *OtherExpr:
		addExpr(n.Kids...)
	}
	return out
}
