package analysis

import (
	"bytes"
	"slices"

	"github.com/accls/accls/internal/ctext"
	"github.com/accls/accls/source"
)

// Where two texts differ, as edits inside function bodies (issue 16). A
// find-and-replace, a multi-cursor edit or a `git pull` changes several
// functions at once: the difference is split at prev's function bodies,
// each body's change its own edit, and every byte outside the bodies must
// be the same in both texts, moved by the length changes of the bodies
// before it.

// findBodyEdits splits the difference between prev's text and f's into
// edits each inside one function body of prev, with its braces untouched
// and its new body one balanced block; ok is false when anything outside
// those bodies differs, or nothing does.
//
// It walks prev's bodies in order from the first byte that differs,
// comparing the text before each body with the new text's at the same
// place moved by the edits so far; a body that differs ends in the new
// text where its '{' closes (the one place where it can be one balanced
// block).
func (r *Result) findBodyEdits(f *source.File) (*bodyEdits, bool) {
	a, b := r.file.Text, f.Text
	p := source.CommonPrefix(a, b)
	changedEnd := len(a) - source.CommonSuffix(a[p:], b[p:])
	out := &bodyEdits{}
	at, shift := 0, 0 // a[at:] is b[at+shift:] up to the next body
	for _, fn := range r.bodiesInOrder() {
		if fn.end <= p {
			at = fn.end // unchanged, before any change
			continue
		}
		if fn.open >= changedEnd {
			break
		}
		open := fn.open + shift
		if open > len(b) || !bytes.Equal(a[at:fn.open], b[at+shift:open]) {
			return nil, false
		}
		oldBody := a[fn.open:fn.end]
		end := open + len(oldBody)
		if end > len(b) || !bytes.Equal(oldBody, b[open:end]) {
			var ok bool
			if end, ok = blockEnd(b, open); !ok {
				return nil, false
			}
			e, ok := bodyDiff(fn, open, oldBody, b[open:end])
			if !ok {
				return nil, false
			}
			out.funcs, out.edits = append(out.funcs, fn), append(out.edits, e)
		}
		at, shift = fn.end, end-fn.end
	}
	if at+shift > len(b) || !bytes.Equal(a[at:], b[at+shift:]) || len(out.edits) == 0 {
		return nil, false
	}
	return out, true
}

// bodiesInOrder are prev's editable functions in the order of their
// bodies, one per body: a body inside another's, or met again, is left
// out (the first of prev's list stays, as an edit took it before).
func (r *Result) bodiesInOrder() []*editedFunc {
	return r.inc.ordered.get(func() []*editedFunc {
		fns := slices.Clone(r.editableFuncs())
		slices.SortStableFunc(fns, func(x, y *editedFunc) int { return x.open - y.open })
		var out []*editedFunc
		for _, fn := range fns {
			if len(out) == 0 || fn.open >= out[len(out)-1].end {
				out = append(out, fn)
			}
		}
		return out
	})
}

// bodyDiff is the edit of fn's body oldBody into newBody (at open in the
// new text): the bytes between their common prefix and suffix, which
// must leave both braces.
func bodyDiff(fn *editedFunc, open int, oldBody, newBody []byte) (textEdit, bool) {
	if !balancedBlock(newBody) {
		return textEdit{}, false
	}
	pre := source.CommonPrefix(oldBody, newBody)
	suf := source.CommonSuffix(oldBody[pre:], newBody[pre:])
	e := textEdit{start: fn.open + pre, oldEnd: fn.end - suf, newStart: open + pre, newEnd: open + len(newBody) - suf}
	if pre < 1 || suf < 1 {
		return e, false
	}
	e.lineDelta = bytes.Count(newBody[pre:len(newBody)-suf], []byte{'\n'}) - bytes.Count(oldBody[pre:len(oldBody)-suf], []byte{'\n'})
	return e, true
}

// blockEnd is the offset just past the '}' that closes the '{' at open
// in text, when the brackets between pair up; ok is false when they do
// not, or the text ends first.
func blockEnd(text []byte, open int) (end int, ok bool) {
	if open >= len(text) || text[open] != '{' {
		return 0, false
	}
	var want []byte // the closers expected, innermost last
	s := ctext.NewScanner(text, open)
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		if t.Kind != ctext.Punct {
			continue
		}
		switch c := text[t.Start]; c {
		case '{', '(', '[':
			want = append(want, closer[c])
		case '}', ')', ']':
			if len(want) == 0 || want[len(want)-1] != c {
				return 0, false
			}
			if want = want[:len(want)-1]; len(want) == 0 {
				return t.End, true
			}
		}
	}
	return 0, false
}

var closer = map[byte]byte{'{': '}', '(': ')', '[': ']'}

// balancedBlock reports whether text, from its '{' to its '}', is one block:
// its brackets of every kind pair up and close only at the end, with
// literals closed. It reads the tokens the C front end's recovery reads
// when it splits a file it cannot read into items by its brackets
// (cfront/chunks.go): a stray ')' in a body makes it split the file
// otherwise than the slice. (A comment left open swallows the final '}'.)
func balancedBlock(text []byte) bool {
	if end, ok := blockEnd(text, 0); !ok || end != len(text) {
		return false
	}
	s := ctext.NewScanner(text, 0)
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		if t.Kind == ctext.Literal && (t.End-t.Start < 2 || text[t.End-1] != text[t.Start]) {
			return false
		}
	}
	return true
}
