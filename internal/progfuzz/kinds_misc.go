package progfuzz

import "fmt"

// kindAtomic: atomic update into a small histogram, atomic capture that
// hands out distinct slots, atomic write of one value and atomic read of a
// location nobody writes (§2.12). Every result is independent of the order.
func kindAtomic(t *tb) {
	g := t.g
	ty := g.anyType()
	n, bins := g.between(1, 900), g.between(1, 16)
	a := t.arr(ty, true, n)
	key := t.arr(tInt, true, n)
	hist := t.arr(ty, false, bins)
	slot := t.arr(tInt, false, n)
	out := t.arr(ty, false, n)
	cnt, flag, k, base := t.fresh("cnt"), t.fresh("flag"), t.fresh("k"), t.fresh("base")
	t.locs = append(t.locs, fmt.Sprintf("int %s = 0, %s = 0;", cnt, flag), fmt.Sprintf("%s %s = %s;", ty.name, base, g.constant(ty)))
	h := at(hist, fmt.Sprintf("(%s & 0x7fff) %% %d", at(key, "i"), bins))
	var upd string
	switch {
	case ty.integer && g.coin(0.3):
		upd = h + "++;"
	case ty.integer && g.coin(0.3):
		upd = fmt.Sprintf("%s %s= %s;", h, g.pick("|", "^", "&"), at(a, "i"))
	case g.coin(0.3):
		upd = fmt.Sprintf("%s = %s + %s;", h, h, at(a, "i"))
	default:
		upd = fmt.Sprintf("%s += %s;", h, at(a, "i"))
	}
	capture := fmt.Sprintf("  %s = %s++;", k, cnt)
	if g.coin(0.5) {
		capture = fmt.Sprintf("  { %s = %s; %s += 1; }", k, cnt, cnt)
	}
	nest := []string{
		t.forLine("i", n), "{",
		"#pragma acc atomic " + g.pick("", "update"),
		"  " + upd,
		fmt.Sprintf("  if (%s > 0) {", at(key, "i")),
		"    int " + k + ";",
		"#pragma acc atomic capture",
		"  " + capture,
		fmt.Sprintf("    %s = 1;", at(slot, k)),
		"  }",
		fmt.Sprintf("  if (%s %% 5 == 0) {", at(key, "i")),
		"#pragma acc atomic write",
		fmt.Sprintf("    %s = 7;", flag),
		"  }",
		"  " + ty.name + " v;",
		"#pragma acc atomic read",
		"  v = " + base + ";",
		fmt.Sprintf("  %s = v + %s;", at(out, "i"), at(a, "i")),
		"}",
	}
	t.emit(&region{in: []*array{a, key}, out: []*array{out}, upd: []*array{hist, slot}, loopCl: t.gangLevel(),
		constCl: "copy(" + cnt + ", " + flag + ")", kinds: []string{"parallel", "kernels"}, nest: nest})
	t.hashArr(hist)
	t.hashArr(slot)
	t.hashArr(out)
	t.check = append(t.check, hash(tInt, cnt), hash(tInt, flag))
}

