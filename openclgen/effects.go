package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
)

// What a statement does to memory decides whether it runs on every lane
// (private values, computed redundantly) or on one lane per gang or
// worker (worker-single, vector-single mode).

// hasPartLoop reports a partitioned loop inside s, or a call of a gang,
// worker or vector routine (which shares out loops of its own).
func (k *kern) hasPartLoop(s cfront.Stmt) bool {
	found := false
	cfront.Inspect(s, func(n cfront.Node) bool {
		if st, ok := n.(cfront.Stmt); ok {
			if lp := k.g.LoopOf[st]; lp != nil && k.partitioned(lp) {
				found = true
			}
		}
		if x, ok := n.(*cfront.Call); ok && k.g.isLevelCall(x) {
			found = true
		}
		return !found
	})
	return found
}

// isMemory reports an lvalue in memory shared by lanes: an element, a
// member, a dereference, or a variable kept in device memory.
func (k *kern) isMemory(e cfront.Expr) bool {
	switch x := cfront.Unparen(e).(type) {
	case *cfront.Ident:
		return strings.HasPrefix(k.names[x.Sym], "(*") || k.isLocal(x.Sym)
	case *cfront.Index, *cfront.Member:
		return k.baseIsPrivate(x) == false
	case *cfront.Unary:
		return x.Op == "*" && !k.baseIsPrivate(x)
	}
	return true
}

// baseIsPrivate reports an element or member of a variable private to
// the work-item (a local array or struct).
func (k *kern) baseIsPrivate(e cfront.Expr) bool {
	for {
		switch x := cfront.Unparen(e).(type) {
		case *cfront.Index:
			if t := x.X.Type(); t != nil && t.Kind == cfront.Pointer {
				return k.ptrPrivate(x.X)
			}
			e = x.X
		case *cfront.Member:
			if x.Arrow {
				return k.ptrPrivate(x.X)
			}
			e = x.X
		case *cfront.Unary:
			return x.Op == "*" && k.ptrPrivate(x.X)
		case *cfront.Ident:
			n, ok := k.names[x.Sym]
			return ok && !strings.HasPrefix(n, "(*") && !k.isDevPtr(x.Sym) && !k.isLocal(x.Sym)
		default:
			return false
		}
	}
}

func (k *kern) isDevPtr(sym *cfront.Symbol) bool {
	for _, kv := range k.l.vars {
		if kv.sym == sym {
			return kv.kind == varDevPtr
		}
	}
	return false
}

// ptrPrivate reports a pointer expression known to point at private
// memory.
func (k *kern) ptrPrivate(e cfront.Expr) bool {
	sp, ok := k.space(e)
	return ok && sp == ""
}

// space returns the address space qualifier ("__global " or "" for
// private) of what a pointer expression points at.
func (k *kern) space(e cfront.Expr) (string, bool) {
	switch x := cfront.Unparen(e).(type) {
	case *cfront.Ident:
		if x.Sym == nil {
			return "", false
		}
		if k.isDevPtr(x.Sym) {
			return "__global ", true
		}
		if sp, ok := k.spaces[x.Sym]; ok {
			return sp, true
		}
		if t := x.Sym.Type; t != nil && t.Kind == cfront.Array {
			if _, ok := k.names[x.Sym]; ok {
				if k.isLocal(x.Sym) {
					return "__local ", true
				}
				return "", true
			}
		}
		return "", false
	case *cfront.Unary:
		if x.Op == "&" {
			return k.lvalueSpace(x.X)
		}
		if k.isDynLoad(x) { // *a: a row's device address
			return "__global ", true
		}
	case *cfront.Cast:
		if t := x.Type(); t != nil && t.Kind == cfront.Pointer && isIntegerType(x.X.Type()) {
			return "__global ", true // a device address (cast_ptr.go)
		}
	case *cfront.Binary:
		if t := x.X.Type(); t != nil && (t.Kind == cfront.Pointer || t.Kind == cfront.Array) {
			return k.space(x.X)
		}
		if t := x.Y.Type(); t != nil && (t.Kind == cfront.Pointer || t.Kind == cfront.Array) {
			return k.space(x.Y)
		}
	case *cfront.Index:
		// a[i] of an array of arrays decays to a pointer into a's space.
		return k.space(x.X)
	case *cfront.Member:
		// an array member (c->f) decays to a pointer into its struct's space
		if memberIsArray(x) {
			return k.lvalueSpace(x)
		}
	case *cfront.CondExpr:
		a, ok1 := k.space(x.Then)
		b, ok2 := k.space(x.Else)
		return a, ok1 && ok2 && a == b
	}
	return "", false
}

