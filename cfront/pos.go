package cfront

import (
	"bytes"

	"modernc.org/cc/v4"

	"github.com/accls/accls/internal/ctext"
	"github.com/accls/accls/source"
)

// posMap turns cc tokens into ranges of the main file. A token that comes
// from a macro expansion carries the offset of the macro's name at the
// place of use, so its range is the invocation (name and, for a
// function-like macro, its parenthesized arguments).
type posMap struct {
	file *source.File
	name string // the main file's name as cc reports it
}

// start returns the offset of t in the main file.
func (m *posMap) start(t cc.Token) (int, bool) {
	if t.Ch == 0 && len(t.Src()) == 0 {
		return 0, false
	}
	p := t.Position()
	if p.Filename != m.name || p.Offset < 0 || p.Offset > len(m.file.Text) {
		return 0, false
	}
	return p.Offset, true
}

// end returns the offset just past t in the main file.
func (m *posMap) end(t cc.Token) (int, bool) {
	off, ok := m.start(t)
	if !ok {
		return 0, false
	}
	return m.endAt(t, off), true
}

// endAt returns the offset just past t, which starts at off.
func (m *posMap) endAt(t cc.Token, off int) int {
	text := m.file.Text
	src := t.Src()
	if len(src) > 0 && bytes.HasPrefix(text[off:], src) {
		return off + len(src)
	}
	return macroInvocationEnd(text, off)
}

// tok returns the range of one token. Its position is asked of cc once:
// cc finds the line of an offset anew each time.
func (m *posMap) tok(t cc.Token) source.Range {
	s, ok := m.start(t)
	if !ok {
		return source.Range{}
	}
	return m.file.Range(s, m.endAt(t, s))
}

// toks returns the range from the start of first to the end of last.
func (m *posMap) toks(first, last cc.Token) source.Range {
	return join(m.tok(first), m.tok(last))
}

// join returns the smallest range covering a and b; a zero range is
// ignored.
func join(a, b source.Range) source.Range {
	if !a.Start.IsValid() {
		return b
	}
	if !b.Start.IsValid() {
		return a
	}
	r := a
	if b.Start.Offset < r.Start.Offset {
		r.Start = b.Start
	}
	if b.End.Offset > r.End.Offset {
		r.End = b.End
	}
	return r
}

// macroInvocationEnd returns the end of the macro invocation whose name
// starts at off: the identifier and, when a '(' follows, the balanced
// argument list.
func macroInvocationEnd(text []byte, off int) int {
	s := ctext.NewScanner(text, off)
	name := s.Next()
	if name.Kind != ctext.Ident || name.Start != off {
		return off + 1
	}
	if p := s.Next(); p.Kind != ctext.Punct || text[p.Start] != '(' {
		return name.End
	}
	if end, closed := s.Group(); closed {
		return end
	}
	return name.End
}
