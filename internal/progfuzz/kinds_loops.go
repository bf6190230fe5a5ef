package progfuzz

import (
	"fmt"
	"strings"
)

// operands are the input reads at index expression idx of a 1D loop:
// the iteration's own element and gathers (inputs are never written).
func operands(n int, idx string, ins ...*array) []string {
	var ops []string
	for _, a := range ins {
		ops = append(ops, at(a, idx), at(a, fmt.Sprintf("(%s * 7 + 3) %% %d", idx, n)), at(a, fmt.Sprintf("%d - %s", n-1, idx)))
	}
	return ops
}

// kindMap1D: out[i] = f(inputs) over one partitioned loop.
func kindMap1D(t *tb) {
	g := t.g
	ty := g.anyType()
	n := g.between(1, 700)
	a, b := t.arr(ty, true, n), t.arr(ty, true, n)
	out := t.arr(ty, false, n)
	ops := operands(n, "i", a, b)
	if ty.integer {
		ops = append(ops, fmt.Sprintf("(%s)i", ty.name))
	}
	t.emit(&region{in: []*array{a, b}, out: []*array{out}, loopCl: t.level1(), nest: []string{
		t.forLine("i", n),
		fmt.Sprintf("  %s = %s;", at(out, "i"), g.expr(ty, ops)),
	}})
	t.hashArr(out)
}

// kindMap2D: out[i][j] over two loops: nested levels, collapse(2) or tile.
func kindMap2D(t *tb) {
	g := t.g
	ty := g.anyType()
	r, c := g.between(1, 40), g.between(1, 70)
	a := t.arr(ty, true, r, c)
	out := t.arr(ty, false, r, c)
	ops := []string{at(a, "i", "j"), at(a, "i", fmt.Sprintf("(j + 1) %% %d", c)), at(a, fmt.Sprintf("(i + 3) %% %d", r), "j")}
	stmt := fmt.Sprintf("    %s = %s;", at(out, "i", "j"), g.expr(ty, ops))
	var outer, inner string
	switch g.r.Intn(4) {
	case 0:
		outer = "collapse(2) " + g.pick("", "gang", "gang vector", "gang worker vector", "vector", "independent")
	case 1:
		outer = fmt.Sprintf("tile(%s, %s) %s", g.pick("1", "2", "4", "8", "16", "*"), g.pick("1", "2", "4", "8", "32", "*"), g.pick("", "gang vector", "gang"))
	case 2:
		outer = g.pick("gang", "gang worker", "gang(static:*)", "")
		inner = g.pick("vector", "worker", "worker vector", "seq", "", "independent")
		if strings.Contains(outer, "worker") && strings.Contains(inner, "worker") {
			inner = "vector" // a worker loop may not be inside a worker loop (§2.9.3)
		}
	default:
		outer = "gang worker"
		inner = "vector"
	}
	nest := []string{t.forLine("i", r), "{"}
	if inner != "" || g.coin(0.5) {
		nest = append(nest, "#pragma acc loop "+inner)
	}
	nest = append(nest, "  "+t.forLine("j", c), stmt, "}")
	t.emit(&region{in: []*array{a}, out: []*array{out}, loopCl: outer, nest: nest})
	t.hashArr(out)
}

// kindMap3D: three loops: collapse(3), collapse(2) over a vector loop, or
// gang / worker / vector.
func kindMap3D(t *tb) {
	g := t.g
	ty := g.anyType()
	x, y, z := g.between(1, 12), g.between(1, 16), g.between(1, 33)
	a := t.arr(ty, true, x, y, z)
	out := t.arr(ty, false, x, y, z)
	ops := []string{at(a, "i", "j", "k"), at(a, "i", fmt.Sprintf("%d - j", y-1), "k"), at(a, fmt.Sprintf("(i + 1) %% %d", x), "j", "k")}
	stmt := fmt.Sprintf("      %s = %s;", at(out, "i", "j", "k"), g.expr(ty, ops))
	var cl string
	nest := []string{t.forLine("i", x)}
	switch g.r.Intn(3) {
	case 0:
		cl = "collapse(3) " + g.pick("gang", "gang vector", "", "gang worker vector")
		nest = append(nest, "  "+t.forLine("j", y), "    "+t.forLine("k", z), stmt)
	case 1:
		cl = "collapse(2) gang"
		nest = append(nest, "  "+t.forLine("j", y), "#pragma acc loop vector", "    "+t.forLine("k", z), stmt)
	default:
		cl = "gang"
		nest = append(nest, "#pragma acc loop worker", "  "+t.forLine("j", y), "#pragma acc loop vector", "    "+t.forLine("k", z), stmt)
	}
	t.emit(&region{in: []*array{a}, out: []*array{out}, loopCl: cl, kinds: []string{"parallel", "kernels"}, nest: nest})
	t.hashArr(out)
}
