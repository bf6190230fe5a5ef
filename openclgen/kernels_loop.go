package openclgen

import (
	"fmt"
	"sort"
	"strings"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// A statement of a kernels region (§2.5.3) that is a sequential loop
// around loops partitioned over gangs (a time loop whose iterations
// depend on each other around parallel sweeps) would run as one kernel on
// one gang: gangs cannot meet between the sweeps inside a kernel. So the
// loop runs on the host instead, with its own header, and each statement
// of its body is launched as a kernel of its own every iteration, in
// order on the construct's queue, like the statements of the region
// (a statement that is again such a loop is again a host loop). The loop
// variable is private to the region (§2.6.1): the host loop has its own
// copy, which the kernels get by value. The header's other variables
// are the region's scalars, which kernels may change: the header reads
// their device copies, taken at entry. Statements of the body that are
// not loops run as kernels of one work-item, and scalars they compute
// stay in device memory (kernels' implicit copy, §2.6.2) for the next
// kernel. The form is refused, and the loop stays one kernel on one gang
// with an info line saying why, when the body declares variables (they
// would be shared by the kernels), jumps out of the loop, writes the loop
// variable or a variable of the header, or the header calls functions.

// CodeKernelsHostLoop is the info that a sequential loop of a kernels
// region runs on the host and launches its body's kernels each iteration,
// or why it cannot.
const CodeKernelsHostLoop = "kernels-host-loop"

func init() {
	source.RegisterCodes(source.CodeInfo{
		Code:     CodeKernelsHostLoop,
		Severity: source.Info,
		Title:    "A sequential loop of a kernels region runs on the host",
		Help:     "A loop of a kernels region whose iterations depend on each other, around loops that are partitioned over gangs, runs on the host: each iteration launches one kernel per statement of its body, so every parallel loop uses the whole device. When that is not possible (the body declares variables, jumps out of the loop, writes the loop variable or a variable of the loop's header, or the header calls a function), the loop stays one kernel on one gang, and the message says why.",
		Section:  "2.5.3",
	})
}

// kernelsStmt writes the launches of one statement of a kernels region:
// a host loop (kernelsHostLoop) or one kernel.
func (g *gen) kernelsStmt(b *strings.Builder, c *analysis.Construct, s cfront.Stmt, ms []*mapped, async string) {
	if f, lp := g.hostLoopCandidate(c, s); f != nil {
		if why := g.hostLoopWhyNot(c, f, lp); why == "" {
			g.kernelsHostLoop(b, c, f, lp, ms, async)
			return
		} else {
			g.info(f.Header, CodeKernelsHostLoop, "this loop stays on the device as one kernel, not a host loop launching its parallel loops: %s", why)
		}
	}
	if l := g.plan(c, s, ms); l != nil {
		g.hostLaunch(b, c, l, async)
	}
}

// hostLoopCandidate is s when it is a for loop of c that is not
// partitioned and holds a loop partitioned over gangs.
func (g *gen) hostLoopCandidate(c *analysis.Construct, s cfront.Stmt) (*cfront.For, *analysis.Loop) {
	f, ok := s.(*cfront.For)
	lp := g.loopOf[s]
	if !ok || lp == nil || lp.Compute != c || lp.Assoc != 0 || isPartitioned(lp) {
		return nil, nil
	}
	span := s.Span()
	for _, in := range g.m.Loops {
		r := in.Stmt.Span()
		if in != lp && in.Compute == c && r.Start.Offset >= span.Start.Offset && r.End.Offset <= span.End.Offset &&
			isPartitioned(in) && in.Levels&analysis.Gang != 0 {
			return f, lp
		}
	}
	return nil, nil
}

// isPartitioned is kern.partitioned for a kernels region.
func isPartitioned(lp *analysis.Loop) bool {
	return lp.Parallel && lp.Assoc == 0 && lp.Levels&(analysis.Gang|analysis.Worker|analysis.Vector) != 0
}

// hostLoopWhyNot says why loop f cannot run on the host, "" when it can.
func (g *gen) hostLoopWhyNot(c *analysis.Construct, f *cfront.For, lp *analysis.Loop) string {
	if lp.IV == nil {
		return "it has no loop variable"
	}
	if lc := lp.Construct; lc != nil {
		for _, cl := range lc.Resolved.Clauses {
			switch cl.Name {
			case "seq", "auto":
			default:
				return fmt.Sprintf("its loop directive has a %s clause", cl.Name)
			}
		}
	}
	header := g.text(f.Header)
	if strings.Contains(header, "//") || strings.Contains(header, "/*") || strings.Contains(header, "#") {
		return "its header holds a comment or a preprocessor line"
	}
	// The body: every statement a kernel of its own.
	for _, it := range g.bodyItems(f.Body) {
		if _, ok := it.(*cfront.DeclStmt); ok {
			return fmt.Sprintf("its body declares variables (line %d), which its kernels would share", it.Span().Start.Line)
		}
	}
	if why := jumpsOut(f.Body, 0); why != "" {
		return why
	}
	// The header: the loop variable, and scalars the region does not write.
	var why string
	bodySpan := f.Body.Span()
	for _, r := range c.Refs {
		o := r.Range.Start.Offset
		if r.Sym == lp.IV && r.Access&(analysis.Write|analysis.AddrOf) != 0 && o >= bodySpan.Start.Offset && o < bodySpan.End.Offset {
			return fmt.Sprintf("its body changes the loop variable '%s' (line %d)", lp.IV.Name, r.Range.Start.Line)
		}
	}
	for _, n := range headerNodes(f) {
		cfront.Inspect(n, func(x cfront.Node) bool {
			if why != "" {
				return false
			}
			switch x := x.(type) {
			case *cfront.Call:
				why = "its header calls a function"
			case *cfront.Ident:
				if x.Sym == nil || x.Sym.Kind != cfront.SymVar || x.Sym == lp.IV {
					return true
				}
				if t := x.Sym.Type; t == nil || !t.IsScalar() || t.Kind == cfront.Pointer {
					why = fmt.Sprintf("its header uses '%s', which is not a scalar", x.Name)
				} else if declaredIn(x.Sym, c.Range.Start.Offset, c.Range.End.Offset) {
					why = fmt.Sprintf("its header uses '%s', declared in the region", x.Name)
				} else if g.writtenIn(c, x.Sym) {
					why = fmt.Sprintf("the region changes '%s', which its header uses", x.Name)
				}
			}
			return true
		})
	}
	return why
}

// headerNodes are the parts of a for loop's header.
func headerNodes(f *cfront.For) []cfront.Node {
	var out []cfront.Node
	if f.Init != nil {
		out = append(out, f.Init)
	}
	if f.Cond != nil {
		out = append(out, f.Cond)
	}
	if f.Post != nil {
		out = append(out, f.Post)
	}
	return out
}

// writtenIn reports a variable the construct writes (or takes the address of).
func (g *gen) writtenIn(c *analysis.Construct, sym *cfront.Symbol) bool {
	for _, r := range c.Refs {
		if r.Sym == sym && r.Access&(analysis.Write|analysis.AddrOf) != 0 {
			return true
		}
	}
	return false
}

// jumpsOut says which statement leaves the body of the loop (a break or
// continue of that loop, a return, a goto), "" when none does; depth
// counts the loops and switches s is inside.
func jumpsOut(s cfront.Node, depth int) string {
	why := ""
	for _, k := range cfront.Children(s) {
		if why != "" {
			break
		}
		switch k := k.(type) {
		case *cfront.Return:
			why = fmt.Sprintf("its body returns (line %d)", k.Range.Start.Line)
		case *cfront.Goto:
			why = fmt.Sprintf("its body has a goto (line %d)", k.Range.Start.Line)
		case *cfront.Break:
			if depth == 0 {
				why = fmt.Sprintf("its body leaves the loop with break (line %d)", k.Range.Start.Line)
			}
		case *cfront.Continue:
			if depth == 0 {
				why = fmt.Sprintf("its body has a continue of the loop (line %d)", k.Range.Start.Line)
			}
		case *cfront.For, *cfront.While, *cfront.DoWhile:
			why = jumpsOut(k, depth+1)
		case *cfront.Switch:
			// break leaves the switch; continue still belongs to the loop
			why = jumpsOutSwitch(k)
		default:
			why = jumpsOut(k, depth)
		}
	}
	return why
}

// jumpsOutSwitch is jumpsOut for a switch at the loop's own level.
func jumpsOutSwitch(s *cfront.Switch) string {
	why := jumpsOut(s, 1)
	if why != "" {
		return why
	}
	found := ""
	cfront.Inspect(s.Body, func(n cfront.Node) bool {
		switch n := n.(type) {
		case *cfront.For, *cfront.While, *cfront.DoWhile:
			return false
		case *cfront.Continue:
			if found == "" {
				found = fmt.Sprintf("its body has a continue of the loop (line %d)", n.Range.Start.Line)
			}
		}
		return found == ""
	})
	return found
}

// bodyItems are the statements of a loop body: a block's items, or the
// one statement.
func (g *gen) bodyItems(s cfront.Stmt) []cfront.Stmt {
	if blk, ok := s.(*cfront.Compound); ok {
		return blk.Items
	}
	return []cfront.Stmt{s}
}

// kernelsHostLoop writes loop f as a host loop whose body launches a
// kernel per statement.
func (g *gen) kernelsHostLoop(b *strings.Builder, c *analysis.Construct, f *cfront.For, lp *analysis.Loop, ms []*mapped, async string) {
	var items []cfront.Stmt
	for _, it := range g.bodyItems(f.Body) {
		if e, ok := it.(*cfront.ExprStmt); !ok || e.X != nil {
			items = append(items, it) // not ;
		}
	}
	g.info(f.Header, CodeKernelsHostLoop, "this loop runs on the host (%s) and launches %d kernel%s per iteration", loopWhy(lp), len(items), plural(len(items)))
	b.WriteString("{\n")
	// The loop variable is the region's (§2.6.1): the host loop counts in
	// a copy of its own, unless the header declares it.
	if !declaredIn(lp.IV, f.Header.Start.Offset, f.Header.End.Offset) {
		fmt.Fprintf(b, "__typeof__(%s) %s;\n", lp.IV.Name, lp.IV.Name)
	}
	// The header's other variables: their device copies, which the
	// region's kernels see (present data may differ from the host's).
	repl := map[*cfront.Symbol]string{}
	var order []*cfront.Symbol
	for _, n := range headerNodes(f) {
		cfront.Inspect(n, func(x cfront.Node) bool {
			if id, ok := x.(*cfront.Ident); ok && id.Sym != nil && id.Sym.Kind == cfront.SymVar && id.Sym != lp.IV {
				if _, seen := repl[id.Sym]; !seen {
					repl[id.Sym] = ""
					order = append(order, id.Sym)
				}
			}
			return true
		})
	}
	waited := false
	for _, sym := range order {
		var mp *mapped
		for _, m := range ms {
			if m.ptr == "" && m.at.Sym == sym && len(m.at.Member) == 0 && !m.sec.unknown {
				mp = m
				break
			}
		}
		if mp == nil {
			if v := g.valueVars[sym]; v != "" {
				repl[sym] = v // its value, read at entry (kernels_scalars.go)
			} else {
				delete(repl, sym) // firstprivate or not on the device: the host value
			}
			continue
		}
		if !waited {
			// The entry actions may be queued (async): the values must be there.
			fmt.Fprintf(b, "if (%s != acc_async_sync) __accrt_wait(1, &%s, acc_async_sync);\n", async, async)
			waited = true
		}
		v := g.fresh("hv")
		repl[sym] = v
		fmt.Fprintf(b, "__typeof__(%s) %s = %s;\nacc_memcpy_from_device(&%s, %s, sizeof %s);\n", sym.Name, v, sym.Name, v, mp.dev, v)
	}
	fmt.Fprintf(b, "%s {\n", g.headerReplacing(f, repl))
	if g.hostIVs == nil {
		g.hostIVs = map[*cfront.Symbol]bool{}
	}
	g.hostIVs[lp.IV] = true
	defer delete(g.hostIVs, lp.IV)
	for _, it := range items {
		g.kernelsStmt(b, c, it, ms, async)
	}
	b.WriteString("}\n}\n")
}

// loopWhy is why the analysis left a loop sequential.
func loopWhy(lp *analysis.Loop) string {
	if lp.Reason != "" {
		return lp.Reason
	}
	return "its iterations run in order"
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// headerReplacing is the text of f's header with the identifiers naming
// the variables of repl spelled as repl says.
func (g *gen) headerReplacing(f *cfront.For, repl map[*cfront.Symbol]string) string {
	type cut struct {
		start, end int
		with       string
	}
	r := f.Header
	var cuts []cut
	for _, n := range headerNodes(f) {
		cfront.Inspect(n, func(x cfront.Node) bool {
			if id, ok := x.(*cfront.Ident); ok && id.Sym != nil && repl[id.Sym] != "" {
				s := id.Span()
				if s.Start.Offset >= r.Start.Offset && s.End.Offset <= r.End.Offset {
					cuts = append(cuts, cut{s.Start.Offset, s.End.Offset, repl[id.Sym]})
				}
			}
			return true
		})
	}
	sort.Slice(cuts, func(i, j int) bool { return cuts[i].start < cuts[j].start })
	var b strings.Builder
	pos := r.Start.Offset
	for _, ct := range cuts {
		if ct.start < pos {
			continue
		}
		b.Write(g.f.Text[pos:ct.start])
		b.WriteString(ct.with)
		pos = ct.end
	}
	b.Write(g.f.Text[pos:r.End.Offset])
	return b.String()
}
