package plan

import (
	"github.com/accls/accls/cfront"
)

// LvalueRoot is the local variable an lvalue stores into (x, x[i], x.m,
// x[i].m[j] through arrays and members), nil for memory reached through
// a pointer and for globals.
func LvalueRoot(e cfront.Expr) *cfront.Symbol {
	for {
		switch x := cfront.Unparen(e).(type) {
		case *cfront.Ident:
			s := x.Sym
			if s == nil || s.Kind != cfront.SymVar || s.Global || s.Type == nil || s.Type.Kind == cfront.Pointer {
				return nil
			}
			return s
		case *cfront.Index:
			// x.X has decayed to a pointer: go on through arrays only
			switch b := cfront.Unparen(x.X).(type) {
			case *cfront.Ident:
				if b.Sym == nil || b.Sym.Type == nil || b.Sym.Type.Kind != cfront.Array {
					return nil
				}
			case *cfront.Index, *cfront.Member:
			default:
				return nil
			}
			e = x.X
		case *cfront.Member:
			if x.Arrow {
				return nil
			}
			e = x.X
		default:
			return nil
		}
	}
}

// PtrRoot is the local variable a pointer argument points into: an array
// (t, t + 1, t[i] of an array of arrays), &x, &x[i], &s.m.
func PtrRoot(e cfront.Expr) *cfront.Symbol {
	switch x := cfront.Unparen(e).(type) {
	case *cfront.Ident:
		if x.Sym != nil && x.Sym.Type != nil && x.Sym.Type.Kind == cfront.Array {
			return LvalueRoot(x)
		}
	case *cfront.Unary:
		if x.Op == "&" {
			return LvalueRoot(x.X)
		}
	case *cfront.Cast:
		return PtrRoot(x.X)
	case *cfront.Binary:
		if x.Op == "+" || x.Op == "-" {
			if s := PtrRoot(x.X); s != nil {
				return s
			}
			if x.Op == "+" {
				return PtrRoot(x.Y)
			}
		}
	case *cfront.Index:
		if t := x.Type(); t != nil && t.Kind == cfront.Array {
			return LvalueRoot(x)
		}
	case *cfront.Member:
		if t := x.Type(); t != nil && t.Kind == cfront.Array {
			return LvalueRoot(x)
		}
	}
	return nil
}
