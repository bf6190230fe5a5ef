package openclgen

import (
	"fmt"
	"sort"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
)

// The host loops of a kernels region (§2.5.3): the analysis's kernels
// plan (analysis/model/kernels_plan.go) says which sequential loops around gang
// loops run on the host, with their own header, launching each statement
// of their body as a kernel of its own every iteration, in order on the
// construct's queue. The loop variable is private to the region (§2.6.1):
// the host loop has its own copy, which the kernels get by value. The
// header's other variables are the region's scalars: the header reads
// their device copies, taken at entry. Statements of the body that are
// not loops run as kernels of one work-item, and scalars they compute stay
// in device memory (kernels' implicit copy, §2.6.2) for the next kernel.

// kernelsStmt writes the launches of one statement of a kernels region,
// as the plan has it: a host loop (kernelsHostLoop) or one kernel.
func (g *gen) kernelsStmt(b *strings.Builder, c *model.Construct, kp *model.Kernel, ms []*mapped, async string) {
	if kp.Launch == model.LaunchHostLoop {
		g.kernelsHostLoop(b, c, kp, ms, async)
		return
	}
	if l := g.plan(c, kp.Stmt, kp, ms); l != nil {
		g.hostLaunch(b, c, l, async)
	}
}

// kernelsHostLoop writes the host loop kp, whose body launches the
// kernels of the plan's statements each iteration.
func (g *gen) kernelsHostLoop(b *strings.Builder, c *model.Construct, kp *model.Kernel, ms []*mapped, async string) {
	f, lp := kp.Loop.For, kp.Loop
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
	for _, it := range kp.Body {
		g.kernelsStmt(b, c, it, ms, async)
	}
	b.WriteString("}\n}\n")
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
