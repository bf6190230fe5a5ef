package analysis

import (
	"fmt"
	"strings"

	"github.com/accls/accls/cfront"
)

// textEdit is the change of one function body: [start, oldEnd) of the
// old text became [newStart, newEnd) of the new one; lineDelta is the
// change in the number of lines.
type textEdit struct {
	start, oldEnd    int
	newStart, newEnd int
	lineDelta        int
}

func (e textEdit) delta() int { return (e.newEnd - e.newStart) - (e.oldEnd - e.start) }

// bodyEdits are the changes between an old and a new text, each inside
// the body of one function of the old text, in the order of the text (an
// edit in one function is the case of one), and the other functions the
// slices of the edit keep whole (reanalyse_deps.go).
type bodyEdits struct {
	funcs []*editedFunc
	// edits[i] lies inside funcs[i]'s body; none: no change (the old
	// text's slice around the same functions, old).
	edits []textEdit
	kept  map[string]bool
}

// old is b's functions in the old text, unchanged.
func (b *bodyEdits) old() *bodyEdits { return &bodyEdits{funcs: b.funcs, kept: b.kept} }

// moved maps an offset of the old text that is not inside an edit.
func (b *bodyEdits) moved(off int) int {
	d := 0
	for _, e := range b.edits {
		if off < e.oldEnd {
			break
		}
		d += e.delta()
	}
	return off + d
}

// edited reports whether the function whose body's '{' is at open (in
// the old text) is one of b's.
func (b *bodyEdits) edited(open int) bool {
	for _, fn := range b.funcs {
		if fn.open == open {
			return true
		}
	}
	return false
}

// spans are the edited functions' ranges (from their declaration
// specifiers to their '}') in the new text.
func (b *bodyEdits) spans() spans {
	out := make(spans, len(b.funcs))
	for i, fn := range b.funcs {
		out[i] = span{b.moved(fn.start), b.moved(fn.end)}
	}
	return out
}

// linesMove reports whether an edit changes the number of lines.
func (b *bodyEdits) linesMove() bool {
	for _, e := range b.edits {
		if e.lineDelta != 0 {
			return true
		}
	}
	return false
}

// sliceID names b's slices of the new text: its bodies' '{' there and
// what they keep (of the old text, old().sliceID(), in the cache of old
// slices).
func (b *bodyEdits) sliceID() string {
	opens := make([]string, len(b.funcs))
	for i, fn := range b.funcs {
		opens[i] = fmt.Sprint(b.moved(fn.open))
	}
	return strings.Join(opens, ",") + ":" + keptKey(b.kept)
}

func (b *bodyEdits) String() string {
	var s strings.Builder
	for i, fn := range b.funcs {
		if i < len(b.edits) {
			fmt.Fprintf(&s, "%s %+v; ", fn.name, b.edits[i])
		}
	}
	return s.String()
}

// editedFunc is a function definition of the old text: its name, whether
// the front end declared it, and the offsets of its start, its body's '{'
// and just past its '}'.
type editedFunc struct {
	name        string
	hasSym      bool
	start, open int
	end         int
}

// withKept is b with the functions its slices keep for the new text
// text; ok is false when they are too many.
func (r *Result) withKept(b *bodyEdits, text []byte) (*bodyEdits, bool) {
	sp := b.spans()
	bodies := make([][]byte, len(b.funcs))
	for i, fn := range b.funcs {
		bodies[i] = text[b.moved(fn.open):sp[i].end]
	}
	kept, ok := r.keptWith(b.funcs, bodies)
	if !ok {
		return nil, false
	}
	k := *b
	k.kept = kept
	return &k, true
}

// editableFuncs are prev's function definitions: those the front end
// read, and those whose body it left out (a C error in it), declared by
// what precedes the body.
func (r *Result) editableFuncs() []*editedFunc { return r.shape().editable }

// skippedEditable is the definition whose body s the front end left out,
// declared by the file-scope declaration just before the body.
func skippedEditable(u *cfront.Unit, s cfront.Skipped) []*editedFunc {
	var out []*editedFunc
	open := s.Range.Start.Offset
	for _, td := range u.TopDecls {
		if td.Range.End.Offset != open+1 || td.Range.Start.Offset >= open {
			continue
		}
		// Lookup, not Globals: the language server's requests may
		// convert header names into Globals meanwhile.
		if sym := u.Lookup(s.Func, td.Range.Start.Offset); sym != nil {
			out = append(out, &editedFunc{name: s.Func, hasSym: true, start: td.Range.Start.Offset, open: open, end: s.Range.End.Offset})
		}
	}
	return out
}
