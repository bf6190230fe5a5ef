package plan

import (
	"github.com/accls/accls/cfront"
)

// Pointers into the gang's (or a worker's) variables. A variable private
// to a gang is one copy that its workers and vector lanes share
// (§2.9.10), so a lane's store through a local pointer into it
// (double *t = tmp; ... t[j] = v;) is a store into that copy just as
// tmp[j] = v is, and a lane's read through the pointer must see the other
// lanes' stores. The planner of __local copies (gang_local.go) and the
// refusals (lane_shared.go) therefore see a store through a pointer as a
// store into every local variable the pointer may point into.
//
// ptrTargets follows the addresses of local variables through the body,
// without regard to order (a pointer may point into whatever any of its
// assignments gave it): pointer declarations and assignments, pointer
// arithmetic, ?:, and values that hold pointers (a struct initialized
// with {tmp}, an array of pointers), to a fixed point. Addresses that
// leave these forms cannot go further in device code today: accls refuses
// pointers to pointers, routines returning pointers, casts to pointers
// and stores into pointer members, so a pointer read from memory points
// into what was stored there (targets of the holder), and a routine
// given several pointers is taken to store any of them through any other.

// ptrTargets maps a local variable that holds pointers (a pointer, or a
// struct or array with pointers in it) to the local variables those
// pointers may point into; at is where a variable first got one.
type ptrTargets struct {
	m  map[*cfront.Symbol]map[*cfront.Symbol]bool
	at map[*cfront.Symbol]cfront.Node
}

// computePtrTargets follows the addresses of local variables in body.
func computePtrTargets(body cfront.Node) *ptrTargets {
	pt := &ptrTargets{m: map[*cfront.Symbol]map[*cfront.Symbol]bool{}, at: map[*cfront.Symbol]cfront.Node{}}
	if body == nil {
		return pt
	}
	changed := true
	add := func(dst, vals []*cfront.Symbol, at cfront.Node) {
		for _, d := range dst {
			if !holdsPointers(d.Type) {
				continue
			}
			for _, v := range vals {
				if pt.m[d] == nil {
					pt.m[d] = map[*cfront.Symbol]bool{}
					pt.at[d] = at
				}
				if !pt.m[d][v] {
					pt.m[d][v] = true
					changed = true
				}
			}
		}
	}
	for changed {
		changed = false
		cfront.Inspect(body, func(n cfront.Node) bool {
			switch x := n.(type) {
			case *cfront.DeclStmt:
				for _, v := range x.Vars {
					if v.Sym != nil && v.Init != nil {
						add([]*cfront.Symbol{v.Sym}, pt.valRoots(v.Init), v.Init)
					}
				}
			case *cfront.Assign:
				add(pt.locRoots(x.X), pt.valRoots(x.Y), x)
			case *cfront.Call:
				var locs, vals []*cfront.Symbol
				for _, a := range x.Args {
					if t := a.Type(); t != nil && (t.Kind == cfront.Pointer || t.Kind == cfront.Array) {
						locs = append(locs, pt.addrRoots(a)...)
					}
					vals = append(vals, pt.valRoots(a)...)
				}
				if len(vals) > 0 {
					add(locs, vals, x)
				}
			}
			return true
		})
	}
	return pt
}

// isLocalVar reports a variable of the body (or a routine's parameter),
// not a global.
func isLocalVar(s *cfront.Symbol) bool {
	return s != nil && s.Kind == cfront.SymVar && !s.Global && s.Storage != cfront.StorageStatic && s.Storage != cfront.StorageExtern
}

// holdsPointers reports a type whose values may hold pointers: a
// pointer, or an array, struct or union with one inside.
func holdsPointers(t *cfront.Type) bool {
	seen := map[*cfront.Type]bool{}
	var walk func(t *cfront.Type) bool
	walk = func(t *cfront.Type) bool {
		for ; t != nil && t.Kind == cfront.Array; t = t.Elem {
		}
		if t == nil || seen[t] {
			return false
		}
		seen[t] = true
		switch t.Kind {
		case cfront.Pointer:
			return true
		case cfront.Struct, cfront.Union:
			for _, f := range t.Fields {
				if walk(f.Type) {
					return true
				}
			}
		}
		return false
	}
	return walk(t)
}

// held are the targets of the pointers that the variables vs hold.
func (pt *ptrTargets) held(vs []*cfront.Symbol) []*cfront.Symbol {
	var out []*cfront.Symbol
	for _, v := range vs {
		for t := range pt.m[v] {
			out = append(out, t)
		}
	}
	return out
}

