package analysis

import (
	"github.com/accls/accls/cfront"
)

// Variable references inside constructs and loops, with how each uses
// the variable: the facts implicit data attributes, default(none),
// autoscoping and dependence analysis start from.

type refCtx struct {
	constructs []*Construct // outer first
	compute    *Construct
	loops      []*Loop // outer first
	stmt       cfront.Stmt
}

func (a *analyzer) collectRefs() {
	a.loopRefs = map[*Loop][]*VarRef{}
	for _, fn := range a.u.Funcs {
		if fn.Body != nil {
			a.refStmt(fn.Body, refCtx{})
		}
	}
}

func (a *analyzer) refStmt(s cfront.Stmt, ctx refCtx) {
	if s == nil {
		return
	}
	if cs := a.bodyOf[s]; len(cs) > 0 {
		ctx.constructs = append(append([]*Construct(nil), ctx.constructs...), cs...)
		for _, c := range cs {
			if c.IsCompute() {
				ctx.compute = c
			}
		}
	}
	if l := a.loopOf[s]; l != nil {
		ctx.loops = append(append([]*Loop(nil), ctx.loops...), l)
	}
	ctx.stmt = s
	var kids [8]cfront.Node
	for _, k := range cfront.AppendChildren(kids[:0], s) {
		switch k := k.(type) {
		case cfront.Stmt:
			a.refStmt(k, ctx)
		case cfront.Expr:
			if len(ctx.constructs) > 0 || len(ctx.loops) > 0 {
				a.refExpr(k, Read, ctx)
			}
		}
	}
}

var zeroLit = &cfront.Lit{ExprInfo: cfront.ExprInfo{HasConst: true}, Kind: cfront.IntLit, Text: "0"}

// refExpr records the references in e, which is used as acc says.
func (a *analyzer) refExpr(e cfront.Expr, acc Access, ctx refCtx) {
	switch x := e.(type) {
	case nil:
		return
	case *cfront.Ident:
		if x.Sym != nil && x.Sym.Kind == cfront.SymVar {
			a.addRef(&VarRef{Sym: x.Sym, Ident: x, Range: x.Range, Access: acc}, ctx)
		}
	case *cfront.Paren:
		a.refExpr(x.X, acc, ctx)
	case *cfront.Cast:
		a.refExpr(x.X, acc, ctx)
	case *cfront.Index, *cfront.Member:
		a.refElem(e, acc, ctx)
	case *cfront.Unary:
		switch x.Op {
		case "*":
			a.refElem(e, acc, ctx)
		case "&":
			a.refExpr(x.X, acc|AddrOf, ctx)
		case "++", "--":
			a.refExpr(x.X, Read|Write, ctx)
		case "sizeof", "_Alignof":
			// Not evaluated.
		default:
			a.refExpr(x.X, Read, ctx)
		}
	case *cfront.Postfix:
		a.refExpr(x.X, Read|Write, ctx)
	case *cfront.Assign:
		w := Write
		if x.Op != "=" {
			w |= Read
		}
		// The right side is evaluated before the store. A pointer stored
		// elsewhere lets its data be reached another way.
		racc := Read
		if t := x.X.Type(); t != nil && t.Kind == cfront.Pointer {
			racc |= AddrOf
		}
		a.refExpr(x.Y, racc, ctx)
		a.refExpr(x.X, w, ctx)
	case *cfront.Binary:
		if t := x.Type(); t != nil && t.Kind == cfront.Pointer && (x.Op == "+" || x.Op == "-") {
			// Pointer arithmetic: the pointer operand is used as acc says.
			for _, op := range []cfront.Expr{x.X, x.Y} {
				if ot := op.Type(); ot != nil && (ot.Kind == cfront.Pointer || ot.Kind == cfront.Array) {
					a.refExpr(op, acc|Read, ctx)
				} else {
					a.refExpr(op, Read, ctx)
				}
			}
			return
		}
		a.refExpr(x.X, Read, ctx)
		a.refExpr(x.Y, Read, ctx)
	case *cfront.CondExpr:
		a.refExpr(x.C, Read, ctx)
		a.refExpr(x.Then, acc, ctx)
		a.refExpr(x.Else, acc, ctx)
	case *cfront.Call:
		if _, direct := cfront.Unparen(x.Fun).(*cfront.Ident); !direct {
			a.refExpr(x.Fun, Read, ctx)
		}
		for _, arg := range x.Args {
			acc := Read
			if t := arg.Type(); t != nil && (t.Kind == cfront.Pointer || t.Kind == cfront.Array) {
				// The callee may read or write what the argument points to.
				acc |= AddrOf
			}
			a.refExpr(arg, acc, ctx)
		}
	default:
		var kids [8]cfront.Node
		for _, k := range cfront.AppendChildren(kids[:0], e) {
			if ke, ok := k.(cfront.Expr); ok {
				a.refExpr(ke, Read, ctx)
			}
		}
	}
}

