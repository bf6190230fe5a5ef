package grammar

import (
	"fmt"
	"io"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// A hand-written lexer for directive text, one pass and linear in the
// input. participle's regexp-based lexer re-runs each rule on the rest of
// the input for every token, which is quadratic on a long pragma line
// (found by FuzzParse).
//
// C: '%' is the remainder operator (Mod). Type keywords and names ending
// in _t are TypeWord, so "(size_t)n" reads as a cast while "(n)-1" stays
// a subtraction. Fortran: case-insensitive names, dot-operators and
// logical literals (FDotOp), '%' for components (FMember), ** and //, kind
// suffixes on numbers (1.0d0, 2_8, 1.5_dp), doubled quotes in strings.

const (
	tokWhitespace lexer.TokenType = iota + 1
	tokString
	tokChar
	tokNumber
	tokTypeWord
	tokIdent
	tokFDotOp
	tokFMember
	tokMod
	tokPunct
)

var tokenSymbols = map[string]lexer.TokenType{
	"EOF":        lexer.EOF,
	"Whitespace": tokWhitespace,
	"String":     tokString,
	"Char":       tokChar,
	"Number":     tokNumber,
	"TypeWord":   tokTypeWord,
	"Ident":      tokIdent,
	"FDotOp":     tokFDotOp,
	"FMember":    tokFMember,
	"Mod":        tokMod,
	"Punct":      tokPunct,
}

var cTypeWords = map[string]bool{
	"void": true, "char": true, "short": true, "int": true, "long": true, "float": true,
	"double": true, "signed": true, "unsigned": true, "_Bool": true, "bool": true,
	"_Complex": true, "const": true, "volatile": true, "restrict": true, "struct": true,
	"union": true, "enum": true,
}

var fortranDotOps = map[string]bool{
	".and.": true, ".or.": true, ".not.": true, ".eqv.": true, ".neqv.": true, ".eq.": true,
	".ne.": true, ".lt.": true, ".le.": true, ".gt.": true, ".ge.": true, ".true.": true, ".false.": true,
}

var (
	cPuncts       = []string{"->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||"}
	fortranPuncts = []string{"**", "//", "/=", "<=", ">=", "==", "=>"}
)

const singlePuncts = "-+*/&|^~!<>=?:,.()[]{};#@\\`"

type dirLexerDef struct{ lang Lang }

var (
	cLexer       lexer.Definition = dirLexerDef{LangC}
	fortranLexer lexer.Definition = dirLexerDef{LangFortran}
)

func (d dirLexerDef) Symbols() map[string]lexer.TokenType { return tokenSymbols }

func (d dirLexerDef) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return &dirLexer{lang: d.lang, src: string(b), filename: filename}, nil
}

// LexString lets participle skip the io.Reader round trip.
func (d dirLexerDef) LexString(filename, s string) (lexer.Lexer, error) {
	return &dirLexer{lang: d.lang, src: s, filename: filename}, nil
}

type dirLexer struct {
	lang     Lang
	src      string
	filename string
	off      int
}

func (l *dirLexer) pos(off int) lexer.Position {
	// Directive text has its line breaks blanked: one line.
	return lexer.Position{Filename: l.filename, Offset: off, Line: 1, Column: off + 1}
}

func (l *dirLexer) Next() (lexer.Token, error) {
	s, i := l.src, l.off
	if i >= len(s) {
		return lexer.Token{Type: lexer.EOF, Pos: l.pos(i)}, nil
	}
	typ, n := l.scan(i)
	if n == 0 {
		return lexer.Token{}, &lexer.Error{Msg: fmt.Sprintf("unexpected character %q", s[i:i+1]), Pos: l.pos(i)}
	}
	l.off = i + n
	return lexer.Token{Type: typ, Value: s[i : i+n], Pos: l.pos(i)}, nil
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'
}

func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_' }

