package openclgen

import (
	"fmt"
	"sort"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
)

// A compute construct becomes one kernel (parallel, serial) or one kernel
// per statement of its body (kernels, §2.5.3) and, on the host, the data
// clauses' actions around the launches, with the original statement kept
// as the host path (if clause false, self clause, acc_device_host).

// varKind is how a variable used in a kernel reaches it.
type varKind uint8

const (
	varByValue  varKind = iota + 1 // firstprivate: a kernel argument
	varDevPtr                      // an array or pointer's data in device memory
	varDevValue                    // a scalar or struct in device memory
	varPrivate                     // a private copy per work-item
	varGangRed                     // a gang reduction's private copy
)

// kvar is a variable declared outside a launch and used inside it.
type kvar struct {
	sym  *cfront.Symbol
	kind varKind
	mp   *mapped       // varDevPtr, varDevValue, varGangRed: where it lives
	op   string        // varGangRed
	rc   *redComposite // varGangRed of an array or struct (reduce_array.go)
	// the kernel's spelling of it and of its parameter
	name, param string
	// fpSec: the firstprivate subarray of a pointer, firstprivate(p[lo:n])
	// (private_ptr.go); nil otherwise
	fpSec *model.DataAttr
	// host: the host variable holding a varByValue's value when it is not
	// the variable itself (kernels_scalars.go)
	host string
}

// launch is one kernel of a compute construct.
type launch struct {
	name string
	body cfront.Stmt
	// kernel is body's kernel in the kernels plan of a kernels or kernels
	// loop construct; nil for the other constructs.
	kernel *model.Kernel
	vars   []*kvar
	k      *kern
	src    string
	gangs  string // host expression for the number of gangs
	gangR  []*kvar
	// idx32 is the host condition under which the kernel's 32-bit index
	// variant NAME_i32 runs, given the launch's vector length, gang and
	// worker counts; nil when there is no such variant.
	idx32 func(vl, ng, nw string) string
	// rows: the kernel has NAME_rows variants (the rows form compiled in),
	// launched when rowsChoice holds.
	rows bool
	// tile: the kernel's nest has the tile form, launched on the
	// two-dimensional NDRange printTileSizes writes.
	tile bool
	// once: the kernel has a NAME_once_i32 variant, in which each lane
	// takes at most one iteration of the first gang loop (onceForm); the
	// host launches it when the launch covers that loop's iterations.
	once bool
	// trip and tripPer are the host C for the first gang loop's trip
	// count and the iterations one gang runs at once (hostTrip); rowsN
	// and rowsInner its row count and innermost trip count (hostRows).
	// Planned once (planKernelVariants) for the printers.
	trip             string
	tripPer          func(vl, nw string) string
	rowsN, rowsInner string
}

// compute translates the compute construct c: once, or once per entry of
// its device-type plan (plan_variants.go, host_variants.go).
func (g *gen) compute(c *model.Construct) string {
	vs := g.planVariants(c)
	if len(vs) == 1 {
		return g.computeOnce(c)
	}
	return g.printVariants(c, vs)
}

