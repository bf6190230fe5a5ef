package analysis

import (
	"fmt"
	"sort"
	"strings"

	"github.com/accls/accls/cfront"
)

// Delinearization. C code indexes 2-D and 3-D data through one
// subscript: a[i*n + j], a[(i*n + j)*m + k], a[i*n*m + j*m + k]. Dividing
// such a subscript by a stride S that is invariant in the loop gives
// Q*S + R; when R provably lies in [0, S) on both sides, the access is
// [Q][R] of an array with rows of S elements, and the dimension tests
// apply to each part (recursively, for Q).
//
// Why it is sound: Q1*S + R1 = Q2*S + R2 with 0 ≤ R1, R2 < S forces
// R1 = R2 and Q1 = Q2, since |R1 - R2| < S. The proof bounds R over the
// loops around the access by constants relative to S (R ≥ c ≥ 0 and
// S - 1 - R ≥ c' ≥ 0). If S is 0 or negative, no value satisfies both, so
// the loops that give R its range run no iteration and the access never
// happens: nothing to compare, so the split still holds where accesses
// exist. An R that can reach S (a[i*n + j] with j ≤ n) fails the proof:
// the last element of row i is then the first of row i+1.

// funcScalars records, for one function, which integer scalars are
// assigned only where they are declared, and their definitions as
// polynomials, so that a subscript a[c] with `int c = (i*n + j)*n + k;`
// can be read as a[(i*n + j)*n + k].
type funcScalars struct {
	written map[*cfront.Symbol]bool // assigned, incremented or address taken
	decls   map[*cfront.Symbol]*cfront.VarDecl
	defs    map[*cfront.Symbol]poly // nil: no usable definition
	done    map[*cfront.Symbol]bool
}

func (a *analyzer) scalarsOf(env *polyEnv, f *cfront.Func) *funcScalars {
	if env.scalars == nil {
		env.scalars = map[*cfront.Func]*funcScalars{}
	}
	if fs := env.scalars[f]; fs != nil {
		return fs
	}
	fs := &funcScalars{written: map[*cfront.Symbol]bool{}, decls: map[*cfront.Symbol]*cfront.VarDecl{},
		defs: map[*cfront.Symbol]poly{}, done: map[*cfront.Symbol]bool{}}
	env.scalars[f] = fs
	if f.Body == nil {
		return fs
	}
	cfront.Inspect(f.Body, func(n cfront.Node) bool {
		target := writeTarget(n)
		if d, ok := n.(*cfront.DeclStmt); ok {
			for _, v := range d.Vars {
				fs.decls[v.Sym] = v
			}
		}
		if target != nil {
			if id, ok := stripToIdent(target); ok {
				fs.written[id.Sym] = true
			}
		}
		return true
	})
	return fs
}

// stable reports whether s keeps the value it is declared with (or, for a
// parameter, the value it is called with) wherever it is in scope.
func (fs *funcScalars) stable(s *cfront.Symbol) bool {
	return s != nil && s.Kind == cfront.SymVar && !s.Global && !s.Volatile && s.Type != nil && s.Type.IsInteger() &&
		(s.Storage == cfront.StorageAuto || s.Storage == cfront.StorageParam) && !fs.written[s]
}

// def returns the polynomial a stable local is declared with, over loop
// variables and other stable scalars, or nil. A loop variable may occur
// only when the declaration is in that loop's body: a canonical loop does
// not change it there, so it has the same value at every use of the
// scalar, which is in the declaration's block.
func (a *analyzer) def(env *polyEnv, fs *funcScalars, f *cfront.Func, s *cfront.Symbol) poly {
	if fs.done[s] {
		return fs.defs[s] // nil while being resolved: a cycle has no definition
	}
	fs.done[s] = true
	decl := fs.decls[s]
	if !fs.stable(s) || decl == nil || decl.Init == nil || !s.Decl.Start.IsValid() {
		return nil
	}
	if it := decl.Init.Type(); it == nil || !it.IsInteger() || s.Type.Size < it.Size || narrows(decl.Init) {
		return nil // `char c = i;` wraps: c is not i (sem_dependence_base.go)
	}
	p, ok := env.polyOf(decl.Init)
	if !ok {
		return nil
	}
	for _, at := range polyAtoms(p) {
		sym := env.syms[at]
		switch {
		case sym == nil || sym == s:
			return nil
		case a.ivAround(f, sym, s.Decl.Start.Offset):
		case fs.stable(sym):
			if d := a.def(env, fs, f, sym); d != nil {
				if p, ok = p.subst(at, d); !ok {
					return nil
				}
			}
		default:
			return nil
		}
	}
	fs.defs[s] = p
	return p
}

