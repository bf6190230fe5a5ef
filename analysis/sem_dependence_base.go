package analysis

import (
	"fmt"

	"github.com/accls/accls/cfront"
)

// What the subscript tests take for granted: the array an access names is
// the same in every iteration, and a subscript's value is its polynomial.
// A pointer the loop changes (double *q = x + i; q[0] = q[-1]) breaks the
// first, an integer conversion that wraps ((char)i, or `char c = i;`) the
// second. Both would let two iterations reach one element unseen.

// narrows reports a conversion to a smaller integer type in e: a cast, or
// nothing else (implicit conversions of subscripts only widen).
func narrows(e cfront.Expr) bool {
	found := false
	cfront.Inspect(e, func(n cfront.Node) bool {
		if c, ok := n.(*cfront.Cast); ok {
			t, from := c.Type(), c.X.Type()
			if t != nil && t.IsInteger() && (from == nil || !from.IsInteger() || from.Size <= 0 || t.Size < from.Size) {
				found = true
			}
		}
		return !found
	})
	return found
}

// throughPointer reports whether element access e of variable sym loads
// a pointer on its way (p[i], *p, p->m, s.v[i] with v a pointer): the
// element is then not part of the variable, and a private copy of the
// variable shares it. The types come from the symbol down, since an
// array operand's own type may be the pointer it decays to.
func throughPointer(sym *cfront.Symbol, e cfront.Expr) bool {
	var path []cfront.Expr // from the variable out
	for x := e; ; {
		switch y := x.(type) {
		case *cfront.Paren:
			x = y.X
			continue
		case *cfront.Index:
			path = append([]cfront.Expr{y}, path...)
			x = y.X
			continue
		case *cfront.Member:
			path = append([]cfront.Expr{y}, path...)
			x = y.X
			continue
		case *cfront.Ident:
			if y.Sym != sym {
				return true
			}
		default:
			return true // *p, *(p + i), casts: through a pointer value
		}
		break
	}
	t := sym.Type
	for _, x := range path {
		if t == nil {
			return true
		}
		switch y := x.(type) {
		case *cfront.Index:
			if t.Kind != cfront.Array {
				return true
			}
			t = t.Elem
		case *cfront.Member:
			if y.Arrow || (t.Kind != cfront.Struct && t.Kind != cfront.Union) {
				return true
			}
			f := t.FieldByName(y.Name)
			if f == nil {
				return true
			}
			t = f.Type
		}
	}
	return false
}

// elemPrivate reports whether r's element belongs to a variable private to
// each iteration of l (a local array declared in the loop), as opposed to
// memory that a private pointer reaches.
func (a *analyzer) elemPrivate(l *Loop, r *VarRef) bool {
	return a.privateIn(l, r.Sym, r) && !throughPointer(r.Sym, r.Elem)
}

// movingBase returns a dependence when r is an element reached through a
// pointer variable that loop l assigns (or declares, or makes private):
// the same subscripts then name different elements in different
// iterations, and different subscripts may name the same one.
func (a *analyzer) movingBase(env *polyEnv, l *Loop, r *VarRef, other *VarRef) *Dependence {
	if r.Through || r.Sym.Type == nil || r.Sym.Type.Kind != cfront.Pointer {
		return nil // member paths: invariantPath (sem_alias.go)
	}
	if !varyingIn(env, l)[r.Sym] && !a.privateIn(l, r.Sym, r) {
		return nil
	}
	src, dst := r, other
	if other.Order < r.Order {
		src, dst = other, r
	}
	return &Dependence{Loop: l, Src: src, Dst: dst, Kind: depKind(src, dst), Test: "none",
		Why: fmt.Sprintf("'%s' points to different data from one iteration to the next", r.Sym.Name)}
}

// restrictExcludes reports whether a restrict qualifier rules out that
// pointers x and y reach the same data in f (C11 6.7.3.1): one is
// restrict and the other is not based on it. A pointer assigned from an
// expression that uses the restrict pointer, or another pointer that may
// be, may be based on it (double *p = x + 1).
func (a *analyzer) restrictExcludes(f *cfront.Func, x, y *cfront.Symbol) bool {
	if x.Restrict && y.Restrict {
		return true
	}
	if y.Restrict {
		x, y = y, x
	}
	if !x.Restrict {
		return false
	}
	return !a.basedOn(f, y, x, map[*cfront.Symbol]bool{})
}

// basedOn reports whether y may hold a value computed from pointer x: an
// assignment to y (its initializer included) in f uses x, or a pointer or
// array that may itself be based on x.
func (a *analyzer) basedOn(f *cfront.Func, y, x *cfront.Symbol, seen map[*cfront.Symbol]bool) bool {
	if y == x {
		return true
	}
	if seen[y] || f == nil || f.Body == nil {
		return false
	}
	seen[y] = true
	if y.Type != nil && y.Type.Kind == cfront.Array {
		return false // an array is its own object
	}
	for _, rhs := range a.assignedFrom(f)[y] {
		if rhs == nil {
			return true // its address escapes
		}
		for _, s := range symsIn(rhs) {
			if s == x {
				return true
			}
			if s != y && s.Type != nil && (s.Type.Kind == cfront.Pointer || s.Type.Kind == cfront.Array) && a.basedOn(f, s, x, seen) {
				return true
			}
		}
	}
	return false
}

// assignedFrom maps each variable of f to the expressions assigned to it
// (initializers, =, op=), once per function.
func (a *analyzer) assignedFrom(f *cfront.Func) map[*cfront.Symbol][]cfront.Expr {
	if a.assigns == nil {
		a.assigns = map[*cfront.Func]map[*cfront.Symbol][]cfront.Expr{}
	}
	if m, ok := a.assigns[f]; ok {
		return m
	}
	m := map[*cfront.Symbol][]cfront.Expr{}
	cfront.Inspect(f.Body, func(n cfront.Node) bool {
		switch x := n.(type) {
		case *cfront.DeclStmt:
			for _, v := range x.Vars {
				if v.Init != nil {
					m[v.Sym] = append(m[v.Sym], v.Init)
				}
			}
		case *cfront.Assign:
			if id, ok := stripToIdent(x.X); ok {
				m[id.Sym] = append(m[id.Sym], x.Y)
			}
		case *cfront.Unary:
			if x.Op == "&" {
				// A pointer whose address escapes may be set anywhere.
				if id, ok := stripToIdent(x.X); ok {
					m[id.Sym] = append(m[id.Sym], nil)
				}
			}
		}
		return true
	})
	a.assigns[f] = m
	return m
}
