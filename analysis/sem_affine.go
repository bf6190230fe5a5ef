package analysis

import (
	"sort"
	"strconv"
	"strings"

	"github.com/accls/accls/cfront"
)

// Integer polynomials over the program's variables: the subscripts and
// loop bounds that section inference and dependence analysis reason
// about. A term maps a monomial (atoms joined by "*", sorted; "" for the
// constant) to its coefficient. A poly is a value: no operation changes
// one once built (split returns its receiver as the rest when nothing
// moves), so every write goes to a map its function made.

type poly map[string]int64

func constPoly(c int64) poly {
	if c == 0 {
		return poly{}
	}
	return poly{"": c}
}

func atomPoly(atom string) poly { return poly{atom: 1} }

func (p poly) clone() poly {
	q := make(poly, len(p))
	for k, v := range p {
		q[k] = v
	}
	return q
}

func (p poly) add(q poly) poly {
	r := p.clone()
	for k, v := range q {
		r[k] += v
		if r[k] == 0 {
			delete(r, k)
		}
	}
	return r
}

func (p poly) scale(c int64) poly {
	if c == 0 {
		return poly{}
	}
	r := make(poly, len(p))
	for k, v := range p {
		r[k] = v * c
	}
	return r
}

// sub is p.add(q.scale(-1)) without the scaled copy.
func (p poly) sub(q poly) poly {
	r := p.clone()
	for k, v := range q {
		r[k] -= v
		if r[k] == 0 {
			delete(r, k)
		}
	}
	return r
}

func (p poly) mul(q poly) poly {
	r := poly{}
	for k1, v1 := range p {
		for k2, v2 := range q {
			k := mulMono(k1, k2)
			r[k] += v1 * v2
			if r[k] == 0 {
				delete(r, k)
			}
		}
	}
	return r
}

func mulMono(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	parts := append(strings.Split(a, "*"), strings.Split(b, "*")...)
	sort.Strings(parts)
	return strings.Join(parts, "*")
}

// isConst reports whether p has no variable terms, and its value.
func (p poly) isConst() (int64, bool) {
	for k := range p {
		if k != "" {
			return 0, false
		}
	}
	return p[""], true
}

func (p poly) equal(q poly) bool {
	d := p.sub(q)
	return len(d) == 0
}

// has reports whether atom occurs in p.
func (p poly) has(atom string) bool {
	for k := range p {
		if monoHas(k, atom) {
			return true
		}
	}
	return false
}

func monoHas(mono, atom string) bool {
	// Cut, not Split: the dependence tests ask this of every term of
	// every subscript, and Split allocated each time (issue 16).
	for mono != "" {
		a, rest, _ := strings.Cut(mono, "*")
		if a == atom {
			return true
		}
		mono = rest
	}
	return false
}

// split divides p by atom: p = coef*atom + rest, where rest has no atom.
// ok is false when atom occurs with a power above one.
func (p poly) split(atom string) (coef, rest poly, ok bool) {
	if !p.has(atom) {
		// Nothing moves: p is the rest (a poly is not changed once
		// built; the dependence tests split every subscript by every
		// loop variable, most of which it does not name).
		return poly{}, p, true
	}
	coef, rest = poly{}, poly{}
	for k, v := range p {
		if k == atom {
			coef[""] += v
			continue
		}
		if !monoHas(k, atom) {
			rest[k] = v
			continue
		}
		others, n := monoWithout(k, atom)
		if n > 1 {
			return nil, nil, false
		}
		coef[others] += v
	}
	return coef, rest, true
}

// linearIn is split(atom) when its coef is a constant: p = c*atom +
// rest. ok is false when atom occurs in a product (the coef would not
// be a constant) or squared. It builds no coef (issue 16: the
// dependence tests split every subscript by every loop variable).
func (p poly) linearIn(atom string) (c int64, rest poly, ok bool) {
	if !p.has(atom) {
		return 0, p, true
	}
	rest = make(poly, len(p)-1)
	for k, v := range p {
		switch {
		case k == atom:
			c = v
		case monoHas(k, atom):
			return 0, nil, false
		default:
			rest[k] = v
		}
	}
	return c, rest, true
}

// coefMonos returns the monomials of coef where p.split(atom) gives
// coef, rest and ok, in no order, and none when it is not ok: what the
// stride search reads, without building the two polynomials (issue 16:
// it asks this of every pair of accesses).
func (p poly) coefMonos(atom string) []string {
	var out []string
	for k := range p {
		if k == atom {
			out = append(out, "")
			continue
		}
		if !monoHas(k, atom) {
			continue
		}
		others, n := monoWithout(k, atom)
		if n > 1 {
			return nil
		}
		out = append(out, others)
	}
	return out
}

// monoWithout returns mono with atom left out, and how often it occurred.
func monoWithout(mono, atom string) (string, int) {
	var others []string
	n := 0
	for _, a := range strings.Split(mono, "*") {
		if a == atom {
			n++
		} else {
			others = append(others, a)
		}
	}
	return strings.Join(others, "*"), n
}