// ivAround reports whether sym is the variable of a canonical loop of f
// whose body holds offset.
func (a *analyzer) ivAround(f *cfront.Func, sym *cfront.Symbol, offset int) bool {
	for _, l := range a.m.Loops {
		if l.IV != sym || l.Func != f || !l.Canonical {
			continue
		}
		if b := loopBody(l); b != nil && b.Span().Contains(offset) {
			return true
		}
	}
	return false
}

// expand replaces the scalars of p that have a definition by it.
func (a *analyzer) expand(env *polyEnv, f *cfront.Func, p poly) poly {
	if f == nil {
		return p
	}
	fs := a.scalarsOf(env, f)
	for _, at := range polyAtoms(p) {
		sym := env.syms[at]
		if sym == nil || !fs.stable(sym) {
			continue
		}
		if d := a.def(env, fs, f, sym); d != nil {
			if q, ok := p.subst(at, d); ok {
				p = q
			}
		}
	}
	return p
}

// polyAtoms returns the atoms of p, sorted.
func polyAtoms(p poly) []string {
	seen := map[string]bool{}
	var out []string
	for mono := range p {
		if mono == "" {
			continue
		}
		for _, at := range splitMono(mono) {
			if !seen[at] {
				seen[at] = true
				out = append(out, at)
			}
		}
	}
	sort.Strings(out)
	return out
}

// varyingIn returns the variables that loop l writes (its own and inner
// loop variables, scalars declared in it, assigned or address taken).
func varyingIn(env *polyEnv, l *Loop) map[*cfront.Symbol]bool {
	if env.varying == nil {
		env.varying = map[*Loop]map[*cfront.Symbol]bool{}
	}
	if v, ok := env.varying[l]; ok {
		return v
	}
	// The loops inside l have their own sets, which l's includes: each
	// statement is walked once for a nest, not once per loop around it.
	var inner map[cfront.Node]*Loop
	if len(l.Children) > 0 {
		inner = make(map[cfront.Node]*Loop, len(l.Children))
		for _, c := range l.Children {
			inner[c.Stmt] = c
		}
	}
	v := map[*cfront.Symbol]bool{}
	addWritten(v, l.Stmt, func(n cfront.Node) bool {
		c := inner[n]
		if c == nil {
			return false
		}
		for sym := range varyingIn(env, c) {
			v[sym] = true
		}
		return true
	})
	env.varying[l] = v
	return v
}

// varyingAtom returns a variable of p, a subscript of r, whose value may
// differ from one iteration of l to another other than the loop variables
// of l and of the loops between l and r, or "". Such a variable is not
// the same in the two iterations compared, so the tests cannot treat it
// as a constant.
func varyingAtom(env *polyEnv, l *Loop, r *VarRef, p poly) string {
	vary := varyingIn(env, l)
	for _, at := range polyAtoms(p) {
		sym := env.syms[at]
		if sym == nil || !vary[sym] {
			continue
		}
		iv := false
		for x := r.Loop; x != nil; x = x.Parent {
			if x.IV == sym {
				iv = true
			}
			if x == l {
				break
			}
		}
		if !iv {
			return sym.Name
		}
	}
	return ""
}

// loopsUpTo returns the loops from inner out to l, innermost first.
func loopsUpTo(inner, l *Loop) []*Loop {
	var out []*Loop
	for x := inner; x != nil; x = x.Parent {
		out = append(out, x)
		if x == l {
			break
		}
	}
	return out
}

