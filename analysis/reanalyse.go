package analysis

import (
	"bytes"
	"context"
	"reflect"
	"sync"

	"github.com/accls/accls/source"
)

// Incremental analysis of edits inside function bodies (issue 16).
//
// A full analysis of a large file costs the C front end's reading of every
// function. When the only changes since a previous result are inside
// function bodies, those functions' diagnostics come from a slice: the
// new text with every other function body blanked (and the functions
// nothing kept can name blanked whole), each byte kept at its offset,
// line and column. The diagnostics elsewhere are the previous result's,
// moved by the edits. Whenever the outcome could differ from a full
// analysis, Reanalyse declines and the caller runs Check.

// Reanalyse returns the diagnostics Check would return for f, computed
// from prev (a result of Check, not of Reanalyse, with its options) when
// the only differences between prev's text and f lie inside function
// bodies (one, or a few: reanalyse_cost.go). ok is false when it cannot
// tell them so: the caller runs Check. The Result holds the file and the
// diagnostics; its Directives and Model are nil (a slice's model holds
// only the edited functions and those they keep).
func Reanalyse(ctx context.Context, prev *Result, f *source.File) (res *Result, ok bool) {
	if prev == nil || prev.inc == nil || prev.file.Name != f.Name || !prev.shape().usable {
		return nil, false
	}
	if bytes.Equal(prev.file.Text, f.Text) {
		return prev, true
	}
	ed, ok := prev.findBodyEdits(f)
	if !ok || !prev.incrementalAllowed(ed, f.Text) {
		return nil, false
	}
	if ed, ok = prev.withKept(ed, f.Text); !ok {
		return nil, false
	}
	type before struct {
		slice *sliceRun
		lim   *limitParts
	}
	old := make(chan before, 1)
	go func() { old <- before{prev.oldSlice(ctx, ed.old()), prev.limits()} }()
	cur := runSlice(ctx, prev, ed, f)
	b := <-old
	if cur == nil || b.slice == nil || b.lim == nil {
		return nil, false
	}
	diags, ok := merge(prev, ed, f, b.slice, cur, b.lim)
	if !ok {
		return nil, false
	}
	return &Result{file: f, mode: prev.mode, diags: diags}, true
}

// incState is what a full Check keeps for Reanalyse: its analysis before
// the translator's limits, and what Reanalyse computed of it, by function.
type incState struct {
	// core is the analysis before the limits; a result read back from
	// disk keeps only its options and diagnostics (reanalyse_saved.go).
	core    *checked
	loaded  bool // read back from disk (Load)
	mu      sync.Mutex
	slices  map[string]*sliceRun // by the bodies' '{' and the functions kept (sliceID); guarded by mu
	shape   once[*incShape]      // reanalyse_shape.go
	ordered once[[]*editedFunc]  // bodiesInOrder
	lim     once[*limitParts]
	joins   once[map[string][]string] // deviceJoins
	blanks  once[[]*funcBlank]        // funcBlanks
	// defined are the names of the functions the file defines; named the
	// identifiers written outside function definitions.
	defined, named once[map[string]bool]
}

// once is a value computed on first use, at most once, unless it was
// given before (a result read back from disk is given what it saved).
type once[T any] struct {
	o sync.Once
	v T
}

func (c *once[T]) get(compute func() T) T {
	c.o.Do(func() { c.v = compute() })
	return c.v
}

func (c *once[T]) set(v T) { c.o.Do(func() { c.v = v }) }

// oldSlice is the analysis of prev's own text sliced around ed's
// functions (ed has no edits), computed once per set of functions: the
// edits typed in them reuse it.
func (r *Result) oldSlice(ctx context.Context, ed *bodyEdits) *sliceRun {
	id := ed.sliceID()
	r.inc.mu.Lock()
	s, ok := r.inc.slices[id]
	r.inc.mu.Unlock()
	if ok {
		return s
	}
	s = runSlice(ctx, r, ed, r.file)
	if s != nil && ctx.Err() == nil {
		r.inc.mu.Lock()
		if r.inc.slices == nil {
			r.inc.slices = map[string]*sliceRun{}
		}
		r.inc.slices[id] = s
		r.inc.mu.Unlock()
	}
	return s
}

