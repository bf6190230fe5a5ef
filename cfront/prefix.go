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
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == '\n' || c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			i++
			if depth == 0 && c == '\n' && pending {
				end, kept, pending = i, lines, false
			}
			continue
		case c == '/' && i+1 < len(text) && text[i+1] == '/':
			i = ctext.LineCommentEnd(text, i)
			continue
		case c == '/' && i+1 < len(text) && text[i+1] == '*':
			i = ctext.BlockCommentEnd(text, i)
			continue
		case c == '\\' && ctext.SpliceAt(text, i) > 0:
			i += ctext.SpliceAt(text, i)
			continue
		case c != '#':
			return prefixResult(text, end, kept)
		}
		e := ctext.LineEnd(text, i)
		verb := directiveVerb(text[i+1 : e])
		switch verb {
		case "include":
			if malformedInclude(string(text[i:e])) != "" {
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
		lines = append(lines, directiveLine{start: i, end: e, verb: verb})
		i = e
	}
	if depth == 0 && pending {
		end, kept = len(text), lines
	}
	return prefixResult(text, end, kept)
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
// (spaces, comments and splices skipped).
func directiveVerb(line []byte) string {
	i := 0
	for i < len(line) {
		switch {
		case line[i] == ' ' || line[i] == '\t':
			i++
		case ctext.SpliceAt(line, i) > 0:
			i += ctext.SpliceAt(line, i)
		case line[i] == '/' && i+1 < len(line) && line[i+1] == '*':
			i = ctext.BlockCommentEnd(line, i)
		default:
			j := i
			for j < len(line) && ctext.IsIdentByte(line[j]) {
				j++
			}
			if j == i && !(line[i] == '/' && i+1 < len(line) && line[i+1] == '/') {
				return "?" // "# 12 file" and other non-directives
			}
			return string(line[i:j])
		}
	}
	return ""
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
