package cfront

// Inspect walks the tree under n in depth-first order, calling f for each
// node; when f returns false the node's children are skipped.
func Inspect(n Node, f func(Node) bool) {
	if n == nil || isNilNode(n) || !f(n) {
		return
	}
	// Most nodes have at most three children: a buffer on the stack
	// keeps the walk from allocating (it ran through every phase of the
	// analysis, issue 16).
	var buf [4]Node
	for _, k := range appendChildren(buf[:0], n) {
		Inspect(k, f)
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
