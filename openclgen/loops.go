package openclgen

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/cfront"
)

// A partitioned loop nest (its collapsed loops included, §2.9.1) runs as
// one flat iteration space of trip-count product; each lane takes the
// iterations start, start+stride, ... where start and stride combine the
// ids and sizes of the levels the loop is partitioned over (§2.9.3-5),
// and recovers each loop variable from the flat index, so non-unit and
// negative steps need nothing special.

// ixType is the type of the loop-index arithmetic in kernels: a macro
// that is long in a kernel's 64-bit variant and int in its 32-bit one,
// which the host launches when every partitioned loop's values fit
// (idx32Cond).
const ixType = "__ACC_IX"

// onceMacro is 1 in the kernel variant in which every lane takes at most
// one iteration of the first gang loop (the host launches it when the
// launch's lanes cover that loop's trip count), 0 in the others.
const onceMacro = "__ACC_ONCE"

// nestOf returns lp and the loops its collapse clause associates with it.
func (k *kern) nestOf(lp *analysis.Loop) []*analysis.Loop {
	nest := []*analysis.Loop{lp}
	for cur := lp; ; {
		var next *analysis.Loop
		for _, ch := range cur.Children {
			if ch.Construct == lp.Construct && ch.Assoc == cur.Assoc+1 {
				next = ch
			}
		}
		if next == nil {
			return nest
		}
		nest = append(nest, next)
		cur = next
	}
}

// tripCount is the iteration count of a canonical loop as a long
// expression, given its initial value and bound.
func tripCount(lp *analysis.Loop, init, bound string) string {
	return tripCountZ(lp, init, bound, "0L")
}

// tripCountZ is tripCount with zero spelled as given: the kernel's counters
// are __ACC_IX, and a textual replacement of "0L)" would also hit the
// user's own literals (6400000000L).
func tripCountZ(lp *analysis.Loop, init, bound, zero string) string {
	s := lp.Step
	switch lp.Cmp {
	case "<":
		return fmt.Sprintf("(%[2]s > %[1]s ? (%[2]s - %[1]s + %[3]d) / %[4]d : %[5]s)", init, bound, s-1, s, zero)
	case "<=":
		return fmt.Sprintf("(%[2]s >= %[1]s ? (%[2]s - %[1]s) / %[3]d + 1 : %[4]s)", init, bound, s, zero)
	case ">":
		return fmt.Sprintf("(%[1]s > %[2]s ? (%[1]s - %[2]s + %[3]d) / %[4]d : %[5]s)", init, bound, -s-1, -s, zero)
	case ">=":
		return fmt.Sprintf("(%[1]s >= %[2]s ? (%[1]s - %[2]s) / %[3]d + 1 : %[4]s)", init, bound, -s, zero)
	case "!=":
		return fmt.Sprintf("((%[2]s - %[1]s) / %[3]d)", init, bound, s)
	}
	return ""
}

// loopOK checks that a loop of a nest has the canonical form the
// translation needs.
func (k *kern) loopOK(lp *analysis.Loop) bool {
	if lp.For == nil || !lp.Canonical || lp.IV == nil || lp.Init == nil || lp.Bound == nil {
		why := lp.NotCanonical
		if why == "" {
			why = "it is not a for loop in canonical form"
		}
		k.g.limit(analysis.LimitSharingOutLoop, lp.Stmt.Span(), why)
		return false
	}
	if !lp.StepKnown || lp.Step == 0 {
		k.g.limit(analysis.LimitPartitionedLoopStepNotConstant, lp.For.Header)
		return false
	}
	if tripCount(lp, "a", "b") == "" || (lp.Step > 0) != (lp.Cmp == "<" || lp.Cmp == "<=" || lp.Cmp == "!=") {
		k.g.limit(analysis.LimitPartitionedLoopTest, lp.For.Header, lp.Cmp, lp.Step)
		return false
	}
	if scalarName(lp.IV.Type) == "" || !lp.IV.Type.IsInteger() {
		k.g.limit(analysis.LimitPartitionedLoopVariableNotInteger, lp.For.Header)
		return false
	}
	return true
}

