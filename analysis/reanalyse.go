package analysis

import (
	"bytes"
	"context"
	"reflect"
	"sync"

	"github.com/accls/accls/source"
)

// Incremental analysis of an edit inside one function body (issue 16).
//
// A full analysis of a large file costs the C front end's reading of every
// function. When the only change since a previous result is inside one
// function's body, that function's diagnostics come from a slice: the new
// text with every other function body blanked (and the functions nothing
// kept can name blanked whole), each byte kept at its offset, line and
// column. The diagnostics elsewhere are the previous result's, moved by the
// edit. Whenever the outcome could differ from a full analysis, Reanalyse
// declines and the caller runs Check.

// Reanalyse returns the diagnostics Check would return for f, computed
// from prev (a result of Check, not of Reanalyse, with its options) when
// the only difference between prev's text and f lies inside one function
// body. ok is false when it cannot tell them so: the caller runs Check.
// The Result holds the file and the diagnostics; its Directives and Model
// are nil (a slice's model holds one function).
func Reanalyse(ctx context.Context, prev *Result, f *source.File) (res *Result, ok bool) {
	if prev == nil || prev.inc == nil || prev.file.Name != f.Name || !prev.shape().usable {
		return nil, false
	}
	if bytes.Equal(prev.file.Text, f.Text) {
		return prev, true
	}
	e, fn, ok := bodyEdit(prev, f)
	if !ok || !prev.incrementalAllowed(fn, e, f) {
		return nil, false
	}
	if fn, ok = prev.withKept(fn, e, f); !ok {
		return nil, false
	}
	type before struct {
		slice *sliceRun
		lim   *limitParts
	}
	old := make(chan before, 1)
	go func() { old <- before{prev.oldSlice(ctx, fn), prev.limits()} }()
	cur := runSlice(ctx, prev, fn, e, f)
	b := <-old
	if cur == nil || b.slice == nil || b.lim == nil {
		return nil, false
	}
	diags, ok := merge(prev, fn, e, f, b.slice, cur, b.lim)
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
	core   *checked
	loaded bool // read back from disk (Load)
	mu     sync.Mutex
	slices map[string]*sliceRun // by the body's '{' and the functions kept (sliceID); guarded by mu
	shape  once[*incShape]      // reanalyse_shape.go
	lim    once[*limitParts]
	joins  once[map[string][]string] // deviceJoins
	blanks once[[]*funcBlank]        // funcBlanks
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

// oldSlice is the analysis of prev's own text sliced around fn, computed
// once per function: the edits typed in one function reuse it.
func (r *Result) oldSlice(ctx context.Context, fn *editedFunc) *sliceRun {
	r.inc.mu.Lock()
	s, ok := r.inc.slices[fn.sliceID()]
	r.inc.mu.Unlock()
	if ok {
		return s
	}
	s = runSlice(ctx, r, fn, textEdit{}, r.file)
	if s != nil && ctx.Err() == nil {
		r.inc.mu.Lock()
		if r.inc.slices == nil {
			r.inc.slices = map[string]*sliceRun{}
		}
		r.inc.slices[fn.sliceID()] = s
		r.inc.mu.Unlock()
	}
	return s
}

// limits are the translator's limits of r's whole model, computed once.
func (r *Result) limits() *limitParts {
	return r.inc.lim.get(func() *limitParts { return limitsOf(r.file, r.inc.core) })
}

// merge joins the slice's diagnostics inside the edited function with
// prev's elsewhere, moved by the edit, then adds the translator's limits
// as Check would (limits_hook.go: none after an error, the model's
// limits before the translator's). It declines when anything outside the
// function depends on its body: the slices of the old and the new text
// must agree outside it, and prev's diagnostics outside it must not point
// into it.
func merge(prev *Result, fn *editedFunc, e textEdit, f *source.File, old, cur *sliceRun, lim *limitParts) ([]source.Diagnostic, bool) {
	oldIn, newIn := funcSpan(fn, textEdit{}), funcSpan(fn, e)
	sh := shifter{e: e, f: f, name: f.Name, fn: oldIn, lines: lineSpan(prev.file, oldIn)}
	// join is the new text's list of one kind: the slice's inside fn,
	// prev's elsewhere; ok is false when the slices disagree outside fn.
	join := func(oldSlice, curSlice, whole []source.Diagnostic) ([]source.Diagnostic, bool) {
		in, curOut := split(curSlice, sh, newIn)
		_, oldOut := split(oldSlice, sh, oldIn)
		moved, ok := sh.moveAll(oldOut)
		if !ok || !sameDiagnostics(moved, curOut) {
			return nil, false
		}
		_, kept := split(whole, sh, oldIn)
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

// split parts ds into those inside the span in of the main file and the
// others.
func split(ds []source.Diagnostic, sh shifter, in span) (inside, outside []source.Diagnostic) {
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

// funcSpan is fn's range in offsets of the text after e (from its
// declaration specifiers to its '}').
func funcSpan(fn *editedFunc, e textEdit) span {
	return span{fn.start, fn.end + e.delta()}
}

// lineSpan is the lines of s in f.
func lineSpan(f *source.File, s span) span {
	return span{f.Pos(s.start).Line, f.Pos(s.end).Line}
}

// span is a half-open range of offsets (or, in lineSpan, a closed range
// of lines).
type span struct{ start, end int }

func (s span) holds(off int) bool { return s.start <= off && off < s.end }
