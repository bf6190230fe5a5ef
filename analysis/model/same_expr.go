package model

import "github.com/accls/accls/cfront"

// SameExpr compares two expressions structurally: the same variables,
// operators and constants, whatever the parentheses. The two copies of x
// in an atomic update x = x binop expr (§2.12) must denote one location,
// so subscripts may hold conditionals, casts, members and other
// subscripts; calls, assignments and increments never compare equal,
// since two evaluations of them need not give the same value. The
// analysis decides the atomic forms with it and the code generator takes
// them apart with it, so that both see one x.
func SameExpr(x, y cfront.Expr) bool {
	x, y = cfront.Unparen(x), cfront.Unparen(y)
	if x == nil || y == nil {
		return false
	}
	if vx, ok := cfront.IntConst(x); ok && pureExpr(x) {
		vy, ok := cfront.IntConst(y)
		return ok && vx == vy && pureExpr(y)
	}
	switch a := x.(type) {
	case *cfront.Ident:
		b, ok := y.(*cfront.Ident)
		return ok && a.Sym == b.Sym && a.Sym != nil
	case *cfront.Lit:
		b, ok := y.(*cfront.Lit)
		return ok && a.Kind == b.Kind && a.Text == b.Text
	case *cfront.Binary:
		b, ok := y.(*cfront.Binary)
		return ok && a.Op == b.Op && SameExpr(a.X, b.X) && SameExpr(a.Y, b.Y)
	case *cfront.Unary:
		b, ok := y.(*cfront.Unary)
		return ok && a.Op == b.Op && a.Op != "++" && a.Op != "--" && SameExpr(a.X, b.X)
	case *cfront.CondExpr:
		b, ok := y.(*cfront.CondExpr)
		return ok && SameExpr(a.C, b.C) && SameExpr(a.Then, b.Then) && SameExpr(a.Else, b.Else)
	case *cfront.Index:
		b, ok := y.(*cfront.Index)
		return ok && SameExpr(a.X, b.X) && SameExpr(a.Index, b.Index)
	case *cfront.Member:
		b, ok := y.(*cfront.Member)
		return ok && a.Name == b.Name && a.Arrow == b.Arrow && SameExpr(a.X, b.X)
	case *cfront.Cast:
		b, ok := y.(*cfront.Cast)
		return ok && sameType(a.T, b.T) && SameExpr(a.X, b.X)
	case *cfront.SizeofType:
		b, ok := y.(*cfront.SizeofType)
		return ok && a.Op == b.Op && sameType(a.Of, b.Of)
	}
	return false
}

// sameType compares two types as written: the front end may give two
// casts to one type distinct *Type values.
func sameType(x, y *cfront.Type) bool {
	if x == y {
		return true
	}
	return x != nil && y != nil && x.Kind == y.Kind && x.Name == y.Name && x.Name != ""
}

// pureExpr reports whether evaluating e has no side effects, so that two
// copies of it with one constant value denote one thing.
func pureExpr(e cfront.Expr) bool {
	pure := true
	cfront.Inspect(e, func(n cfront.Node) bool {
		switch x := n.(type) {
		case *cfront.Call, *cfront.Assign, *cfront.Postfix, *cfront.OtherExpr:
			pure = false
		case *cfront.Unary:
			if x.Op == "++" || x.Op == "--" {
				pure = false
			}
		}
		return pure
	})
	return pure
}
