package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
)

// The atomic construct (OpenACC 3.3 §2.12). The statement's location x
// is read, written or updated with OpenCL C 1.2 atomics: atomic_* on
// 32-bit integers (core), atom_* on 64-bit integers (cl_khr_int64_base_
// atomics, which the program then requires), and a compare-and-swap loop
// on the bit pattern for everything else (float and double, and the
// operators without an atomic function: * / << >> and, on 64-bit, & | ^).
// 8- and 16-bit locations work on the 32-bit word holding them
// (atomic_subword.go), pointers on the device address they hold
// (atomic_pointer.go). The analysis (analysis/sem_rules_atomic.go) has checked the statement's
// form; x in private memory needs no atomicity and runs as written.

// atomicOp is one atomic statement taken apart.
type atomicOp struct {
	kind string      // read, write, update, capture
	x    cfront.Expr // the location
	v    cfront.Expr // where a read or capture stores, nil for write and update
	// op is the update's operator ("+" for x++), "=" for a write; e its
	// operand (nil for ++ and --, which add or subtract 1); rev is set for
	// x = e op x.
	op  string
	e   cfront.Expr
	rev bool
	// newVal: a capture stores the value after the update (v = ++x,
	// v = x op= e, { x op= e; v = x; }); else the value before.
	newVal bool
}

// atomicKind is the atomic-clause of the directive, "update" without one.
func atomicKind(c *model.Construct) string {
	if k := c.Resolved.Atomic; k != "" {
		return k
	}
	return "update"
}

func (k *kern) sameLoc(a, b cfront.Expr) bool {
	if a == nil || b == nil {
		return false
	}
	return model.SameExpr(a, b)
}

// parseUpdate takes apart x++, x--, ++x, --x, x op= e, x = x op e and
// x = e op x.
func (k *kern) parseUpdate(e cfront.Expr, a *atomicOp) bool {
	switch x := cfront.Unparen(e).(type) {
	case *cfront.Postfix:
		a.x, a.op = x.X, x.Op[:1]
		return true
	case *cfront.Unary:
		if x.Op == "++" || x.Op == "--" {
			a.x, a.op, a.newVal = x.X, x.Op[:1], true
			return true
		}
	case *cfront.Assign:
		a.x, a.newVal = x.X, true
		if x.Op != "=" {
			a.op, a.e = strings.TrimSuffix(x.Op, "="), x.Y
			return true
		}
		b, ok := cfront.Unparen(x.Y).(*cfront.Binary)
		if !ok {
			return false
		}
		a.op = b.Op
		switch {
		case k.sameLoc(b.X, x.X):
			a.e = b.Y
		case k.sameLoc(b.Y, x.X):
			a.e, a.rev = b.X, true
		default:
			return false
		}
		return true
	}
	return false
}

// isLvalue reports the lvalue forms the atomic rules accept for x and v.
func isLvalue(e cfront.Expr) bool {
	switch x := cfront.Unparen(e).(type) {
	case *cfront.Ident, *cfront.Index, *cfront.Member:
		return true
	case *cfront.Unary:
		return x.Op == "*"
	}
	return false
}

