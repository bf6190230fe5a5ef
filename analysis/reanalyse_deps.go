package analysis

import (
	"slices"
	"strings"

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

// deviceCalls are, by function, the functions the file defines that it
// calls on the device: in its compute constructs, and anywhere in it when
// it is a routine. Computed once per full analysis.
func (r *Result) deviceCalls() map[string][]string {
	r.inc.mu.Lock()
	defer r.inc.mu.Unlock()
	if r.inc.calls != nil {
		return r.inc.calls
	}
	defined := map[string]bool{}
	for _, g := range r.model.Unit.Funcs {
		defined[g.Name] = true
	}
	calls := map[string][]string{}
	add := func(g *cfront.Func, n cfront.Node) {
		cfront.Inspect(n, func(n cfront.Node) bool {
			if c, ok := n.(*cfront.Call); ok {
				if s := c.Callee(); s != nil && defined[s.Name] && s.Name != g.Name {
					calls[g.Name] = append(calls[g.Name], s.Name)
				}
			}
			return true
		})
	}
	// the functions by their bodies' starts, to find each construct's
	bodies := make([]*cfront.Func, 0, len(r.model.Unit.Funcs))
	for _, g := range r.model.Unit.Funcs {
		if g.Body == nil {
			continue
		}
		if g.Sym != nil && r.model.Routines[g.Sym] != nil {
			add(g, g.Body)
		}
		bodies = append(bodies, g)
	}
	slices.SortFunc(bodies, func(a, b *cfront.Func) int { return a.Body.Range.Start.Offset - b.Body.Range.Start.Offset })
	for _, c := range r.model.Constructs {
		if !c.IsCompute() || c.Body == nil {
			continue
		}
		off := c.Range.Start.Offset
		i, _ := slices.BinarySearchFunc(bodies, off, func(g *cfront.Func, off int) int { return g.Body.Range.Start.Offset - off })
		// the last body starting at or before off
		if i < len(bodies) && bodies[i].Body.Range.Start.Offset == off {
			i++
		}
		if i > 0 && inBody(off, bodies[i-1]) {
			if g := bodies[i-1]; g.Sym == nil || r.model.Routines[g.Sym] == nil {
				add(g, c.Body)
			}
		}
	}
	r.inc.calls = calls
	return calls
}

// inBody reports whether offset off lies in g's body.
func inBody(off int, g *cfront.Func) bool {
	return g.Body.Range.Start.Offset <= off && off < g.Body.Range.End.Offset
}

// keptWith are the functions the slice of an edit in fn keeps whole: the
// functions joined to fn by device calls, either way and transitively,
// and those its new body names (a call it gains). fn is not among them.
// ok is false when they hold more than half of the file's function
// bodies: a full analysis then costs about as much.
func (r *Result) keptWith(fn *editedFunc, body []byte) (kept map[string]bool, ok bool) {
	calls := r.deviceCalls()
	near := map[string][]string{}
	for g, hs := range calls {
		for _, h := range hs {
			near[g] = append(near[g], h)
			near[h] = append(near[h], g)
		}
	}
	defined := r.definedFuncs()
	seen := map[string]bool{fn.name: true}
	todo := []string{fn.name}
	for name := range identifiers(body) {
		if defined[name] && !seen[name] {
			seen[name] = true
			todo = append(todo, name)
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
	delete(seen, fn.name)
	keptBytes, all := 0, 0
	for _, g := range r.model.Unit.Funcs {
		if g.Body == nil {
			continue
		}
		n := g.Body.Range.End.Offset - g.Body.Range.Start.Offset
		all += n
		if seen[g.Name] {
			keptBytes += n
		}
	}
	return seen, 2*keptBytes <= all
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
// them, the device calls), so that the first edit after r does not pay
// for it. A language server calls it off the edit path; Reanalyse
// computes what is missing itself.
func (r *Result) PrepareIncremental() {
	if r == nil || r.inc == nil || r.model == nil || r.model.Unit == nil {
		return
	}
	r.definedFuncs()
	r.namedOutsideFuncs()
	r.deviceCalls()
}
