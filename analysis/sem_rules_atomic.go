package analysis

import (
	"fmt"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// The statement forms of the atomic construct (§2.12), in C:
//
//	read:    v = x;
//	write:   x = expr;
//	update:  x++; x--; ++x; --x; x binop= expr; x = x binop expr; x = expr binop x;
//	capture: v = x++; v = x--; v = ++x; v = --x; v = x binop= expr;
//	         v = x = x binop expr; v = x = expr binop x;
//	         or a block of two statements: a read of x into v and an
//	         update (or write) of x, in either order.
//
// x and v are scalar lvalues; expr is a scalar expression that does not
// use x; binop is one of + * - / & ^ | << >>.

func (a *analyzer) checkAtomics() {
	for _, c := range a.m.Constructs {
		if c.Kind != KindAtomic || c.Body == nil {
			continue
		}
		kind := "update"
		for _, cl := range dirOf(c).Clauses {
			switch cl.Name {
			case "read", "write", "update", "capture":
				kind = cl.Name
			}
		}
		if why := a.atomicProblem(kind, c.Body); why != "" {
			d := a.diag(source.Error, stmtHead(c.Body), codeAtomicForm, fmt.Sprintf("the statement of 'atomic %s' %s", kind, why))
			d.Notes = []source.Note{a.note(dirOf(c).NameRange, "the atomic construct is here; "+atomicForms[kind])}
			a.add(d)
		}
	}
}

var atomicForms = map[string]string{
	"read":    "'atomic read' takes v = x;",
	"write":   "'atomic write' takes x = expr;",
	"update":  "'atomic update' takes x++, x--, ++x, --x, x binop= expr, x = x binop expr or x = expr binop x",
	"capture": "'atomic capture' takes v = x++, v = x binop= expr, v = x = x binop expr, or a block { v = x; x binop= expr; } (either order)",
}

func (a *analyzer) atomicProblem(kind string, body cfront.Stmt) string {
	if kind == "capture" {
		if b, ok := body.(*cfront.Compound); ok {
			return a.structuredCapture(b)
		}
	}
	es, ok := body.(*cfront.ExprStmt)
	if !ok || es.X == nil {
		if _, isBlock := body.(*cfront.Compound); isBlock {
			return "must be a single expression statement, not a block"
		}
		return "must be an expression statement"
	}
	e := cfront.Unparen(es.X)
	switch kind {
	case "read":
		as, ok := e.(*cfront.Assign)
		if !ok || as.Op != "=" {
			return "must be 'v = x;'"
		}
		if why := scalarLvalue(as.X, "v"); why != "" {
			return why
		}
		if why := scalarLvalue(as.Y, "x"); why != "" {
			return why
		}
		if sameText(as.X, as.Y) {
			return "reads and writes the same location"
		}
	case "write":
		as, ok := e.(*cfront.Assign)
		if !ok || as.Op != "=" {
			return "must be 'x = expr;'"
		}
		if why := scalarLvalue(as.X, "x"); why != "" {
			return why
		}
		if usesLocation(as.Y, as.X) {
			return "must not use x on the right-hand side of 'x = expr;'"
		}
	case "update":
		return updateProblem(e)
	case "capture":
		as, ok := e.(*cfront.Assign)
		if !ok || as.Op != "=" {
			return "must be 'v = x++;', 'v = x binop= expr;' or 'v = x = x binop expr;', or a block"
		}
		if why := scalarLvalue(as.X, "v"); why != "" {
			return why
		}
		if why := updateProblem(cfront.Unparen(as.Y)); why != "" {
			return "must capture an update: the right-hand side " + why[len("must be "):]
		}
	}
	return ""
}

// updateProblem checks one update expression.
func updateProblem(e cfront.Expr) string {
	switch x := e.(type) {
	case *cfront.Postfix:
		return scalarLvalue(x.X, "x")
	case *cfront.Unary:
		if x.Op == "++" || x.Op == "--" {
			return scalarLvalue(x.X, "x")
		}
	case *cfront.Assign:
		if why := scalarLvalue(x.X, "x"); why != "" {
			return why
		}
		switch x.Op {
		case "+=", "*=", "-=", "/=", "&=", "^=", "|=", "<<=", ">>=":
			if usesLocation(x.Y, x.X) {
				return "must not use x in expr of 'x binop= expr'"
			}
			return ""
		case "=":
			b, ok := cfront.Unparen(x.Y).(*cfront.Binary)
			if !ok || !atomicBinop(b.Op) {
				return "must be x++, x--, x binop= expr or x = x binop expr"
			}
			switch {
			case sameText(b.X, x.X) && !usesLocation(b.Y, x.X):
				return ""
			case sameText(b.Y, x.X) && !usesLocation(b.X, x.X):
				// Any binop, - / << >> included: x = expr - x is an
				// update form of §2.12 like x = x - expr.
				return ""
			}
			return "must be x = x binop expr or x = expr binop x, with x once on the right"
		}
	}
	return "must be x++, x--, ++x, --x, x binop= expr or x = x binop expr"
}

func atomicBinop(op string) bool {
	switch op {
	case "+", "*", "-", "/", "&", "^", "|", "<<", ">>":
		return true
	}
	return false
}

// structuredCapture checks { v = x; update; } and { update; v = x; }.
func (a *analyzer) structuredCapture(b *cfront.Compound) string {
	if len(b.Items) != 2 {
		return fmt.Sprintf("block must hold two statements, a read of x and an update of x; it holds %d", len(b.Items))
	}
	exprOf := func(s cfront.Stmt) cfront.Expr {
		if es, ok := s.(*cfront.ExprStmt); ok && es.X != nil {
			return cfront.Unparen(es.X)
		}
		return nil
	}
	first, second := exprOf(b.Items[0]), exprOf(b.Items[1])
	if first == nil || second == nil {
		return "block must hold two expression statements"
	}
	isRead := func(e cfront.Expr) (*cfront.Assign, bool) {
		as, ok := e.(*cfront.Assign)
		return as, ok && as.Op == "=" && scalarLvalue(as.X, "v") == "" && scalarLvalue(as.Y, "x") == ""
	}
	target := func(e cfront.Expr) cfront.Expr {
		switch x := e.(type) {
		case *cfront.Postfix:
			return x.X
		case *cfront.Unary:
			return x.X
		case *cfront.Assign:
			return x.X
		}
		return nil
	}
	isUpdateOrWrite := func(e cfront.Expr) bool {
		if updateProblem(e) == "" {
			return true
		}
		as, ok := e.(*cfront.Assign)
		return ok && as.Op == "=" && scalarLvalue(as.X, "x") == "" && !usesLocation(as.Y, as.X)
	}
	if rd, ok := isRead(first); ok && isUpdateOrWrite(second) {
		if !sameText(rd.Y, target(second)) {
			return "block must read and update the same x"
		}
		return ""
	}
	if rd, ok := isRead(second); ok && updateProblem(first) == "" {
		if !sameText(rd.Y, target(first)) {
			return "block must update and read the same x"
		}
		return ""
	}
	return "block must be { v = x; x binop= expr; } or { x binop= expr; v = x; }"
}

// scalarLvalue checks that e is a scalar lvalue (a variable, an element
// or a member).
func scalarLvalue(e cfront.Expr, name string) string {
	e = cfront.Unparen(e)
	switch x := e.(type) {
	case *cfront.Ident:
		if x.Sym == nil || x.Sym.Kind != cfront.SymVar {
			return fmt.Sprintf("must have a variable as %s", name)
		}
	case *cfront.Index, *cfront.Member:
	case *cfront.Unary:
		if x.Op != "*" {
			return fmt.Sprintf("must have an lvalue as %s", name)
		}
	default:
		return fmt.Sprintf("must have an lvalue as %s", name)
	}
	if t := e.Type(); t != nil && !t.IsScalar() && t.Kind != cfront.Invalid {
		return fmt.Sprintf("must have a scalar %s; it has type %s", name, t.Name)
	}
	return ""
}

// usesLocation reports whether e mentions the lvalue loc.
func usesLocation(e, loc cfront.Expr) bool {
	found := false
	cfront.Inspect(e, func(n cfront.Node) bool {
		if x, ok := n.(cfront.Expr); ok && sameText(x, loc) {
			found = true
		}
		return !found
	})
	return found
}