// delinearize splits p1 and p2, one subscript of r1 and r2 in loop l,
// into the same dimensions, outermost first. Strides come from the
// coefficients of loop variables that are invariant in l; the smallest
// is tried first, so a[(i*n + j)*m + k] splits by m, then by n. When a
// stride multiplies a loop variable but the split fails, why says why
// (and the dimensions are those split so far).
func (a *analyzer) delinearize(env *polyEnv, l *Loop, r1, r2 *VarRef, p1, p2 poly) (d1, d2 []poly, why string) {
	ivs := map[string]bool{}
	for _, r := range []*VarRef{r1, r2} {
		for x := r.Loop; x != nil; x = x.Parent {
			if x.IV != nil {
				ivs[env.atom(x.IV)] = true
			}
		}
	}
	vary := varyingIn(env, l)
	loops1, loops2 := loopsUpTo(r1.Loop, l), loopsUpTo(r2.Loop, l)
	var rem1, rem2 []poly
	for {
		split := false
		why = ""
		for _, s := range strides(env, []poly{p1, p2}, ivs, vary) {
			q1, m1 := divMono(p1, s)
			q2, m2 := divMono(p2, s)
			S := atomPoly(s)
			w, bad := withinStride(env, m1, S, loops1), r1
			if w == "" {
				w, bad = withinStride(env, m2, S, loops2), r2
			}
			if w != "" {
				if why == "" {
					why = fmt.Sprintf("%s is not an access to rows of %s elements: %s", a.f.Slice(bad.Range), S, w)
				}
				continue
			}
			rem1, rem2 = append(rem1, m1), append(rem2, m2)
			p1, p2, split = q1, q2, true
			break
		}
		if !split {
			break
		}
	}
	d1, d2 = []poly{p1}, []poly{p2}
	for k := len(rem1) - 1; k >= 0; k-- {
		d1, d2 = append(d1, rem1[k]), append(d2, rem2[k])
	}
	return d1, d2, why
}

// strides returns the candidate strides of ps: the monomials (and their
// single atoms) that multiply a loop variable and vary with no loop,
// smallest degree first.
func strides(env *polyEnv, ps []poly, ivs map[string]bool, vary map[*cfront.Symbol]bool) []string {
	seen := map[string]bool{}
	var out []string
	add := func(mono string) {
		if seen[mono] {
			return
		}
		for _, at := range splitMono(mono) {
			if ivs[at] || vary[env.syms[at]] {
				return
			}
		}
		seen[mono] = true
		out = append(out, mono)
	}
	for _, p := range ps {
		for iv := range ivs {
			for _, mono := range p.coefMonos(iv) {
				if mono == "" {
					continue
				}
				add(mono)
				if atoms := splitMono(mono); len(atoms) > 1 {
					for _, at := range atoms {
						add(at)
					}
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool {
		di, dj := strings.Count(out[i], "*"), strings.Count(out[j], "*")
		if di != dj {
			return di < dj
		}
		return out[i] < out[j]
	})
	return out
}

// divMono divides p by the monomial s: p = q*s + r, r the terms s does
// not divide.
func divMono(p poly, s string) (q, r poly) {
	q, r = poly{}, poly{}
	for mono, c := range p {
		if rest, ok := monoDiv(mono, s); ok {
			q[rest] += c
			if q[rest] == 0 {
				delete(q, rest)
			}
		} else {
			r[mono] = c
		}
	}
	return q, r
}

// monoDiv returns mono / s when s's atoms are among mono's (with
// multiplicity).
func monoDiv(mono, s string) (string, bool) {
	if mono == "" {
		return "", false
	}
	left := splitMono(mono)
	for _, at := range splitMono(s) {
		k := -1
		for i, x := range left {
			if x == at {
				k = i
				break
			}
		}
		if k < 0 {
			return "", false
		}
		left = append(left[:k:k], left[k+1:]...)
	}
	return strings.Join(left, "*"), true
}

// withinStride proves 0 ≤ r ≤ s - 1 over the loops around the access
// (innermost first), or says what fails.
func withinStride(env *polyEnv, r, s poly, loops []*Loop) string {
	min, why := extreme(env, r, loops, false)
	if why != "" {
		return why
	}
	max, why := extreme(env, r, loops, true)
	if why != "" {
		return why
	}
	if v, ok := min.isConst(); !ok {
		return fmt.Sprintf("%s (at least %s) is not known to be at least 0", r, min)
	} else if v < 0 {
		return fmt.Sprintf("%s can be %d, before the start of a row", r, v)
	}
	last := s.sub(constPoly(1))
	if v, ok := last.sub(max).isConst(); !ok {
		return fmt.Sprintf("%s (at most %s) is not known to be at most %s", r, max, last)
	} else if v < 0 {
		return fmt.Sprintf("%s can reach %s, past the end of a row (%s)", r, max, last)
	}
	return ""
}
