package analysis

import "github.com/accls/accls/cfront"

// The dependence tests of autoscoping compare every pair of accesses to
// an array in a loop, and each pair read its subscripts, the bounds of
// the loops around them and the definitions of the scalars they use
// afresh (issue 16: most of the tests' time, and of their allocations).
// A poly is a value that no operation changes (sem_affine.go), so one
// read is kept per expression, per loop and per (function, poly) in the
// polyEnv and handed out again. Atoms are named on the first read, so
// the memo names nothing differently.

// polyMemo is one expression's polyOf.
type polyMemo struct {
	p  poly
	ok bool
}

// rangeMemo is one loop's loopRange.
type rangeMemo struct {
	lo, hi poly
	ok     bool
}

// expandKey names one subscript's expansion: the function whose scalars
// stand for their definitions, and the subscript.
type expandKey struct {
	f *cfront.Func
	e cfront.Expr
}

// loopRange is loopRangeOf, kept per loop.
func loopRange(env *polyEnv, l *Loop) (lo, hi poly, ok bool) {
	if m, seen := env.ranges[l]; seen {
		return m.lo, m.hi, m.ok
	}
	lo, hi, ok = loopRangeOf(env, l)
	env.ranges[l] = rangeMemo{lo, hi, ok}
	return lo, hi, ok
}

// expandSub is expand of the subscript e, read as p (its polyOf), kept
// per function and subscript.
func (a *analyzer) expandSub(env *polyEnv, f *cfront.Func, e cfront.Expr, p poly) poly {
	k := expandKey{f, e}
	if q, seen := env.expanded[k]; seen {
		return q
	}
	q := a.expand(env, f, p)
	env.expanded[k] = q
	return q
}

// atomPolyOf is the polynomial of the variable s alone, one map per
// variable: every read of a subscript that names it shares it.
func (env *polyEnv) atomPolyOf(s *cfront.Symbol) poly {
	if p, ok := env.atomPolys[s]; ok {
		return p
	}
	p := atomPoly(env.atom(s))
	env.atomPolys[s] = p
	return p
}
