package analysis

import (
	"fmt"

	"github.com/accls/accls/cfront"
)

// Dependence analysis of array accesses: can two accesses to the same
// array in different iterations of a loop touch the same element? Each
// subscript is read as a linear function of the loop variables and
// tested dimension by dimension (ZIV, strong SIV, weak-zero and
// weak-crossing SIV, the GCD test, and Banerjee's inequalities for the
// rest); one dimension that rules the dependence out rules it out.

// dimResult is what one subscript dimension says.
type dimResult struct {
	indep bool // this dimension rules out a dependence carried by the loop
	// distance is the dependence distance in the loop's iterations that
	// this dimension forces (hasDist), in the direction of iteration.
	distance int64
	hasDist  bool
	exact    bool   // decided exactly (no may)
	test     string // the test that decided
	every    bool   // ZIV with equal subscripts: every iteration, same element
	// certain is set when the dimension certainly has a solution with
	// i ≠ i' (weak-zero SIV with the solution in the loop's range).
	certain bool
}

// linear is a subscript as c*iv + Σ inner + rest: the loop's variable,
// the variables of loops inside it (each its own instance), and what
// does not vary in the loop.
type linear struct {
	c     int64            // coefficient of the loop's variable
	inner map[string]int64 // coefficients of inner loop variables
	rest  poly
}

func splitLinear(env *polyEnv, p poly, iv string, inner []string) (linear, bool) {
	var lin linear
	c, rest, ok := p.linearIn(iv)
	if !ok {
		return lin, false
	}
	lin.c = c
	for _, a := range inner {
		c, r2, ok := rest.linearIn(a)
		if !ok {
			return lin, false
		}
		if c != 0 {
			if lin.inner == nil {
				lin.inner = map[string]int64{}
			}
			lin.inner[a] = c
		}
		rest = r2
	}
	lin.rest = rest
	return lin, true
}