// computeOnce translates c from the current view of the model.
func (g *gen) computeOnce(c *model.Construct) string {
	var b strings.Builder
	async := g.fresh("async")
	cond := g.ifCond(c)
	if self := c.Resolved.Clause("self"); self != nil {
		// self: the region runs on the local thread (§2.5.6).
		if t := self.FirstText(); t != "" {
			cond += " && !(" + t + ")"
		} else {
			cond = "0"
		}
	}
	lds := g.longDoubleVars(c)
	if !g.limitsOnly { // the host text decides no limit
		fmt.Fprintf(&b, "{ %s\nconst int %s = %s;\nif (%s && !__accrt_on_host()) {\n", g.blank(c), async, g.asyncArg(c), cond)
		g.longDoubleEnter(&b, lds) // longdouble.go
		fmt.Fprintf(&b, "__accrt_construct_begin(%s, %s, %d);\n", constructEvent(c), cQuote(g.f.Name), c.DirRange.Start.Line)
	}
	g.dtWait(&b, c.Resolved, async)
	g.redInit = g.reductionInits(c)
	vals := g.valueScalars(c)
	g.scalarValues(&b, c, vals)
	defer func() { g.valueVars = nil }()
	g.profBegin(&b, c, "acc_ev_enter_data_start", true, async) // the implicit data region (§5.1)
	ms := g.enterData(&b, append(withoutValues(dataAttrs(c), vals), g.computeRoutineGlobals(c)...), "__ACCRT_STRUCTURED", async, true)
	g.oneMemberInStorage(ms) // attach.go
	g.profEnd(&b, c, "acc_ev_enter_data_start", true, async)
	g.redInit = nil
	if c.KernelsPlan != nil {
		// kernels and kernels loop: the kernels of the analysis's plan,
		// perhaps host loops of kernels (§2.5.3, kernels_loop.go)
		g.kernelsTopDeclarations(c)
		for _, kp := range c.KernelsPlan.Kernels {
			g.kernelsStmt(&b, c, kp, ms, async)
		}
	} else if l := g.plan(c, c.Body, nil, ms); l != nil {
		g.hostLaunch(&b, c, l, async)
	}
	if g.limitsOnly {
		return "" // the exit actions and the host path decide no limit
	}
	// The kernels were queued without waiting (__accrt_launch_nowait):
	// one wait for all of them, before the exit actions, which need the
	// synchronous queue idle; async constructs do not wait (§2.16.1).
	fmt.Fprintf(&b, "__accrt_sync(%s);\n", async)
	g.profBegin(&b, c, "acc_ev_exit_data_start", true, async)
	g.exitData(&b, ms, "__ACCRT_STRUCTURED", async)
	g.profEnd(&b, c, "acc_ev_exit_data_start", true, async)
	fmt.Fprintf(&b, "__accrt_construct_end(%s, %s, %d);\n", constructEvent(c), cQuote(g.f.Name), c.DirRange.Start.Line)
	longDoubleExit(&b, lds)
	b.WriteString("} else {")
	b.WriteString(g.hostPrivates(c))
	out := flat(b.String())
	out += fmt.Sprintf("\n#line %d %s\n", c.DirRange.End.Line, cQuote(g.f.Name))
	out += g.hostText(c.DirRange.End.Offset, c.Range.End.Offset)
	return out + "\n}}\n}"
}

// reductionInits are the data attributes of c's gang reduction variables
// whose device copy only the fold kernel uses (parallel and serial
// constructs are one kernel, whose references to the variable all go to
// the private copies): the value can reach the fold kernel as an argument.
func (g *gen) reductionInits(c *model.Construct) map[*model.DataAttr]bool {
	if c.ComputeKind() == model.KindKernels {
		return nil
	}
	ops, _ := g.gangReductions(c, c.Body.Span()) // the whole region's (plan_launch.go)
	out := map[*model.DataAttr]bool{}
	for _, at := range dataAttrs(c) {
		t := at.Sym.Type
		if _, red := ops[at.Sym]; red && len(at.Member) == 0 && at.Section == nil && t != nil && clc.ScalarName(t) != "" {
			out[at] = true
		}
	}
	return out
}

