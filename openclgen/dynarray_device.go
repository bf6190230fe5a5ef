package openclgen

import (
	"fmt"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
	"github.com/accls/accls/source"
)

// Dynamic multidimensional arrays in device code (§2.7.1; their data
// actions are dynarray.go's). A pointer to pointers (or array of
// pointers) is a __global ulong *: the device pointer array, whose
// elements are the rows' device addresses that the attach actions stored
// (§2.6.8). That is the one representation of a pointer to pointers in
// device code: the variable of a data clause, a routine's parameter that
// receives it (§2.15.1), a local initialized from one, and a row pointer
// that is itself a pointer to pointers (a[i] of int ***a) all hold it.
//
// Loading an element of the pointer array gives a device address (a
// ulong, the load's raw text). Dereferenced at once (a[i][j], *a[i]) it is
// ACC_PTR(double, a[i])[j]; used as a value (a row passed to a routine,
// double *p = a[i], a[i] + k) it is ACC_PTR_OR_NULL(double, a[i]), so a
// null row stays null. A pointer to pointers loaded from one
// (a[i] of int ***a) is ACC_PTR(ulong, a[i]) in turn.

// dynDepth reports whether e is a pointer to pointers in device code,
// held as a device pointer array, and how many pointer levels lie below
// its first (1 for double **, 2 for int ***).
func (k *kern) dynDepth(e cfront.Expr) (int, bool) {
	if !isDynType(e.Type()) {
		return 0, false
	}
	if !k.dynRooted(e) {
		return 0, false
	}
	return dynTypeDepth(e.Type()), true
}

// dynTypeDepth counts the pointer levels below the first of a pointer to
// pointers (or array of pointers).
func dynTypeDepth(t *cfront.Type) int {
	depth := 0
	for e := t.Elem; e != nil && e.Kind == cfront.Pointer; e = e.Elem {
		depth++
	}
	return depth
}

// dynRooted reports an expression of pointer to pointers type whose value
// comes from a device pointer array.
func (k *kern) dynRooted(e cfront.Expr) bool {
	switch x := cfront.Unparen(e).(type) {
	case *cfront.Ident:
		_, ok := k.dyn[x.Sym]
		return ok && x.Sym != nil
	case *cfront.Index:
		return k.isDynLoad(x)
	case *cfront.Unary:
		switch x.Op {
		case "&":
			return k.isDynLoad(x.X) // &a[i]: into the pointer array
		case "++", "--":
			return k.dynRooted(x.X)
		}
		return k.isDynLoad(x)
	case *cfront.Postfix:
		return k.dynRooted(x.X)
	case *cfront.Binary:
		if isDynType(x.X.Type()) {
			return k.dynRooted(x.X)
		}
		return isDynType(x.Y.Type()) && k.dynRooted(x.Y)
	case *cfront.CondExpr:
		return k.dynRooted(x.Then) && k.dynRooted(x.Else)
	case *cfront.Assign:
		return k.dynRooted(x.X)
	case *cfront.Cast:
		return isIntegerType(x.X.Type()) // a device address (cast_ptr.go)
	}
	return false
}

// dynLoadOf reports e = D[i] or *D with D a pointer to pointers in
// device code: the load of a device address from the pointer array (idx
// is nil for *D).
func (k *kern) dynLoadOf(e cfront.Expr) (d, idx cfront.Expr, ok bool) {
	switch x := cfront.Unparen(e).(type) {
	case *cfront.Index:
		d, idx = x.X, x.Index
	case *cfront.Unary:
		if x.Op != "*" {
			return nil, nil, false
		}
		d = x.X
	default:
		return nil, nil, false
	}
	if t := e.Type(); t == nil || t.Kind != cfront.Pointer || t.Elem == nil {
		return nil, nil, false
	}
	if _, isDyn := k.dynDepth(d); !isDyn {
		return nil, nil, false
	}
	return d, idx, true
}

func (k *kern) isDynLoad(e cfront.Expr) bool {
	_, _, ok := k.dynLoadOf(e)
	return ok
}

// dynLoad prints a load from a device pointer array (dynLoadOf): raw is
// the ulong element, elem the OpenCL name of what the loaded pointer
// points at (ulong when it is a pointer to pointers again).
func (k *kern) dynLoad(e cfront.Expr) (raw, elem string, ok bool) {
	d, idx, ok := k.dynLoadOf(e)
	if !ok {
		return "", "", false
	}
	elem = "ulong"
	if t := e.Type(); t.Elem.Kind != cfront.Pointer {
		elem = k.g.typeName(t.Elem)
	}
	if idx == nil {
		return "(*" + k.dynPtr(d) + ")", elem, true
	}
	return k.dynPtr(d) + "[" + k.expr(idx) + "]", elem, true
}

// dynPtr prints a pointer to pointers to be dereferenced: a loaded one
// without the null check of its value form.
func (k *kern) dynPtr(d cfront.Expr) string {
	if raw, _, ok := k.dynLoad(d); ok {
		return "ACC_PTR(ulong, " + raw + ")"
	}
	return k.expr(d)
}