// depTest tests two element references to the same variable for a
// dependence carried by loop l. It returns nil when there is none.
func (a *analyzer) depTest(env *polyEnv, l *Loop, r1, r2 *VarRef) *Dependence {
	dep := &Dependence{Loop: l, Src: r1, Dst: r2, Kind: depKind(r1, r2)}
	if r1.Through || r2.Through {
		if d, ok := a.memberDep(env, l, r1, r2); ok {
			return d // sem_alias.go
		}
	}
	if r1.Through || r2.Through || len(r1.Subs) == 0 || len(r1.Subs) != len(r2.Subs) {
		dep.Test = "none"
		dep.Why = fmt.Sprintf("%s and %s cannot be compared", a.f.Slice(r1.Range), a.f.Slice(r2.Range))
		return dep
	}
	iv := env.atom(l.IV)
	// Variables of loops inside l around either access.
	var inner []string
	innerLoops := map[string]*Loop{}
	for _, r := range []*VarRef{r1, r2} {
		for x := r.Loop; x != nil && x != l; x = x.Parent {
			if x.IV != nil {
				at := env.atom(x.IV)
				if innerLoops[at] == nil {
					inner = append(inner, at)
					innerLoops[at] = x
				}
			}
		}
	}
	lo, hi, rangeOK := loopRange(env, l)
	var loC, hiC int64
	constRange := false
	if rangeOK {
		var ok1, ok2 bool
		loC, ok1 = lo.isConst()
		hiC, ok2 = hi.isConst()
		constRange = ok1 && ok2
	}
	exact := true
	var dist int64
	haveDist, every, certain := false, true, false
	tests := ""
	for k := range r1.Subs {
		p1, ok1 := env.polyOf(r1.Subs[k])
		p2, ok2 := env.polyOf(r2.Subs[k])
		if ok1 && narrows(r1.Subs[k]) {
			ok1 = false // the conversion wraps (sem_dependence_base.go)
		}
		if ok2 && narrows(r2.Subs[k]) {
			ok2 = false
		}
		if !ok1 || !ok2 {
			exact, every = false, false
			dep.Why = fmt.Sprintf("the subscript %s is not a linear function of the loop variables", a.f.Slice(pick(ok1, r2.Subs[k], r1.Subs[k]).Span()))
			continue
		}
		// Scalars defined from loop variables (int c = i*n + j; a[c])
		// stand for their definitions.
		p1, p2 = a.expandSub(env, l.Func, r1.Subs[k], p1), a.expandSub(env, l.Func, r2.Subs[k], p2)
		if v := pickName(varyingAtom(env, l, r1, p1), varyingAtom(env, l, r2, p2)); v != "" {
			exact, every = false, false
			dep.Why = fmt.Sprintf("the subscripts of %s and %s use '%s', which the loop changes from one iteration to the next", a.f.Slice(r1.Range), a.f.Slice(r2.Range), v)
			continue
		}
		dims1, dims2, delinWhy := a.delinearize(env, l, r1, r2, p1, p2)
		for d := range dims1 {
			l1, okA := splitLinear(env, dims1[d], iv, inner)
			l2, okB := splitLinear(env, dims2[d], iv, inner)
			if !okA || !okB {
				exact, every = false, false
				dep.Why = "a subscript multiplies loop variables by a variable"
				if delinWhy != "" {
					dep.Why = delinWhy
				}
				continue
			}
			res := dimTest(l1, l2, innerLoops, env, loC, hiC, constRange)
			if !res.indep && res.test == "symbolic" && rangeOK && farApart(l1, l2, hi.sub(lo)) {
				return nil
			}
			if res.indep {
				return nil
			}
			if res.test != "" && (tests == "" || res.hasDist || res.indep) {
				tests = res.test
			}
			if !res.exact {
				exact = false
				if dep.Why == "" {
					dep.Why = fmt.Sprintf("the subscripts of %s and %s could not be told apart (%s test)", a.f.Slice(r1.Range), a.f.Slice(r2.Range), res.test)
				}
			}
			if !res.every {
				every = false
			}
			if res.certain {
				certain = true
			}
			if res.hasDist {
				if haveDist && dist != res.distance {
					// Two dimensions want different distances: no solution.
					return nil
				}
				dist, haveDist = res.distance, true
			}
		}
	}
	if haveDist && dist == 0 {
		return nil // same iteration only
	}
	if haveDist && constRange && abs64(dist) > hiC-loC {
		return nil // farther apart than the loop runs
	}
	dep.Test = tests
	dep.Distance, dep.HasDistance = abs64(dist), haveDist
	dep.Proven = exact && (haveDist || every || certain)
	if haveDist && dist > 0 {
		// i - i' = dist > 0: the second access reaches the element in an
		// earlier iteration, so it is the source.
		dep.Kind = depKind(r2, r1)
		dep.Src, dep.Dst = r2, r1
	}
	if every && !haveDist {
		dep.Test = "ZIV"
	}
	return dep
}

func pickName(x, y string) string {
	if x != "" {
		return x
	}
	return y
}

func pick(first bool, x, y cfront.Expr) cfront.Expr {
	if first {
		return x
	}
	return y
}

// farApart is the strong SIV test with a symbolic distance: c*i + r1 and
// c*i' + r2 with c = ±1 meet only |r2 - r1| iterations apart, which is
// more than the loop runs when |r2 - r1| exceeds its span hi - lo.
func farApart(s1, s2 linear, span poly) bool {
	if s1.c != s2.c || (s1.c != 1 && s1.c != -1) || len(s1.inner) > 0 || len(s2.inner) > 0 {
		return false
	}
	d := s2.rest.sub(s1.rest)
	for _, dd := range []poly{d, d.scale(-1)} {
		if v, ok := dd.sub(span).isConst(); ok && v > 0 {
			return true
		}
	}
	return false
}

