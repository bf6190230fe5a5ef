package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
	"github.com/accls/accls/openclgen/plan"
)

// partLoop prints a partitioned loop nest with its reductions, in the
// form planPartLoop chose.
func (k *kern) partLoop(lp *model.Loop) {
	p, ok := k.planPartLoop(lp)
	if !ok {
		return
	}
	k.line("{")
	k.depth++
	ivs := &nestIVs{k: k, nest: p.Nest, saved: map[*cfront.Symbol]string{}}
	total := k.printTrips(p, ivs)
	if p.Lanes != 0 && !p.Whole {
		k.barrier("a loop partitioned over workers or vector lanes", lp.Stmt)
	}
	reds, arrs := k.openLoopReds(lp)
	it, act := k.g.fresh("it"), ""
	if p.Uniform {
		act = k.g.fresh("active")
	}
	body := func() { k.partBody(p, act) }
	if p.Tile {
		k.printTileForm(p, ivs, body) // kprint_tile.go
	} else {
		k.printFlatForm(p, ivs, it, act, total, body)
	}
	ivs.restore()
	if p.Chunk != "" {
		k.closeChunks()
	}
	treeEnds := k.closeLoopReds(p, reds, arrs)
	if p.Lanes != 0 && !p.Whole && !treeEnds {
		if k.uniform {
			k.barrier("a loop partitioned over workers or vector lanes", lp.Stmt)
		} else {
			k.pending = true
		}
	}
	k.depth--
	k.line("}")
}

// printFlatForm prints the nest as one loop over the flat index it of
// its iterations (in the rows form first where the plan has it), the
// loop variables computed from it.
func (k *kern) printFlatForm(p *plan.Part, ivs *nestIVs, it, act, total string, body func()) {
	if p.Rows {
		k.printRowsForm(p, ivs, it, body)
		it = k.g.fresh("it")
	}
	k.printPartHeader(p, it, act, total)
	q := it
	if len(p.Nest) > 1 {
		q = k.g.fresh("q")
		k.line("%s %s = %s;", ixType, q, it)
	}
	ivs.outer(q, len(p.Nest))
	body()
	k.depth--
	k.line("}")
}

// printTrips declares the trip count of each loop of the nest (ivs.tcs)
// and their product, which it returns.
func (k *kern) printTrips(p *plan.Part, ivs *nestIVs) string {
	ivs.tcs = make([]string, len(p.Nest))
	for i, x := range p.Nest {
		ivs.tcs[i] = k.g.fresh("tc")
		if k.noText {
			// the bounds' translation may meet limits; their text is
			// not kept
			k.expr(x.Init)
			k.expr(x.Bound)
			continue
		}
		tc := tripCountZ(x, "("+ixType+")"+k.expr(x.Init), "("+ixType+")"+k.expr(x.Bound), "("+ixType+")0")
		if k.pred != "" {
			tc = "(" + k.pred + " ? " + tc + " : (" + ixType + ")0)"
		}
		k.line("const %s %s = %s;", ixType, ivs.tcs[i], tc)
	}
	total := k.g.fresh("total")
	if !p.Tile && !k.noText { // the tile form walks each loop's own count
		k.line("const %s %s = %s;", ixType, total, strings.Join(ivs.tcs, " * "))
	}
	return total
}

// nestIVs declares the loop variables of a nest from 0-based indexes,
// and restores the kernel's spellings of them after the nest.
type nestIVs struct {
	k     *kern
	nest  []*model.Loop
	tcs   []string // the trip counts' variables
	saved map[*cfront.Symbol]string
}

// set declares the loop variable of x from its 0-based index idx.
func (v *nestIVs) set(x *model.Loop, idx string) {
	k := v.k
	name := clc.Mangle(x.IV.Name)
	if n, ok := k.names[x.IV]; ok {
		if _, had := v.saved[x.IV]; !had {
			v.saved[x.IV] = n
		}
	}
	if k.noText {
		k.expr(x.Init) // the limits its translation meets
	} else {
		k.line("%s %s = (%s)((%s)%s + %s * (%s)%d);", clc.ScalarName(x.IV.Type), name, clc.ScalarName(x.IV.Type), ixType, k.expr(x.Init), idx, ixType, x.Step)
	}
	k.names[x.IV] = name
}

// outer declares the loop variables of nest[:n] from the flat index q
// over them (q is changed).
func (v *nestIVs) outer(q string, n int) {
	for i := n - 1; i >= 0; i-- {
		idx := q
		if i > 0 && !v.k.noText {
			idx = fmt.Sprintf("(%s %% %s)", q, v.tcs[i])
		}
		v.set(v.nest[i], idx)
		if i > 0 {
			v.k.line("%s /= %s;", q, v.tcs[i])
		}
	}
}