// scan returns the type and length of the token at i, or length 0.
func (l *dirLexer) scan(i int) (lexer.TokenType, int) {
	s := l.src
	c := s[i]
	switch {
	case isSpace(c):
		j := i
		for j < len(s) && isSpace(s[j]) {
			j++
		}
		return tokWhitespace, j - i
	case c == '"' || c == '\'':
		return l.quoted(i)
	case isDigit(c) || c == '.' && i+1 < len(s) && isDigit(s[i+1]):
		if l.lang == LangFortran {
			return tokNumber, fortranNumber(s, i)
		}
		return tokNumber, cNumber(s, i)
	case isLetter(c) || c == '$' && l.lang == LangC:
		j := i + 1
		for j < len(s) && (isLetter(s[j]) || isDigit(s[j]) || s[j] == '$') {
			j++
		}
		w := s[i:j]
		if l.lang == LangC && (cTypeWords[w] || strings.HasSuffix(w, "_t") && !strings.Contains(w, "$")) {
			return tokTypeWord, j - i
		}
		return tokIdent, j - i
	case c == '%':
		if l.lang == LangFortran {
			return tokFMember, 1
		}
		return tokMod, 1
	case c == '.' && l.lang == LangFortran:
		j := i + 1
		for j < len(s) && isLetter(s[j]) && s[j] != '_' {
			j++
		}
		if j < len(s) && s[j] == '.' && fortranDotOps[strings.ToLower(s[i:j+1])] {
			return tokFDotOp, j + 1 - i
		}
	}
	puncts := cPuncts
	if l.lang == LangFortran {
		puncts = fortranPuncts
	}
	for _, p := range puncts {
		if strings.HasPrefix(s[i:], p) {
			return tokPunct, len(p)
		}
	}
	if strings.IndexByte(singlePuncts, c) >= 0 {
		return tokPunct, 1
	}
	return 0, 0
}

// quoted scans a string or character literal; an unterminated one runs to
// the end of the text (the parser then reports it).
func (l *dirLexer) quoted(i int) (lexer.TokenType, int) {
	s, q := l.src, l.src[i]
	typ := tokString
	if q == '\'' && l.lang == LangC {
		typ = tokChar
	}
	for j := i + 1; j < len(s); j++ {
		switch {
		case s[j] == '\\' && l.lang == LangC:
			j++
		case s[j] == q && l.lang == LangFortran && j+1 < len(s) && s[j+1] == q:
			j++ // doubled quote
		case s[j] == q:
			return typ, j + 1 - i
		}
	}
	return typ, len(s) - i
}

func digits(s string, j int, ok func(byte) bool) int {
	for j < len(s) && ok(s[j]) {
		j++
	}
	return j
}

func isHex(c byte) bool { return isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

// exponent scans [eE...][+-]digits at j if present.
func exponent(s string, j int, letters string) int {
	if j < len(s) && strings.IndexByte(letters, s[j]) >= 0 {
		k := j + 1
		if k < len(s) && (s[k] == '+' || s[k] == '-') {
			k++
		}
		if k < len(s) && isDigit(s[k]) {
			return digits(s, k, isDigit)
		}
	}
	return j
}

func cNumber(s string, i int) int {
	j := i
	if strings.HasPrefix(s[i:], "0x") || strings.HasPrefix(s[i:], "0X") {
		j = digits(s, i+2, isHex)
		if j < len(s) && s[j] == '.' {
			j = digits(s, j+1, isHex)
		}
		j = exponent(s, j, "pP")
	} else {
		j = digits(s, j, isDigit)
		if j < len(s) && s[j] == '.' {
			j = digits(s, j+1, isDigit)
		}
		j = exponent(s, j, "eE")
	}
	return digits(s, j, func(c byte) bool { return strings.IndexByte("uUlLfF", c) >= 0 }) - i
}

// fortranNumber has no "1." form: it would eat the dot of "1.eq.n".
func fortranNumber(s string, i int) int {
	j := digits(s, i, isDigit)
	if j < len(s) && s[j] == '.' && j+1 < len(s) && isDigit(s[j+1]) {
		j = digits(s, j+1, isDigit)
		j = exponent(s, j, "eEdD")
	} else if e := exponent(s, j, "eEdD"); e > j {
		j = e
	} else if j < len(s) && s[j] == '.' && j > i {
		if e := exponent(s, j+1, "eEdD"); e > j+1 {
			j = e
		}
	}
	if j+1 < len(s) && s[j] == '_' && (isLetter(s[j+1]) || isDigit(s[j+1])) {
		j = digits(s, j+1, func(c byte) bool { return isLetter(c) || isDigit(c) })
	}
	return j - i
}
