package progfuzz

import "fmt"

// kindRoutine: routine seq functions (§2.15.1), one calling another and
// one reading an array through a pointer parameter, called in a loop.
func kindRoutine(t *tb) {
	g := t.g
	ty := g.anyType()
	n := g.between(1, 600)
	a, b := t.arr(ty, true, n), t.arr(ty, true, n)
	out := t.arr(ty, false, n)
	f, h := t.fresh("f"), t.fresh("h")
	step := fmt.Sprintf("(%s)0.5", ty.name)
	if ty.integer {
		step = fmt.Sprintf("(%s)3", ty.name)
	}
	w := &g.top
	fmt.Fprintf(w, "\n#pragma acc routine seq\nstatic %s %s(%s x, %s y) {\n", ty.name, h, ty.name, ty.name)
	fmt.Fprintf(w, "  %s r = x;\n  for (int k = 0; k < %d; k++) r = r + y * %s;\n  return r;\n}\n", ty.name, g.between(1, 4), step)
	fmt.Fprintf(w, "\n#pragma acc routine seq\nstatic %s %s(const %s *v, int k, %s y) {\n", ty.name, f, ty.name, ty.name)
	fmt.Fprintf(w, "  return %s(v[k], y) - v[k];\n}\n", h)
	t.emit(&region{in: []*array{a, b}, out: []*array{out}, loopCl: t.level1(), nest: []string{
		t.forLine("i", n),
		fmt.Sprintf("  %s = %s(%s, i, %s) + %s;", at(out, "i"), f, a.name, at(b, "i"), at(a, "i")),
	}})
	t.hashArr(out)
}

// kindStruct: arrays of structs read and written member by member, and a
// struct of parameters passed by value (firstprivate, §2.5.14).
func kindStruct(t *tb) {
	g := t.g
	ty, tk := g.anyType(), g.anyType()
	n := g.between(1, 500)
	st, pt := t.fresh("pt"), t.fresh("par")
	fmt.Fprintf(&g.top, "\nstruct %s { %s x; %s y; int k; };\nstruct %s { %s scale; int off; };\n", st, ty.name, tk.name, pt, ty.name)
	pts, res := t.fresh("pts"), t.fresh("res")
	t.setup = append(t.setup, fmt.Sprintf("static struct %s %s[%d], %s[%d];", st, pts, n, res, n),
		fmt.Sprintf("for (int q = 0; q < %d; q++) { %s[q].x = %s; %s[q].y = %s; %s[q].k = q %% 9; %s[q].x = 0; %s[q].y = 0; %s[q].k = 0; }",
			n, pts, g.initExpr(ty, "q"), pts, g.initExpr(tk, "q"), pts, res, res, res))
	p := t.fresh("p")
	scale := "2"
	if !ty.integer {
		scale = "0.5"
	}
	t.locs = append(t.locs, fmt.Sprintf("struct %s %s = { %s, %d };", pt, p, scale, g.between(0, 7)))
	t.st = stLocal
	kind := g.pick("parallel", "kernels", "serial")
	pc := ""
	if kind != "kernels" && g.coin(0.5) { // kernels takes no firstprivate (§2.5.3)
		pc = " firstprivate(" + p + ")"
	}
	t.line("#pragma acc %s loop %s copyin(%s[0:%d]) copyout(%s[0:%d])%s", kind, t.level1(), pts, n, res, n, pc)
	t.line("%s", t.forLine("i", n))
	t.line("{")
	t.line("  %s[i].x = %s[i].x * %s.scale + (%s)%s[(i + %s.off) %% %d].k;", res, pts, p, ty.name, pts, p, n)
	t.line("  %s[i].y = %s[%d - i].y;", res, pts, n-1)
	t.line("  %s[i].k = %s[i].k + %s.off;", res, pts, p)
	t.line("}")
	t.check = append(t.check, fmt.Sprintf("for (int q = 0; q < %d; q++) { %s %s hi(%s[q].k); }", n, hash(ty, res+"[q].x"), hash(tk, res+"[q].y"), res))
}

// kindVLA: variable-length arrays: a helper with VLA parameters and
// collapse(2), called with local VLAs whose sizes are run-time values.
func kindVLA(t *tb) {
	g := t.g
	ty := g.anyType()
	r, c := g.between(1, 30), g.between(1, 50)
	run := t.fresh("vla")
	fmt.Fprintf(&g.funcs, "\nstatic void %s(int n, int m, %s a[n][m], %s b[n][m]) {\n", run, ty.name, ty.name)
	fmt.Fprintf(&g.funcs, "#pragma acc parallel loop %s copyin(a[0:n][0:m]) copyout(b[0:n][0:m])\n",
		g.pick("collapse(2)", "collapse(2) gang vector", "gang"))
	fmt.Fprintf(&g.funcs, "  for (int i = 0; i < n; i++)\n    for (int j = 0; j < m; j++)\n      b[i][j] = %s;\n}\n",
		g.expr(ty, []string{"a[i][j]", "a[n - 1 - i][j]", "a[i][m - 1 - j]"}))
	t.st = stLocal
	t.setup = append(t.setup, fmt.Sprintf("int n = %d, m = %d;", r, c), fmt.Sprintf("%[1]s a[n][m], b[n][m];", ty.name),
		fmt.Sprintf("for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) { a[i][j] = %s; b[i][j] = 0; }", g.initExpr(ty, "(i * m + j)")))
	t.line("%s(n, m, a, b);", run)
	t.check = append(t.check, fmt.Sprintf("for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) %s", hash(ty, "b[i][j]")))
}

// kindPointerInto: a pointer into the middle of an array (p = &a[k])
// moved as a subarray and updated in place.
func kindPointerInto(t *tb) {
	g := t.g
	ty := g.anyType()
	n := g.between(2, 800)
	a := t.arr(ty, true, n)
	k, m := g.span(n)
	p := t.fresh("p")
	form := g.pick(fmt.Sprintf("&%s[%d]", a.name, k), fmt.Sprintf("%s + %d", a.name, k))
	t.locs = append(t.locs, fmt.Sprintf("%s *%s = %s;", ty.name, p, form))
	two := "2"
	if !ty.integer {
		two = "0.5"
	}
	t.emit(&region{loopCl: t.gangLevel(), constCl: fmt.Sprintf("copy(%s[0:%d])", p, m), kinds: []string{"parallel", "kernels", "serial"}, nest: []string{
		t.forLine("i", m),
		fmt.Sprintf("  %s[i] = %s[i] * %s + %s;", p, p, two, g.constant(ty)),
	}})
	t.hashArr(a)
}