// levelIndex spells the flat lane index and lane count of levels.
func (k *kern) levelIndex(levels analysis.Levels) (start, stride string) {
	return k.levelIndexOf(levels, false)
}

// levelIndexOf is levelIndex with the worker id left out (0) when
// groupStart is set: the first iteration of a gang's workers.
func (k *kern) levelIndexOf(levels analysis.Levels, groupStart bool) (start, stride string) {
	start, stride = "("+ixType+")0", "("+ixType+")1"
	add := func(id, size string) {
		start = fmt.Sprintf("(%s * (%s)%s + (%s)%s)", start, ixType, size, ixType, id)
		stride = fmt.Sprintf("(%s * (%s)%s)", stride, ixType, size)
	}
	if levels&analysis.Gang != 0 && k.gang {
		add("get_group_id(0)", "get_num_groups(0)")
	}
	if levels&analysis.Worker != 0 && k.worker {
		if groupStart {
			add("0", "get_local_size(1)")
		} else {
			add("get_local_id(1)", "get_local_size(1)")
		}
	}
	if levels&analysis.Vector != 0 && k.vector {
		add("get_local_id(0)", "get_local_size(0)")
	}
	return start, stride
}

// partLoop prints a partitioned loop nest with its reductions.
func (k *kern) partLoop(lp *analysis.Loop) {
	nest := k.nestOf(lp)
	for _, x := range nest {
		if !k.loopOK(x) {
			return
		}
	}
	ivs := map[*cfront.Symbol]bool{}
	for _, x := range nest {
		ivs[x.IV] = true
	}
	for _, x := range nest[1:] {
		for _, e := range []cfront.Expr{x.Init, x.Bound} {
			cfront.Inspect(e, func(n cfront.Node) bool {
				if id, ok := n.(*cfront.Ident); ok && ivs[id.Sym] {
					k.g.limit(analysis.LimitCollapseTriangular, x.For.Header)
				}
				return true
			})
		}
	}
	lanes := lp.Levels & (analysis.Worker | analysis.Vector)
	if !k.worker {
		lanes &^= analysis.Worker
	}
	if !k.vector {
		lanes &^= analysis.Vector
	}
	if lanes != 0 {
		k.checkLaneShared(nest) // lane_shared.go
	}
	k.checkIntervening(nest, lanes) // collapse(force:n), collapse_force.go
	k.line("{")
	k.depth++
	tcs := make([]string, len(nest))
	for i, x := range nest {
		tcs[i] = k.g.fresh("tc")
		tc := tripCountZ(x, "("+ixType+")"+k.expr(x.Init), "("+ixType+")"+k.expr(x.Bound), "("+ixType+")0")
		if k.pred != "" {
			tc = "(" + k.pred + " ? " + tc + " : (" + ixType + ")0)"
		}
		k.line("const %s %s = %s;", ixType, tcs[i], tc)
	}
	total := k.g.fresh("total")
	k.line("const %s %s = %s;", ixType, total, strings.Join(tcs, " * "))
	// The loop that is the whole kernel needs no barrier before or after
	// it: nothing else runs.
	whole := lp.Stmt == k.l.body
	if lanes != 0 && !whole {
		k.barrier("a loop partitioned over workers or vector lanes", lp.Stmt)
	}
	// Reductions: a private accumulator per lane (§2.9.11).
	type red struct {
		at       *analysis.DataAttr
		acc, was string
		had      bool
	}
	var reds []*red
	var arrs []*loopRed // arrays, subarrays and structs (reduce_array.go)
	for _, at := range lp.Reductions {
		t := at.Sym.Type
		if rc, ok := k.g.redShapeOf(at, k.c); !ok {
			continue
		} else if rc != nil {
			if r := k.beginLoopRed(at, rc); r != nil {
				arrs = append(arrs, r)
			}
			continue
		}
		orig, ok := k.names[at.Sym]
		if !ok {
			k.g.limit(analysis.LimitReductionHere, at.Range, at.Sym.Name)
			continue
		}
		r := &red{at: at, acc: k.g.fresh("r"), was: orig, had: ok}
		k.line("%s %s = %s;", scalarName(t), r.acc, redIdentity(at.Op, t))
		k.names[at.Sym] = r.acc
		reds = append(reds, r)
	}
	// A worker loop around vector loops runs uniformly: every worker of
	// the gang takes the same number of trips, so that all reach the
	// barriers of the vector loops; a worker past the end is inactive.
	uniformForm := lanes == analysis.Worker && k.vector && k.uniform && k.hasPartLoop(nest[len(nest)-1].For.Body)
	it := k.g.fresh("it")
	act := ""
	if uniformForm {
		act = k.g.fresh("active")
	}
	// A collapsed gang-vector nest may run in rows (rowsForm): each gang
	// takes whole rows of the outer loops and its lanes sweep the
	// innermost loop, so no lane divides by a trip count per iteration.
	// gang(static: n): the gang's chunks of n iterations (gang_static.go).
	chunk := k.gangChunk(lp)
	rows := len(nest) > 1 && !uniformForm && k.gang && lp.Levels&analysis.Gang != 0 && lanes == analysis.Vector && k.pred == "" && chunk == ""
	savedNames := map[*cfront.Symbol]string{}
	// setIV declares a loop variable of the nest from its 0-based index.
	setIV := func(x *analysis.Loop, idx string) {
		name := mangle(x.IV.Name)
		if n, ok := k.names[x.IV]; ok {
			if _, had := savedNames[x.IV]; !had {
				savedNames[x.IV] = n
			}
		}
		k.line("%s %s = (%s)((%s)%s + %s * (%s)%d);", scalarName(x.IV.Type), name, scalarName(x.IV.Type), ixType, k.expr(x.Init), idx, ixType, x.Step)
		k.names[x.IV] = name
	}
	// outerIVs declares the loop variables of nest[:n] from the flat index
	// q over them (q is changed).
	outerIVs := func(q string, n int) {
		for i := n - 1; i >= 0; i-- {
			idx := q
			if i > 0 {
				idx = fmt.Sprintf("(%s %% %s)", q, tcs[i])
			}
			setIV(nest[i], idx)
			if i > 0 {
				k.line("%s /= %s;", q, tcs[i])
			}
		}
	}
	body := func() {
		savedPart, savedUniform, savedPending, savedPred := k.part, k.uniform, k.pending, k.pred
		k.part |= lp.Levels
		if lanes != 0 && !uniformForm {
			k.uniform = false
		}
		if uniformForm {
			k.pred = act
		}
		k.pending = false
		var restores []func()
		for _, x := range nest {
			restores = append(restores, k.declarePrivates(x))
		}
		k.stmt(k.collapsedBody(nest)) // with its intervening code (collapse_force.go)
		for _, r := range restores {
			r()
		}
		k.part, k.uniform, k.pending, k.pred = savedPart, savedUniform, savedPending, savedPred
	}
	if rows {
		k.hasRows = true
		last := len(nest) - 1
		nch, nrows := k.g.fresh("nch"), k.g.fresh("rows")
		// The rows form is compiled in only where __ACC_ROWS is 1 (a
		// preprocessor test: as a C operand the constant drew "use of
		// logical '&&' with constant operand" from NVIDIA's and PoCL's
		// compilers, and the dead code cost build time).
		k.b.WriteString("#if __ACC_ROWS\n")
		k.line("const %s %s = %s;", ixType, nrows, strings.Join(tcs[:last], " * "))
		k.line("if (%s) {", rowsFormCond(tcs[last], nrows))
		k.depth++
		k.line("const %[1]s %[2]s = (%[3]s + (%[1]s)get_local_size(0) - 1) / (%[1]s)get_local_size(0);", ixType, nch, tcs[last])
		k.line("for (%[1]s %[2]s = (%[1]s)get_group_id(0); %[2]s < %[3]s; %[2]s += (%[1]s)get_num_groups(0)) {", ixType, it, nrows)
		k.depth++
		q := k.g.fresh("q")
		k.line("%s %s = %s;", ixType, q, it)
		outerIVs(q, last)
		ch, ql := k.g.fresh("c"), k.g.fresh("ql")
		k.line("for (%[1]s %[2]s = 0; %[2]s < %[3]s; %[2]s++) {", ixType, ch, nch)
		k.depth++
		k.line("const %[1]s %[2]s = %[3]s * (%[1]s)get_local_size(0) + (%[1]s)get_local_id(0);", ixType, ql, ch)
		k.line("if (%s < %s) {", ql, tcs[last])
		k.depth++
		setIV(nest[last], ql)
		body()
		k.depth--
		k.line("}")
		k.depth--
		k.line("}")
		k.depth--
		k.line("}")
		k.depth--
		k.line("} else")
		k.b.WriteString("#endif\n")
		it = k.g.fresh("it")
	}
	levels, first, bound := lp.Levels, "", total
	if chunk != "" {
		// the lanes share each chunk of the gang
		first, bound = k.staticChunks(chunk, total)
		levels &^= analysis.Gang
	}
	start, stride := k.levelIndex(levels)
	if first != "" {
		start = "(" + first + " + " + start + ")"
	}
	if uniformForm {
		if k.pred != "" {
			k.g.limit(analysis.LimitWorkerInWorker, lp.For.Header)
		}
		gs, _ := k.levelIndexOf(levels, true)
		if first != "" {
			gs = "(" + first + " + " + gs + ")"
		}
		b := k.g.fresh("b")
		k.line("for (%s %s = %s; %s < %s; %s += %s) {", ixType, b, gs, b, bound, b, stride)
		k.depth++
		k.line("const %s %s = %s + (%s)get_local_id(1);", ixType, it, b, ixType)
		k.line("const int %s = %s < %s;", act, it, bound)
	} else if lp == k.firstGang && k.pred == "" && len(nest) == 1 && lanes != 0 && chunk == "" {
		// onceForm: in the variant the host launches when the lanes cover
		// the trip count, each lane's first iteration is its last. The
		// stride loop costs that case much: on an H200 a column sweep
		// (atax's A^T y, one gang vector loop) ran 1.79 ms as a loop and
		// 1.04 ms without it. Measured there too: collapsed nests (gemm
		// 3.10 -> 3.48 ms) and gang-only loops around vector loops
		// (autoscope 0.305 -> 0.36 ms) ran slower in this form, so they
		// keep the loop.
		k.hasOnce = true
		k.b.WriteString("#if " + onceMacro + "\n")
		k.line("for (%s %s = %s; %s < %s; %s = %s) {", ixType, it, start, it, total, it, total)
		k.b.WriteString("#else\n")
		k.line("for (%s %s = %s; %s < %s; %s += %s) {", ixType, it, start, it, total, it, stride)
		k.b.WriteString("#endif\n")
		k.depth++
	} else {
		k.line("for (%s %s = %s; %s < %s; %s += %s) {", ixType, it, start, it, bound, it, stride)
		k.depth++
	}
	q := it
	if len(nest) > 1 {
		q = k.g.fresh("q")
		k.line("%s %s = %s;", ixType, q, it)
	}
	outerIVs(q, len(nest))
	body()
	for sym, n := range savedNames {
		k.names[sym] = n
	}
	k.depth--
	k.line("}")
	if chunk != "" {
		k.closeChunks()
	}
	treeEnds := false
	if len(reds) > 0 && lanes != 0 {
		dims := 0
		if lanes&analysis.Vector != 0 {
			dims |= 1
		}
		if lanes&analysis.Worker != 0 {
			dims |= 2
		}
		if k.uniform {
			var rs []laneRed
			for _, r := range reds {
				rs = append(rs, laneRed{op: r.at.Op, t: r.at.Sym.Type, acc: r.acc})
			}
			// The tree's last barrier stands for the one after the loop
			// when only private variables change between them.
			treeEnds = !whole && len(arrs) == 0
			for _, r := range reds {
				if !cIdent.MatchString(r.was) {
					treeEnds = false
				}
			}
			k.laneReduce(rs, dims, treeEnds)
			if treeEnds {
				k.dirty = false // its last barrier fences global memory
			}
		} else {
			k.g.limit(analysis.LimitNestedLaneReduction, lp.Reductions[0].Range)
		}
	}
	for _, r := range reds {
		k.names[r.at.Sym] = r.was
		assign := fmt.Sprintf("%s = %s;", r.was, redOp(r.at.Op, r.was, r.acc))
		switch {
		case strings.HasPrefix(r.was, "(*") && !k.single && k.guard() != "":
			k.line("if (%s) %s", k.guard(), assign)
		case k.pred != "" && !k.single:
			k.line("if (%s) %s", k.pred, assign)
		default:
			k.line("%s", assign)
		}
	}
	if len(arrs) > 0 {
		if lanes != 0 && !k.uniform {
			k.g.limit(analysis.LimitNestedLaneReduction, arrs[0].at.Range)
		} else {
			k.endLoopRed(arrs, lanes)
		}
	}
	if lanes != 0 && !whole && !treeEnds {
		if k.uniform {
			k.barrier("a loop partitioned over workers or vector lanes", lp.Stmt)
		} else {
			k.pending = true
		}
	}
	k.depth--
	k.line("}")
}

