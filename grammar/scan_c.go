package grammar

import "github.com/accls/accls/internal/ctext"

// chunk is the text of one directive cut out of a file. body has exactly
// the bytes of the file from bodyStart on, except that what is not part of
// the directive's logical text (line continuations, comments, the
// destringizing escapes of _Pragma, Fortran sentinels on continuation
// lines) is blanked to spaces. Offsets in body therefore map 1:1 to file
// offsets, which keeps every range exact without a position table.
type chunk struct {
	form      Form
	start     int // offset of '#', '_Pragma' or the sentinel
	end       int // offset just past the directive
	sentStart int // the sentinel "acc" / "!$acc"
	sentEnd   int
	bodyStart int
	body      []byte
	// macro names the macro whose invocation [start, end) yields the
	// directive (scan_macros.go); [defStart, defEnd) is its #define line.
	// The body may then lie in the definition, not at start.
	macro            string
	defStart, defEnd int
	// opaque is set when the macro builds a directive accls cannot see:
	// why, for an error at the invocation.
	opaque string
}

// scanC finds #pragma acc lines and _Pragma("acc ...") operators in C or
// C++ text. It skips comments, string and character literals, so a pragma
// inside a comment is not one.
func scanC(src []byte) []chunk {
	var out []chunk
	macros := macroTable{}
	lineStart := true // only whitespace since the last newline
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '\n':
			lineStart = true
			i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			i++
		case ctext.SpliceAt(src, i) > 0:
			i += ctext.SpliceAt(src, i)
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			i = ctext.BlockCommentEnd(src, i)
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			i = ctext.LineCommentEnd(src, i)
		case c == '"' || c == '\'':
			i = ctext.QuotedEnd(src, i)
			lineStart = false
		case c == '#' && lineStart:
			end := ctext.LineEnd(src, i)
			if ch, ok := pragmaLine(src, i, end); ok {
				out = append(out, ch)
				i = end
				continue
			}
			// Another preprocessing line: a _Pragma in a #define is a
			// directive where the macro is expanded, not here.
			macros.define(src, i, end)
			i = end
		case c == '_' && ctext.IsWordAt(src, i, "_Pragma"):
			if ch, next, ok := pragmaOperator(src, i); ok {
				out = append(out, ch)
				i = next
			} else {
				i += len("_Pragma")
			}
			lineStart = false
		case ctext.IsIdentByte(c):
			s := i
			for i < len(src) && ctext.IsIdentByte(src[i]) {
				i++
			}
			lineStart = false
			if m := macros[string(src[s:i])]; m != nil {
				if chs, next, ok := m.expand(src, string(src[s:i]), s, i); ok {
					out = append(out, chs...)
					i = next
				}
			}
		default:
			lineStart = false
			i++
		}
	}
	return out
}

// pragmaLine recognizes "# pragma acc" in the line [i, end) and returns
// its chunk with continuations and comments blanked.
func pragmaLine(src []byte, i, end int) (chunk, bool) {
	line := blankC(src[i:end])
	j := 1 // past '#'
	j = skipSpace(line, j)
	if !hasWord(line, j, "pragma") {
		return chunk{}, false
	}
	j = skipSpace(line, j+len("pragma"))
	if !hasWord(line, j, "acc") {
		return chunk{}, false
	}
	sent := j
	j += len("acc")
	return chunk{
		form:      FormPragma,
		start:     i,
		end:       end,
		sentStart: i + sent,
		sentEnd:   i + j,
		bodyStart: i + j,
		body:      line[j:],
	}, true
}

func skipSpace(b []byte, j int) int {
	for j < len(b) && (b[j] == ' ' || b[j] == '\t' || b[j] == '\r' || b[j] == '\n' || b[j] == '\f' || b[j] == '\v') {
		j++
	}
	return j
}

func hasWord(b []byte, j int, w string) bool {
	return j+len(w) <= len(b) && string(b[j:j+len(w)]) == w && (j+len(w) == len(b) || !ctext.IsIdentByte(b[j+len(w)]))
}

