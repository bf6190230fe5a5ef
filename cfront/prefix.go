package cfront

import (
	"bytes"

	"github.com/accls/accls/internal/ctext"
)

// The directive prefix of a file: the lines before its first declaration
// that are only #include, #define, #undef and conditional directives,
// comments and blank lines. Its preprocessed result (the headers'
// declarations and the macros in force after it) is what the header
// prelude caches (prelude.go).

// directiveLine is one preprocessing line of the prefix.
type directiveLine struct {
	start, end int // from its first byte to its newline (splices included)
	verb       string
}

// directivePrefix returns the end of text's directive prefix (0 when there
// is none worth caching) and its directive lines. The prefix ends at the
// first line after its last #include where the #if nesting is back at
// zero; it stops at any other directive (#pragma, #line, #error) or text,
// and is empty when it names what the flattened prelude cannot reproduce
// (preludeUnsafeWords). The #define lines after the last #include stay
// in the file as they are.
func directivePrefix(text []byte) (int, []directiveLine) {
	end, depth, pending := 0, 0, false
	var lines, kept []directiveLine
	s := ctext.NewScanner(text, 0)
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		if t.Kind != ctext.Directive {
			return prefixResult(text, end, kept)
		}
		verb := directiveVerb(s.Text(t))
		switch verb {
		case "include":
			if malformedInclude(string(s.Text(t))) != "" {
				// cc's parser can loop after one (includes.go); the
				// recovery leaves it out of the file.
				return prefixResult(text, end, kept)
			}
			pending = true
		case "define", "undef", "":
		case "if", "ifdef", "ifndef":
			depth++
		case "elif", "else":
			if depth == 0 {
				return prefixResult(text, end, kept)
			}
		case "endif":
			if depth == 0 {
				return prefixResult(text, end, kept)
			}
			depth--
		default:
			return prefixResult(text, end, kept)
		}
		lines = append(lines, directiveLine{start: t.Start, end: t.End, verb: verb})
		if depth == 0 && pending {
			// The prefix takes the line's newline with it.
			end, kept, pending = afterNewline(text, t.End), lines, false
		}
	}
	return prefixResult(text, end, kept)
}

// afterNewline returns the offset past the newline at i (a CR before it
// included), or len(text) where the text ends there.
func afterNewline(text []byte, i int) int {
	if i < len(text) && text[i] == '\r' {
		i++
	}
	if i < len(text) && text[i] == '\n' {
		return i + 1
	}
	return len(text)
}

func prefixResult(text []byte, end int, lines []directiveLine) (int, []directiveLine) {
	if end == 0 || unsafePrefix(text[:end]) {
		return 0, nil
	}
	return end, lines
}

// preludeUnsafeWords are names whose meaning depends on where the prefix
// is read (the line, the file, the include depth, a running counter) or
// that change the preprocessor's state beyond its macro table (a macro
// stack): a prefix naming one is read by cc every time.
var preludeUnsafeWords = []string{"__LINE__", "__FILE__", "__BASE_FILE__", "__COUNTER__", "__INCLUDE_LEVEL__",
	"__TIMESTAMP__", "__DATE__", "__TIME__", "_Pragma", "push_macro", "pop_macro", "include_next"}

func unsafePrefix(b []byte) bool {
	for _, w := range preludeUnsafeWords {
		if bytes.Contains(b, []byte(w)) {
			return true
		}
	}
	return false
}

// directiveVerb returns the directive's name: the identifier after '#'
// (blanks, comments and splices skipped), "" for a null directive, "?"
// for "# 12 file" and other non-directives.
func directiveVerb(line []byte) string {
	s := ctext.NewScanner(line, 1)
	switch t := s.Next(); {
	case t.Kind == ctext.EOF:
		return ""
	case t.Kind == ctext.Ident && !(line[t.Start] >= '0' && line[t.Start] <= '9'):
		return string(s.Text(t))
	}
	return "?"
}

// directiveText returns the prefix's directive lines, one a line: what
// the prelude is built from and keyed by (comments and blank lines
// between them do not matter to it).
func directiveText(text []byte, lines []directiveLine) []byte {
	var b []byte
	for _, l := range lines {
		b = append(b, text[l.start:l.end]...)
		b = append(b, '\n')
	}
	return b
}

// blankPrefix returns text with its first end bytes blanked to spaces
// (newlines kept, so offsets, lines and columns stay), except the
// directive lines numbered in keep.
func blankPrefix(text []byte, end int, lines []directiveLine, keep []int) []byte {
	out := append([]byte(nil), text...)
	from := 0
	for _, k := range keep {
		blank(out, from, lines[k].start)
		from = lines[k].end
	}
	blank(out, from, end)
	return out
}
