package lsp

import (
	"math/rand"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	protocol "github.com/tliron/glsp/protocol_3_16"
)

// fuzzEditor makes random edits of a document the way a person typing in
// an editor would, deterministic per seed: characters and whole lines
// inserted and deleted inside pragmas, in clause arguments and in C code,
// garbage pasted, and the whole text put back (undo). It keeps the
// client's copy of the text and converts byte offsets to LSP positions
// itself, independently of the server's conversion (position.go).
type fuzzEditor struct {
	r    *rand.Rand
	text string
}

// fuzzEdit is one replacement of [start, end) of the text before it.
type fuzzEdit struct {
	start, end int
	insert     string
}

// fuzzGarbage is what pasting and typing insert: the punctuation of
// clauses, continuation lines, comments, non-ASCII text (é is two UTF-8
// bytes and one UTF-16 unit; 😀 is four bytes and a surrogate pair), CRLF,
// clause and directive names, and numbers too large for any type.
var fuzzGarbage = []string{
	"(", ")", ",", ":", "[", "]", "*", ";", "{", "}", " ", "\t", "0", "1", "n", "x",
	"\"", "'", "/*", "*/", "//", "#", "\\\n", "\n", "\r\n", "é", "😀", "-1",
	"gang", "vector", "worker", "seq", "copy(", "present(", "reduction(+:", "reduction(max:s)",
	"collapse(2)", "tile(2,*)", "async", "wait(1)", "a[0:n]", "[0:", "99999999999999999999",
	"#pragma acc ", "#pragma acc parallel loop ", "#pragma acc end ", "private(", "if(", "default(none)",
}

// Where an edit lands.
const (
	inPragma = iota
	inClauseArg
	inCode
	anywhere
)

// offset picks a byte offset of the given kind (any offset when the text
// has none of that kind), at a character boundary and never between the
// "\r" and "\n" of a line end, where the LSP has no position.
func (e *fuzzEditor) offset(kind int) int {
	var cands []int
	lineStart := 0
	for _, line := range strings.SplitAfter(e.text, "\n") {
		pragma := strings.Contains(line, "#pragma acc")
		depth := 0
		for i := 0; i < len(line); i++ {
			switch line[i] {
			case '(':
				depth++
			case ')':
				depth--
			}
			ok := kind == anywhere ||
				kind == inPragma && pragma ||
				kind == inClauseArg && pragma && depth > 0 ||
				kind == inCode && !pragma
			if ok {
				cands = append(cands, lineStart+i)
			}
		}
		lineStart += len(line)
	}
	off := len(e.text)
	if len(cands) > 0 {
		off = cands[e.r.Intn(len(cands))]
	} else if len(e.text) > 0 {
		off = e.r.Intn(len(e.text) + 1)
	}
	return e.boundary(off)
}

// boundary moves off back to the start of its character and out of a
// "\r\n" pair.
func (e *fuzzEditor) boundary(off int) int {
	for off > 0 && off < len(e.text) && !utf8.RuneStart(e.text[off]) {
		off--
	}
	if off > 0 && off < len(e.text) && e.text[off-1] == '\r' && e.text[off] == '\n' {
		off--
	}
	return off
}

func (e *fuzzEditor) garbage(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(fuzzGarbage[e.r.Intn(len(fuzzGarbage))])
	}
	return b.String()
}

// lineAround returns the bounds of the line holding off, its "\n"
// included.
func (e *fuzzEditor) lineAround(off int) (int, int) {
	start := strings.LastIndexByte(e.text[:off], '\n') + 1
	end := strings.IndexByte(e.text[off:], '\n')
	if end < 0 {
		return start, len(e.text)
	}
	return start, off + end + 1
}

// next picks one random edit (not an undo); apply makes it.
func (e *fuzzEditor) next() fuzzEdit {
	kind := e.r.Intn(4)
	off := e.offset(kind)
	var ed fuzzEdit
	switch e.r.Intn(6) {
	case 0, 1: // type a few characters
		ed = fuzzEdit{off, off, e.garbage(1 + e.r.Intn(2))}
	case 2: // delete a few characters
		end := e.boundary(min(len(e.text), off+1+e.r.Intn(6)))
		ed = fuzzEdit{off, max(end, off), ""}
	case 3: // delete a whole line
		s, t := e.lineAround(off)
		ed = fuzzEdit{s, t, ""}
	case 4: // duplicate a line elsewhere, or insert a line of garbage
		s, t := e.lineAround(e.offset(e.r.Intn(4)))
		line := e.text[s:t]
		if e.r.Intn(2) == 0 || !strings.HasSuffix(line, "\n") {
			line = e.garbage(1+e.r.Intn(5)) + "\n"
		}
		at, _ := e.lineAround(off)
		ed = fuzzEdit{at, at, line}
	default: // paste a longer run of garbage
		ed = fuzzEdit{off, off, e.garbage(3 + e.r.Intn(10))}
	}
	return ed
}

func (e *fuzzEditor) apply(ed fuzzEdit) {
	e.text = e.text[:ed.start] + ed.insert + e.text[ed.end:]
}

// position converts a byte offset of the text to an LSP position: lines
// split at "\n", characters in UTF-16 units.
func (e *fuzzEditor) position(off int) protocol.Position {
	ls := strings.LastIndexByte(e.text[:off], '\n') + 1
	line := strings.Count(e.text[:ls], "\n")
	return protocol.Position{Line: protocol.UInteger(line), Character: protocol.UInteger(len(utf16.Encode([]rune(e.text[ls:off]))))}
}

// change is the incremental content change for an edit, its range
// computed on the text before it (call before apply).
func (e *fuzzEditor) change(ed fuzzEdit) protocol.TextDocumentContentChangeEvent {
	return protocol.TextDocumentContentChangeEvent{
		Range: &protocol.Range{Start: e.position(ed.start), End: e.position(ed.end)},
		Text:  ed.insert,
	}
}

// lineLengths returns the UTF-16 length of every line (without its line
// end), to check that positions in responses lie in the document.
func lineLengths(text string) []int {
	lines := strings.Split(text, "\n")
	out := make([]int, len(lines))
	for i, l := range lines {
		l = strings.TrimSuffix(l, "\r")
		out[i] = len(utf16.Encode([]rune(l)))
	}
	return out
}
