package analysis

import (
	"slices"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
)

// Functions whose analysis reads another's body (issue 16). A routine's
// callers decide its levels and check their loops against them, a
// function called in a compute construct becomes an implicit routine
// (§2.15.1), and the translator copies a routine into its callers'
// kernels: an edit in a function that calls or is called on the device
// can change diagnostics in the others. The slice of such an edit keeps
// them all whole, so that the old and new slices show those changes
// (merge then declines), instead of declining every such edit.

// deviceJoins are, by function, the functions the file defines that it
// calls on the device (in its compute constructs, anywhere in it when it
// is a routine), that call it there, or that its bind clause names or
// that name it in theirs: the call graph of device code, both ways.
// Computed once per full analysis.
func (r *Result) deviceJoins() map[string][]string {
	return r.inc.joins.get(r.computeDeviceJoins)
}

func (r *Result) computeDeviceJoins() map[string][]string {
	defined := r.definedFuncs()
	joins := map[string][]string{}
	add := func(g *cfront.Func, n cfront.Node) {
		cfront.Inspect(n, func(n cfront.Node) bool {
			if c, ok := n.(*cfront.Call); ok {
				if s := c.Callee(); s != nil && defined[s.Name] && s.Name != g.Name {
					joins[g.Name] = append(joins[g.Name], s.Name)
					joins[s.Name] = append(joins[s.Name], g.Name)
				}
			}
			return true
		})
	}
	isRoutine := func(g *cfront.Func) bool { return g.Sym != nil && r.model.Routines[g.Sym] != nil }
	for _, g := range r.model.Unit.Funcs {
		if g.Body != nil && isRoutine(g) {
			add(g, g.Body)
		}
	}
	for _, c := range r.model.Constructs {
		if c.IsCompute() && c.Body != nil && c.Func != nil && !isRoutine(c.Func) {
			add(c.Func, c.Body)
		}
	}
	// A device call of a routine with bind(g) runs g (§2.15.1): the
	// translator reads g's body for it.
	for sym, rt := range r.model.Routines {
		if b := boundName(rt); b != "" && defined[b] && b != sym.Name {
			joins[sym.Name] = append(joins[sym.Name], b)
			joins[b] = append(joins[b], sym.Name)
		}
	}
	return joins
}

// boundName is the function of this file a routine's bind clause names,
// "" without one (or with a string: an OpenCL C built-in).
func boundName(rt *model.Routine) string {
	if rt.Construct == nil || rt.Construct.Resolved.Bind == nil {
		return ""
	}
	if b := rt.Construct.Resolved.Bind; !b.Bad && !b.Quoted {
		return b.Name
	}
	return ""
}

// keptWith are the functions the slices of an edit in fns (whose new
// bodies are bodies) keep whole: the functions joined to them by device
// calls, either way and transitively, and those their new bodies name (a
// call one gains). fns are not among them. ok is false when a slice would
// cost about as much as a full analysis (sliceAffordable).
func (r *Result) keptWith(fns []*editedFunc, bodies [][]byte) (kept map[string]bool, ok bool) {
	near := r.deviceJoins()
	defined := r.definedFuncs()
	seen := map[string]bool{}
	var todo []string
	for _, fn := range fns {
		if !seen[fn.name] {
			seen[fn.name] = true
			todo = append(todo, fn.name)
		}
	}
	for _, body := range bodies {
		for name := range identifiers(body) {
			if defined[name] && !seen[name] {
				seen[name] = true
				todo = append(todo, name)
			}
		}
	}
	for len(todo) > 0 {
		g := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for _, h := range near[g] {
			if !seen[h] {
				seen[h] = true
				todo = append(todo, h)
			}
		}
	}
	for _, fn := range fns {
		delete(seen, fn.name)
	}
	return seen, r.sliceAffordable(fns, seen)
}

// keptKey names a kept set in the cache of old slices.
func keptKey(kept map[string]bool) string {
	names := make([]string, 0, len(kept))
	for k := range kept {
		names = append(names, k)
	}
	slices.Sort(names)
	return strings.Join(names, ",")
}

// PrepareIncremental computes what Reanalyse reads of r once per full
// analysis (the functions the file defines, the names written outside
// them, the device calls, what blanking each function keeps), so that
// the first edit after r does not pay for it. A language server calls it off the edit path; Reanalyse
// computes what is missing itself.
func (r *Result) PrepareIncremental() {
	if r == nil || r.inc == nil || !r.shape().usable {
		return
	}
	r.definedFuncs()
	r.namedOutsideFuncs()
	r.deviceJoins()
	r.funcBlanks()
}
