package progfuzz

import "fmt"

// ctype is an element type the programs compute with. Floating values are
// kept exact: inputs are multiples of 1/16 (double) or 1/4 (float) of
// magnitude at most 8, coefficients are small powers of two or small
// integers, and (for double only) at most one product of two inputs
// appears in an expression, so every sum of a few thousand results is
// exact in any order (docs/design/fuzz.md).
type ctype struct {
	name    string
	integer bool
	signed  bool
}

var (
	tInt      = ctype{"int", true, true}
	tUnsigned = ctype{"unsigned", true, false}
	tLong     = ctype{"long", true, true}
	tFloat    = ctype{"float", false, true}
	tDouble   = ctype{"double", false, true}
	allTypes  = []ctype{tInt, tUnsigned, tLong, tFloat, tDouble}
)

func (g *gen) anyType() ctype { return allTypes[g.r.Intn(len(allTypes))] }

// initExpr is the deterministic initial value of element idx of an input.
func (g *gen) initExpr(t ctype, idx string) string {
	a, c := g.between(3, 97), g.between(0, 500)
	switch t {
	case tInt:
		return fmt.Sprintf("(int)((%s * %d + %d) %% 201) - 100", idx, a, c)
	case tUnsigned:
		return fmt.Sprintf("(unsigned)(%s) * 2654435761u + %du", idx, c)
	case tLong:
		return fmt.Sprintf("(long)((%s * %d + %d) %% 2001) - 1000", idx, a, c)
	case tFloat:
		return fmt.Sprintf("(float)(((%s * %d + %d) %% 65) - 32) * 0.25f", idx, a, c)
	}
	return fmt.Sprintf("(double)(((%s * %d + %d) %% 257) - 128) * 0.0625", idx, a, c)
}

// hash is the statement that mixes value v of type t into the hash.
func hash(t ctype, v string) string {
	if t.integer {
		return fmt.Sprintf("hi((long long)(%s));", v)
	}
	return fmt.Sprintf("hd((double)(%s));", v)
}

// expr combines the operands (expressions of type t with input-sized
// values) into an exact expression of type t.
func (g *gen) expr(t ctype, ops []string) string {
	x := func() string { return ops[g.r.Intn(len(ops))] }
	nterms := g.between(1, 3)
	s := ""
	for k := 0; k < nterms; k++ {
		term := g.term(t, x)
		if k == 0 {
			s = term
		} else {
			s += " + " + term
		}
	}
	if g.coin(0.5) {
		s += " + " + g.constant(t)
	}
	return s
}

func (g *gen) term(t ctype, x func() string) string {
	switch t {
	case tInt, tLong:
		switch g.r.Intn(6) {
		case 0:
			return fmt.Sprintf("%s * %s", x(), x())
		case 1:
			return fmt.Sprintf("(%s & 15)", x())
		case 2:
			return fmt.Sprintf("(%s %% 7)", x())
		case 3:
			a, b := x(), x()
			return fmt.Sprintf("(%s > %s ? %s : %s)", a, b, a, b)
		}
		return fmt.Sprintf("%s * %s", g.pick("1", "2", "3", "-1", "-2"), x())
	case tUnsigned:
		switch g.r.Intn(5) {
		case 0:
			return fmt.Sprintf("%s * %s", x(), x())
		case 1:
			return fmt.Sprintf("(%s ^ (%s >> %d))", x(), x(), g.between(1, 13))
		case 2:
			return fmt.Sprintf("(%s | %s)", x(), x())
		}
		return fmt.Sprintf("%su * %s", g.pick("1", "3", "5", "2654435761"), x())
	case tFloat:
		switch g.r.Intn(4) {
		case 0:
			return fmt.Sprintf("fabsf(%s)", x())
		case 1:
			a, b := x(), x()
			return fmt.Sprintf("(%s < %s ? %s : %s)", a, b, a, b)
		}
		return fmt.Sprintf("%sf * %s", g.pick("1.0", "2.0", "-1.0", "0.5"), x())
	}
	switch g.r.Intn(6) {
	case 0:
		return fmt.Sprintf("%s * %s", x(), x())
	case 1:
		return fmt.Sprintf("fabs(%s)", x())
	case 2:
		return fmt.Sprintf("fmax(%s, %s)", x(), x())
	case 3:
		return fmt.Sprintf("floor(%s)", x())
	}
	return fmt.Sprintf("%s * %s", g.pick("1.0", "2.0", "-1.0", "0.5", "0.25", "3.0"), x())
}

func (g *gen) constant(t ctype) string {
	switch t {
	case tInt, tLong:
		return fmt.Sprint(g.between(-50, 50))
	case tUnsigned:
		return fmt.Sprintf("%du", g.between(0, 1<<20))
	case tFloat:
		return fmt.Sprintf("%.2ff", float64(g.between(-32, 32))*0.25)
	}
	return fmt.Sprintf("%.4f", float64(g.between(-128, 128))*0.0625)
}