// blankC copies a preprocessing line, turning line continuations and
// comments into spaces (C's translation phases 2 and 3) but keeping
// string literals as they are.
func blankC(line []byte) []byte {
	b := make([]byte, len(line))
	copy(b, line)
	for j := 0; j < len(b); j++ {
		switch b[j] {
		case '\\':
			if j+1 < len(b) && b[j+1] == '\n' {
				b[j], b[j+1] = ' ', ' '
				j++
			} else if j+2 < len(b) && b[j+1] == '\r' && b[j+2] == '\n' {
				b[j], b[j+1], b[j+2] = ' ', ' ', ' '
				j += 2
			}
		case '/':
			if j+1 < len(b) && b[j+1] == '*' {
				e := ctext.BlockCommentEnd(b, j)
				for k := j; k < e; k++ {
					b[k] = ' '
				}
				j = e - 1
			} else if j+1 < len(b) && b[j+1] == '/' {
				for k := j; k < len(b); k++ {
					b[k] = ' '
				}
				return b
			}
		case '"', '\'':
			j = ctext.QuotedEnd(b, j) - 1
		case '\r', '\n':
			// Newlines left inside a block comment's span were blanked with
			// it; a stray CR is whitespace.
			b[j] = ' '
		}
	}
	return b
}

// pragmaOperator recognizes _Pragma ( "acc ..." ) at i. The string is
// destringized in place: \" becomes ` "` and \\ becomes ` \`, so offsets
// still map 1:1 to the file.
func pragmaOperator(src []byte, i int) (chunk, int, bool) {
	j := i + len("_Pragma")
	j = skipSpaceComments(src, j)
	if j >= len(src) || src[j] != '(' {
		return chunk{}, 0, false
	}
	j = skipSpaceComments(src, j+1)
	// An encoding prefix (L, u8, u, U) may stand before the string.
	for j < len(src) && (src[j] == 'L' || src[j] == 'u' || src[j] == 'U' || src[j] == '8') {
		j++
	}
	if j >= len(src) || src[j] != '"' {
		return chunk{}, 0, false
	}
	strStart := j + 1
	strEnd := -1
	for k := strStart; k < len(src); k++ {
		if src[k] == '\\' {
			k++
			continue
		}
		if src[k] == '"' {
			strEnd = k
			break
		}
		if src[k] == '\n' {
			break
		}
	}
	if strEnd < 0 {
		return chunk{}, 0, false
	}
	body := make([]byte, strEnd-strStart)
	copy(body, src[strStart:strEnd])
	// Keep the blank outside the destringized literal: \"x\" becomes
	// ` "x" `, not ` "x "`.
	inStr := false
	for k := 0; k+1 < len(body); k++ {
		if body[k] != '\\' {
			continue
		}
		switch body[k+1] {
		case '"':
			if inStr {
				body[k], body[k+1] = '"', ' '
			} else {
				body[k] = ' '
			}
			inStr = !inStr
			k++
		case '\\':
			body[k] = ' '
			k++
		}
	}
	k := skipSpace(body, 0)
	if !hasWord(body, k, "acc") {
		return chunk{}, 0, false
	}
	close := skipSpaceComments(src, strEnd+1)
	end := close
	if close < len(src) && src[close] == ')' {
		end = close + 1
	}
	return chunk{
		form:      FormPragmaOperator,
		start:     i,
		end:       end,
		sentStart: strStart + k,
		sentEnd:   strStart + k + 3,
		bodyStart: strStart + k + 3,
		body:      body[k+3:],
	}, end, true
}

func skipSpaceComments(src []byte, j int) int {
	for j < len(src) {
		switch {
		case src[j] == ' ' || src[j] == '\t' || src[j] == '\n' || src[j] == '\r':
			j++
		case src[j] == '/' && j+1 < len(src) && src[j+1] == '*':
			j = ctext.BlockCommentEnd(src, j)
		default:
			return j
		}
	}
	return j
}