// loopPrivates are the private variables of a loop that live outside it
// (its loop variable when declared before the loop, private clauses).
func (k *kern) loopPrivates(lp *analysis.Loop) []*cfront.Symbol {
	var out []*cfront.Symbol
	r := lp.Stmt.Span()
	for _, at := range lp.Private {
		if at.Sym == nil || declaredIn(at.Sym, r.Start.Offset, r.End.Offset) {
			continue
		}
		if k.partitioned(lp) && at.Sym == lp.IV {
			continue
		}
		out = append(out, at.Sym)
	}
	return out
}

// declarePrivates declares a loop's private copies at the top of its
// body; the returned function restores the names outside it.
func (k *kern) declarePrivates(lp *analysis.Loop) func() {
	saved := map[*cfront.Symbol]string{}
	had := map[*cfront.Symbol]bool{}
	restore := func() {
		for sym := range had {
			if n, ok := saved[sym]; ok {
				k.names[sym] = n
			} else {
				delete(k.names, sym)
			}
		}
	}
	for _, sym := range k.loopPrivates(lp) {
		if k.partitioned(lp) {
			skip := false
			for _, x := range k.nestOf(lp) {
				skip = skip || x.IV == sym
			}
			if skip {
				continue
			}
		}
		if !k.g.typeOK(sym.Type, lp.Stmt.Span()) {
			continue
		}
		name := mangle(sym.Name)
		if n, ok := k.gangLocalPrivate(sym, lp); ok { // __local (gang_local.go)
			name = n
		} else {
			k.line("%s;", k.g.declare(sym.Type, name))
		}
		if n, ok := k.names[sym]; ok {
			saved[sym] = n
		}
		had[sym] = true
		k.names[sym] = name
	}
	return restore
}

// rowsFormCond is the kernel's (work-group-uniform) test for running a
// collapsed gang-vector nest in rows: at least as many rows as gangs (the
// host launches one gang per row when it picks this form, hostRows), and
// the innermost trip count tc fills the lanes' chunks to at least 80%.
// The row test comes first, so the flat form pays no division for it.
func rowsFormCond(tc, rows string) string {
	return fmt.Sprintf("%[2]s >= (%[3]s)get_num_groups(0) && %[1]s > 0 && (%[1]s + (%[3]s)get_local_size(0) - 1) / (%[3]s)get_local_size(0) * (%[3]s)get_local_size(0) - %[1]s <= %[1]s / 4", tc, rows, ixType)
}

// cIdent matches a C identifier: a name a kernel keeps in a private variable.
var cIdent = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