// kindPrivate: private scalars and arrays written before they are read in
// each iteration, firstprivate scalars and arrays only read.
func kindPrivate(t *tb) {
	g := t.g
	ty := g.anyType()
	n, m := g.between(1, 600), g.between(1, 6)
	a := t.arr(ty, true, n)
	out := t.arr(ty, false, n)
	tmp, s, c0, w := t.fresh("tmp"), t.fresh("s"), t.fresh("c"), t.fresh("w")
	t.locs = append(t.locs, fmt.Sprintf("%s %s[%d];", ty.name, tmp, m), fmt.Sprintf("%s %s;", ty.name, s),
		fmt.Sprintf("%s %s = %s;", ty.name, c0, g.constant(ty)), fmt.Sprintf("%s %s[4] = {%s, %s, %s, %s};", ty.name, w,
			g.constant(ty), g.constant(ty), g.constant(ty), g.constant(ty)))
	fp, wcl := "firstprivate("+c0, "copyin("+w+")"
	if g.coin(0.5) {
		fp, wcl = fp+", "+w, ""
	}
	fp += ")"
	cl := g.pick("gang", "gang vector", "gang worker vector", "vector", "") + " private(" + tmp + ", " + s + ") " + fp
	nest := []string{
		t.forLine("i", n), "{",
		fmt.Sprintf("  %s = %s + %s;", s, at(a, "i"), c0),
		fmt.Sprintf("  for (int k = 0; k < %d; k++) %s[k] = %s * (%s)(k + 1) + %s[k & 3];", m, tmp, s, ty.name, w),
		fmt.Sprintf("  %s = %s[0] + %s[%d];", at(out, "i"), tmp, tmp, m-1),
		"}",
	}
	t.emit(&region{in: []*array{a}, out: []*array{out}, loopCl: cl, constCl: wcl, noSplit: true, kinds: []string{"parallel", "serial"}, nest: nest})
	t.hashArr(out)
}

// kindKernelsChain: loops of one kernels construct run in order (§2.5.2),
// so a later loop reads what an earlier one wrote.
func kindKernelsChain(t *tb) {
	g := t.g
	ty := g.anyType()
	n := g.between(1, 800)
	a := t.arr(ty, true, n)
	mid := t.arr(ty, false, n)
	out := t.arr(ty, false, n)
	first := g.expr(ty, operands(n, "i", a))
	// a const file-scope coefficient: read in a kernels region, never
	// written back (it may live in read-only memory)
	k := t.fresh("K")
	fmt.Fprintf(&g.top, "static const %s %s = %s;\n", ty.name, k, g.pick("1", "2", "3"))
	lin := func(x string) string {
		if ty.integer {
			return fmt.Sprintf("%s * %s", x, k)
		}
		return fmt.Sprintf("%s * (%s)0.5 * %s", x, ty.name, k)
	}
	t.line("#pragma acc kernels copyin(%s) %s(%s) copyout(%s)", t.sec(a), g.pick("create", "copy"), t.sec(mid), t.sec(out))
	t.line("{")
	t.line("#pragma acc loop %s", g.pick("", "independent", "gang vector"))
	t.line("%s", t.forLine("i", n))
	t.line("  %s = %s;", at(mid, "i"), first)
	t.line("#pragma acc loop %s", g.pick("", "independent", "gang vector"))
	t.line("%s", t.forLine("i", n))
	t.line("  %s = %s + %s;", at(out, "i"), lin(at(mid, fmt.Sprintf("%d - i", n-1))), at(mid, "i"))
	t.line("}")
	t.hashArr(out)
}

// kindGangBody: a gang loop whose body runs two vector loops in order: the
// second reads what other lanes of the first wrote in the same row, and a
// gang-level scalar is read by every lane.
func kindGangBody(t *tb) {
	g := t.g
	ty := g.anyType()
	r, c := g.between(1, 50), g.between(1, 80)
	a := t.arr(ty, true, r, c)
	tmp := t.arr(ty, false, r, c)
	out := t.arr(ty, false, r, c)
	lvl := g.pick("vector", "worker", "worker vector")
	t.emit(&region{in: []*array{a}, out: []*array{tmp, out}, loopCl: "gang", kinds: []string{"parallel"}, nest: []string{
		t.forLine("i", r), "{",
		fmt.Sprintf("  %s s = %s;", ty.name, at(a, "i", "0")),
		"#pragma acc loop " + lvl,
		"  " + t.forLine("j", c),
		fmt.Sprintf("    %s = %s + s;", at(tmp, "i", "j"), at(a, "i", "j")),
		"#pragma acc loop " + lvl,
		"  " + t.forLine("j", c),
		fmt.Sprintf("    %s = %s - %s;", at(out, "i", "j"), at(tmp, "i", fmt.Sprintf("%d - j", c-1)), at(tmp, "i", "j")),
		"}"}})
	t.hashArr(out)
}