// lvalueSpace is the address space of an lvalue.
func (k *kern) lvalueSpace(e cfront.Expr) (string, bool) {
	switch x := cfront.Unparen(e).(type) {
	case *cfront.Ident:
		n, ok := k.names[x.Sym]
		if !ok {
			return "", false
		}
		if strings.HasPrefix(n, "(*") {
			return "__global ", true
		}
		if k.isLocal(x.Sym) {
			return "__local ", true
		}
		return "", true
	case *cfront.Index:
		if t := x.X.Type(); t != nil && t.Kind == cfront.Array {
			return k.lvalueSpace(x.X)
		}
		return k.space(x.X)
	case *cfront.Member:
		if x.Arrow {
			return k.space(x.X)
		}
		return k.lvalueSpace(x.X)
	case *cfront.Unary:
		if x.Op == "*" {
			return k.space(x.X)
		}
	}
	return "", false
}

// exprWritesMemory reports stores to shared memory and calls that may
// make them.
func (k *kern) exprWritesMemory(e cfront.Expr) bool {
	found := false
	cfront.Inspect(e, func(n cfront.Node) bool {
		switch x := n.(type) {
		case *cfront.Assign:
			found = found || k.isMemory(x.X)
		case *cfront.Postfix:
			found = found || k.isMemory(x.X)
		case *cfront.Unary:
			if x.Op == "++" || x.Op == "--" {
				found = found || k.isMemory(x.X)
			}
		case *cfront.Call:
			if fn := x.Callee(); fn == nil || (mathFuncs[fn.Name] == "" && !pureCalls[fn.Name] && !k.routinePure(x)) {
				found = true
			}
		}
		return !found
	})
	return found
}

// writesMemory is exprWritesMemory over a statement.
func (k *kern) writesMemory(s cfront.Stmt) bool {
	found := false
	cfront.Inspect(s, func(n cfront.Node) bool {
		if e, ok := n.(cfront.Expr); ok {
			found = found || k.exprWritesMemory(e)
			return false
		}
		if st, ok := n.(cfront.Stmt); ok {
			for _, c := range k.g.ConstructOf[st] {
				if c != k.c && c.Kind == 0 {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// writtenScalars are the work-item variables declared outside s that s
// assigns.
func (k *kern) writtenScalars(s cfront.Stmt) []*cfront.Symbol {
	var out []*cfront.Symbol
	seen := map[*cfront.Symbol]bool{}
	r := s.Span()
	note := func(e cfront.Expr) {
		id, ok := cfront.Unparen(e).(*cfront.Ident)
		if !ok || id.Sym == nil || seen[id.Sym] {
			return
		}
		n, known := k.names[id.Sym]
		if !known || strings.HasPrefix(n, "(*") || k.isLocal(id.Sym) || declaredIn(id.Sym, r.Start.Offset, r.End.Offset) {
			return
		}
		seen[id.Sym] = true
		out = append(out, id.Sym)
	}
	cfront.Inspect(s, func(n cfront.Node) bool {
		switch x := n.(type) {
		case *cfront.Assign:
			note(x.X)
		case *cfront.Postfix:
			note(x.X)
		case *cfront.Unary:
			if x.Op == "++" || x.Op == "--" {
				note(x.X)
			}
		}
		return true
	})
	return out
}

// guarded runs s on one lane of each level not partitioned here and
// hands the private variables it changed to the other lanes.
func (k *kern) guarded(s cfront.Stmt) {
	cond := k.guard()
	k.guardedLocal(s, func() { // the barrier before a __local store (gang_local.go)
		k.line("if (%s) {", cond)
		k.depth++
		k.single = true
		k.stmt(s)
		k.single = false
		k.depth--
		k.line("}")
	})
	k.dirty = true // the other lanes read it after a barrier (visibility.go)
	for _, sym := range k.writtenScalars(s) {
		t := sym.Type
		if clc.ScalarName(t) == "" {
			k.g.limit(model.LimitSingleModeSharedChange, s.Span(), t, sym.Name)
			continue
		}
		if !k.barrier(fmt.Sprintf("passing '%s' from one lane to the others", sym.Name), s) {
			continue
		}
		k.scratch = true
		slot := "0"
		switch {
		case k.part&model.Worker != 0 && k.worker:
			slot = "get_local_id(1)"
		case k.part&model.Vector != 0 && k.vector:
			slot = "get_local_id(0)"
		}
		tn := clc.ScalarName(t)
		n := k.names[sym]
		k.line("if (%s) ((__local %s *)__acc_scratch)[%s] = %s;", cond, tn, slot, n)
		k.line("barrier(CLK_LOCAL_MEM_FENCE);")
		k.line("%s = ((__local %s *)__acc_scratch)[%s];", n, tn, slot)
		k.line("barrier(CLK_LOCAL_MEM_FENCE);")
	}
}

// pureCalls are library functions without side effects in device code.
var pureCalls = map[string]bool{"abs": true, "labs": true, "llabs": true, "acc_on_device": true}