// dimTest compares one dimension's subscripts: c1*i + Σa·j + r1 for the
// first access, c2*i' + Σb·j' + r2 for the second; a dependence needs
// them equal with i ≠ i'.
func dimTest(s1, s2 linear, innerLoops map[string]*Loop, env *polyEnv, loC, hiC int64, constRange bool) dimResult {
	diff := s2.rest.sub(s1.rest)
	d, isConst := diff.isConst()
	if !isConst {
		// The subscripts differ by something unknown (a[i] and a[i+k]).
		return dimResult{test: "symbolic", every: false}
	}
	// Equation: c1*i - c2*i' + Σa·j - Σb·j' = d.
	if len(s1.inner) == 0 && len(s2.inner) == 0 {
		c1, c2 := s1.c, s2.c
		switch {
		case c1 == 0 && c2 == 0:
			// ZIV: the dimension does not vary with the loop.
			if d != 0 {
				return dimResult{indep: true, test: "ZIV"}
			}
			return dimResult{exact: true, every: true, test: "ZIV"}
		case c1 == c2:
			// Strong SIV: c*(i - i') = d.
			if d%c1 != 0 {
				return dimResult{indep: true, test: "strong SIV"}
			}
			return dimResult{exact: true, hasDist: true, distance: d / c1, test: "strong SIV"}
		case c1 == 0 || c2 == 0:
			// Weak-zero SIV: one access is the same element in every
			// iteration; the other reaches it in at most one.
			c := c1
			if c == 0 {
				c = -c2
			}
			if d%c != 0 {
				return dimResult{indep: true, test: "weak-zero SIV"}
			}
			i0 := d / c
			if constRange && (i0 < loC || i0 > hiC) {
				return dimResult{indep: true, test: "weak-zero SIV"}
			}
			return dimResult{exact: constRange, certain: constRange, test: "weak-zero SIV"}
		case c1 == -c2:
			// Weak-crossing SIV: c1*(i + i') = d.
			if d%c1 != 0 {
				return dimResult{indep: true, test: "weak-crossing SIV"}
			}
			sum := d / c1
			if constRange && (sum < 2*loC || sum > 2*hiC) {
				return dimResult{indep: true, test: "weak-crossing SIV"}
			}
			return dimResult{exact: false, test: "weak-crossing SIV"}
		}
	}
	if s1.c == 0 && s2.c == 0 && sameCoefs(s1.inner, s2.inner) && d == 0 {
		// Only inner loop variables, alike on both sides: j = j' solves
		// it whatever i and i' are, so the dimension does not constrain
		// the loop.
		return dimResult{exact: true, test: "ZIV"}
	}
	// MIV, or SIV with different coefficients: the GCD test, then
	// Banerjee's bounds with i ≠ i'.
	g := gcd(s1.c, s2.c)
	for _, c := range s1.inner {
		g = gcd(g, c)
	}
	for _, c := range s2.inner {
		g = gcd(g, c)
	}
	if g != 0 && d%g != 0 {
		return dimResult{indep: true, test: "GCD"}
	}
	if g == 0 {
		if d != 0 {
			return dimResult{indep: true, test: "GCD"}
		}
		return dimResult{exact: true, every: true, test: "ZIV"}
	}
	if !constRange {
		return dimResult{test: "GCD"}
	}
	// Banerjee: h = c1*i - c2*i' + Σa·j - Σb·j' must reach d for some
	// i < i' or i > i'.
	minI, maxI, okI := banerjeeLoop(s1.c, s2.c, loC, hiC)
	if !okI {
		return dimResult{test: "Banerjee"}
	}
	lo, hi := minI, maxI
	for at, c := range s1.inner {
		jl, jh, ok := constRangeOf(env, innerLoops[at])
		if !ok {
			return dimResult{test: "Banerjee"}
		}
		lo += minTimes(c, jl, jh)
		hi += maxTimes(c, jl, jh)
	}
	for at, c := range s2.inner {
		jl, jh, ok := constRangeOf(env, innerLoops[at])
		if !ok {
			return dimResult{test: "Banerjee"}
		}
		lo += minTimes(-c, jl, jh)
		hi += maxTimes(-c, jl, jh)
	}
	if d < lo || d > hi {
		return dimResult{indep: true, test: "Banerjee"}
	}
	return dimResult{test: "Banerjee"}
}

func sameCoefs(x, y map[string]int64) bool {
	if len(x) != len(y) {
		return false
	}
	for k, v := range x {
		if y[k] != v {
			return false
		}
	}
	return true
}

