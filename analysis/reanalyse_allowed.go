package analysis

import (
	"bytes"

	"github.com/accls/accls/internal/ctext"
)

// incrementalAllowed reports whether b's edits can be analysed in a
// slice: no edit changes a preprocessing line but pragmas (a macro
// defined in a body reaches the functions after it), no body but the
// edited ones holds a routine directive (blanked, it would leave the
// slice), and no __LINE__ sees the lines move.
func (r *Result) incrementalAllowed(b *bodyEdits, newText []byte) bool {
	for i, fn := range b.funcs {
		e := b.edits[i]
		if !fn.hasSym || preprocessingLines(r.file.Text, fn.open, e.start, e.oldEnd) ||
			preprocessingLines(newText, b.moved(fn.open), e.newStart, e.newEnd) {
			return false
		}
	}
	if b.linesMove() && bytes.Contains(newText, []byte("__LINE__")) {
		return false
	}
	sh := r.shape()
	for _, at := range sh.routines {
		for _, g := range sh.funcs {
			if g.hasBody && !b.edited(g.bodyStart) && g.bodyStart < at && at < g.bodyEnd {
				return false
			}
		}
	}
	return true
}

// preprocessingLines reports whether the lines holding [start, end) of
// text have a preprocessing directive other than #pragma, or end in a
// line splice (which joins the next line to them). The directives are
// the scanner's, read from from (the body's '{'): a line that continues
// one, or one a comment begins, is one too.
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
