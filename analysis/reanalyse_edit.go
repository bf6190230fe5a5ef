package analysis

import (
	"bytes"
	"fmt"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/internal/ctext"
	"github.com/accls/accls/source"
)

// textEdit is where two texts differ: [start, oldEnd) of the old text
// became [start, newEnd) of the new one; lineDelta is the change in the
// number of lines. The zero textEdit is no change.
type textEdit struct {
	start, oldEnd, newEnd int
	lineDelta             int
}

func (e textEdit) delta() int { return e.newEnd - e.oldEnd }

// moved maps an offset of the old text that is not inside the edit.
func (e textEdit) moved(off int) int {
	if off >= e.oldEnd && e != (textEdit{}) {
		return off + e.delta()
	}
	return off
}

// bodyEdit finds the one function of prev whose body holds the whole
// difference between prev's text and f, with its braces untouched and its
// new body still one balanced block.
func bodyEdit(prev *Result, f *source.File) (textEdit, *editedFunc, bool) {
	a, b := prev.file.Text, f.Text
	p := source.CommonPrefix(a, b)
	sfx := source.CommonSuffix(a[p:], b[p:])
	e := textEdit{start: p, oldEnd: len(a) - sfx, newEnd: len(b) - sfx}
	e.lineDelta = bytes.Count(b[p:e.newEnd], []byte{'\n'}) - bytes.Count(a[p:e.oldEnd], []byte{'\n'})
	for _, fn := range prev.editableFuncs() {
		if !(fn.open < e.start && e.oldEnd <= fn.end-1) {
			continue
		}
		if !balancedBlock(b[fn.open : fn.end+e.delta()]) {
			return e, nil, false
		}
		return e, fn, true
	}
	return e, nil, false
}

// editedFunc is a function definition of the old text: its name, whether
// the front end declared it, and the offsets of its start, its body's '{'
// and just past its '}'.
type editedFunc struct {
	name        string
	hasSym      bool
	start, open int
	end         int
	// kept are the other functions its slices keep whole
	// (reanalyse_deps.go).
	kept map[string]bool
}

// sliceID names fn's slices of one text: its body's '{' and what they keep.
func (fn *editedFunc) sliceID() string {
	return fmt.Sprintf("%d:%s", fn.open, keptKey(fn.kept))
}

// withKept is fn with the functions its slices keep for the edit e
// giving f; ok is false when they are too many.
func (r *Result) withKept(fn *editedFunc, e textEdit, f *source.File) (*editedFunc, bool) {
	kept, ok := r.keptWith(fn, f.Text[fn.open:fn.end+e.delta()])
	if !ok {
		return nil, false
	}
	k := *fn
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

// balancedBlock reports whether text, from its '{' to its '}', is one block:
// its brackets of every kind pair up and close only at the end, with
// literals closed. It reads the tokens the C front end's recovery reads
// when it splits a file it cannot read into items by its brackets
// (cfront/chunks.go): a stray ')' in a body makes it split the file
// otherwise than the slice. (A comment left open swallows the final '}'.)
func balancedBlock(text []byte) bool {
	var open []byte // the closers expected, innermost last
	s := ctext.NewScanner(text, 0)
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		switch {
		case t.Kind == ctext.Literal:
			if t.End-t.Start < 2 || text[t.End-1] != text[t.Start] {
				return false
			}
		case t.Kind != ctext.Punct:
		case text[t.Start] == '{' || text[t.Start] == '(' || text[t.Start] == '[':
			open = append(open, map[byte]byte{'{': '}', '(': ')', '[': ']'}[text[t.Start]])
		case text[t.Start] == '}' || text[t.Start] == ')' || text[t.Start] == ']':
			if len(open) == 0 || open[len(open)-1] != text[t.Start] {
				return false
			}
			open = open[:len(open)-1]
			if len(open) == 0 && t.End != len(text) {
				return false
			}
		}
	}
	return len(open) == 0
}

// incrementalAllowed reports whether fn's edit can be analysed in a slice:
// the edit changes no preprocessing line but pragmas (a macro
// defined in a body reaches the functions after it), no other body holds
// a routine directive (blanked, it would leave the slice), and no
// __LINE__ sees the lines move.
func (r *Result) incrementalAllowed(fn *editedFunc, e textEdit, f *source.File) bool {
	if !fn.hasSym {
		return false
	}
	if preprocessingLines(r.file.Text, fn.open, e.start, e.oldEnd) || preprocessingLines(f.Text, fn.open, e.start, e.newEnd) {
		return false
	}
	if e.lineDelta != 0 && bytes.Contains(f.Text, []byte("__LINE__")) {
		return false
	}
	sh := r.shape()
	for _, at := range sh.routines {
		for _, g := range sh.funcs {
			if g.hasBody && g.bodyStart != fn.open && g.bodyStart < at && at < g.bodyEnd {
				return false
			}
		}
	}
	return true
}

// preprocessingLines reports whether the lines holding [start, end) of
// text have a preprocessing directive other than #pragma, or end in a
// line splice (which joins the next line to them). The directives are
// the scanner's, read from from (the body's '{', before the edit): a
// line that continues one, or one a comment begins, is one too.
func preprocessingLines(text []byte, from, start, end int) bool {
	ls := bytes.LastIndexByte(text[:start], '\n') + 1
	le := len(text)
	if i := bytes.IndexByte(text[end:], '\n'); i >= 0 {
		le = end + i
	}
	for _, line := range bytes.Split(text[ls:le], []byte{'\n'}) {
		// a blank after the backslash too: GCC splices there
		if bytes.HasSuffix(bytes.TrimRight(line, " \t\r"), []byte{'\\'}) {
			return true
		}
	}
	s := ctext.NewScanner(text[:le], from)
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		if t.Kind == ctext.Directive && t.End >= ls && !isPragmaLine(text[t.Start:t.End]) {
			return true
		}
	}
	return false
}
