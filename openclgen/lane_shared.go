package openclgen

import (
	"github.com/accls/accls/analysis"
	"github.com/accls/accls/cfront"
)

// A variable private to a gang (declared in gang-redundant code, or in a
// private clause of a gang loop or of the construct) is one copy shared
// by the gang's workers and vector lanes; one private to a worker is
// shared by its vector lanes (§2.5.13, §2.9.10). accls keeps such
// variables in each work-item's private memory, which is exact while the
// lanes compute the same values redundantly, but a value that one lane of
// a worker- or vector-partitioned loop stores there never reaches the
// other lanes. So a variable declared outside such a loop, written inside
// it and used outside it (after it, before it in an enclosing loop, in
// another loop) is refused at the write: it would be a wrong result, not
// an error. Written and used only inside the loop, every lane works on
// its own copy, which is the autoprivatization users expect of scratch
// variables.

// checkLaneShared refuses the writes of a partitioned loop nest (over
// workers or vector lanes) to variables the lanes would share.
func (k *kern) checkLaneShared(nest []*analysis.Loop) {
	lp := nest[0]
	inner := nest[len(nest)-1]
	r := lp.Stmt.Span()
	shadow := map[*cfront.Symbol]bool{}
	for _, x := range nest {
		for _, sym := range k.loopOwn(x) {
			shadow[sym] = true
		}
	}
	type write struct {
		sym *cfront.Symbol
		at  cfront.Node
	}
	var writes []write
	var walk func(n cfront.Node, shadow map[*cfront.Symbol]bool)
	walk = func(n cfront.Node, shadow map[*cfront.Symbol]bool) {
		cfront.Inspect(n, func(n cfront.Node) bool {
			if st, ok := n.(cfront.Stmt); ok && st != inner.Stmt {
				if il := k.g.loopOf[st]; il != nil {
					if own := k.loopOwn(il); len(own) > 0 {
						s2 := map[*cfront.Symbol]bool{}
						for sym := range shadow {
							s2[sym] = true
						}
						for _, sym := range own {
							s2[sym] = true
						}
						// the loop's own header and body, with its privates
						for _, c := range cfront.Children(st) {
							walk(c, s2)
						}
						return false
					}
				}
			}
			var lhs cfront.Expr
			switch x := n.(type) {
			case *cfront.Assign:
				lhs = x.X
			case *cfront.Postfix:
				lhs = x.X
			case *cfront.Unary:
				if x.Op == "++" || x.Op == "--" {
					lhs = x.X
				}
			}
			if lhs == nil {
				return true
			}
			if sym := k.privateRoot(lhs); sym != nil && !shadow[sym] && !declaredIn(sym, r.Start.Offset, r.End.Offset) {
				writes = append(writes, write{sym, lhs})
			}
			return true
		})
	}
	walk(inner.For.Body, shadow)
	seen := map[*cfront.Symbol]bool{}
	for _, w := range writes {
		if seen[w.sym] {
			continue
		}
		seen[w.sym] = true
		if k.usedOutside(w.sym, r.Start.Offset, r.End.Offset) {
			k.g.unsupported(w.at.Span(), "writing '%[1]s' in a loop partitioned over workers or vector lanes when '%[1]s' is declared and used outside the loop (the lanes share its one copy, §2.9.10, and accls keeps a copy per lane; make it private to the loop, a reduction, or device memory)", w.sym.Name)
		}
	}
}

// loopOwn are the variables a loop gives each of its iterations: its
// loop variable, private and reduction variables.
func (k *kern) loopOwn(lp *analysis.Loop) []*cfront.Symbol {
	var out []*cfront.Symbol
	if lp.IV != nil {
		out = append(out, lp.IV)
	}
	for _, at := range lp.Private {
		if at.Sym != nil {
			out = append(out, at.Sym)
		}
	}
	for _, at := range lp.Reductions {
		if at.Sym != nil {
			out = append(out, at.Sym)
		}
	}
	return out
}

// privateRoot is the work-item variable an lvalue stores into (x, x[i],
// x.m, x[i].m[j]), nil for memory other work-items see.
func (k *kern) privateRoot(e cfront.Expr) *cfront.Symbol {
	for {
		switch x := cfront.Unparen(e).(type) {
		case *cfront.Ident:
			if x.Sym == nil {
				return nil
			}
			n, ok := k.names[x.Sym]
			if !ok || len(n) > 1 && n[:2] == "(*" || k.isDevPtr(x.Sym) {
				return nil
			}
			if t := x.Sym.Type; t != nil && t.Kind == cfront.Pointer {
				return nil // the pointer's target is not the variable
			}
			return x.Sym
		case *cfront.Index:
			// x.X has decayed to a pointer: go on through arrays only
			switch b := cfront.Unparen(x.X).(type) {
			case *cfront.Ident:
				if b.Sym == nil || b.Sym.Type == nil || b.Sym.Type.Kind != cfront.Array {
					return nil
				}
			case *cfront.Index:
			default:
				return nil
			}
			e = x.X
		case *cfront.Member:
			if x.Arrow {
				return nil
			}
			e = x.X
		default:
			return nil
		}
	}
}

// usedOutside reports a reference to sym in the kernel's (or routine's)
// body outside [start, end), other than as the target of a plain '='.
func (k *kern) usedOutside(sym *cfront.Symbol, start, end int) bool {
	var body cfront.Node
	switch {
	case k.l != nil && k.l.body != nil:
		body = k.l.body
	case k.routine != nil && k.routine.Def != nil:
		body = k.routine.Def.Body
	default:
		return true
	}
	found := false
	cfront.Inspect(body, func(n cfront.Node) bool {
		if found {
			return false
		}
		if sp := n.Span(); sp.Start.Offset >= start && sp.End.Offset <= end {
			return false
		}
		if a, ok := n.(*cfront.Assign); ok && a.Op == "=" {
			if id, ok := cfront.Unparen(a.X).(*cfront.Ident); ok && id.Sym == sym {
				cfront.Inspect(a.Y, func(m cfront.Node) bool {
					if id, ok := m.(*cfront.Ident); ok && id.Sym == sym {
						found = true
					}
					return !found
				})
				return false
			}
		}
		if id, ok := n.(*cfront.Ident); ok && id.Sym == sym {
			found = true
		}
		return !found
	})
	return found
}
