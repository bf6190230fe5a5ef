package progfuzz

import "fmt"

// redOp is a reduction operator with the types it applies to (§2.5.15).
type redOp struct {
	op       string
	floating bool // also on float and double
}

var redOps = []redOp{{"+", true}, {"*", true}, {"max", true}, {"min", true}, {"&", false}, {"|", false}, {"^", false}, {"&&", false}, {"||", false}}

// reduction picks an operator and a type for it.
func (g *gen) reduction() (redOp, ctype) {
	op := redOps[g.r.Intn(len(redOps))]
	if op.op == "&&" || op.op == "||" {
		return op, tInt
	}
	for {
		ty := g.anyType()
		if ty.integer || op.floating {
			return op, ty
		}
	}
}

// redInit is a starting value of the reduction variable.
func (g *gen) redInit(op redOp, ty ctype) string {
	switch op.op {
	case "*":
		return g.pick("1", "3", "-1")
	case "&&", "||":
		return g.pick("0", "1")
	case "&":
		return g.pick("~0", "0x7ff3", "-1")
	}
	if ty == tUnsigned {
		return fmt.Sprintf("%du", g.between(0, 1<<20))
	}
	return g.constant(ty)
}

// redValue is the value one iteration contributes, kept exact and without
// signed overflow: products multiply factors in {1, 2} (integers) or
// {2, 1/2, -1, 1} (floating) over at most maxProductTrips iterations.
func (g *gen) redValue(op redOp, ty ctype, ops []string, sel string) string {
	switch op.op {
	case "*":
		switch {
		case ty == tUnsigned:
			return g.expr(ty, ops)
		case ty.integer:
			return fmt.Sprintf("(%s)(1 + (%s & 1))", ty.name, sel)
		}
		return fmt.Sprintf("((%[1]s & 3) == 0 ? (%[2]s)2 : (%[1]s & 3) == 1 ? (%[2]s)0.5 : (%[1]s & 3) == 2 ? (%[2]s)-1 : (%[2]s)1)", sel, ty.name)
	case "&&", "||":
		return fmt.Sprintf("(%s > %d)", sel, g.between(-110, 110))
	}
	return g.expr(ty, ops)
}

const maxProductTrips = 24

// combine is the serial meaning of s op= v, for the loop body.
func combine(op redOp, s, v string) string {
	v = "(" + v + ")"
	switch op.op {
	case "max":
		return fmt.Sprintf("%s = %s > %s ? %s : %s;", s, v, s, v, s)
	case "min":
		return fmt.Sprintf("%s = %s < %s ? %s : %s;", s, v, s, v, s)
	case "&&", "||":
		return fmt.Sprintf("%s = %s %s %s;", s, s, op.op, v)
	}
	return fmt.Sprintf("%s %s= %s;", s, op.op, v)
}