// refElem records an element access: a[i][j], *p, *(p+i), s.m, p->m[i].
func (a *analyzer) refElem(e cfront.Expr, acc Access, ctx refCtx) {
	var subs, read []cfront.Expr
	through := false
	base := e
loop:
	for {
		switch x := base.(type) {
		case *cfront.Index:
			subs = append([]cfront.Expr{x.Index}, subs...)
			read = append(read, x.Index)
			base = x.X
		case *cfront.Paren:
			base = x.X
		case *cfront.Cast:
			base = x.X
		case *cfront.Member:
			through = true
			if x.Arrow {
				subs = nil
			}
			base = x.X
		case *cfront.Unary:
			if x.Op != "*" {
				break loop
			}
			if b, ok := cfront.Unparen(x.X).(*cfront.Binary); ok && (b.Op == "+" || b.Op == "-") {
				// *(p + i) is p[i].
				if pt := b.X.Type(); pt != nil && pt.Kind == cfront.Pointer && b.Op == "+" {
					subs = append([]cfront.Expr{b.Y}, subs...)
					read = append(read, b.Y)
					base = b.X
					continue
				}
				if pt := b.Y.Type(); pt != nil && pt.Kind == cfront.Pointer && b.Op == "+" {
					subs = append([]cfront.Expr{b.X}, subs...)
					read = append(read, b.X)
					base = b.Y
					continue
				}
			}
			subs = append([]cfront.Expr{zeroLit}, subs...)
			base = x.X
		default:
			break loop
		}
	}
	for _, s := range read {
		a.refExpr(s, Read, ctx)
	}
	id, ok := base.(*cfront.Ident)
	if !ok && !through {
		// Pointer arithmetic: *(x + i - 1) is x[i - 1] (sem_refs_ptr.go).
		if pid, psubs, preads, pok := pointerBase(base, subs); pok {
			id, subs, ok = pid, psubs, true
			for _, s := range preads {
				a.refExpr(s, Read, ctx)
			}
		}
	}
	if !ok || id.Sym == nil || id.Sym.Kind != cfront.SymVar {
		a.refExpr(base, Read, ctx)
		if !through {
			// An element of some pointer the expression uses, at an
			// unknown place: the dependence tests cannot compare it.
			for _, s := range pointersIn(base) {
				a.addRef(&VarRef{Sym: s, Range: e.Span(), Access: acc, Elem: e}, ctx)
			}
		}
		return
	}
	r := &VarRef{Sym: id.Sym, Ident: id, Range: e.Span(), Access: acc, Elem: e, Subs: subs, Through: through}
	if through {
		r.Subs = nil
	}
	a.addRef(r, ctx)
}

func (a *analyzer) addRef(r *VarRef, ctx refCtx) {
	a.refSeq++
	r.Order = a.refSeq
	r.Stmt = ctx.stmt
	r.Compute = ctx.compute
	if n := len(ctx.constructs); n > 0 {
		r.Construct = ctx.constructs[n-1]
	}
	if n := len(ctx.loops); n > 0 {
		r.Loop = ctx.loops[n-1]
	}
	for _, c := range ctx.constructs {
		c.Refs = append(c.Refs, r)
	}
	for _, l := range ctx.loops {
		a.loopRefs[l] = append(a.loopRefs[l], r)
	}
}
