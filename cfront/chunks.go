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
// label) begins the next item; a line a splice continues starts no line. Only a file cc cannot read is split so,
// to find the function a brace is missing from.
func splitChunks(text []byte, layout bool) []chunk {
	sp := &splitter{text: text, cur: chunk{start: -1}}
	s := ctext.NewScanner(text, 0)
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		if layout && sp.funcBody && sp.depth > 0 && t.LineStart && (t.Start == 0 || text[t.Start-1] == '\n') {
			sp.layoutLine(t)
		}
		sp.token(t)
	}
	if sp.cur.start >= 0 {
		if sp.funcBody {
			// The file ends inside a function body.
			sp.cur.unclosed = true
			sp.finish(len(text), chunkFunc)
		} else {
			sp.finish(len(text), chunkDecl)
		}
	}
	return sp.out
}

// splitter is splitChunks's state: the chunks so far and the item being
// read.
type splitter struct {
	text      []byte
	out       []chunk
	cur       chunk
	depth     int  // bracket nesting in cur
	lastSig   byte // the last significant character at depth 0
	lastIdent string
	identOff  int
	name      string // the function's name, once a '(' followed it
	nameOff   int
	funcBody  bool
	bodyStart int
}

func (sp *splitter) begin(at int) {
	if sp.cur.start < 0 {
		sp.cur = chunk{start: at, kind: chunkDecl}
		sp.depth, sp.lastSig, sp.name, sp.funcBody = 0, 0, "", false
	}
}

func (sp *splitter) finish(at int, kind chunkKind) {
	sp.cur.end, sp.cur.kind = at, kind
	if kind == chunkFunc {
		sp.cur.name, sp.cur.nameOff, sp.cur.bodyStart = sp.name, sp.nameOff, sp.bodyStart
	}
	sp.out = append(sp.out, sp.cur)
	sp.cur = chunk{start: -1}
	sp.depth, sp.funcBody = 0, false
}

// layoutLine reads the layout at t, first in its line (column 1) inside
// a function body: a '}' there ends the function, a name there (not a
// label) begins the next item.
func (sp *splitter) layoutLine(t ctext.Token) {
	switch {
	case sp.text[t.Start] == '}' && sp.depth > 1:
		sp.cur.unclosed = true
		sp.depth = 1 // the '}' ends the function
	case t.Kind == ctext.Ident && !labelAt(sp.text, t.Start):
		sp.cur.unclosed = true
		sp.finish(t.Start, chunkFunc)
	}
}

func (sp *splitter) token(t ctext.Token) {
	switch t.Kind {
	case ctext.Directive:
		// A directive inside an item (#ifdef in a function body) stays
		// part of it.
		if sp.cur.start < 0 {
			sp.out = append(sp.out, chunk{kind: chunkPreproc, start: t.Start, end: t.End})
		}
		return
	}
	sp.begin(t.Start)
	switch t.Kind {
	case ctext.Literal:
		sp.lastSig = sp.text[t.Start]
	case ctext.Ident:
		if sp.depth == 0 {
			sp.lastIdent, sp.identOff = string(sp.text[t.Start:t.End]), t.Start
		}
		sp.lastSig = 'a'
	default:
		sp.punct(t.Start)
	}
}

// punct reads the punctuator at i: brackets nest, and a ';' or the '}'
// of a function body ends the item.
func (sp *splitter) punct(i int) {
	switch c := sp.text[i]; {
	case c == '(' || c == '[':
		if c == '(' && sp.depth == 0 && sp.name == "" {
			sp.name, sp.nameOff = sp.lastIdent, sp.identOff
		}
		sp.depth++
	case c == ')' || c == ']':
		if sp.depth > 0 {
			sp.depth--
		}
		if sp.depth == 0 {
			// "int (*f(void))[3] {": a ']' may end a declarator too.
			sp.lastSig = ')'
			return
		}
	case c == '{':
		if sp.depth == 0 && sp.lastSig == ')' {
			sp.funcBody, sp.bodyStart = true, i
		}
		sp.depth++
	case c == '}' && sp.depth == 0 && i == sp.cur.start:
		// A stray '}' is an item of its own, so that leaving it out
		// loses nothing else.
		sp.finish(i+1, chunkDecl)
		return
	case c == '}':
		if sp.depth > 0 {
			sp.depth--
		}
		if sp.depth == 0 && sp.funcBody {
			sp.finish(i+1, chunkFunc)
			return
		}
	case c == ';' && sp.depth == 0:
		sp.finish(i+1, chunkDecl)
		return
	}
	if sp.depth == 0 {
		sp.lastSig = sp.text[i]
	}
}

// labelAt reports whether a label ("name:", not "name::") starts at i.
func labelAt(text []byte, i int) bool {
	s := ctext.NewScanner(text, i)
	s.Next() // the name
	c := s.Next()
	return c.Kind == ctext.Punct && text[c.Start] == ':' && (c.End == len(text) || text[c.End] != ':')
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
