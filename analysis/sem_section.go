package analysis

import (
	"fmt"
	"strings"

	"github.com/accls/accls/cfront"
)

// Section inference: the part of the data a pointer points to that a
// compute construct uses, from the subscripts and the bounds of the loops
// around them. OpenACC makes a C pointer itself firstprivate (§2.6.2) and
// says nothing of its data; accls copies the section it can prove, as the
// message says, and otherwise requires the data to be present.

// loopRangeOf returns the smallest and largest values of l's loop
// variable, as polynomials over the variables the bounds use.
func loopRangeOf(env *polyEnv, l *Loop) (lo, hi poly, ok bool) {
	if !l.Canonical || l.IV == nil {
		return nil, nil, false
	}
	init, ok1 := env.polyOf(l.Init)
	bound, ok2 := env.polyOf(l.Bound)
	if !ok1 || !ok2 {
		return nil, nil, false
	}
	up := true
	if l.StepKnown {
		up = l.Step > 0
	} else if l.Cmp == ">" || l.Cmp == ">=" {
		up = false
	}
	if up {
		switch l.Cmp {
		case "<", "!=":
			return init, bound.add(constPoly(-1)), true
		case "<=":
			return init, bound, true
		}
		return nil, nil, false
	}
	switch l.Cmp {
	case ">", "!=":
		return bound.add(constPoly(1)), init, true
	case ">=":
		return bound, init, true
	}
	return nil, nil, false
}

// extreme returns the smallest (max false) or largest value of p over the
// iterations of loops (innermost first), substituting each loop variable
// by the bound that minimizes or maximizes p. A loop variable's
// coefficient must be a constant or a polynomial known not to be
// negative (see nonNegative); why says what failed.
func extreme(env *polyEnv, p poly, loops []*Loop, max bool) (r poly, why string) {
	for _, l := range loops {
		if l.IV == nil {
			continue
		}
		atom := env.atom(l.IV)
		if !p.has(atom) {
			continue
		}
		coef, rest, ok := p.split(atom)
		if !ok {
			return nil, fmt.Sprintf("'%s' occurs squared", l.IV.Name)
		}
		positive := true
		if c, isConst := coef.isConst(); isConst {
			positive = c > 0
		} else if !nonNegative(env, coef, loops) {
			return nil, fmt.Sprintf("the sign of %s, which multiplies '%s', is not known", coef, l.IV.Name)
		}
		lo, hi, ok := loopRange(env, l)
		if !ok {
			return nil, fmt.Sprintf("the loop over '%s' has bounds that are not integer expressions", l.IV.Name)
		}
		pick := lo
		if positive == max {
			pick = hi
		}
		p = rest.add(pick.mul(coef))
	}
	return p, ""
}

// nonNegative reports whether a polynomial is known not to be negative
// where the accesses run: all its coefficients are positive and each of
// its variables is unsigned, or is the bound of one of the loops (which
// runs, so the access happens, only when the bound is above its start).
func nonNegative(env *polyEnv, p poly, loops []*Loop) bool {
	for mono, c := range p {
		if c < 0 {
			return false
		}
		if mono == "" {
			continue
		}
		for _, atom := range splitMono(mono) {
			s := env.syms[atom]
			if s == nil {
				return false
			}
			if s.Type.IsInteger() && s.Type.Unsigned {
				continue
			}
			if !boundOfLoop(env, atom, loops) {
				return false
			}
		}
	}
	return true
}

// boundOfLoop reports whether atom is the upper bound of one of loops
// that starts at a non-negative constant: inside it, atom > start ≥ 0.
func boundOfLoop(env *polyEnv, atom string, loops []*Loop) bool {
	for _, l := range loops {
		if !l.Canonical || (l.Cmp != "<" && l.Cmp != "<=") {
			continue
		}
		b, ok := env.polyOf(l.Bound)
		if !ok || !b.equal(atomPoly(atom)) {
			continue
		}
		if init, ok := env.polyOf(l.Init); ok {
			if v, isConst := init.isConst(); isConst && v >= 0 {
				return true
			}
		}
	}
	return false
}

// enclosingLoops returns the loops around r inside construct c, innermost
// first.
func enclosingLoops(r *VarRef, c *Construct) []*Loop {
	var out []*Loop
	for l := r.Loop; l != nil; l = l.Parent {
		if !c.Range.Contains(l.Stmt.Span().Start.Offset) {
			break
		}
		out = append(out, l)
	}
	return out
}

