package openclgen

import (
	"fmt"
	"sort"
	"strings"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// The nohost clause (OpenACC 3.3 §2.15.1): "tells the compiler not to
// compile a version of this procedure for the host". The host file leaves
// the function's definition out (a comment stands in its place); its
// device copy is emitted as for any routine. Every compute construct has
// a host path in accls (if(false), self, acc_device_host: the original
// statement runs on the local thread), and a nohost function has no host
// copy to call there, so a call of one anywhere but in another nohost
// routine is an error (the program would not link): device code reaches
// a nohost function through the bind clause of a routine that has a host
// version (#pragma acc routine(f) vector bind(f_dev), f_dev nohost), the
// §2.15.1 idiom for device-specific code.

// CodeNohostCall is the error for a call of a nohost routine where a host
// copy would be needed.
const CodeNohostCall = "nohost-host-call"

func init() {
	source.RegisterCodes(source.CodeInfo{
		Code:     CodeNohostCall,
		Severity: source.Error,
		Title:    "A nohost routine is called where it needs a host copy",
		Help:     "A routine with the nohost clause is compiled for the device only, and accls leaves its definition out of the host code. Every compute construct also has a host path (if(false), self, ACC_DEVICE_TYPE=host), which would call it on the host, so call it only from other nohost routines, or give device code access to it through the bind clause of a routine that has a host version: #pragma acc routine(f) vector bind(f_dev).",
		Section:  "2.15.1",
	})
}

// isNohost reports a function whose routine directive has nohost.
func (g *gen) isNohost(fn *cfront.Symbol) bool {
	r := g.m.Routines[fn]
	return r != nil && routineClause(r, "nohost") != nil
}

// nohostCut is a part of the file the host file leaves out: a nohost
// function's definition, with the routine directive right before it.
type nohostCut struct {
	start, end, endLine int
	name                string
}

// nohostCuts are the nohost definitions inside [start, end).
func (g *gen) nohostCuts(start, end int) []nohostCut {
	var cuts []nohostCut
	for fn := range g.m.Routines {
		if fn.Def == nil || !g.isNohost(fn) {
			continue
		}
		r := fn.Def.Range
		cut := nohostCut{start: r.Start.Offset, end: r.End.Offset, endLine: r.End.Line, name: fn.Name}
		for _, c := range g.m.Constructs {
			if c.Kind == analysis.KindRoutine && c.Range.Start.Offset < cut.start && c.Range.End.Offset > cut.start {
				cut.start = c.Range.Start.Offset
			}
		}
		if cut.start >= start && cut.end <= end {
			cuts = append(cuts, cut)
		}
	}
	sort.Slice(cuts, func(i, j int) bool { return cuts[i].start < cuts[j].start })
	return cuts
}

// rewriteNohost is rewrite for a part of the file that holds nohost
// definitions (ok false when it holds none); for the whole file it first
// checks the calls of nohost routines.
func (g *gen) rewriteNohost(start, end int) (string, bool) {
	if start == 0 && end == len(g.f.Text) {
		g.checkNohostCalls()
	}
	cuts := g.nohostCuts(start, end)
	if len(cuts) == 0 {
		return "", false
	}
	var b strings.Builder
	pos := start
	for _, c := range cuts {
		b.WriteString(g.rewrite(pos, c.start))
		fmt.Fprintf(&b, "/* '%s' is nohost: compiled for the device only (OpenACC 3.3 §2.15.1) */\n#line %d %s\n", c.name, c.endLine, cQuote(g.f.Name))
		pos = c.end
	}
	b.WriteString(g.rewrite(pos, end))
	return b.String(), true
}

// checkNohostCalls reports the calls of nohost routines outside nohost
// routines: each would need the host copy nohost leaves out.
func (g *gen) checkNohostCalls() {
	for _, f := range g.m.Unit.Funcs {
		if f.Body == nil || g.isNohost(f.Sym) {
			continue
		}
		cfront.Inspect(f.Body, func(n cfront.Node) bool {
			x, ok := n.(*cfront.Call)
			if !ok || x.Callee() == nil || !g.isNohost(x.Callee()) {
				return true
			}
			name := x.Callee().Name
			var where string
			if c := g.computeAt(x.Range.Start.Offset); c != nil {
				where = fmt.Sprintf("this call is in the '%s' construct at line %d, whose host path (if(false), self, acc_device_host) runs it on the host; call it from device code through a routine with a host version and bind(%s)", c.Name(), c.DirRange.Start.Line, name)
			} else if g.m.Routines[f.Sym] != nil {
				where = fmt.Sprintf("'%s' calls it and is compiled for the host too (a caller of a nohost routine needs nohost as well)", f.Name)
			} else {
				where = "this call is host code"
			}
			g.diags = append(g.diags, source.Diagnostic{File: g.f.Name, Range: x.Fun.Span(), Severity: source.Error, Code: CodeNohostCall,
				Message: fmt.Sprintf("'%s' has the nohost clause, so it has no host copy; %s", name, where)})
			return true
		})
	}
}

// computeAt is the outermost compute construct holding offset off.
func (g *gen) computeAt(off int) *analysis.Construct {
	for _, c := range g.m.Constructs {
		if c.IsCompute() && c.Range.Start.Offset <= off && off < c.Range.End.Offset {
			return c
		}
	}
	return nil
}