// hostPrivates opens the block of the host path with the private and
// firstprivate copies of the construct and of its loops, so that the
// host path leaves the originals as the device would (§2.5.13, §2.5.14).
func (g *gen) hostPrivates(c *model.Construct) string {
	var outer, inner strings.Builder
	done := map[*cfront.Symbol]bool{}
	add := func(at *model.DataAttr) {
		sym := at.Sym
		if sym == nil || done[sym] || len(at.Member) > 0 || declaredIn(sym, c.Range.Start.Offset, c.Range.End.Offset) {
			return
		}
		done[sym] = true
		if at.Kind == model.AttrFirstprivate {
			if o, i, ok := g.hostFirstprivateSubarray(at); ok { // private_ptr.go
				outer.WriteString(o)
				inner.WriteString(i)
				return
			}
			if t := sym.Type; t != nil && t.Kind == cfront.Array {
				o, i := g.hostFirstprivateArray(sym.Name) // firstprivate_array.go
				outer.WriteString(o)
				inner.WriteString(i)
				return
			}
			h := g.fresh("h")
			fmt.Fprintf(&outer, " __typeof__(%s) %s = %s;", sym.Name, h, sym.Name)
			fmt.Fprintf(&inner, " __typeof__(%s) %s = %s;", sym.Name, sym.Name, h)
			return
		}
		if decl, ok := hostPrivateSubarray(at); ok { // private_ptr.go
			inner.WriteString(decl)
			return
		}
		fmt.Fprintf(&inner, " __typeof__(%s) %s;", sym.Name, sym.Name)
	}
	for _, at := range append(append([]*model.DataAttr(nil), c.Data...), c.Implicit...) {
		if at.Kind == model.AttrPrivate || at.Kind == model.AttrFirstprivate {
			add(at)
		}
	}
	for _, lp := range g.LoopsIn(c) {
		for _, at := range lp.Private {
			if !at.Predetermined && !at.Implicit {
				add(at)
			}
		}
	}
	return outer.String() + " {" + inner.String()
}

func constructEvent(c *model.Construct) string {
	switch c.ComputeKind() {
	case model.KindKernels:
		return "acc_construct_kernels"
	case model.KindSerial:
		return "acc_construct_serial"
	}
	return "acc_construct_parallel"
}

// kernelsTopDeclarations reports the declarations at the top of a
// kernels region's block: no kernel of its plan holds them
// (analysis/kernels_plan.go, kernelsStmts).
func (g *gen) kernelsTopDeclarations(c *model.Construct) {
	blk, ok := c.Body.(*cfront.Compound)
	if c.Kind != model.KindKernels || !ok {
		return
	}
	for _, s := range blk.Items {
		if d, ok := s.(*cfront.DeclStmt); ok {
			g.limit(model.LimitKernelsTopDeclaration, d.Range)
		}
	}
}

// declaredIn reports whether sym is declared inside [start, end).
func declaredIn(sym *cfront.Symbol, start, end int) bool {
	return sym.InMainFile() && !sym.Global && sym.Decl.Start.Offset >= start && sym.Decl.Start.Offset < end
}

// ivOnly reports a variable the analysis gives no attribute on c because
// the loops that use it make it private: loop variables (predetermined,
// §2.6.1) and private clauses of loops.
func (g *gen) ivOnly(c *model.Construct, sym *cfront.Symbol) bool {
	for _, lp := range g.LoopsIn(c) {
		if lp.IV == sym {
			return true
		}
		for _, at := range lp.Private {
			if at.Sym == sym {
				return true
			}
		}
	}
	return false
}

// attrOf is the first attribute of kind k that sym (not a member of it)
// has on c, the explicit ones first; nil for none. A kind of 0 matches
// every kind. No map per variable: the planner asks for each variable
// of each kernel (issue 16).
func attrOf(c *model.Construct, sym *cfront.Symbol, k model.AttrKind) *model.DataAttr {
	for _, ats := range [2][]*model.DataAttr{c.Data, c.Implicit} {
		for _, at := range ats {
			if at.Sym == sym && len(at.Member) == 0 && (k == 0 || at.Kind == k) {
				return at
			}
		}
	}
	return nil
}

func (g *gen) kernelName(c *model.Construct) string {
	fn := "file"
	if c.Func != nil {
		fn = c.Func.Name
	}
	return fmt.Sprintf("__acc_%s_l%d_%d", fn, c.DirRange.Start.Line, len(g.kernels))
}

