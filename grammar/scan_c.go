package grammar

import (
	"bytes"

	"github.com/accls/accls/internal/ctext"
)

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
// C++ text. It reads the text with the C front end's scanner
// (internal/ctext), so comments, literals and line splices are stepped
// over as cfront steps over them: a pragma inside a comment is not one.
func scanC(src []byte) []chunk {
	var out []chunk
	macros := macroTable{}
	s := ctext.NewScanner(src, 0)
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		switch t.Kind {
		case ctext.Directive:
			if ch, ok := pragmaLine(src, t.Start, t.End); ok {
				out = append(out, ch)
				continue
			}
			// Another preprocessing line: a _Pragma in a #define is a
			// directive where the macro is expanded, not here.
			macros.define(src, t.Start, t.End)
		case ctext.Ident:
			if chs, next, ok := macros.operatorAt(src, t); ok {
				out = append(out, chs...)
				s = ctext.NewScanner(src, next)
			}
		}
	}
	return out
}

// operatorAt returns the chunks of the _Pragma operator or pragma macro
// invocation that the identifier t names, and the offset after it; ok is
// false when t names neither.
func (mt macroTable) operatorAt(src []byte, t ctext.Token) ([]chunk, int, bool) {
	name := ctext.Spelling(src[t.Start:t.End])
	if name == "_Pragma" {
		ch, next, ok := pragmaOperator(src, t.Start)
		return []chunk{ch}, next, ok
	}
	if m := mt[name]; m != nil {
		return m.expand(src, name, t.Start, t.End)
	}
	return nil, 0, false
}

// pragmaLine recognizes "# pragma acc" in the line [i, end) and returns
// its chunk with continuations and comments blanked.
func pragmaLine(src []byte, i, end int) (chunk, bool) {
	line := blankC(src[i:end])
	j := 1 // past '#'
	j = skipSpace(line, j)
	if !ctext.IsWordAt(line, j, "pragma") {
		return chunk{}, false
	}
	j = skipSpace(line, j+len("pragma"))
	if !ctext.IsWordAt(line, j, "acc") {
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

// blankC copies a preprocessing line, turning line splices and comments
// into spaces (C's translation phases 2 and 3) but keeping string
// literals as they are.
func blankC(line []byte) []byte {
	b := bytes.Clone(line)
	for j := 0; j < len(b); {
		switch e := ctext.CommentEnd(b, j); {
		case ctext.SpliceAt(b, j) > 0:
			e = j + ctext.SpliceAt(b, j)
			blankRange(b, j, e)
			j = e
		case e > j:
			blankRange(b, j, e)
			j = e
		case b[j] == '"' || b[j] == '\'':
			j = ctext.QuotedEnd(b, j)
		default:
			if b[j] == '\r' || b[j] == '\n' {
				// Newlines left inside a block comment's span were blanked
				// with it; a stray CR is whitespace.
				b[j] = ' '
			}
			j++
		}
	}
	return b
}

// blankRange turns b[s:e] into spaces.
func blankRange(b []byte, s, e int) {
	for k := s; k < e; k++ {
		b[k] = ' '
	}
}

// pragmaOperator recognizes _Pragma ( "acc ..." ) at i. The string is
// destringized in place: \" becomes ` "` and \\ becomes ` \`, so offsets
// still map 1:1 to the file.
func pragmaOperator(src []byte, i int) (chunk, int, bool) {
	s := ctext.NewScanner(src, i)
	if !s.PragmaOperator(s.Next()) {
		return chunk{}, 0, false
	}
	str, _, ok := s.PragmaString()
	if !ok {
		return chunk{}, 0, false
	}
	strStart, strEnd := str.Start+1, str.End-1
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
	if !ctext.IsWordAt(body, k, "acc") {
		return chunk{}, 0, false
	}
	t := s.Next()
	end := t.Start
	if t.Kind == ctext.Punct && src[t.Start] == ')' {
		end = t.End
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