// valRoots are the local variables that the pointers in the value of e
// may point into: e a pointer, an array (it decays), a struct holding
// pointers, or an initializer list.
func (pt *ptrTargets) valRoots(e cfront.Expr) []*cfront.Symbol {
	if e == nil {
		return nil
	}
	switch x := cfront.Unparen(e).(type) {
	case *cfront.InitList:
		var out []*cfront.Symbol
		for _, el := range x.Elems {
			out = append(out, pt.valRoots(el)...)
		}
		return out
	case *cfront.CondExpr:
		return append(pt.valRoots(x.Then), pt.valRoots(x.Else)...)
	case *cfront.Assign:
		return append(pt.valRoots(x.Y), pt.valRoots(x.X)...)
	case *cfront.Binary:
		if x.Op == "," {
			return pt.valRoots(x.Y)
		}
	}
	t := e.Type()
	if t == nil {
		return nil
	}
	switch t.Kind {
	case cfront.Pointer, cfront.Array:
		return pt.addrRoots(e)
	case cfront.Struct, cfront.Union:
		return pt.held(pt.locRoots(e))
	}
	return nil
}

// addrRoots are the local variables a pointer (or array) expression may
// point into.
func (pt *ptrTargets) addrRoots(e cfront.Expr) []*cfront.Symbol {
	if e == nil {
		return nil
	}
	if t := e.Type(); t != nil && t.Kind == cfront.Array {
		return pt.locRoots(e) // an array decays to a pointer into itself
	}
	switch x := cfront.Unparen(e).(type) {
	case *cfront.Ident:
		if isLocalVar(x.Sym) {
			if t := x.Sym.Type; t != nil && t.Kind == cfront.Array {
				return []*cfront.Symbol{x.Sym}
			}
			return pt.held([]*cfront.Symbol{x.Sym})
		}
	case *cfront.Unary:
		switch x.Op {
		case "&":
			return pt.locRoots(x.X)
		case "*":
			return pt.held(pt.addrRoots(x.X)) // a pointer loaded from memory
		case "++", "--":
			return pt.addrRoots(x.X)
		}
	case *cfront.Postfix:
		return pt.addrRoots(x.X)
	case *cfront.Cast:
		return pt.valRoots(x.X)
	case *cfront.Binary:
		if x.Op == "," {
			return pt.addrRoots(x.Y)
		}
		if x.Op == "+" || x.Op == "-" {
			return append(pt.valRoots(x.X), pt.valRoots(x.Y)...)
		}
	case *cfront.CondExpr:
		return append(pt.addrRoots(x.Then), pt.addrRoots(x.Else)...)
	case *cfront.Assign:
		return append(pt.valRoots(x.Y), pt.addrRoots(x.X)...)
	case *cfront.Index, *cfront.Member:
		return pt.held(pt.locRoots(x)) // a pointer stored in memory
	case *cfront.Call:
		var out []*cfront.Symbol
		for _, a := range x.Args {
			out = append(out, pt.valRoots(a)...)
		}
		return out
	}
	return nil
}

// locRoots are the local variables an lvalue may lie in: x, x[i], x.m
// in x itself; p[i], *p, p->m in what p may point into.
func (pt *ptrTargets) locRoots(e cfront.Expr) []*cfront.Symbol {
	switch x := cfront.Unparen(e).(type) {
	case *cfront.Ident:
		if isLocalVar(x.Sym) {
			return []*cfront.Symbol{x.Sym}
		}
	case *cfront.Index:
		if t := x.X.Type(); t != nil && (t.Kind == cfront.Pointer || t.Kind == cfront.Array) {
			return pt.addrRoots(x.X)
		}
		return pt.addrRoots(x.Index) // i[p]
	case *cfront.Member:
		if x.Arrow {
			return pt.addrRoots(x.X)
		}
		return pt.locRoots(x.X)
	case *cfront.Unary:
		if x.Op == "*" {
			return pt.addrRoots(x.X)
		}
	}
	return nil
}

// throughRoots are the local variables a store into lvalue e reaches
// through a pointer (t[j], *p, q->m, s.p[j]), besides the variable it
// names (lvalueRoot).
func (pt *ptrTargets) throughRoots(e cfront.Expr) []*cfront.Symbol {
	direct := lvalueRoot(e)
	if id, ok := cfront.Unparen(e).(*cfront.Ident); ok && isLocalVar(id.Sym) {
		return nil // the variable itself, a pointer or not
	}
	var out []*cfront.Symbol
	for _, s := range pt.locRoots(e) {
		if s != direct {
			out = append(out, s)
		}
	}
	return out
}

// pointsInto are the variables of vs that the pointers p holds may point
// into.
func (pt *ptrTargets) pointsInto(p *cfront.Symbol, vs map[*cfront.Symbol]bool) []*cfront.Symbol {
	var out []*cfront.Symbol
	for t := range pt.m[p] {
		if vs[t] {
			out = append(out, t)
		}
	}
	return out
}