// gangCapHelper caps the gang count of a launch with a reduction across
// gangs at what the device runs at once: about 2048 work-items per compute
// unit, and at most 4096 gangs, so the fold kernel has few partials. (A
// ceiling of 1024 left an H200's 132 units half full at 128 lanes a gang:
// dot reached 86 % of the bandwidth, the hand-written kernel 99 %.)
const gangCapHelper = `static size_t __acc_gang_cap(size_t ng, int cu, size_t group) {
	size_t per = group >= 2048 ? 1 : 2048 / (group ? group : 1), cap = (size_t)(cu > 0 ? cu : 1) * per;
	if (cap > 4096) cap = 4096;
	return ng < cap ? ng : cap;
}
`

// maxGangs caps a launch's gangs (the loops stride over the rest). With
// one iteration per lane a streaming loop runs as a hand-written kernel:
// on an H100, triad's 2^27 doubles took 1.088 ms at 65,535 gangs (8
// iterations per lane), 1.060 ms at 2^20 gangs, hand-written 1.058; a
// 512^3 stencil 0.575 -> 0.567 ms; 2-D nests unchanged. The tile form
// keeps 65,535 (printTileSizes).
const (
	defaultGangs = 256
	maxGangs     = 1 << 20
)

// hostTrip is the host C for the iteration count of the launch's first
// gang loop, when its bounds can be evaluated before the region (they use
// only variables declared outside it); per gives the iterations one gang
// runs at once.
func (g *gen) hostTrip(c *model.Construct, l *launch) (string, func(vl, nw string) string) {
	lp := l.k.firstGang
	if lp == nil {
		return "", nil
	}
	nest := l.k.nestOf(lp)
	var trips []string
	for _, x := range nest {
		in, ok1 := g.hostExpr(c, x.Init)
		bd, ok2 := g.hostExpr(c, x.Bound)
		if !ok1 || !ok2 {
			return "", nil
		}
		trips = append(trips, tripCount(x, "(long)("+in+")", "(long)("+bd+")"))
	}
	levels := lp.Levels
	if n := l.k.gangChunk(lp); n != "" {
		// gang(static: n): one chunk per gang (gang_static.go)
		return "(" + strings.Join(trips, " * ") + ")", func(vl, nw string) string { return "((long)" + n + ")" }
	}
	return "(" + strings.Join(trips, " * ") + ")", func(vl, nw string) string {
		per := "(long)1"
		if levels&model.Vector != 0 {
			per += " * (long)" + vl
		}
		if levels&model.Worker != 0 {
			per += " * (long)" + nw
		}
		return "(" + per + ")"
	}
}

// hostRows is the host C for the row count and the innermost trip count
// of the launch's first gang loop when it is a collapsed gang-vector nest
// (the kernel may run it in rows, rowsFormCond); "" otherwise.
func (g *gen) hostRows(c *model.Construct, l *launch) (rows, inner string) {
	k := l.k
	lp := k.firstGang
	if lp == nil || !k.vector || lp.Levels&model.Vector == 0 || (lp.Levels&model.Worker != 0 && k.worker) {
		return "", ""
	}
	nest := k.nestOf(lp)
	if len(nest) < 2 {
		return "", ""
	}
	var trips []string
	for _, x := range nest {
		in, ok1 := g.hostExpr(c, x.Init)
		bd, ok2 := g.hostExpr(c, x.Bound)
		if !ok1 || !ok2 {
			return "", ""
		}
		trips = append(trips, tripCount(x, "(long)("+in+")", "(long)("+bd+")"))
	}
	return "(" + strings.Join(trips[:len(trips)-1], " * ") + ")", trips[len(trips)-1]
}

