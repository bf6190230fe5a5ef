package analysis

import (
	"fmt"
	"strings"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// Witnesses. The subscript tests decide a dependence exactly only where
// the subscripts are separable; triangular nests and in-place
// factorizations (for k: for i = k+1: for j = k+1: A[i][j] -= A[i][k] *
// A[k][j]) couple the loop variables through the bounds, and Banerjee's
// rectangular bounds leave the dependence possible, not proven. A
// witness proves it: two iterations iv ≠ iv' of the loop, values of the
// loops inside it within their bounds (which may use the outer
// variables), at which the two accesses name one element. The program's
// inputs (parameters and globals it never assigns) take one size; the
// loops around the loop start at their first iteration. Only accesses
// every iteration makes (no if, switch or while on the way) count.

const (
	witnessSize  = 16     // the value of each size the bounds use
	witnessSteps = 6      // iterations tried of each loop
	witnessWork  = 50000  // assignments tried for one pair
	witnessLoop  = 200000 // assignments tried for one loop
)

// proveByWitness looks for witnesses of the dependences of a loop that
// runs in parallel by the program's say-so, which the tests left
// possible: a proven one is reported (warnDependences). The loops accls
// schedules itself need none: any possible dependence keeps them in order.
func (a *analyzer) proveByWitness(env *polyEnv, l *Loop, deps []*Dependence) {
	budget := witnessLoop
	for _, d := range deps {
		if budget <= 0 {
			return
		}
		switch d.Test {
		case "none", "alias", "scalar", "witness":
			continue
		}
		if !d.Proven && d.Loop != nil && a.sharedData(d.Loop, d.Src) && a.sharedData(d.Loop, d.Dst) {
			budget -= a.witnessDep(env, d.Loop, d)
		}
	}
}

// sharedData reports whether the variable r uses is one object for all
// iterations of l: not declared in the compute construct, and not private,
// firstprivate or a reduction variable on a construct around r (a gang's
// private array is not another gang's).
func (a *analyzer) sharedData(l *Loop, r *VarRef) bool {
	if r.Sym == nil || r.Through {
		return false
	}
	if c := l.Compute; c != nil && within(r.Sym.Decl.Start.Offset, c.Range) {
		return false
	}
	if a.privateIn(l, r.Sym, r) {
		return false
	}
	for c := r.Construct; c != nil; c = c.Parent {
		for _, at := range c.Data {
			if at.Sym != r.Sym {
				continue
			}
			switch at.Kind {
			case AttrPrivate, AttrFirstprivate, AttrReduction:
				return false
			}
		}
	}
	for x := r.Loop; x != nil; x = x.Parent {
		for _, at := range x.Private {
			if at.Sym == r.Sym {
				return false
			}
		}
	}
	return true
}

// witnessDep tries to prove dependence d of loop l by a witness; it
// makes d proven, with the witness as its Why, when one is found. It
// returns the work spent.
func (a *analyzer) witnessDep(env *polyEnv, l *Loop, d *Dependence) (spent int) {
	r1, r2 := d.Src, d.Dst
	if r1.Through || r2.Through || len(r1.Subs) == 0 || len(r1.Subs) != len(r2.Subs) || !l.StepKnown || l.Step == 0 {
		return
	}
	if a.guarded(l, r1) || a.guarded(l, r2) {
		return
	}
	w := &witness{a: a, env: env, l: l, work: witnessWork}
	defer func() { spent = witnessWork - w.work }()
	base, ok := w.inputs(r1, r2)
	if !ok {
		return
	}
	s1, ok1 := w.subscripts(r1)
	s2, ok2 := w.subscripts(r2)
	if !ok1 || !ok2 {
		return
	}
	v1, v2, found := w.search(base, r1, r2, s1, s2)
	if !found {
		return
	}
	at := env.atom(l.IV)
	first, second := r1, r2
	x1, x2 := v1, v2
	if (v1[at] > v2[at]) == (l.Step > 0) {
		first, second, x1, x2 = r2, r1, v2, v1
	}
	d.Src, d.Dst, d.Kind = first, second, depKind(first, second)
	d.Proven, d.Test, d.HasDistance = true, "witness", false
	d.Why = fmt.Sprintf("%s with %s and %s with %s name the same element",
		a.f.Slice(first.Range), w.describe(first, x1), a.f.Slice(second.Range), w.describe(second, x2))
	return
}

// witness is one search.
type witness struct {
	a    *analyzer
	env  *polyEnv
	l    *Loop
	work int
}

// chain returns the loops from l in to the access's innermost loop.
func (w *witness) chain(r *VarRef) []*Loop {
	var out []*Loop
	for x := r.Loop; x != nil && x != w.l; x = x.Parent {
		out = append([]*Loop{x}, out...)
	}
	return append([]*Loop{w.l}, out...)
}

// inputs gives the inputs their size and the loops around l their first
// iteration; ok is false when an atom is neither.
func (w *witness) inputs(r1, r2 *VarRef) (map[string]int64, bool) {
	vals := map[string]int64{}
	var outer []*Loop
	for x := w.l.Parent; x != nil; x = x.Parent {
		outer = append([]*Loop{x}, outer...)
	}
	ivs := map[string]bool{}
	for _, x := range append(append(outer, w.chain(r1)...), w.chain(r2)...) {
		if x.IV == nil {
			return nil, false
		}
		ivs[w.env.atom(x.IV)] = true
	}
	var polys []poly
	for _, x := range append(append(outer, w.chain(r1)...), w.chain(r2)...) {
		lo, hi, ok := loopRange(w.env, x)
		if !ok {
			return nil, false
		}
		polys = append(polys, lo, hi)
	}
	for _, r := range []*VarRef{r1, r2} {
		s, ok := w.subscripts(r)
		if !ok {
			return nil, false
		}
		polys = append(polys, s...)
	}
	for _, p := range polys {
		for _, at := range polyAtoms(p) {
			if ivs[at] {
				continue
			}
			if !w.isInput(at) {
				return nil, false
			}
			vals[at] = witnessSize
		}
	}
	for _, x := range outer {
		vs := w.values(x, vals, 1)
		if len(vs) == 0 {
			return nil, false
		}
		vals[w.env.atom(x.IV)] = vs[0]
	}
	return vals, true
}

// isInput reports whether atom is a parameter or global the function
// never assigns: any value is one a call may give it.
func (w *witness) isInput(at string) bool {
	s := w.env.syms[at]
	if s == nil || s.Kind != cfront.SymVar || !(s.Storage == cfront.StorageParam || s.Global) {
		return false
	}
	return len(w.a.assignedFrom(w.l.Func)[s]) == 0
}

// subscripts returns r's subscripts as polynomials.
func (w *witness) subscripts(r *VarRef) ([]poly, bool) {
	var out []poly
	for _, e := range r.Subs {
		p, ok := w.env.polyOf(e)
		if !ok || narrows(e) {
			return nil, false
		}
		out = append(out, w.a.expand(w.env, w.l.Func, p))
	}
	return out, true
}

// values returns the first n values of x's variable, given vals.
func (w *witness) values(x *Loop, vals map[string]int64, n int) []int64 {
	lo, hi, ok := loopRange(w.env, x)
	if !ok || !x.StepKnown || x.Step == 0 {
		return nil
	}
	l, ok1 := evalPoly(lo, vals)
	h, ok2 := evalPoly(hi, vals)
	if !ok1 || !ok2 {
		return nil
	}
	var out []int64
	v, step := l, x.Step
	if step < 0 {
		v = h
	}
	for ; len(out) < n && l <= v && v <= h; v += step {
		out = append(out, v)
	}
	return out
}

// search enumerates the iterations of both accesses' loops.
func (w *witness) search(base map[string]int64, r1, r2 *VarRef, s1, s2 []poly) (map[string]int64, map[string]int64, bool) {
	c1, c2 := w.chain(r1), w.chain(r2)
	iv := w.env.atom(w.l.IV)
	var v1, v2 map[string]int64
	var walk func(side int, depth int, vals map[string]int64) bool
	walk = func(side, depth int, vals map[string]int64) bool {
		c := c1
		if side == 2 {
			c = c2
		}
		if depth == len(c) {
			if side == 1 {
				v1 = copyVals(vals)
				return walk(2, 0, copyVals(base))
			}
			if vals[iv] == v1[iv] {
				return false
			}
			v2 = vals
			return sameElement(s1, v1, s2, v2)
		}
		for _, v := range w.values(c[depth], vals, witnessSteps) {
			if w.work--; w.work < 0 {
				return false
			}
			vals[w.env.atom(c[depth].IV)] = v
			if walk(side, depth+1, vals) {
				return true
			}
		}
		delete(vals, w.env.atom(c[depth].IV))
		return false
	}
	if walk(1, 0, copyVals(base)) {
		return v1, v2, true
	}
	return nil, nil, false
}

func copyVals(m map[string]int64) map[string]int64 {
	r := make(map[string]int64, len(m))
	for k, v := range m {
		r[k] = v
	}
	return r
}

// sameElement compares the subscripts of the two accesses.
func sameElement(s1 []poly, v1 map[string]int64, s2 []poly, v2 map[string]int64) bool {
	for k := range s1 {
		x, ok1 := evalPoly(s1[k], v1)
		y, ok2 := evalPoly(s2[k], v2)
		if !ok1 || !ok2 || x != y {
			return false
		}
	}
	return true
}

// evalPoly evaluates p with the atoms' values.
func evalPoly(p poly, vals map[string]int64) (int64, bool) {
	var sum int64
	for mono, c := range p {
		t := c
		if mono != "" {
			for _, at := range strings.Split(mono, "*") {
				v, ok := vals[at]
				if !ok {
					return 0, false
				}
				t *= v
			}
		}
		sum += t
	}
	return sum, true
}

// describe spells the loop variables of r's loops: "k = 0, i = 1".
func (w *witness) describe(r *VarRef, vals map[string]int64) string {
	var parts []string
	for _, x := range w.chain(r) {
		parts = append(parts, fmt.Sprintf("%s = %d", x.IV.Name, vals[w.env.atom(x.IV)]))
	}
	return strings.Join(parts, ", ")
}

// guarded reports whether r's statement is under a condition inside l:
// an if, a switch, a loop that is not a counted for loop, or the second
// operand of ?:, && or ||.
func (a *analyzer) guarded(l *Loop, r *VarRef) bool {
	body := loopBody(l)
	if body == nil || r.Stmt == nil {
		return true
	}
	at := r.Range.Start.Offset
	guard := false
	cfront.Inspect(body, func(n cfront.Node) bool {
		if guard || n == nil {
			return false
		}
		sp := n.Span()
		if at < sp.Start.Offset || at >= sp.End.Offset {
			return false
		}
		switch x := n.(type) {
		case *cfront.If, *cfront.Switch, *cfront.While, *cfront.DoWhile, *cfront.Labeled, *cfront.Case:
			guard = true
		case *cfront.For:
			if a.loopOf[x] == nil || !a.loopOf[x].Canonical {
				guard = true
			}
		case *cfront.CondExpr:
			guard = !within(at, x.C.Span())
		case *cfront.Binary:
			if x.Op == "&&" || x.Op == "||" {
				guard = within(at, x.Y.Span())
			}
		}
		return !guard
	})
	return guard
}

func within(off int, r source.Range) bool {
	return r.Start.Offset <= off && off < r.End.Offset
}
