package ctext

// Kind is the kind of a Token.
type Kind uint8

const (
	EOF       Kind = iota
	Directive      // a preprocessing line: '#' first on its logical line, up to LineEnd
	Ident          // a run of IsIdentByte (an identifier, a keyword or a number)
	Literal        // a string or character literal (QuotedEnd)
	Punct          // any other byte, one at a time
)

// Token is one thing a Scanner read: its kind and its extent in the
// source. LineStart is set when only trivia stand before it on its
// logical line (a line splice does not begin a line; a comment spanning
// lines does not either).
type Token struct {
	Kind       Kind
	Start, End int
	LineStart  bool
}

// Scanner reads C text as the lexical scans of the front end need it:
// blanks, newlines, line splices and comments (trivia) are stepped over,
// and the rest comes as tokens. It is a value: copying it saves its
// place, so a caller can look ahead and go back.
type Scanner struct {
	src       []byte
	pos       int
	lineStart bool
}

// NewScanner returns a Scanner reading src from pos; pos begins a line
// when it is 0 or follows a newline that is not spliced.
func NewScanner(src []byte, pos int) Scanner {
	start := pos == 0 || pos <= len(src) && src[pos-1] == '\n' && !SplicedNewline(src, pos-1)
	return Scanner{src: src, pos: pos, lineStart: start}
}

// Text returns the source of t.
func (s *Scanner) Text(t Token) []byte {
	return s.src[t.Start:t.End]
}

// Pos returns where the scanner reads next.
func (s *Scanner) Pos() int {
	return s.pos
}

// Next returns the next token after the trivia at the scanner's place,
// or a Token of kind EOF at the end of the source.
func (s *Scanner) Next() Token {
	s.pos = s.skipTrivia(s.pos)
	t := Token{Kind: EOF, Start: s.pos, End: s.pos, LineStart: s.lineStart}
	if s.pos >= len(s.src) {
		return t
	}
	switch c := s.src[s.pos]; {
	case c == '#' && s.lineStart:
		t.Kind, t.End = Directive, LineEnd(s.src, s.pos)
	case c == '"' || c == '\'':
		t.Kind, t.End = Literal, QuotedEnd(s.src, s.pos)
	case IsIdentByte(c):
		t.Kind, t.End = Ident, identEnd(s.src, s.pos)
	default:
		t.Kind, t.End = Punct, s.pos+1
	}
	s.pos, s.lineStart = t.End, false
	return t
}

// Group reads on to the ')' that closes the '(' just read, and returns
// the offset past it; closed is false when the source ends first.
// Literals and comments inside are stepped over.
func (s *Scanner) Group() (end int, closed bool) {
	return s.Bracket('(', ')')
}

// Bracket is Group for any pair of brackets: it reads on to the close
// that pairs with the open just read, counting only those two.
func (s *Scanner) Bracket(open, close byte) (end int, closed bool) {
	depth := 1
	for t := s.Next(); t.Kind != EOF; t = s.Next() {
		if t.Kind != Punct {
			continue
		}
		switch s.src[t.Start] {
		case open:
			depth++
		case close:
			if depth--; depth == 0 {
				return t.End, true
			}
		}
	}
	return s.pos, false
}

// skipTrivia returns the offset of the first byte at or after i that is
// not trivia, noting the newlines that begin a line.
func (s *Scanner) skipTrivia(i int) int {
	for i < len(s.src) {
		switch c := s.src[i]; {
		case c == '\n':
			s.lineStart = true
			i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			i++
		case SpliceAt(s.src, i) > 0:
			i += SpliceAt(s.src, i)
		case CommentEnd(s.src, i) > i:
			i = CommentEnd(s.src, i)
		default:
			return i
		}
	}
	return i
}

// identEnd returns the end of the run of identifier bytes at i; a line
// splice inside it does not end it.
func identEnd(src []byte, i int) int {
	for i < len(src) {
		switch {
		case IsIdentByte(src[i]):
			i++
		case SpliceAt(src, i) > 0:
			j := SkipSplices(src, i)
			if j == len(src) || !IsIdentByte(src[j]) {
				return i
			}
			i = j
		default:
			return i
		}
	}
	return i
}

// Spelling returns the text of a token without its line splices: the
// name an identifier split across lines has (C11 §5.1.1.2 phase 2).
func Spelling(b []byte) string {
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		if n := SpliceAt(b, i); n > 0 {
			i += n - 1
			continue
		}
		out = append(out, b[i])
	}
	return string(out)
}