// idx32Cond is the host condition under which every partitioned loop of
// the launch may count in 32 bits (int): each loop's bounds are evaluable
// before the region and never written in it, lie in (-2^30, 2^30), and
// each nest's iteration count plus the launch's work-items stays below
// 2^31 (so that the lanes' iteration counters cannot overflow). nil when
// some loop's bounds cannot be checked on the host.
func (g *gen) idx32Cond(c *model.Construct, l *launch) func(vl, ng, nw string) string {
	k := l.k
	span := l.body.Span()
	written := map[*cfront.Symbol]bool{}
	for _, r := range c.Refs {
		if r.Sym != nil && r.Access&(model.Write|model.AddrOf) != 0 {
			written[r.Sym] = true
		}
	}
	stable := func(e cfront.Expr) bool {
		if !g.hostEvaluable(c, e) {
			return false
		}
		ok := true
		cfront.Inspect(e, func(n cfront.Node) bool {
			if id, is := n.(*cfront.Ident); is && id.Sym != nil && written[id.Sym] {
				ok = false
			}
			return ok
		})
		return ok
	}
	var conds, products []string
	for _, lp := range g.LoopsIn(c) {
		r := lp.Stmt.Span()
		if r.Start.Offset < span.Start.Offset || r.End.Offset > span.End.Offset || !k.partitioned(lp) {
			continue
		}
		var trips []string
		for _, x := range k.nestOf(lp) {
			if x.For == nil || !x.Canonical || x.Init == nil || x.Bound == nil || !x.StepKnown || !stable(x.Init) || !stable(x.Bound) {
				return nil
			}
			in, _ := g.hostExpr(c, x.Init)
			bd, _ := g.hostExpr(c, x.Bound)
			in, bd = "("+in+")", "("+bd+")"
			for _, v := range []string{in, bd} {
				conds = append(conds, fmt.Sprintf("(double)%[1]s > -1073741824.0 && (double)%[1]s < 1073741824.0", v))
			}
			trips = append(trips, "(double)"+tripCount(x, "(long)"+in, "(long)"+bd))
		}
		products = append(products, strings.Join(trips, " * "))
	}
	if len(products) == 0 {
		return nil
	}
	return func(vl, ng, nw string) string {
		all := append([]string(nil), conds...)
		for _, p := range products {
			all = append(all, fmt.Sprintf("%s + (double)%s * (double)%s * (double)%s < 2147483647.0", p, vl, ng, nw))
		}
		return "(" + strings.Join(all, " && ") + ")"
	}
}

// hostEvaluable reports an expression the host can evaluate before the
// region with the value the kernels see (hostExpr).
func (g *gen) hostEvaluable(c *model.Construct, e cfront.Expr) bool {
	_, ok := g.hostExpr(c, e)
	return ok
}

// hostExpr is e as host C meaning what it means in the kernels: it may
// name no variable declared in the region, nor one the kernels read from
// device memory (a data clause or a deviceptr of c: present data may hold
// another value than the host's, §2.6.2, and the launch size and the once
// and i32 variants must follow the device's trip count); a kernels
// scalar passed by value is spelled as its value (kernels_scalars.go).
func (g *gen) hostExpr(c *model.Construct, e cfront.Expr) (string, bool) {
	if e == nil || !e.Span().Start.IsValid() || hasSideEffects(e) {
		return "", false
	}
	type cut struct {
		start, end int
		with       string
	}
	var cuts []cut
	ok := true
	cfront.Inspect(e, func(n cfront.Node) bool {
		id, is := n.(*cfront.Ident)
		if !is || id.Sym == nil || id.Sym.Kind != cfront.SymVar {
			return ok
		}
		switch sym := id.Sym; {
		case declaredIn(sym, c.Range.Start.Offset, c.Range.End.Offset):
			ok = false
		case g.valueVars[sym] != "":
			cuts = append(cuts, cut{id.Span().Start.Offset, id.Span().End.Offset, g.valueVars[sym]})
		case g.hostIVs[sym]:
		default:
			ok = attrOf(c, sym, model.AttrFirstprivate) != nil || attrOf(c, sym, 0) == nil
		}
		return ok
	})
	if !ok {
		return "", false
	}
	sort.Slice(cuts, func(i, j int) bool { return cuts[i].start < cuts[j].start })
	r := e.Span()
	var b strings.Builder
	pos := r.Start.Offset
	for _, ct := range cuts {
		b.Write(g.f.Text[pos:ct.start])
		b.WriteString(ct.with)
		pos = ct.end
	}
	b.Write(g.f.Text[pos:r.End.Offset])
	return b.String(), true
}