// limits are the translator's limits of r's whole model, computed once.
func (r *Result) limits() *limitParts {
	return r.inc.lim.get(func() *limitParts { return limitsOf(r.file, r.inc.core) })
}

// merge joins the slice's diagnostics inside the edited functions with
// prev's elsewhere, moved by the edits, then adds the translator's limits
// as Check would (limits_hook.go: none after an error, the model's
// limits before the translator's). It declines when anything outside the
// functions depends on their bodies: the slices of the old and the new
// text must agree outside them, and prev's diagnostics outside them must
// not point into them.
func merge(prev *Result, ed *bodyEdits, f *source.File, old, cur *sliceRun, lim *limitParts) ([]source.Diagnostic, bool) {
	oldIn, newIn := ed.old().spans(), ed.spans()
	sh := newShifter(ed, prev.file, f)
	// join is the new text's list of one kind: the slice's inside the
	// edited functions, prev's elsewhere; ok is false when the slices
	// disagree outside them, or when the old slice does not tell what
	// prev tells inside them (a diagnostic there that comes from
	// elsewhere: the front end's "expected '}'" of a body left open
	// before an edited function is reported where that function
	// begins, and its slice blanks the open body).
	join := func(oldSlice, curSlice, whole []source.Diagnostic) ([]source.Diagnostic, bool) {
		in, curOut := split(curSlice, sh, newIn)
		oldInside, oldOut := split(oldSlice, sh, oldIn)
		moved, ok := sh.moveAll(oldOut)
		if !ok || !sameDiagnostics(moved, curOut) {
			return nil, false
		}
		wholeInside, kept := split(whole, sh, oldIn)
		if !sameDiagnostics(oldInside, wholeInside) {
			return nil, false
		}
		kept, ok = sh.moveAll(kept)
		return append(in, kept...), ok
	}
	out, ok := join(old.core, cur.core, prev.inc.core.diags)
	if !ok {
		return nil, false
	}
	if !prev.inc.core.opts.NoUnsupported && !source.HasErrors(out) {
		lims, ok := join(old.lim.model, cur.lim.model, lim.model)
		if ok && len(lims) == 0 {
			if !old.lim.transKnown || !cur.lim.transKnown || !lim.transKnown {
				return nil, false
			}
			lims, ok = join(old.lim.trans, cur.lim.trans, lim.trans)
		}
		if !ok {
			return nil, false
		}
		out = append(out, lims...)
	}
	source.Sort(out)
	return out, true
}

// split parts ds into those inside one of the spans in of the main file
// and the others.
func split(ds []source.Diagnostic, sh shifter, in spans) (inside, outside []source.Diagnostic) {
	for _, d := range ds {
		if sh.inside(d, in) {
			inside = append(inside, d)
		} else {
			outside = append(outside, d)
		}
	}
	return inside, outside
}

// sameDiagnostics compares two lists in the order Check sorts them.
func sameDiagnostics(a, b []source.Diagnostic) bool {
	if len(a) == 0 && len(b) == 0 {
		return true
	}
	source.Sort(a)
	source.Sort(b)
	return reflect.DeepEqual(a, b)
}

// span is a half-open range of offsets (or, in lineSpan, a closed range
// of lines).
type span struct{ start, end int }

func (s span) holds(off int) bool { return s.start <= off && off < s.end }

// spans are disjoint spans in order.
type spans []span

func (ss spans) holds(off int) bool {
	for _, s := range ss {
		if s.holds(off) {
			return true
		}
	}
	return false
}

// overlaps reports whether [start, end) meets one of ss.
func (ss spans) overlaps(start, end int) bool {
	for _, s := range ss {
		if start < s.end && s.start < end {
			return true
		}
	}
	return false
}
