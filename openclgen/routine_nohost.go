package openclgen

import (
	"fmt"
	"sort"
	"strings"

	"github.com/accls/accls/analysis/model"
)

// The nohost clause (OpenACC 3.3 §2.15.1): "tells the compiler not to
// compile a version of this procedure for the host". The host file leaves
// the function's definition out (a comment stands in its place); its
// device copy is emitted as for any routine. Every compute construct has
// a host path in accls (if(false), self, acc_device_host: the original
// statement runs on the local thread), and a nohost function has no host
// copy to call there, so a call of one anywhere but in another nohost
// routine is an error (the program would not link), which the analysis
// reports (nohost-host-call, analysis/sem_rules_nohost.go): device code
// reaches a nohost function through the bind clause of a routine that
// has a host version (#pragma acc routine(f) vector bind(f_dev), f_dev
// nohost), the §2.15.1 idiom for device-specific code.

// nohostCut is a part of the file the host file leaves out: a nohost
// function's definition, with the routine directive right before it.
type nohostCut struct {
	start, end, endLine int
	name                string
}

// nohostCuts are the nohost definitions inside [start, end).
func (g *gen) nohostCuts(start, end int) []nohostCut {
	var cuts []nohostCut
	for fn := range g.M.Routines {
		if fn.Def == nil || !g.M.IsNohost(fn) {
			continue
		}
		r := fn.Def.Range
		cut := nohostCut{start: r.Start.Offset, end: r.End.Offset, endLine: r.End.Line, name: fn.Name}
		for _, c := range g.M.Constructs {
			if c.Kind == model.KindRoutine && c.Range.Start.Offset < cut.start && c.Range.End.Offset > cut.start {
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
// definitions (ok false when it holds none).
func (g *gen) rewriteNohost(start, end int) (string, bool) {
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