func (v *nestIVs) restore() {
	for sym, n := range v.saved {
		v.k.names[sym] = n
	}
}

// partBody prints the body of the nest with the kernel's state for the
// partitioned levels (lanes diverge; in the uniform form the inactive
// workers are predicated off by act).
func (k *kern) partBody(p *plan.Part, act string) {
	savedPart, savedUniform, savedPending, savedPred := k.part, k.uniform, k.pending, k.pred
	k.part |= p.Loop.Levels
	if p.Lanes != 0 && !p.Uniform {
		k.uniform = false
	}
	if p.Uniform {
		k.pred = act
	}
	k.pending = false
	var restores []func()
	for _, x := range p.Nest {
		restores = append(restores, k.declarePrivates(x))
	}
	k.stmt(k.collapsedBody(p.Nest)) // with its intervening code (collapse_force.go)
	for _, r := range restores {
		r()
	}
	k.part, k.uniform, k.pending, k.pred = savedPart, savedUniform, savedPending, savedPred
}

// printRowsForm prints the rows form of the nest, compiled in only where
// __ACC_ROWS is 1 (a preprocessor test: as a C operand the constant drew
// "use of logical '&&' with constant operand" from NVIDIA's and PoCL's
// compilers, and the dead code cost build time); the flat form follows
// it as its else branch.
func (k *kern) printRowsForm(p *plan.Part, ivs *nestIVs, it string, body func()) {
	k.hasRows = true
	last := len(p.Nest) - 1
	tcs := ivs.tcs
	nch, nrows := k.g.fresh("nch"), k.g.fresh("rows")
	k.b.WriteString("#if __ACC_ROWS\n")
	k.line("const %s %s = %s;", ixType, nrows, strings.Join(tcs[:last], " * "))
	k.line("if (%s) {", rowsFormCond(tcs[last], nrows))
	k.depth++
	k.line("const %[1]s %[2]s = (%[3]s + (%[1]s)get_local_size(0) - 1) / (%[1]s)get_local_size(0);", ixType, nch, tcs[last])
	k.line("for (%[1]s %[2]s = (%[1]s)get_group_id(0); %[2]s < %[3]s; %[2]s += (%[1]s)get_num_groups(0)) {", ixType, it, nrows)
	k.depth++
	q := k.g.fresh("q")
	k.line("%s %s = %s;", ixType, q, it)
	ivs.outer(q, last)
	ch, ql := k.g.fresh("c"), k.g.fresh("ql")
	k.line("for (%[1]s %[2]s = 0; %[2]s < %[3]s; %[2]s++) {", ixType, ch, nch)
	k.depth++
	k.line("const %[1]s %[2]s = %[3]s * (%[1]s)get_local_size(0) + (%[1]s)get_local_id(0);", ixType, ql, ch)
	k.line("if (%s < %s) {", ql, tcs[last])
	k.depth++
	ivs.set(p.Nest[last], ql)
	body()
	for i := 0; i < 3; i++ {
		k.depth--
		k.line("}")
	}
	k.depth--
	k.line("} else")
	k.b.WriteString("#endif\n")
}

// printPartHeader opens the loop over the flat index it of the nest's
// iterations that the lanes of the loop's levels share out.
func (k *kern) printPartHeader(p *plan.Part, it, act, total string) {
	levels, first, bound := p.Loop.Levels, "", total
	if p.Chunk != "" {
		// the lanes share each chunk of the gang
		first, bound = k.staticChunks(p.Chunk, total)
		levels &^= model.Gang
	}
	start, stride := k.levelIndex(levels, p.GangDim)
	if first != "" {
		start = "(" + first + " + " + start + ")"
	}
	switch {
	case p.Uniform:
		if k.pred != "" {
			k.g.limit(model.LimitWorkerInWorker, p.Loop.For.Header)
		}
		gs, _ := k.levelIndexOf(levels, p.GangDim, true)
		if first != "" {
			gs = "(" + first + " + " + gs + ")"
		}
		b := k.g.fresh("b")
		k.line("for (%s %s = %s; %s < %s; %s += %s) {", ixType, b, gs, b, bound, b, stride)
		k.depth++
		k.line("const %s %s = %s + (%s)get_local_id(1);", ixType, it, b, ixType)
		k.line("const int %s = %s < %s;", act, it, bound)
	case p.Once:
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
	default:
		k.line("for (%s %s = %s; %s < %s; %s += %s) {", ixType, it, start, it, bound, it, stride)
		k.depth++
	}
}
