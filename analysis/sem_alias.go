package analysis

import (
	"fmt"

	"github.com/accls/accls/cfront"
)

// Accesses through struct members (p->n, p->v[i], s.a.v[i], q->r->v[i])
// in dependence analysis. Two rules, both from C's effective type rules
// (C11 6.5p7, "strict aliasing"): an object may be accessed only through
// an lvalue of a compatible type (signedness aside), a character type, or
// an aggregate that contains such a type among its members.
//
//  1. Two accesses whose lvalue types cannot alias touch different
//     memory: p->n (int) and p->v[i] (double) never meet, so a loop that
//     reads one and writes the other carries no dependence between them.
//     A member pointer cannot point into the struct's own int member
//     either: the double access would then be to an int object. It may
//     point to a double member of the same struct (p->v == &p->w[0]), and
//     then the double accesses are compared like any others (rule 2, or
//     a dependence).
//  2. Two element accesses through the same member path (p->v[i] and
//     p->v[i+1]) are two elements of one array when every pointer the
//     path loads is the same in all iterations: the root variable is not
//     written, no write in the loop has an lvalue type that may alias a
//     pointer of the path (writes of doubles cannot change p->v, of type
//     double *), and no call may write memory. The subscripts after the
//     path are then compared by the ordinary tests.

// memberDep tests two references of which at least one reaches its element
// through a member. handled is false when the rules above decide nothing.
func (a *analyzer) memberDep(env *polyEnv, l *Loop, r1, r2 *VarRef) (dep *Dependence, handled bool) {
	if !typesMayAlias(elemType(r1), elemType(r2)) {
		return nil, true
	}
	if !r1.Through || !r2.Through || r1.Sym != r2.Sym {
		return nil, false
	}
	b1, s1 := memberBase(r1.Elem)
	b2, s2 := memberBase(r2.Elem)
	if b1 == nil || b2 == nil || len(s1) == 0 || len(s1) != len(s2) || !sameLvalue(b1, b2) {
		return nil, false
	}
	if !a.invariantPath(env, l, b1) {
		return &Dependence{Loop: l, Src: r1, Dst: r2, Kind: depKind(r1, r2), Test: "none",
			Why: fmt.Sprintf("%s may not be the same array in every iteration (the loop changes a variable it uses, writes a pointer or a struct holding one, or calls a function)", a.f.Slice(b1.Span()))}, true
	}
	c1, c2 := *r1, *r2
	c1.Subs, c1.Through = s1, false
	c2.Subs, c2.Through = s2, false
	d := a.depTest(env, l, &c1, &c2)
	if d != nil {
		// Report the references as they are.
		for _, p := range []**VarRef{&d.Src, &d.Dst} {
			switch *p {
			case &c1:
				*p = r1
			case &c2:
				*p = r2
			}
		}
	}
	return d, true
}

// elemType is the lvalue type of a reference's element for rule 1, nil
// (anything) when the access goes through a union member: C lets a union's
// members of different types share its bytes (C11 6.5.2.3).
func elemType(r *VarRef) *cfront.Type {
	if r.Elem == nil {
		return nil
	}
	for e := r.Elem; e != nil; {
		switch x := e.(type) {
		case *cfront.Paren:
			e = x.X
		case *cfront.Index:
			e = x.X
		case *cfront.Cast:
			return nil
		case *cfront.Unary:
			e = x.X
		case *cfront.Member:
			t := x.X.Type()
			if t != nil && x.Arrow && t.Kind == cfront.Pointer {
				t = t.Elem
			}
			if t == nil || t.Kind == cfront.Union {
				return nil
			}
			e = x.X
		default:
			e = nil
		}
	}
	return r.Elem.Type()
}

// memberBase splits an element access into the member expression that
// gives the array or pointer (p->v of p->v[i][j], s.w of s.w[i]) and the
// subscripts after it, outermost first. base is nil when the access does
// not end in subscripts of a member.
func memberBase(e cfront.Expr) (base cfront.Expr, subs []cfront.Expr) {
	for {
		switch x := e.(type) {
		case *cfront.Paren:
			e = x.X
		case *cfront.Index:
			subs = append([]cfront.Expr{x.Index}, subs...)
			e = x.X
		case *cfront.Member:
			return x, subs
		default:
			return nil, nil
		}
	}
}

// sameLvalue reports whether two member paths are written the same way
// over the same variables: s.a.v, q->r->v, q[2].v.
func sameLvalue(x, y cfront.Expr) bool {
	x, y = cfront.Unparen(x), cfront.Unparen(y)
	switch a := x.(type) {
	case *cfront.Ident:
		b, ok := y.(*cfront.Ident)
		return ok && a.Sym != nil && a.Sym == b.Sym
	case *cfront.Member:
		b, ok := y.(*cfront.Member)
		return ok && a.Name == b.Name && a.Arrow == b.Arrow && sameLvalue(a.X, b.X)
	case *cfront.Index:
		b, ok := y.(*cfront.Index)
		if !ok || !sameLvalue(a.X, b.X) {
			return false
		}
		va, okA := cfront.IntConst(a.Index)
		vb, okB := cfront.IntConst(b.Index)
		if okA && okB {
			return va == vb
		}
		ia, okA := cfront.Unparen(a.Index).(*cfront.Ident)
		ib, okB := cfront.Unparen(b.Index).(*cfront.Ident)
		return okA && okB && ia.Sym != nil && ia.Sym == ib.Sym
	}
	return false
}

