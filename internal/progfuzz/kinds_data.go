package progfuzz

import "fmt"

// span is a random subarray [lo:len] of an n-element array.
func (g *gen) span(n int) (int, int) {
	lo := g.between(0, n-1)
	return lo, g.between(1, n-lo)
}

// hashRange hashes a[lo:len] only: what the program brought back.
func (t *tb) hashRange(a *array, lo, ln int) {
	t.check = append(t.check, fmt.Sprintf("for (int q = %d; q < %d; q++) %s", lo, lo+ln, hash(a.t, at(a, "q"))))
}

// kindData: structured and unstructured data lifetimes with subarrays and
// updates (§2.6, §2.14.6): the host sees exactly what it copied back, and
// a host change reaches the device through update device.
func kindData(t *tb) {
	g := t.g
	ty := g.anyType()
	n := g.between(2, 700)
	a := t.arr(ty, true, n)
	mid := t.arr(ty, false, n)
	out := t.arr(ty, false, n)
	f1 := g.expr(ty, operands(n, "i", a))
	lo, ln := g.span(n)
	loop := func(kind, data, stmt string) {
		t.line("#pragma acc %s loop %s %s", kind, t.level1(), data)
		t.line("%s", t.forLine("i", n))
		t.line("  %s", stmt)
	}
	pres := func(as ...*array) string {
		if g.coin(0.3) {
			return "default(present)"
		}
		return "present(" + t.secs(as...) + ")"
	}
	second := fmt.Sprintf("%s = %s + %s;", at(out, "i"), at(mid, "i"), at(a, fmt.Sprintf("%d - i", n-1)))
	if g.coin(0.5) {
		// structured: data construct, two compute constructs, update self
		t.line("#pragma acc data copyin(%s) create(%s) %s(%s)", t.sec(a), t.sec(mid), g.pick("copyout", "copy"), t.sec(out))
		t.line("{")
		loop(g.pick("parallel", "kernels", "serial"), pres(a, mid), fmt.Sprintf("%s = %s;", at(mid, "i"), f1))
		// the host changes part of a and sends that part to the device
		t.line("for (int q = %d; q < %d; q++) %s = %s;", lo, lo+ln, at(a, "q"), g.initExpr(ty, "q"))
		t.line("#pragma acc update device(%s[%d:%d])", a.name, lo, ln)
		loop(g.pick("parallel", "kernels"), pres(a, mid, out), second)
		t.line("#pragma acc update self(%s[%d:%d])", mid.name, lo, ln)
		t.line("}")
		t.hashArr(out)
		t.hashRange(mid, lo, ln)
		return
	}
	// unstructured: enter data, compute, update self of a part, exit data
	lo2, ln2 := g.span(n)
	t.line("#pragma acc enter data copyin(%s) create(%s, %s)", t.sec(a), t.sec(mid), t.sec(out))
	loop("parallel", pres(a, mid), fmt.Sprintf("%s = %s;", at(mid, "i"), f1))
	loop(g.pick("parallel", "kernels"), pres(a, mid, out), second)
	t.line("#pragma acc update %s(%s[%d:%d])", g.pick("self", "host"), out.name, lo, ln)
	t.line("#pragma acc exit data copyout(%s[%d:%d])", mid.name, lo2, ln2)
	t.line("#pragma acc exit data delete(%s, %s)", t.sec(a), t.sec(out))
	t.hashRange(out, lo, ln)
	t.hashRange(mid, lo2, ln2)
}