// subst replaces atom by q.
func (p poly) subst(atom string, q poly) (poly, bool) {
	coef, rest, ok := p.split(atom)
	if !ok {
		return nil, false
	}
	return rest.add(coef.mul(q)), true
}

// String renders p as C: "n - 1", "2*i + j".
func (p poly) String() string {
	if len(p) == 0 {
		return "0"
	}
	keys := make([]string, 0, len(p))
	for k := range p {
		if k != "" {
			keys = append(keys, k)
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		// Higher degree first, then by name.
		di, dj := strings.Count(keys[i], "*"), strings.Count(keys[j], "*")
		if di != dj {
			return di > dj
		}
		return keys[i] < keys[j]
	})
	if _, ok := p[""]; ok {
		keys = append(keys, "")
	}
	var b strings.Builder
	for i, k := range keys {
		v := p[k]
		neg := v < 0
		if neg {
			v = -v
		}
		switch {
		case i == 0 && neg:
			b.WriteString("-")
		case i > 0 && neg:
			b.WriteString(" - ")
		case i > 0:
			b.WriteString(" + ")
		}
		name := atomText(k)
		switch {
		case k == "":
			b.WriteString(strconv.FormatInt(v, 10))
		case v == 1:
			b.WriteString(name)
		default:
			b.WriteString(strconv.FormatInt(v, 10) + "*" + name)
		}
	}
	return b.String()
}

// atomText renders a monomial's atoms as C, dropping the disambiguating
// suffix of shadowed names.
func atomText(mono string) string {
	parts := strings.Split(mono, "*")
	for i, a := range parts {
		if j := strings.IndexByte(a, '#'); j >= 0 {
			a = a[:j]
		}
		parts[i] = a
	}
	return strings.Join(parts, "*")
}

// polyEnv names the variables of one function: each symbol gets an atom,
// distinct even when names are shadowed.
type polyEnv struct {
	atoms map[*cfront.Symbol]string
	count map[string]int            // symbols seen per name
	syms  map[string]*cfront.Symbol // atom → symbol
	// Caches of the dependence analysis (sem_dependence_delin.go).
	scalars map[*cfront.Func]*funcScalars
	varying map[*Loop]map[*cfront.Symbol]bool
	// Memos of what the tests ask again per pair of accesses
	// (sem_affine_memo.go).
	polys     map[cfront.Expr]polyMemo
	ranges    map[*Loop]rangeMemo
	expanded  map[expandKey]poly
	atomPolys map[*cfront.Symbol]poly
}

func newPolyEnv() *polyEnv {
	return &polyEnv{atoms: map[*cfront.Symbol]string{}, count: map[string]int{}, syms: map[string]*cfront.Symbol{},
		polys: map[cfront.Expr]polyMemo{}, ranges: map[*Loop]rangeMemo{}, expanded: map[expandKey]poly{},
		atomPolys: map[*cfront.Symbol]poly{}}
}

func (env *polyEnv) atom(s *cfront.Symbol) string {
	if a, ok := env.atoms[s]; ok {
		return a
	}
	a := s.Name
	if n := env.count[s.Name]; n > 0 {
		a = s.Name + "#" + strconv.Itoa(n+1)
	}
	env.count[s.Name]++
	env.atoms[s] = a
	env.syms[a] = s
	return a
}

// polyOf reads an integer expression as a polynomial; ok is false for
// anything else (division, calls, loads from memory, floating point).
func (env *polyEnv) polyOf(e cfront.Expr) (poly, bool) {
	if e == nil {
		return nil, false
	}
	if m, ok := env.polys[e]; ok {
		return m.p, m.ok
	}
	p, ok := env.readPoly(e)
	env.polys[e] = polyMemo{p, ok}
	return p, ok
}

// readPoly is polyOf without the memo (its subexpressions are asked
// once, by it).
func (env *polyEnv) readPoly(e cfront.Expr) (poly, bool) {
	if e == nil {
		return nil, false
	}
	if v, ok := cfront.IntConst(e); ok {
		return constPoly(v), true
	}
	switch x := e.(type) {
	case *cfront.Paren:
		return env.readPoly(x.X)
	case *cfront.Cast:
		if t := x.Type(); t != nil && t.IsInteger() {
			return env.readPoly(x.X)
		}
	case *cfront.Ident:
		if x.Sym != nil && x.Sym.Kind == cfront.SymVar && x.Sym.Type.IsInteger() {
			return env.atomPolyOf(x.Sym), true
		}
	case *cfront.Unary:
		p, ok := env.readPoly(x.X)
		if !ok {
			return nil, false
		}
		switch x.Op {
		case "-":
			return p.scale(-1), true
		case "+":
			return p, true
		}
	case *cfront.Binary:
		p, ok1 := env.readPoly(x.X)
		q, ok2 := env.readPoly(x.Y)
		if !ok1 || !ok2 {
			return nil, false
		}
		switch x.Op {
		case "+":
			return p.add(q), true
		case "-":
			return p.sub(q), true
		case "*":
			return p.mul(q), true
		case "<<":
			if c, ok := q.isConst(); ok && c >= 0 && c < 31 {
				return p.scale(1 << uint(c)), true
			}
		}
	}
	return nil, false
}
