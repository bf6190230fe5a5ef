package cfront

import "github.com/accls/accls/internal/ctext"

// The file's top-level items, found lexically so that an item cc cannot
// read can be blanked out and the rest translated again (see degrade.go).

type chunkKind uint8

const (
	chunkPreproc chunkKind = iota + 1 // a preprocessing directive line
	chunkDecl                         // a declaration ending in ';'
	chunkFunc                         // a function definition
)

type chunk struct {
	kind       chunkKind
	start, end int
	name       string // the function's name for chunkFunc
	nameOff    int
	bodyStart  int // the offset of a function body's '{' (chunkFunc)
	// unclosed is set on a function the file ends in, and in layout mode
	// on one whose braces do not balance before its layout says it ends
	// (a missing '}').
	unclosed bool
}

// splitChunks splits text into top-level items. It knows comments,
// literals, preprocessing lines and bracket nesting, which is all it takes
// to find where a declaration or a function body ends.
//
// In layout mode it also trusts the file's layout where the braces do not
// balance, as a reader would: inside a function body, a '}' in column 1
// ends the function and a line that starts with a name in column 1 (not a
// label) begins the next item. Only a file cc cannot read is split so,
// to find the function a brace is missing from.
func splitChunks(text []byte, layout bool) []chunk {
	var out []chunk
	n := len(text)
	i := 0
	lineStart := true // only blanks since the last newline
	cur := chunk{start: -1}
	depth := 0
	lastSig := byte(0) // the last significant character at depth 0
	lastIdent, lastIdentOff := "", 0
	name, nameOff := "", 0
	funcBody := false
	bodyStart := 0
	begin := func(at int) {
		if cur.start < 0 {
			cur = chunk{start: at, kind: chunkDecl}
			depth, lastSig, name, funcBody = 0, 0, "", false
		}
	}
	finish := func(at int, kind chunkKind) {
		cur.end, cur.kind = at, kind
		if kind == chunkFunc {
			cur.name, cur.nameOff, cur.bodyStart = name, nameOff, bodyStart
		}
		out = append(out, cur)
		cur = chunk{start: -1}
		depth, funcBody = 0, false
	}
	for i < n {
		c := text[i]
		if layout && funcBody && depth > 0 && (i == 0 || text[i-1] == '\n') {
			switch {
			case c == '}' && depth > 1:
				cur.unclosed = true
				depth = 1 // the '}' below ends the function
			case isIdentByte(c) && !labelAt(text, i):
				cur.unclosed = true
				finish(i, chunkFunc)
				continue
			}
		}
		switch {
		case c == '\n':
			lineStart = true
			i++
			continue
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			i++
			continue
		case c == '/' && i+1 < n && text[i+1] == '/':
			i = ctext.LineCommentEnd(text, i)
			continue
		case c == '/' && i+1 < n && text[i+1] == '*':
			i = ctext.BlockCommentEnd(text, i)
			continue
		case c == '#' && lineStart && cur.start < 0:
			start := i
			i = ctext.LineEnd(text, i)
			out = append(out, chunk{kind: chunkPreproc, start: start, end: i})
			continue
		case c == '#' && lineStart:
			// A directive inside an item (#ifdef in a function body) stays
			// part of it.
			i = ctext.LineEnd(text, i)
			continue
		}
		lineStart = false
		begin(i)
		switch {
		case c == '"' || c == '\'':
			i = ctext.QuotedEnd(text, i)
			lastSig = c
			continue
		case isIdentByte(c):
			j := i
			for j < n && isIdentByte(text[j]) {
				j++
			}
			if depth == 0 {
				lastIdent, lastIdentOff = string(text[i:j]), i
			}
			i = j
			lastSig = 'a'
			continue
		case c == '(' || c == '[':
			if c == '(' && depth == 0 && name == "" {
				name, nameOff = lastIdent, lastIdentOff
			}
			depth++
		case c == ')' || c == ']':
			if depth > 0 {
				depth--
			}
			if depth == 0 {
				lastSig = ')'
				i++
				continue
			}
		case c == '{':
			if depth == 0 && lastSig == ')' {
				funcBody, bodyStart = true, i
			}
			depth++
		case c == '}' && depth == 0 && i == cur.start:
			// A stray '}' is an item of its own, so that leaving it out
			// loses nothing else.
			finish(i+1, chunkDecl)
			i++
			continue
		case c == '}':
			if depth > 0 {
				depth--
			}
			if depth == 0 && funcBody {
				finish(i+1, chunkFunc)
				i++
				continue
			}
		case c == ';':
			if depth == 0 {
				finish(i+1, chunkDecl)
				i++
				continue
			}
		}
		if depth == 0 {
			lastSig = c
		}
		i++
	}
	if cur.start >= 0 {
		if funcBody {
			// The file ends inside a function body.
			cur.unclosed = true
			finish(n, chunkFunc)
		} else {
			finish(n, chunkDecl)
		}
	}
	return out
}

// labelAt reports whether a label ("name:", not "name::") starts at i.
func labelAt(text []byte, i int) bool {
	j := i
	for j < len(text) && isIdentByte(text[j]) {
		j++
	}
	for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	return j < len(text) && text[j] == ':' && (j+1 >= len(text) || text[j+1] != ':')
}

// chunkAt returns the index of the chunk containing off, or -1.
func chunkAt(chunks []chunk, off int) int {
	for i, c := range chunks {
		if c.start <= off && off < c.end {
			return i
		}
	}
	// An error just past an item (a missing ';') belongs to it.
	for i := len(chunks) - 1; i >= 0; i-- {
		if chunks[i].end <= off {
			return i
		}
	}
	return -1
}

// blank replaces text[start:end] with spaces, keeping newlines so that
// every offset, line and column stays where it was.
func blank(text []byte, start, end int) {
	for i := start; i < end && i < len(text); i++ {
		if text[i] != '\n' {
			text[i] = ' '
		}
	}
}