// inferSection computes the section of pointer sym's data that the refs
// use inside c. why says what defeated it when ok is false.
func (a *analyzer) inferSection(c *Construct, sym *cfront.Symbol, refs []*VarRef) (sec *Section, why string) {
	env := newPolyEnv()
	written := a.writtenIn(c)
	var lo, hi poly
	for _, r := range refs {
		if r.Elem == nil {
			if r.Access&AddrOf != 0 {
				return nil, fmt.Sprintf("'%s' is passed on at line %d, so the part used cannot be told", sym.Name, r.Range.Start.Line)
			}
			continue
		}
		var min, max poly
		if r.Through {
			// p->m uses one element.
			min, max = constPoly(0), constPoly(0)
		} else {
			if len(r.Subs) != 1 {
				return nil, fmt.Sprintf("'%s' is indexed in more than one dimension", a.f.Slice(r.Range))
			}
			p, ok := env.polyOf(r.Subs[0])
			if !ok {
				return nil, fmt.Sprintf("the subscript of %s is not an integer expression of the loop variables", a.f.Slice(r.Range))
			}
			loops := enclosingLoops(r, c)
			var why1, why2 string
			min, why1 = extreme(env, p, loops, false)
			max, why2 = extreme(env, p, loops, true)
			if why1 != "" || why2 != "" {
				why := why1
				if why == "" || why2 != "" && why2 != why1 {
					why = strings.TrimPrefix(why+"; "+why2, "; ")
				}
				return nil, fmt.Sprintf("in %s, %s", a.f.Slice(r.Range), why)
			}
		}
		for _, m := range []poly{min, max} {
			for mono := range m {
				if mono == "" {
					continue
				}
				for _, atom := range splitMono(mono) {
					s := env.syms[atom]
					if s == nil || written[s] || (s.Decl.Start.IsValid() && c.Range.Contains(s.Decl.Start.Offset)) {
						return nil, fmt.Sprintf("the subscript of %s depends on '%s', which changes in the region", a.f.Slice(r.Range), atomText(atom))
					}
				}
			}
		}
		if lo == nil {
			lo, hi = min, max
			continue
		}
		var ok bool
		if lo, ok = pickExtreme(lo, min, false); !ok {
			return nil, fmt.Sprintf("the subscripts of '%s' start at %s and at %s, which cannot be ordered", sym.Name, lo, min)
		}
		if hi, ok = pickExtreme(hi, max, true); !ok {
			return nil, fmt.Sprintf("the subscripts of '%s' end at %s and at %s, which cannot be ordered", sym.Name, hi, max)
		}
	}
	if lo == nil {
		return nil, "it is not indexed"
	}
	length := hi.sub(lo).add(constPoly(1))
	d := Dim{Lower: lo.String(), Length: length.String()}
	d.LowerVal, d.LowerConst = lo.isConst()
	d.LengthVal, d.LengthConst = length.isConst()
	return &Section{Dims: []Dim{d}, Known: true}, ""
}

// pickExtreme returns the smaller (or larger) of two bounds that differ
// by a constant.
func pickExtreme(x, y poly, max bool) (poly, bool) {
	d, ok := x.sub(y).isConst()
	if !ok {
		return nil, false
	}
	if (d < 0) == max {
		return y, true
	}
	return x, true
}

func splitMono(mono string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(mono); i++ {
		if i == len(mono) || mono[i] == '*' {
			out = append(out, mono[start:i])
			start = i + 1
		}
	}
	return out
}

// writtenIn returns the variables construct c's body assigns.
func (a *analyzer) writtenIn(c *Construct) map[*cfront.Symbol]bool {
	if w, ok := a.written[c]; ok {
		return w
	}
	w := writtenSyms(c.Body)
	if a.written == nil {
		a.written = map[*Construct]map[*cfront.Symbol]bool{}
	}
	a.written[c] = w
	return w
}

// paramSection is the section a bare array parameter names in a data
// clause: the whole array it was declared as. "double a[N][M]" is a
// pointer to rows (C11 6.7.6.3p7), but its declaration gives the rows'
// count, so copyin(a) moves a[0:N], as for an array variable (§2.7.1:
// a variable name in a data clause is the whole variable). nil for
// other symbols and clauses (deviceptr, private: the pointer itself).
func (a *analyzer) paramSection(sym *cfront.Symbol, kind AttrKind) *Section {
	moves := kind.IsDataClause() || kind == AttrUpdateSelf || kind == AttrUpdateDevice
	if sym.ParamLen == nil || !moves || kind == AttrDeviceptr || kind == AttrAttach || kind == AttrDetach {
		return nil
	}
	n := strings.TrimSpace(a.f.Slice(sym.ParamLen.Span()))
	if n == "" {
		return nil // declared in another file (a macro-built prototype)
	}
	return &Section{Known: true, Dims: []Dim{{Lower: "0", Length: n, LowerConst: true,
		LengthVal: sym.ParamLenVal, LengthConst: sym.ParamLenConst}}}
}
