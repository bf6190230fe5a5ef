package lsp

import (
	"sort"

	"github.com/accls/accls/cfront"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

// semModel is the part of analysis's semantic model the language server
// shows: data attributes of variables in compute constructs, the
// autoscoping decisions of loops, and the implicit data clauses of each
// compute construct. It is built from analysis's model in the background
// with the diagnostics, and kept with the result (see modelFrom).
type semModel struct {
	vars       []varInfo // sorted by offset
	loops      []loopInfo
	constructs []constructInfo
	kernels    []kernelHint // the kernels plan (inlayhint.go)
	// scopeAt lists the variables visible at an offset.
	scopeAt func(off int) []scopeVar
}

// scopeVar is a variable visible at some point, for completion.
type scopeVar struct {
	name   string
	detail string // its type, as declared
}

func (m *semModel) inScope(off int) []scopeVar {
	if m == nil || m.scopeAt == nil {
		return nil
	}
	return m.scopeAt(off)
}

// varInfo is one reference to a variable inside a compute construct.
type varInfo struct {
	rng      source.Range
	name     string
	attr     string // the data clause or attribute: "copy", "firstprivate", "private", "present", ...
	explicit bool
	reason   string       // why, for implicit ones
	section  string       // the spec section behind the rule
	decl     source.Range // the declaration; invalid when unknown
	declFile string
}

// loopInfo is one loop in a compute construct.
type loopInfo struct {
	rng      source.Range // the loop's keyword (for/do)
	decision string       // "gang vector", "seq", "independent", ...
	reason   string
	section  string
}

// constructInfo is one compute construct with its implicit data clauses.
type constructInfo struct {
	start    int // where its directive starts
	implicit []implicitData
}

type implicitData struct {
	clause string // "copy", "firstprivate", "present", ...
	name   string // the variable as it would be written in the clause
	reason string
}

// varAt returns the variable reference at off.
func (m *semModel) varAt(off int) *varInfo {
	if m == nil {
		return nil
	}
	i := sort.Search(len(m.vars), func(i int) bool { return m.vars[i].rng.End.Offset >= off })
	if i < len(m.vars) && m.vars[i].rng.Contains(off) {
		return &m.vars[i]
	}
	return nil
}

// loopAt returns the loop whose keyword holds off.
func (m *semModel) loopAt(off int) *loopInfo {
	if m == nil {
		return nil
	}
	for i := range m.loops {
		if m.loops[i].rng.Contains(off) {
			return &m.loops[i]
		}
	}
	return nil
}

// constructOf returns the compute construct a directive starts.
func (m *semModel) constructOf(d *analysis.Directive) *constructInfo {
	if m == nil {
		return nil
	}
	for i := range m.constructs {
		if m.constructs[i].start == d.Range.Start.Offset {
			return &m.constructs[i]
		}
	}
	return nil
}

// modelFrom builds the server's view of analysis's semantic model of a
// C file.
func modelFrom(snap *snapshot, am *analysis.Model) *semModel {
	if am == nil {
		return nil
	}
	m := &semModel{}
	for _, c := range am.Constructs {
		if !c.IsCompute() {
			continue
		}
		ci := constructInfo{start: c.Range.Start.Offset}
		for _, a := range c.Implicit {
			if a.Sym == nil {
				continue
			}
			clause := a.Kind.String()
			if a.Kind == analysis.AttrReduction {
				clause = "reduction:" + a.Op
			}
			ci.implicit = append(ci.implicit, implicitData{clause: clause, name: a.VarText(), reason: a.Reason})
		}
		m.constructs = append(m.constructs, ci)
		m.kernels = append(m.kernels, kernelHints(snap, c.KernelsPlan)...)
		for _, r := range c.Refs {
			if r.Sym == nil || !r.Range.Start.IsValid() {
				continue
			}
			a := attrOf(c, r)
			if a == nil {
				continue
			}
			m.vars = append(m.vars, varInfo{
				rng: r.Range, name: r.Sym.Name, attr: attrText(a), explicit: !a.Implicit,
				reason: a.Reason, section: a.Spec, decl: r.Sym.Decl, declFile: r.Sym.DeclFile,
			})
		}
	}
	sort.Slice(m.vars, func(i, j int) bool { return m.vars[i].rng.Start.Offset < m.vars[j].rng.Start.Offset })
	for _, l := range am.Loops {
		if l.Stmt == nil {
			continue
		}
		start := l.Stmt.Span().Start.Offset
		kw := 3 // "for"
		if start+kw > len(snap.file.Text) || string(snap.file.Text[start:start+kw]) != "for" {
			kw = 0
		}
		li := loopInfo{rng: snap.file.Range(start, start+kw), reason: l.Schedule.Reason}
		li.decision, li.section = scheduleDecision(l.Schedule) // hover.go
		m.loops = append(m.loops, li)
	}
	if u := am.Unit; u != nil && !u.Failed {
		m.scopeAt = func(off int) []scopeVar {
			var out []scopeVar
			for _, name := range nearbyNames(snap, off) {
				if sym := u.Lookup(name, off); sym != nil && sym.Kind == cfront.SymVar {
					detail := ""
					if sym.Type != nil {
						detail = sym.Type.String()
					}
					out = append(out, scopeVar{name: name, detail: detail})
				}
			}
			return out
		}
	}
	return m
}

// attrOf finds the attribute a reference's variable has in a compute
// construct: a loop's private or reduction (innermost loop first), then
// the construct's explicit clauses, then its implicit attributes.
func attrOf(c *analysis.Construct, r *analysis.VarRef) *analysis.DataAttr {
	for l := r.Loop; l != nil; l = l.Parent {
		for _, a := range append(append([]*analysis.DataAttr(nil), l.Private...), l.Reductions...) {
			if a.Sym == r.Sym {
				return a
			}
		}
	}
	for _, list := range [][]*analysis.DataAttr{c.Data, c.Implicit} {
		for _, a := range list {
			if a.Sym == r.Sym {
				return a
			}
		}
	}
	return nil
}

func attrText(a *analysis.DataAttr) string {
	if a.Kind == analysis.AttrReduction {
		return "reduction(" + a.Op + ")"
	}
	return a.Kind.String()
}