// parseAtomic takes apart the statement of an atomic construct.
func (k *kern) parseAtomic(kind string, s cfront.Stmt) (*atomicOp, bool) {
	a := &atomicOp{kind: kind}
	exprOf := func(s cfront.Stmt) cfront.Expr {
		if es, ok := s.(*cfront.ExprStmt); ok && es.X != nil {
			return cfront.Unparen(es.X)
		}
		return nil
	}
	if blk, ok := s.(*cfront.Compound); ok && kind == "capture" {
		// Structured capture: { v = x; update-or-write; } or
		// { update; v = x; } (§2.12, capture).
		if len(blk.Items) != 2 {
			return nil, false
		}
		first, second := exprOf(blk.Items[0]), exprOf(blk.Items[1])
		if as, ok := first.(*cfront.Assign); ok && as.Op == "=" && isLvalue(as.Y) && second != nil {
			a.v = as.X
			if k.parseUpdate(second, a) {
				a.newVal = false
				return a, k.sameLoc(a.x, as.Y)
			}
			if w, ok := second.(*cfront.Assign); ok && w.Op == "=" {
				a.x, a.op, a.e = w.X, "=", w.Y
				return a, k.sameLoc(a.x, as.Y)
			}
			return nil, false
		}
		if as, ok := second.(*cfront.Assign); ok && as.Op == "=" && first != nil && k.parseUpdate(first, a) {
			a.v, a.newVal = as.X, true
			return a, k.sameLoc(a.x, as.Y)
		}
		return nil, false
	}
	e := exprOf(s)
	if e == nil {
		return nil, false
	}
	switch kind {
	case "read":
		as, ok := e.(*cfront.Assign)
		if !ok || as.Op != "=" {
			return nil, false
		}
		a.v, a.x = as.X, as.Y
		return a, true
	case "write":
		as, ok := e.(*cfront.Assign)
		if !ok || as.Op != "=" {
			return nil, false
		}
		a.x, a.op, a.e = as.X, "=", as.Y
		return a, true
	case "update":
		return a, k.parseUpdate(e, a)
	case "capture":
		as, ok := e.(*cfront.Assign)
		if !ok || as.Op != "=" {
			return nil, false
		}
		a.v = as.X
		return a, k.parseUpdate(as.Y, a)
	}
	return nil, false
}

// atomicStmt prints the statement s of the atomic construct c.
func (k *kern) atomicStmt(c *model.Construct, s cfront.Stmt) {
	g := k.g
	saved := g.cur
	g.cur = c
	defer func() { g.cur = saved }()
	g.clauses(c)
	kind := atomicKind(c)
	a, ok := k.parseAtomic(kind, s)
	if !ok || a.x == nil {
		g.limit(model.LimitAtomicStatementForm, s.Span(), kind)
		return
	}
	space, ok := k.lvalueSpace(a.x)
	if !ok {
		g.limit(model.LimitAtomicLocationSpaceUnknown, a.x.Span())
		return
	}
	if space == "" {
		// Private to the work-item: no other work-item can see it.
		k.plainStmt(s)
		return
	}
	tx := a.x.Type()
	if tx != nil && tx.Kind == cfront.Pointer {
		k.atomicPointer(a, s, space)
		return
	}
	t := clc.ScalarName(tx)
	if tx != nil && tx.Kind == cfront.Bool {
		t = "" // a _Bool location stays 0 or 1: not translated yet
	}
	switch t {
	case "int", "uint", "long", "ulong", "float", "double", "char", "uchar", "short", "ushort":
	default:
		g.limit(model.LimitAtomicLocationType, a.x.Span(), tx)
		return
	}
	g.typeOK(tx, a.x.Span())
	wide := t == "long" || t == "ulong" || t == "double"
	if wide {
		g.useInt64Atomics = true
	}
	// The operand's type: the usual arithmetic conversions of x op e, or
	// x's promoted type for shifts; x itself for ++, -- and writes.
	ot := t
	if a.e != nil && a.op != "=" && a.op != "<<" && a.op != ">>" {
		et := clc.ScalarName(a.e.Type())
		ot = clc.ArithResult(t, et)
		if ot == "" {
			g.limit(model.LimitAtomicUpdateOperandType, a.e.Span(), a.e.Type())
			return
		}
	}
	if (t == "float" || t == "double" || ot == "float" || ot == "double") && strings.Contains("&|^<<>>%", a.op) && a.op != "" && a.op != "=" {
		g.limit(model.LimitAtomicFloatingOperator, s.Span(), a.op)
		return
	}
	if a.e != nil && clc.ScalarName(a.e.Type()) == "" {
		g.limit(model.LimitAtomicOperandType, a.e.Span(), a.e.Type())
		return
	}
	switch a.op {
	case "+", "*", "&", "|", "^":
		a.rev = false // commutative: e op x is x op e, in integers and in IEEE arithmetic
	}
	p, ev, old := g.fresh("ap"), g.fresh("ae"), g.fresh("ao")
	k.line("{")
	k.depth++
	k.line("volatile %s%s *%s = &(%s);", space, t, p, k.expr(a.x))
	var call string
	switch {
	case kind == "read":
		call = atomicHelper(g, "read", t, t, false, space)
		k.line("%s = %s(%s);", k.expr(a.v), call, p)
		k.depth--
		k.line("}")
		return
	case a.op == "=":
		k.line("const %s %s = (%s)(%s);", t, ev, t, k.expr(a.e))
		call = atomicHelper(g, "=", t, t, false, space)
	default:
		operand := "1"
		if a.e != nil {
			operand = "(" + k.expr(a.e) + ")"
		}
		k.line("const %s %s = (%s)%s;", ot, ev, ot, operand)
		call = atomicHelper(g, a.op, t, ot, a.rev, space)
	}
	if a.v == nil {
		k.line("(void)%s(%s, %s);", call, p, ev)
	} else {
		k.line("const %s %s = %s(%s, %s);", t, old, call, p, ev)
		val := old
		if a.newVal && a.op != "=" {
			val = "(" + t + ")" + clc.AtomicCombine(a.op, "(("+ot+")"+old+")", ev, a.rev)
		}
		k.line("%s = %s;", k.expr(a.v), val)
	}
	k.depth--
	k.line("}")
}

