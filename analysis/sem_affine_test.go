package analysis

import "testing"

func TestPoly(t *testing.T) {
	n, m, i := atomPoly("n"), atomPoly("m"), atomPoly("i")
	cases := []struct {
		p    poly
		want string
	}{
		{n.sub(constPoly(1)), "n - 1"},
		{i.mul(m).add(atomPoly("j")), "i*m + j"},
		{n.sub(constPoly(1)).mul(m).add(m.sub(constPoly(1))), "m*n - 1"},
		{constPoly(0), "0"},
		{n.scale(-2).add(constPoly(3)), "-2*n + 3"},
		{atomPoly("x#2").add(constPoly(1)), "x + 1"},
	}
	for _, c := range cases {
		if got := c.p.String(); got != c.want {
			t.Errorf("%v = %q, want %q", c.p, got, c.want)
		}
	}
	// (i*m + j)[i := n - 1] = n*m - m + j
	p, ok := i.mul(m).add(atomPoly("j")).subst("i", n.sub(constPoly(1)))
	if !ok || p.String() != "m*n + j - m" {
		t.Errorf("subst = %v %v", p, ok)
	}
	if _, _, ok := i.mul(i).split("i"); ok {
		t.Error("i*i split by i")
	}
	coef, rest, ok := i.scale(3).add(n).split("i")
	if c, isConst := coef.isConst(); !ok || !isConst || c != 3 || !rest.equal(n) {
		t.Errorf("split = %v %v %v", coef, rest, ok)
	}
}

func TestBanerjeeBounds(t *testing.T) {
	// 2i - 3i' over 0 ≤ i, i' ≤ 9, i ≠ i': from 2·0 - 3·9 to 2·9 - 3·0.
	min, max, ok := banerjeeLoop(2, 3, 0, 9)
	if !ok || min != -27 || max != 18 {
		t.Errorf("bounds %d..%d %v, want -27..18", min, max, ok)
	}
	if _, _, ok := banerjeeLoop(1, 1, 5, 5); ok {
		t.Error("a loop of one iteration carries nothing")
	}
}
