package plan

import (
	"github.com/accls/accls/cfront"
)

// Pointers into the gang's (or a worker's) variables. A variable private
// to a gang is one copy that its workers and vector lanes share
// (§2.9.10), so a lane's store through a local pointer into it
// (double *t = tmp; ... t[j] = v;) is a store into that copy just as
// tmp[j] = v is, and a lane's read through the pointer must see the other
// lanes' stores. The planner of __local copies
// (openclgen/gang_local_plan.go) and the refusals
// (openclgen/lane_shared.go) therefore see a store through a pointer as
// a store into every local variable the pointer may point into.
//
// PtrTargets follows the addresses of local variables through the body,
// without regard to order (a pointer may point into whatever any of its
// assignments gave it): pointer declarations and assignments, pointer
// arithmetic, ?:, and values that hold pointers (a struct initialized
// with {tmp}, an array of pointers), to a fixed point. Addresses that
// leave these forms cannot go further in device code today: accls refuses
// pointers to pointers, routines returning pointers, casts to pointers
// and stores into pointer members, so a pointer read from memory points
// into what was stored there (targets of the holder), and a routine
// given several pointers is taken to store any of them through any other.

// PtrTargets maps a local variable that holds pointers (a pointer, or a
// struct or array with pointers in it) to the local variables those
// pointers may point into; At is where a variable first got one.
type PtrTargets struct {
	Targets map[*cfront.Symbol]map[*cfront.Symbol]bool
	At      map[*cfront.Symbol]cfront.Node
}

// ComputePtrTargets follows the addresses of local variables in body.
func ComputePtrTargets(body cfront.Node) *PtrTargets {
	pt := &PtrTargets{Targets: map[*cfront.Symbol]map[*cfront.Symbol]bool{}, At: map[*cfront.Symbol]cfront.Node{}}
	if body == nil {
		return pt
	}
	// The forms that give a variable pointers, in the walk's order: the
	// fixed point goes over them instead of walking the body again (the
	// walks were a tenth of the limits run of accls check, issue 16).
	var forms []ptrForm
	cfront.Inspect(body, func(n cfront.Node) bool {
		switch x := n.(type) {
		case *cfront.DeclStmt:
			for _, v := range x.Vars {
				if v.Sym != nil && v.Init != nil && HoldsPointers(v.Sym.Type) {
					forms = append(forms, ptrForm{decl: v})
				}
			}
		case *cfront.Assign, *cfront.Call:
			forms = append(forms, ptrForm{n: x})
		}
		return true
	})
	for changed := true; changed; {
		changed = false
		for _, f := range forms {
			changed = pt.follow(f) || changed
		}
	}
	return pt
}

// ptrForm is a declaration with an initializer (decl), an assignment or
// a call (n).
type ptrForm struct {
	n    cfront.Node
	decl *cfront.VarDecl
}

// follow adds the targets that the form f gives variables, and reports
// whether it added any. The values' roots are asked only when a variable
// it writes holds pointers.
func (pt *PtrTargets) follow(f ptrForm) bool {
	if v := f.decl; v != nil {
		return pt.add([]*cfront.Symbol{v.Sym}, v.Init, nil, v.Init)
	}
	switch x := f.n.(type) {
	case *cfront.Assign:
		return pt.add(pt.LocRoots(x.X), x.Y, nil, x)
	case *cfront.Call:
		var locs []*cfront.Symbol
		for _, a := range x.Args {
			if t := a.Type(); t != nil && (t.Kind == cfront.Pointer || t.Kind == cfront.Array) {
				locs = append(locs, pt.AddrRoots(a)...)
			}
		}
		return pt.add(locs, nil, x.Args, x)
	}
	return false
}

// add records that the variables dst may point where the value of val
// (or of each of args) points, first at at; it reports a new target.
func (pt *PtrTargets) add(dst []*cfront.Symbol, val cfront.Expr, args []cfront.Expr, at cfront.Node) bool {
	var vals []*cfront.Symbol
	asked, changed := false, false
	for _, d := range dst {
		if !HoldsPointers(d.Type) {
			continue
		}
		if !asked {
			asked = true
			if vals = pt.ValRoots(val); args != nil {
				for _, a := range args {
					vals = append(vals, pt.ValRoots(a)...)
				}
			}
		}
		for _, v := range vals {
			if pt.Targets[d] == nil {
				pt.Targets[d] = map[*cfront.Symbol]bool{}
				pt.At[d] = at
			}
			if !pt.Targets[d][v] {
				pt.Targets[d][v] = true
				changed = true
			}
		}
	}
	return changed
}

// IsLocalVar reports a variable of the body (or a routine's parameter),
// not a global.
func IsLocalVar(s *cfront.Symbol) bool {
	return s != nil && s.Kind == cfront.SymVar && !s.Global && s.Storage != cfront.StorageStatic && s.Storage != cfront.StorageExtern
}