// invariantPath reports whether the member path base designates the same
// array in every iteration of l (rule 2).
func (a *analyzer) invariantPath(env *polyEnv, l *Loop, base cfront.Expr) bool {
	body := loopBody(l)
	if body == nil {
		return false
	}
	calls := false
	cfront.Inspect(body, func(n cfront.Node) bool {
		if c, ok := n.(*cfront.Call); ok {
			if s := c.Callee(); s == nil || !deviceBuiltin(s) {
				calls = true
			}
		}
		return !calls
	})
	if calls {
		return false // a routine may write a member of the path
	}
	vary := varyingIn(env, l)
	// The pointers the path loads, and the variables it names.
	var loaded []*cfront.Type
	ok := true
	var walk func(e cfront.Expr, last bool)
	walk = func(e cfront.Expr, last bool) {
		switch x := cfront.Unparen(e).(type) {
		case *cfront.Ident:
			if x.Sym == nil || vary[x.Sym] {
				ok = false
			}
		case *cfront.Member:
			if t := x.Type(); last && t != nil && t.Kind == cfront.Pointer {
				loaded = append(loaded, t) // p->v, loaded before its [i]
			}
			if x.Arrow {
				if t := x.X.Type(); t != nil {
					loaded = append(loaded, t) // q->r: q is loaded
				}
			}
			walk(x.X, false)
		case *cfront.Index:
			if t := x.X.Type(); t != nil && t.Kind == cfront.Pointer {
				loaded = append(loaded, t)
			}
			if _, isConst := cfront.IntConst(x.Index); !isConst {
				walk(x.Index, false)
			}
			walk(x.X, false)
		default:
			ok = false
		}
	}
	walk(base, true)
	if !ok {
		return false
	}
	// No write in the loop may change a loaded pointer: the writes'
	// lvalue types must not alias the pointers' types. Variables declared
	// in the loop are new objects that no pointer set before it reaches.
	for _, r := range a.loopRefs[l] {
		if r.Access&(Write|AddrOf) == 0 {
			continue
		}
		if r.Elem == nil && a.privateIn(l, r.Sym, r) {
			continue
		}
		wt := r.Sym.Type
		if r.Elem != nil {
			wt = elemType(r)
		}
		for _, pt := range loaded {
			if typesMayAlias(wt, pt) {
				return false
			}
		}
	}
	return true
}

// typesMayAlias reports whether an object accessed through an lvalue of
// type x may be accessed through one of type y (C11 6.5p7): compatible
// types (signedness and enum-ness aside), character types, and aggregates
// containing such a member. Unknown types may alias anything.
func typesMayAlias(x, y *cfront.Type) bool {
	if x == nil || y == nil || x.Kind == cfront.Invalid || y.Kind == cfront.Invalid {
		return true
	}
	if isCharType(x) || isCharType(y) {
		return true
	}
	if contains(x, y, 0) || contains(y, x, 0) {
		return true
	}
	return scalarCompatible(x, y)
}

func isCharType(t *cfront.Type) bool {
	return (t.Kind == cfront.Int || t.Kind == cfront.Bool) && t.Size == 1
}

// contains reports an aggregate (struct, union, array) x with a member or
// element, at any depth, whose type may alias y.
func contains(x, y *cfront.Type, depth int) bool {
	if depth > 16 {
		return true
	}
	switch x.Kind {
	case cfront.Array:
		if x.Elem == nil {
			return true
		}
		return scalarCompatible(x.Elem, y) || sameAggregate(x.Elem, y) || contains(x.Elem, y, depth+1)
	case cfront.Struct, cfront.Union:
		if len(x.Fields) == 0 {
			return true // incomplete: its members are not known
		}
		for _, f := range x.Fields {
			if f.Type == nil || isCharType(f.Type) || scalarCompatible(f.Type, y) || sameAggregate(f.Type, y) || contains(f.Type, y, depth+1) {
				return true
			}
		}
	}
	return false
}

func sameAggregate(x, y *cfront.Type) bool {
	switch x.Kind {
	case cfront.Struct, cfront.Union, cfront.Array:
		return x.Kind == y.Kind && (x == y || x.Name == y.Name)
	}
	return false
}

// scalarCompatible compares non-aggregate types: integers (and enums) of
// one size, the same floating type, any two pointers (a void * or a cast
// may stand between pointer types, so they are not told apart).
func scalarCompatible(x, y *cfront.Type) bool {
	ik := func(t *cfront.Type) bool {
		return t.Kind == cfront.Int || t.Kind == cfront.Enum || t.Kind == cfront.Bool
	}
	switch {
	case ik(x) && ik(y):
		return x.Size == y.Size || x.Size <= 0 || y.Size <= 0
	case x.Kind == cfront.Float && y.Kind == cfront.Float, x.Kind == cfront.Complex && y.Kind == cfront.Complex:
		return x.Size == y.Size
	case x.Kind == cfront.Pointer && y.Kind == cfront.Pointer:
		return true
	}
	return false
}
