package progfuzz

import "fmt"

// kindDevicePtr: device memory from acc_malloc used through deviceptr
// (§2.7.4), named on each compute construct or on an enclosing data
// construct; the serial build (no _OPENACC) uses malloc instead, as codes
// that build both ways do.
func kindDevicePtr(t *tb) {
	g := t.g
	g.needOpenACC = true
	ty := g.anyType()
	n := g.between(1, 700)
	t.st = stLocal
	a := t.arr(ty, true, n)
	out := t.arr(ty, false, n)
	d := t.fresh("d")
	t.setup = append(t.setup, "#ifdef _OPENACC",
		fmt.Sprintf("%s *%s = (%s *)acc_malloc(%d * sizeof(%s));", ty.name, d, ty.name, n, ty.name),
		"#else",
		fmt.Sprintf("%s *%s = (%s *)malloc(%d * sizeof(%s));", ty.name, d, ty.name, n, ty.name),
		"#endif")
	onData := g.coin(0.5)
	dp := " deviceptr(" + d + ")"
	if onData {
		t.line("#pragma acc data deviceptr(%s)", d)
		t.line("{")
		dp = ""
	}
	t.line("#pragma acc parallel loop %s copyin(%s)%s", t.level1(), t.sec(a), dp)
	t.line("%s", t.forLine("i", n))
	t.line("  %s[i] = %s;", d, g.expr(ty, operands(n, "i", a)))
	t.line("#pragma acc %s loop %s copyout(%s)%s", g.pick("parallel", "kernels"), t.level1(), t.sec(out), dp)
	t.line("%s", t.forLine("i", n))
	t.line("  %s = %s[%d - i] + %s[i];", at(out, "i"), d, n-1, d)
	if onData {
		t.line("}")
	}
	t.check = append(t.check, "#ifdef _OPENACC", fmt.Sprintf("acc_free(%s);", d), "#else", fmt.Sprintf("free(%s);", d), "#endif")
	t.hashArr(out)
}

// kindBoundsChange: the bounds of a data clause are evaluated when the
// region starts (§2.7.1); the program changes the length variable inside
// the region, and the whole array must still come back.
func kindBoundsChange(t *tb) {
	g := t.g
	ty := g.anyType()
	n := g.between(2, 600)
	a := t.arr(ty, true, n)
	out := t.arr(ty, false, n)
	ln := t.fresh("len")
	t.locs = append(t.locs, fmt.Sprintf("int %s = %d;", ln, n))
	t.line("#pragma acc data copyin(%s[0:%s]) copyout(%s[0:%s])", a.name, ln, out.name, ln)
	t.line("{")
	t.line("#pragma acc %s loop %s present(%s[0:%s], %s[0:%s])", g.pick("parallel", "kernels", "serial"), t.level1(), a.name, ln, out.name, ln)
	t.line("for (int i = 0; i < %s; i++)", ln)
	t.line("  %s = %s;", at(out, "i"), g.expr(ty, operands(n, "i", a)))
	t.line("%s = %d;", ln, g.between(0, n-1))
	t.line("}")
	t.hashArr(out)
}