// HoldsPointers reports a type whose values may hold pointers: a
// pointer, or an array, struct or union with one inside.
func HoldsPointers(t *cfront.Type) bool {
	for ; t != nil && t.Kind == cfront.Array; t = t.Elem {
	}
	if t == nil || t.Kind != cfront.Pointer && t.Kind != cfront.Struct && t.Kind != cfront.Union {
		return false // no need for the walk's map
	}
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

// Held are the targets of the pointers that the variables vs hold.
func (pt *PtrTargets) Held(vs []*cfront.Symbol) []*cfront.Symbol {
	var out []*cfront.Symbol
	for _, v := range vs {
		for t := range pt.Targets[v] {
			out = append(out, t)
		}
	}
	return out
}

// ValRoots are the local variables that the pointers in the value of e
// may point into: e a pointer, an array (it decays), a struct holding
// pointers, or an initializer list.
func (pt *PtrTargets) ValRoots(e cfront.Expr) []*cfront.Symbol {
	if e == nil {
		return nil
	}
	switch x := cfront.Unparen(e).(type) {
	case *cfront.InitList:
		var out []*cfront.Symbol
		for _, el := range x.Elems {
			out = append(out, pt.ValRoots(el)...)
		}
		return out
	case *cfront.CondExpr:
		return append(pt.ValRoots(x.Then), pt.ValRoots(x.Else)...)
	case *cfront.Assign:
		return append(pt.ValRoots(x.Y), pt.ValRoots(x.X)...)
	case *cfront.Binary:
		if x.Op == "," {
			return pt.ValRoots(x.Y)
		}
	}
	t := e.Type()
	if t == nil {
		return nil
	}
	switch t.Kind {
	case cfront.Pointer, cfront.Array:
		return pt.AddrRoots(e)
	case cfront.Struct, cfront.Union:
		return pt.Held(pt.LocRoots(e))
	}
	return nil
}

// AddrRoots are the local variables a pointer (or array) expression may
// point into.
func (pt *PtrTargets) AddrRoots(e cfront.Expr) []*cfront.Symbol {
	if e == nil {
		return nil
	}
	if t := e.Type(); t != nil && t.Kind == cfront.Array {
		return pt.LocRoots(e) // an array decays to a pointer into itself
	}
	switch x := cfront.Unparen(e).(type) {
	case *cfront.Ident:
		if IsLocalVar(x.Sym) {
			if t := x.Sym.Type; t != nil && t.Kind == cfront.Array {
				return []*cfront.Symbol{x.Sym}
			}
			return pt.Held([]*cfront.Symbol{x.Sym})
		}
	case *cfront.Unary:
		switch x.Op {
		case "&":
			return pt.LocRoots(x.X)
		case "*":
			return pt.Held(pt.AddrRoots(x.X)) // a pointer loaded from memory
		case "++", "--":
			return pt.AddrRoots(x.X)
		}
	case *cfront.Postfix:
		return pt.AddrRoots(x.X)
	case *cfront.Cast:
		return pt.ValRoots(x.X)
	case *cfront.Binary:
		if x.Op == "," {
			return pt.AddrRoots(x.Y)
		}
		if x.Op == "+" || x.Op == "-" {
			return append(pt.ValRoots(x.X), pt.ValRoots(x.Y)...)
		}
	case *cfront.CondExpr:
		return append(pt.AddrRoots(x.Then), pt.AddrRoots(x.Else)...)
	case *cfront.Assign:
		return append(pt.ValRoots(x.Y), pt.AddrRoots(x.X)...)
	case *cfront.Index, *cfront.Member:
		return pt.Held(pt.LocRoots(x)) // a pointer stored in memory
	case *cfront.Call:
		var out []*cfront.Symbol
		for _, a := range x.Args {
			out = append(out, pt.ValRoots(a)...)
		}
		return out
	}
	return nil
}

// LocRoots are the local variables an lvalue may lie in: x, x[i], x.m
// in x itself; p[i], *p, p->m in what p may point into.
func (pt *PtrTargets) LocRoots(e cfront.Expr) []*cfront.Symbol {
	switch x := cfront.Unparen(e).(type) {
	case *cfront.Ident:
		if IsLocalVar(x.Sym) {
			return []*cfront.Symbol{x.Sym}
		}
	case *cfront.Index:
		if t := x.X.Type(); t != nil && (t.Kind == cfront.Pointer || t.Kind == cfront.Array) {
			return pt.AddrRoots(x.X)
		}
		return pt.AddrRoots(x.Index) // i[p]
	case *cfront.Member:
		if x.Arrow {
			return pt.AddrRoots(x.X)
		}
		return pt.LocRoots(x.X)
	case *cfront.Unary:
		if x.Op == "*" {
			return pt.AddrRoots(x.X)
		}
	}
	return nil
}

// ThroughRoots are the local variables a store into lvalue e reaches
// through a pointer (t[j], *p, q->m, s.p[j]), besides the variable it
// names (LvalueRoot).
func (pt *PtrTargets) ThroughRoots(e cfront.Expr) []*cfront.Symbol {
	direct := LvalueRoot(e)
	if id, ok := cfront.Unparen(e).(*cfront.Ident); ok && IsLocalVar(id.Sym) {
		return nil // the variable itself, a pointer or not
	}
	var out []*cfront.Symbol
	for _, s := range pt.LocRoots(e) {
		if s != direct {
			out = append(out, s)
		}
	}
	return out
}

// PointsInto are the variables of vs that the pointers p holds may point
// into.
func (pt *PtrTargets) PointsInto(p *cfront.Symbol, vs map[*cfront.Symbol]bool) []*cfront.Symbol {
	var out []*cfront.Symbol
	for t := range pt.Targets[p] {
		if vs[t] {
			out = append(out, t)
		}
	}
	return out
}
