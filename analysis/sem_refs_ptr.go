package analysis

import (
	"github.com/accls/accls/cfront"
)

// Element accesses through pointer arithmetic: *(x + i - 1), (x + 1)[i],
// *(&x[i] + 1), &a[i][0] + j. Each is an element of the variable the
// arithmetic starts from, at a subscript that adds the offset; recording
// it as one (not as a plain read of x) is what lets the dependence tests
// see that the loop writes x's elements at all.

// pointerBase reads pointer expression p, indexed by subs (outermost
// first), as an element of a variable: p = &X[p1]..[pm] + off gives
// X[p1]..[pm + off + s1][s2].., and p = X + off gives X[off + s1][s2]...
// reads are the integer expressions the arithmetic evaluates. ok is false
// for anything else (casts between pointer types, calls, members).
func pointerBase(p cfront.Expr, subs []cfront.Expr) (id *cfront.Ident, out, reads []cfront.Expr, ok bool) {
	var off cfront.Expr // nil: 0
	add := func(x cfront.Expr, op string, span cfront.Expr) {
		reads = append(reads, x)
		if off == nil && op == "+" {
			off = x
			return
		}
		if off == nil {
			off = zeroLit
		}
		off = &cfront.Binary{ExprInfo: cfront.ExprInfo{Range: span.Span(), T: x.Type()}, Op: op, X: off, Y: x}
	}
	var prefix []cfront.Expr
	e := p
	for id == nil {
		switch x := e.(type) {
		case *cfront.Paren:
			e = x.X
		case *cfront.Ident:
			if x.Sym == nil || x.Sym.Kind != cfront.SymVar || !isPtrOrArray(x.Type()) {
				return nil, nil, nil, false
			}
			id = x
		case *cfront.Binary:
			switch {
			case x.Op == "+" && isPtrOrArray(x.X.Type()) && isInt(x.Y.Type()):
				add(x.Y, "+", p)
				e = x.X
			case x.Op == "+" && isPtrOrArray(x.Y.Type()) && isInt(x.X.Type()):
				add(x.X, "+", p)
				e = x.Y
			case x.Op == "-" && isPtrOrArray(x.X.Type()) && isInt(x.Y.Type()):
				add(x.Y, "-", p)
				e = x.X
			default:
				return nil, nil, nil, false
			}
		case *cfront.Unary:
			// &X[p1]..[pm]
			if x.Op != "&" {
				return nil, nil, nil, false
			}
			ix := x.X
			for {
				in, isIndex := cfront.Unparen(ix).(*cfront.Index)
				if !isIndex {
					break
				}
				if !isPtrOrArray(in.X.Type()) || !isInt(in.Index.Type()) {
					return nil, nil, nil, false
				}
				prefix = append([]cfront.Expr{in.Index}, prefix...)
				reads = append(reads, in.Index)
				ix = in.X
			}
			b, isIdent := cfront.Unparen(ix).(*cfront.Ident)
			if len(prefix) == 0 || !isIdent || b.Sym == nil || b.Sym.Kind != cfront.SymVar || !isPtrOrArray(b.Type()) {
				return nil, nil, nil, false
			}
			id = b
		default:
			return nil, nil, nil, false
		}
	}
	if len(prefix) > 0 {
		// The offset moves the last subscript of &X[..][pm].
		last := prefix[len(prefix)-1]
		prefix = prefix[:len(prefix)-1]
		if off == nil {
			off = last
		} else {
			off = &cfront.Binary{ExprInfo: cfront.ExprInfo{Range: p.Span(), T: last.Type()}, Op: "+", X: last, Y: off}
		}
	}
	if off == nil {
		off = zeroLit
	}
	var first cfront.Expr = zeroLit
	rest := subs
	if len(subs) > 0 {
		first, rest = subs[0], subs[1:]
	}
	out = append(append([]cfront.Expr(nil), prefix...), &cfront.Binary{ExprInfo: cfront.ExprInfo{Range: p.Span(), T: first.Type()}, Op: "+", X: off, Y: first})
	out = append(out, rest...)
	return id, out, reads, true
}

func isPtrOrArray(t *cfront.Type) bool {
	return t != nil && (t.Kind == cfront.Pointer || t.Kind == cfront.Array)
}

func isInt(t *cfront.Type) bool { return t != nil && t.IsInteger() }

// pointersIn returns the pointer and array variables e uses, once each.
func pointersIn(e cfront.Expr) []*cfront.Symbol {
	var out []*cfront.Symbol
	seen := map[*cfront.Symbol]bool{}
	for _, s := range symsIn(e) {
		if !seen[s] && isPtrOrArray(s.Type) {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