// dynIndex prints x when it loads from a device pointer array (a row
// pointer a[i] as a value) or indexes a row just loaded (a[i][j] is
// ACC_PTR(double, a[i])[j], a[i][j][l] of int ***a is
// ACC_PTR(int, ACC_PTR(ulong, a[i])[j])[l]). ok is false for expressions
// on other variables.
func (k *kern) dynIndex(x *cfront.Index) (string, bool) {
	if raw, elem, ok := k.dynLoad(x); ok {
		return "ACC_PTR_OR_NULL(" + elem + ", " + raw + ")", true
	}
	if raw, elem, ok := k.dynLoad(x.X); ok {
		return "ACC_PTR(" + elem + ", " + raw + ")[" + k.expr(x.Index) + "]", true
	}
	return "", false
}

// dynUnary prints *a[i], *a and &a[i] on a device pointer array; ok is
// false for other operands.
func (k *kern) dynUnary(x *cfront.Unary) (string, bool) {
	switch x.Op {
	case "*":
		if raw, elem, ok := k.dynLoad(x); ok {
			return "ACC_PTR_OR_NULL(" + elem + ", " + raw + ")", true
		}
		if raw, elem, ok := k.dynLoad(x.X); ok {
			return "(*ACC_PTR(" + elem + ", " + raw + "))", true
		}
	case "&":
		if raw, _, ok := k.dynLoad(x.X); ok {
			return "(&" + raw + ")", true
		}
	}
	return "", false
}

// dynRowWrite refuses a store into a device pointer array (a[i] = p,
// a[i]++): its elements are the device addresses the attach actions
// stored, which only attach and detach change (§2.6.8).
func (k *kern) dynRowWrite(lhs cfront.Expr) {
	if k.isDynLoad(lhs) {
		k.g.limit(model.LimitDynArrayRowPointer, lhs.Span(), k.g.text(lhs.Span()))
	}
}

// dynParam declares a pointer to pointers (or array of pointers) of a
// data clause in a kernel: the device pointer array as __global ulong *.
// It reports whether kv is such a variable (errors included).
func (k *kern) dynParam(kv *kvar) bool {
	t := kv.sym.Type
	if !isDynType(t) {
		return false
	}
	g := k.g
	if !g.dynElemOK(t, kv.sym.Name, k.c.DirRange) {
		return true
	}
	p := "__acc_p_" + kv.sym.Name
	k.params = append(k.params, "ulong "+p)
	dev := p
	if kv.mp != nil && kv.mp.pointerVar {
		dev = g.attachedPointer(k.c, kv.sym, p) // attach.go
	}
	k.prologue = append(k.prologue, fmt.Sprintf("__global ulong *%s = ACC_PTR(ulong, %s);", kv.name, dev))
	k.setDyn(kv.sym, kv.name, t)
	return true
}

// setDyn records sym as a device pointer array named name.
func (k *kern) setDyn(sym *cfront.Symbol, name string, t *cfront.Type) {
	if k.dyn == nil {
		k.dyn = map[*cfront.Symbol]int{}
	}
	k.dyn[sym] = dynTypeDepth(t)
	k.names[sym] = name
	k.spaces[sym] = "__global "
}

// dynElemOK checks the type the last pointer level of a pointer to
// pointers points at: data the device holds.
func (g *gen) dynElemOK(t *cfront.Type, name string, at source.Range) bool {
	e := t.Elem
	for e != nil && e.Kind == cfront.Pointer {
		e = e.Elem
	}
	if e == nil || e.Kind == cfront.Void || e.Kind == cfront.Function || e.Kind == cfront.Array {
		g.limit(model.LimitDynArrayPointerElementType, at, name, e)
		return false
	}
	return g.memOK(e, at) && g.typeOK(e, at)
}

// dynLocal declares a local pointer to pointers of device code, which
// must start as a device pointer array (double **q = a, int **r = t[i]).
// It reports whether v is such a declaration (errors included).
func (k *kern) dynLocal(v *cfront.VarDecl) bool {
	t := v.Sym.Type
	if t == nil || t.Kind != cfront.Pointer || !isDynType(t) {
		return false
	}
	if v.Init == nil {
		k.g.limit(model.LimitPointerWithoutInitializer, v.Range)
		return true
	}
	if _, ok := k.dynDepth(v.Init); !ok {
		k.g.limit(model.LimitDynArrayLocalInit, v.Range, v.Sym.Name)
		return true
	}
	if !k.g.dynElemOK(t, v.Sym.Name, v.Range) {
		return true
	}
	name := clc.Mangle(v.Sym.Name)
	init := k.expr(v.Init)
	k.setDyn(v.Sym, name, t)
	k.line("__global ulong *%s = %s;", name, init)
	return true
}

// privateDynPointer declares the private copy of a pointer to pointers
// that the region assigns (q = a, q = a[i] of int ***a): a device pointer
// array like what it is given.
func (k *kern) privateDynPointer(sym *cfront.Symbol, r source.Range) ([]string, bool) {
	found, good := false, true
	cfront.Inspect(k.bodyNode(), func(n cfront.Node) bool {
		if a, ok := n.(*cfront.Assign); ok && a.Op == "=" {
			if id, ok := cfront.Unparen(a.X).(*cfront.Ident); ok && id.Sym == sym {
				_, dyn := k.dynDepth(a.Y)
				found, good = true, good && dyn
			}
		}
		return true
	})
	if !found || !good {
		k.g.limit(model.LimitDynArrayLocalInit, r, sym.Name)
		return nil, false
	}
	if !k.g.dynElemOK(sym.Type, sym.Name, r) {
		return nil, false
	}
	name := clc.Mangle(sym.Name)
	k.setDyn(sym, name, sym.Type)
	return []string{"__global ulong *" + name + ";"}, true
}
