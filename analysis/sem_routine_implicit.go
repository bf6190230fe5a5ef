package analysis

import (
	"slices"

	"github.com/accls/accls/cfront"
)

// OpenACC 3.3 §2.15.1: a procedure without a routine directive that a
// compute region (or a routine) calls, and whose definition is in the
// compilation unit, gets an implicit routine directive: seq, since nothing
// says otherwise; and so, recursively, do the procedures it calls. The
// implicit directive is the model's like any other, so check, the editor
// and compile see the same routine.

// implicitRoutines adds the implicit seq routines to the model.
func (a *analyzer) implicitRoutines() {
	var work []*cfront.Symbol
	visit := func(body cfront.Node) {
		for _, x := range a.bodyFactsOf(body).calls {
			fn := x.Callee()
			if fn == nil || a.m.Routines[fn] != nil || fn.Def == nil || fn.Def.Body == nil || deviceBuiltin(fn) {
				continue
			}
			a.m.Routines[fn] = &Routine{Sym: fn, Level: Seq, Implicit: true, CalledAt: x.Fun.Span()}
			work = append(work, fn)
		}
	}
	for _, c := range a.m.Constructs {
		if c.IsCompute() && c.Body != nil {
			visit(c.Body)
		}
	}
	var explicit []*cfront.Symbol
	for sym, r := range a.m.Routines {
		if !r.Implicit && sym.Def != nil && sym.Def.Body != nil {
			explicit = append(explicit, sym)
		}
	}
	// in source order: the first call found names the routine's reason
	slices.SortFunc(explicit, func(x, y *cfront.Symbol) int { return x.Def.Range.Start.Offset - y.Def.Range.Start.Offset })
	work = append(work, explicit...)
	for len(work) > 0 {
		fn := work[len(work)-1]
		work = work[:len(work)-1]
		visit(fn.Def.Body)
	}
}