// kindReduce: scalar reductions over a 1D or 2D iteration space, on a
// combined construct, a loop in a compute construct, collapse(2), or
// nested gang and vector loops that both name the variable.
func kindReduce(t *tb) {
	g := t.g
	op, ty := g.reduction()
	var sel *array
	twoD := g.coin(0.4)
	n, r, c := g.between(1, 2000), g.between(1, 40), g.between(1, 60)
	if op.op == "*" && ty != tUnsigned {
		n, r, c = g.between(1, maxProductTrips), g.between(1, 4), g.between(1, 6)
	}
	s := t.fresh("s")
	t.locs = append(t.locs, fmt.Sprintf("%s %s = %s;", ty.name, s, g.redInit(op, ty)))
	if !twoD {
		a := t.arr(ty, true, n)
		sel = t.arr(tInt, true, n)
		v := g.redValue(op, ty, operands(n, "i", a), at(sel, "i"))
		t.emit(&region{in: []*array{a, sel}, loopCl: t.redLevel() + " reduction(" + op.op + ":" + s + ")",
			constCl: t.scalarCopy(s), redCl: "reduction(" + op.op + ":" + s + ")", kinds: []string{"parallel", "kernels", "serial"},
			nest: []string{t.forLine("i", n), "  " + combine(op, s, v)}})
	} else {
		a := t.arr(ty, true, r, c)
		sel = t.arr(tInt, true, r, c)
		v := g.redValue(op, ty, []string{at(a, "i", "j"), at(a, fmt.Sprintf("%d - i", r-1), "j")}, at(sel, "i", "j"))
		red := "reduction(" + op.op + ":" + s + ")"
		var nest []string
		var cl string
		if g.coin(0.5) {
			cl = "collapse(2) " + g.pick("gang", "gang vector", "") + " " + red
			nest = []string{t.forLine("i", r), "  " + t.forLine("j", c), "    " + combine(op, s, v)}
		} else {
			cl = g.pick("gang", "gang worker")
			inner := g.pick("vector", "worker", "worker vector", "seq")
			if cl == "gang worker" {
				inner = g.pick("vector", "seq") // no worker loop inside a worker loop (§2.9.3)
			}
			cl += " " + red
			nest = []string{t.forLine("i", r), "{", "#pragma acc loop " + inner + " " + red,
				"  " + t.forLine("j", c), "    " + combine(op, s, v), "}"}
		}
		t.emit(&region{in: []*array{a, sel}, loopCl: cl, constCl: t.scalarCopy(s), redCl: red, kinds: []string{"parallel", "kernels"}, nest: nest})
	}
	t.check = append(t.check, hash(ty, s))
}

// redLevel partitions a reduction loop; gang-redundant forms (worker or
// vector without gang in a parallel construct) are left out, since each
// gang would fold the whole loop into the result (§2.5.15).
func (t *tb) redLevel() string {
	return t.gangLevel()
}

// scalarCopy sometimes names the reduction variable in a copy clause.
func (t *tb) scalarCopy(s string) string {
	if t.g.coin(0.3) {
		return "copy(" + s + ")"
	}
	return ""
}

// kindRowReduce: a gang loop over rows whose body reduces a row with an
// inner worker or vector loop into a per-row variable and stores it.
func kindRowReduce(t *tb) {
	g := t.g
	op, ty := g.reduction()
	r, c := g.between(1, 60), g.between(1, 90)
	if op.op == "*" && ty != tUnsigned {
		c = g.between(1, maxProductTrips)
	}
	a := t.arr(ty, true, r, c)
	sel := t.arr(tInt, true, r, c)
	out := t.arr(ty, false, r)
	v := g.redValue(op, ty, []string{at(a, "i", "j"), at(a, "i", fmt.Sprintf("%d - j", c-1))}, at(sel, "i", "j"))
	s := t.fresh("s")
	init := g.redInit(op, ty)
	cl := "gang"
	decl := fmt.Sprintf("  %s %s = %s;", ty.name, s, init)
	switch g.r.Intn(3) {
	case 0: // declared before the construct, private to each gang iteration
		t.locs = append(t.locs, fmt.Sprintf("%s %s;", ty.name, s))
		decl = fmt.Sprintf("  %s = %s;", s, init)
		cl += " private(" + s + ")"
	case 1: // declared before, written first in every iteration (§2.6.2 firstprivate in parallel)
		t.locs = append(t.locs, fmt.Sprintf("%s %s = 0;", ty.name, s))
		decl = fmt.Sprintf("  %s = %s;", s, init)
	}
	t.emit(&region{in: []*array{a, sel}, out: []*array{out}, loopCl: cl, kinds: []string{"parallel"}, nest: []string{
		t.forLine("i", r), "{", decl,
		"#pragma acc loop " + g.pick("vector", "worker", "worker vector") + " reduction(" + op.op + ":" + s + ")",
		"  " + t.forLine("j", c), "    " + combine(op, s, v),
		fmt.Sprintf("  %s = %s;", at(out, "i"), s), "}"}})
	t.hashArr(out)
}