// banerjeeLoop bounds c1*i - c2*i' over lo ≤ i, i' ≤ hi with i ≠ i'.
func banerjeeLoop(c1, c2, lo, hi int64) (min, max int64, ok bool) {
	if hi <= lo {
		return 0, 0, false // one iteration: nothing is carried
	}
	first := true
	consider := func(i, j int64) {
		if i == j {
			return
		}
		v := c1*i - c2*j
		if first || v < min {
			min = v
		}
		if first || v > max {
			max = v
		}
		first = false
	}
	// The extremes of a linear function over the two triangles i < i'
	// and i > i' lie at their corners.
	for _, p := range [][2]int64{{lo, lo + 1}, {lo, hi}, {hi - 1, hi}, {lo + 1, lo}, {hi, lo}, {hi, hi - 1}} {
		consider(p[0], p[1])
	}
	return min, max, !first
}

func constRangeOf(env *polyEnv, l *Loop) (int64, int64, bool) {
	if l == nil {
		return 0, 0, false
	}
	lo, hi, ok := loopRange(env, l)
	if !ok {
		return 0, 0, false
	}
	a, ok1 := lo.isConst()
	b, ok2 := hi.isConst()
	return a, b, ok1 && ok2 && a <= b
}

func minTimes(c, lo, hi int64) int64 {
	if c >= 0 {
		return c * lo
	}
	return c * hi
}

func maxTimes(c, lo, hi int64) int64 {
	if c >= 0 {
		return c * hi
	}
	return c * lo
}

func gcd(a, b int64) int64 {
	a, b = abs64(a), abs64(b)
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// depKind names a dependence from the access that comes first to the
// one that comes second.
func depKind(first, second *VarRef) string {
	switch {
	case first.Access&Write != 0 && second.Access&Write != 0:
		return "output"
	case first.Access&Write != 0:
		return "flow"
	}
	return "anti"
}

// mayAlias reports whether two different variables may name the same
// memory: arrays are distinct objects; other pointers may point anywhere
// (restrict: restrictExcludes).
func mayAlias(x, y *cfront.Symbol) bool {
	if x == y {
		return true
	}
	if x.Type.Kind == cfront.Array && y.Type.Kind == cfront.Array {
		return false
	}
	px, py := x.Type.Kind == cfront.Pointer, y.Type.Kind == cfront.Pointer
	if !px && !py {
		return false
	}
	// A pointer may point into an array or to another pointer's data, as
	// long as the element types allow it.
	return true
}

// arrayDeps finds the loop-carried dependences between element accesses
// in loop l: pairs on the same variable are tested; pairs on variables
// that may alias are reported as possible.
func (a *analyzer) arrayDeps(env *polyEnv, l *Loop) []*Dependence {
	var elems []*VarRef
	for _, r := range a.loopRefs[l] {
		if r.Elem != nil && !inAtomic(r) && !a.elemPrivate(l, r) {
			elems = append(elems, r)
		}
	}
	// row[j] with `double *row = &A[i*m];` is A[i*m + j].
	elems, orig := a.resolveDerived(env, l, elems)
	var out []*Dependence
	reported := map[[2]*cfront.Symbol]bool{}
	for i, r1 := range elems {
		for _, r2 := range elems[i:] {
			if r1.Access&Write == 0 && r2.Access&Write == 0 {
				continue
			}
			if r1.Sym != r2.Sym {
				key := [2]*cfront.Symbol{r1.Sym, r2.Sym}
				if reported[key] || !mayAlias(r1.Sym, r2.Sym) || a.restrictExcludes(l.Func, r1.Sym, r2.Sym) || (r1.Through || r2.Through) && !typesMayAlias(elemType(r1), elemType(r2)) {
					continue
				}
				reported[key] = true
				why := fmt.Sprintf("'%s' and '%s' may point to the same data (declare them restrict, or mark the loop independent)", r1.Sym.Name, r2.Sym.Name)
				if x, y := r1.Sym, r2.Sym; x.Restrict || y.Restrict {
					if y.Restrict {
						x, y = y, x
					}
					why = fmt.Sprintf("'%s' may point into the data of restrict pointer '%s', from which it may be assigned (C11 6.7.3.1)", y.Name, x.Name)
				}
				out = append(out, &Dependence{Loop: l, Src: r1, Dst: r2, Kind: depKind(r1, r2), Test: "alias", Why: why})
				continue
			}
			if d := a.movingBase(env, l, r1, r2); d != nil {
				out = append(out, d)
				continue
			}
			if d := a.depTest(env, l, r1, r2); d != nil {
				out = append(out, d)
			}
		}
	}
	return restoreRefs(out, orig)
}
