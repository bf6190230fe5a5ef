package openclgen

import (
	"fmt"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
)

// Atomics on pointers (§2.12: x may be a scalar of intrinsic type, and a
// pointer is one). The only pointers that other work-items share are the
// pointer members of structs in device memory (a private pointer needs no
// atomicity and runs as written): there the member is a ulong holding a
// device address (attach.go, docs/design/runtime.md), so the atomic works
// on that ulong with the 64-bit atomics. A read gives the kernel pointer
// ACC_PTR_OR_NULL(T, value); a write stores the device address of a
// pointer into device memory (ACC_PTR_VALUE), of another pointer member
// (its value) or of a null pointer constant (0); p++, p--, p += k, p -= k
// and p = p ± k add ±k × sizeof *p to the address with atom_add.

// atomicPointer prints the atomic statement a on the pointer location
// a.x, which is in space (not private).
func (k *kern) atomicPointer(a *atomicOp, s cfront.Stmt, space string) {
	g := k.g
	m, ok := cfront.Unparen(a.x).(*cfront.Member)
	if !ok {
		g.limit(model.LimitAtomicPointerNotMember, a.x.Span())
		return
	}
	elem := a.x.Type().Elem
	if elem == nil || elem.Kind == cfront.Pointer || elem.Kind == cfront.Void || elem.Kind == cfront.Array || elem.Kind == cfront.Function {
		g.limit(model.LimitAtomicPointerType, a.x.Span(), a.x.Type())
		return
	}
	if !g.memOK(elem, a.x.Span()) || !g.typeOK(elem, a.x.Span()) {
		return
	}
	tn := g.typeName(elem)
	sep := "."
	if m.Arrow {
		sep = "->"
	}
	g.useInt64Atomics = true
	// The member itself: the device address as a ulong.
	raw := k.expr(m.X) + sep + m.Name
	dest := ""
	if a.v != nil {
		if dest, ok = k.pointerDest(a.v); !ok {
			return
		}
	}
	p, ev, old := g.fresh("ap"), g.fresh("ae"), g.fresh("ao")
	var lines []string
	line := func(format string, args ...any) { lines = append(lines, fmt.Sprintf(format, args...)) }
	line("volatile %sulong *%s = &(%s);", space, p, raw)
	newVal := old
	switch {
	case a.kind == "read":
		line("const ulong %s = %s(%s);", old, atomicHelper(g, "read", "ulong", "ulong", false, space), p)
	case a.op == "=":
		val, ok := k.pointerValue(a.e)
		if !ok {
			return
		}
		line("const ulong %s = %s;", ev, val)
		line("const ulong %s = %s(%s, %s);", old, atomicHelper(g, "=", "ulong", "ulong", false, space), p, ev)
	case a.op == "+" || a.op == "-" && !a.rev:
		operand := "1"
		if a.e != nil {
			if t := a.e.Type(); t == nil || (t.Kind != cfront.Int && t.Kind != cfront.Enum) {
				g.limit(model.LimitAtomicPointerOperandType, a.e.Span(), a.e.Type())
				return
			}
			operand = k.expr(a.e)
		}
		sign := ""
		if a.op == "-" {
			sign = "-"
		}
		// The address moves by ±k elements; ulong arithmetic wraps, so a
		// negative step is the two's complement addition.
		line("const ulong %s = (ulong)(%s(long)(%s) * (long)sizeof(%s));", ev, sign, operand, tn)
		line("const ulong %s = %s(%s, %s);", old, atomicHelper(g, "+", "ulong", "ulong", false, space), p, ev)
		if a.newVal {
			newVal = "(" + old + " + " + ev + ")"
		}
	default:
		g.limit(model.LimitAtomicPointerOperator, s.Span(), a.op)
		return
	}
	k.line("{")
	k.depth++
	for _, l := range lines {
		k.line("%s", l)
	}
	if a.v == nil {
		k.line("(void)%s;", old)
	} else {
		k.line("%s = ACC_PTR_OR_NULL(%s, %s);", dest, tn, newVal)
	}
	k.depth--
	k.line("}")
}

// pointerDest is the kernel spelling of v, where an atomic read or
// capture of a pointer stores: a pointer variable of the work-item that
// points into device memory.
func (k *kern) pointerDest(v cfront.Expr) (string, bool) {
	if t := v.Type(); t == nil || t.Kind != cfront.Pointer {
		k.g.limit(model.LimitStoringAtomicPointerValue, v.Span(), k.g.text(v.Span()))
		return "", false
	}
	id, ok := cfront.Unparen(v).(*cfront.Ident)
	if ok {
		if _, private := k.names[id.Sym]; private && !k.isMemory(v) {
			if sp, ok := k.space(v); ok && sp == "__global " {
				return k.expr(v), true
			}
		}
	}
	k.g.limit(model.LimitStoringAtomicPointerElsewhere, v.Span())
	return "", false
}

// pointerValue is the device address (a ulong) that an atomic write of a
// pointer stores.
func (k *kern) pointerValue(e cfront.Expr) (string, bool) {
	if isNullPointerConst(e) {
		return "0UL", true
	}
	if m, ok := cfront.Unparen(e).(*cfront.Member); ok {
		if t := m.Type(); t != nil && t.Kind == cfront.Pointer {
			if sp, ok := k.lvalueSpace(m); ok && sp != "" {
				// another member in device memory: its value is an address
				sep := "."
				if m.Arrow {
					sep = "->"
				}
				return "(ulong)(" + k.expr(m.X) + sep + m.Name + ")", true
			}
		}
	}
	if sp, ok := k.space(e); ok && sp == "__global " {
		return "ACC_PTR_VALUE(" + k.expr(e) + ")", true
	}
	k.g.limit(model.LimitAtomicWritePointerHost, e.Span())
	return "", false
}

// isNullPointerConst reports 0 and (T *)0 (C11 6.3.2.3).
func isNullPointerConst(e cfront.Expr) bool {
	e = cfront.Unparen(e)
	if c, ok := e.(*cfront.Cast); ok {
		if t := c.Type(); t != nil && t.Kind == cfront.Pointer {
			return isNullPointerConst(c.X)
		}
		return false
	}
	v, ok := cfront.IntConst(e)
	return ok && v == 0
}
