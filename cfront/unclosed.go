package cfront

import (
	"fmt"

	"github.com/accls/accls/internal/ctext"
	"github.com/accls/accls/source"
)

// A missing '}' makes cc fail at the end of the file (or at the next
// function, read as a nested one), far from the mistake, and its error
// names no item to leave out. The file's layout tells where each function
// ends (splitChunks in layout mode); a function whose braces do not
// balance by then is the one a '}' is missing from.

// leaveUnclosed leaves out the body of each function a '}' is missing
// from, and reports whether there was one. A missing '}' leaves the
// function it is missing from open up to the end of the file, whatever
// follows, so only an item open at the end of the file is split by
// layout: a function that balances its braces keeps its own layout.
func (r *recovery) leaveUnclosed() bool {
	n := len(r.chunks)
	if r.layout || n == 0 || !r.chunks[n-1].unclosed {
		return false
	}
	r.layout = true
	open := r.chunks[n-1]
	chunks := append([]chunk(nil), r.chunks[:n-1]...)
	var unclosed []int
	for _, ch := range splitChunks(r.text[open.start:], true) {
		ch.start += open.start
		ch.end += open.start
		if ch.kind == chunkFunc {
			ch.nameOff += open.start
			ch.bodyStart += open.start
		}
		if ch.unclosed && ch.bodyStart > ch.start {
			unclosed = append(unclosed, len(chunks))
		}
		chunks = append(chunks, ch)
	}
	if len(unclosed) == 0 {
		return false
	}
	r.chunks = chunks
	f := r.u.File
	for _, i := range unclosed {
		ch := chunks[i]
		r.leaveOut(i, ch.bodyStart, "a '}' is missing")
		// Where the '}' is expected: at the '}' in column 1 that ends the
		// function, else where the next item begins.
		at := ch.end
		if ch.end > 0 && f.Text[ch.end-1] == '}' {
			at = ch.end - 1
		}
		open := unclosedBrace(f.Text, ch.bodyStart, ch.end)
		r.u.cError(f.Range(at, tokenEnd(f.Text, at)), fmt.Sprintf("expected '}' at the end of function '%s'", ch.name),
			source.Note{File: f.Name, Range: f.Range(open, open+1), Message: "to match this '{'"},
			source.Note{File: f.Name, Range: f.Range(ch.nameOff, ch.nameOff+len(ch.name)),
				Message: fmt.Sprintf("the body of function '%s' is left out of the OpenACC analysis", ch.name)})
	}
	return true
}

// unclosedBrace returns the '{' of text[from:to] that lacks its '}': the
// first one closed by a '}' indented differently from its own line (that
// '}' belongs to an outer brace), else the innermost one left open.
func unclosedBrace(text []byte, from, to int) int {
	type open struct{ off, indent int }
	var stack []open
	mismatch := -1
	s := ctext.NewScanner(text[:min(to, len(text))], from)
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		if t.Kind != ctext.Punct {
			continue
		}
		switch i := t.Start; {
		case text[i] == '{':
			stack = append(stack, open{i, indentOf(text, i)})
		case text[i] == '}' && len(stack) > 0:
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if mismatch < 0 && firstOnLine(text, i) && indentOf(text, i) != top.indent {
				mismatch = top.off
			}
		}
	}
	switch {
	case mismatch >= 0:
		return mismatch
	case len(stack) > 0:
		return stack[len(stack)-1].off
	}
	return from
}

// indentOf returns the number of blanks that begin the line of off.
func indentOf(text []byte, off int) int {
	start := off
	for start > 0 && text[start-1] != '\n' {
		start--
	}
	n := 0
	for start+n < len(text) && (text[start+n] == ' ' || text[start+n] == '\t') {
		n++
	}
	return n
}

// firstOnLine reports whether only blanks precede off on its line.
func firstOnLine(text []byte, off int) bool {
	for j := off - 1; j >= 0 && text[j] != '\n'; j-- {
		if text[j] != ' ' && text[j] != '\t' {
			return false
		}
	}
	return true
}