// atomicHelper adds the device function that performs op on a location
// of type t in address space space ("__global " or "__local ") with an
// operand of type ot and returns the location's value before it; "read"
// returns the value.
func atomicHelper(g *gen, op, t, ot string, rev bool, space string) string {
	if clc.IsSubword(t) {
		return subwordHelper(g, op, t, ot, rev, space)
	}
	name := clc.AtomicHelperName(op, t, ot, rev, space)
	if _, done := g.helpers[name]; done {
		return name
	}
	wide := t == "long" || t == "ulong" || t == "double"
	// bits is the integer type whose pattern the compare-and-swap uses;
	// to and from convert between it and t.
	bits, to, from := t, "", ""
	switch t {
	case "float":
		bits, to, from = "int", "as_int", "as_float"
	case "double":
		bits, to, from = "long", "as_long", "as_double"
	}
	cas, add, xchg := "atomic_cmpxchg", "atomic_add", "atomic_xchg"
	if wide {
		cas, add, xchg = "atom_cmpxchg", "atom_add", "atom_xchg"
	}
	var b strings.Builder
	q := fmt.Sprintf("volatile %s%s *q = (volatile %s%s *)p;", space, bits, space, bits)
	switch op {
	case "read":
		// An atomic add of zero reads the whole value at once.
		fmt.Fprintf(&b, "static %s %s(volatile %s%s *p)\n{\n\t%s\n\treturn %s(%s(q, (%s)0));\n}\n", t, name, space, t, q, from, add, bits)
	case "=":
		fmt.Fprintf(&b, "static %s %s(volatile %s%s *p, %s e)\n{\n\t%s\n\treturn %s(%s(q, %s(e)));\n}\n", t, name, space, t, t, q, from, xchg, to)
	default:
		direct := ""
		if t == ot && !rev && (t == "int" || t == "uint" || t == "long" || t == "ulong") {
			switch op {
			case "+", "-":
				direct = map[string]string{"+": "add", "-": "sub"}[op]
			case "&", "|", "^":
				if !wide { // 64-bit and/or/xor are in the extended extension: use the loop
					direct = map[string]string{"&": "and", "|": "or", "^": "xor"}[op]
				}
			}
		}
		if direct != "" {
			prefix := "atomic_"
			if wide {
				prefix = "atom_"
			}
			fmt.Fprintf(&b, "static %s %s(volatile %s%s *p, %s e)\n{\n\treturn %s%s(p, e);\n}\n", t, name, space, t, ot, prefix, direct)
			break
		}
		combined := fmt.Sprintf("(%s)%s", t, clc.AtomicCombine(op, "(("+ot+")"+from+"(was))", "e", rev))
		fmt.Fprintf(&b, "static %s %s(volatile %s%s *p, %s e)\n{\n\t%s\n\t%s old = *q, was;\n\tdo {\n\t\twas = old;\n\t\told = %s(q, was, %s(%s));\n\t} while (old != was);\n\treturn %s(old);\n}\n",
			t, name, space, t, ot, q, bits, cas, to, combined, from)
	}
	g.addHelper(name, b.String())
	return name
}