// kindAsync: two queues and a cross-queue dependence through wait
// (§2.16): queue 1 writes c, queue 2 writes d, then a construct on queue 2
// that waits for queue 1 reads both.
func kindAsync(t *tb) {
	g := t.g
	ty := g.anyType()
	n := g.between(1, 900)
	a, b := t.arr(ty, true, n), t.arr(ty, true, n)
	c, d, e := t.arr(ty, false, n), t.arr(ty, false, n), t.arr(ty, false, n)
	kind := func() string { return g.pick("parallel", "parallel", "kernels") }
	t.line("#pragma acc enter data copyin(%s, %s) create(%s, %s, %s)", t.sec(a), t.sec(b), t.sec(c), t.sec(d), t.sec(e))
	t.line("#pragma acc %s loop %s present(%s, %s) async(1)", kind(), t.level1(), t.sec(a), t.sec(c))
	t.line("%s", t.forLine("i", n))
	t.line("  %s = %s;", at(c, "i"), g.expr(ty, operands(n, "i", a)))
	t.line("#pragma acc %s loop %s present(%s, %s) async(2)", kind(), t.level1(), t.sec(b), t.sec(d))
	t.line("%s", t.forLine("i", n))
	t.line("  %s = %s;", at(d, "i"), g.expr(ty, operands(n, "i", b)))
	if g.coin(0.5) {
		t.line("#pragma acc wait(1) async(2)")
		t.line("#pragma acc %s loop %s present(%s, %s, %s) async(2)", kind(), t.level1(), t.sec(c), t.sec(d), t.sec(e))
	} else {
		t.line("#pragma acc %s loop %s present(%s, %s, %s) async(2) wait(1)", kind(), t.level1(), t.sec(c), t.sec(d), t.sec(e))
	}
	t.line("%s", t.forLine("i", n))
	t.line("  %s = %s + %s;", at(e, "i"), at(c, fmt.Sprintf("%d - i", n-1)), at(d, "i"))
	t.line("#pragma acc update self(%s) async(2)", t.sec(e))
	t.line("#pragma acc %s", g.pick("wait(2)", "wait", "wait(1, 2)", "wait(2, 1)"))
	if g.coin(0.5) {
		t.line("#pragma acc exit data delete(%s, %s, %s, %s, %s)", t.sec(a), t.sec(b), t.sec(c), t.sec(d), t.sec(e))
	} else {
		t.line("#pragma acc exit data copyout(%s) delete(%s, %s, %s, %s) async(1)", t.sec(c), t.sec(a), t.sec(b), t.sec(d), t.sec(e))
		t.line("#pragma acc wait(1)")
		t.hashArr(c)
	}
	t.hashArr(e)
}

// kindDeclare: file-scope declare create and copyin (§2.13), a
// function-scope declare copyin, update device/self of declared arrays.
func kindDeclare(t *tb) {
	g := t.g
	ty := g.anyType()
	n, m := g.between(2, 500), g.between(1, 8)
	dg, dc, loc := t.fresh("dg"), t.fresh("dc"), t.fresh("loc")
	vals := func(k int) string {
		s := ""
		for q := 0; q < k; q++ {
			if q > 0 {
				s += ", "
			}
			s += g.constant(ty)
		}
		return s
	}
	fmt.Fprintf(&g.top, "static %s %s[%d];\n#pragma acc declare create(%s)\n", ty.name, dg, n, dg)
	fmt.Fprintf(&g.top, "static %s %s[%d] = {%s};\n#pragma acc declare copyin(%s)\n", ty.name, dc, m, vals(m), dc)
	t.st = stGlobal
	out := t.arr(ty, false, n)
	t.locs = append(t.locs, fmt.Sprintf("%s %s[%d] = {%s};", ty.name, loc, m, vals(m)), "#pragma acc declare copyin("+loc+")")
	t.line("for (int q = 0; q < %d; q++) %s[q] = %s;", n, dg, g.initExpr(ty, "q"))
	t.line("#pragma acc update device(%s)", g.pick(dg, fmt.Sprintf("%s[0:%d]", dg, n)))
	t.line("#pragma acc parallel loop %s %s", t.gangLevel(), g.pick("", "copyout("+t.sec(out)+")", "present("+dg+", "+dc+") copyout("+t.sec(out)+")"))
	t.line("%s", t.forLine("i", n))
	t.line("{")
	t.line("  %s = %s[i] + %s[i %% %d] - %s[(i + 1) %% %d];", at(out, "i"), dg, dc, m, loc, m)
	t.line("  %s[i] = %s[i] * 2;", dg, dg)
	t.line("}")
	lo, ln := g.span(n)
	t.line("#pragma acc update self(%s[%d:%d])", dg, lo, ln)
	t.hashArr(out)
	t.check = append(t.check, fmt.Sprintf("for (int q = %d; q < %d; q++) %s", lo, lo+ln, hash(ty, dg+"[q]")))
}
