package cfront

import (
	"strconv"

	"github.com/accls/accls/internal/ctext"
)

// _Pragma("acc ...") operators reach cc's pragma handler as tokens of a
// source of their own ("_Pragma_"), without the place they were written,
// and not at all in an inactive #if branch. So that the preprocessor
// decides for them as for #pragma acc lines (DirectiveActive), the text cc
// is given numbers them: each operator written in the main file (not in a
// #define, whose expansions the directive parser follows itself) reads
// _Pragma("acc N"), same length, and the handler records the N it sees.

// pragmaOpSource is the name cc gives the text of a _Pragma operator.
const pragmaOpSource = "_Pragma_"

// markPragmaOperators numbers the main file's _Pragma("acc ...")
// operators in the text cc reads, remembering where each one is.
func (r *recovery) markPragmaOperators() {
	text := r.text
	lineStart := true
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == '\n':
			lineStart = true
			i++
			continue
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			i++
			continue
		case c == '/' && i+1 < len(text) && text[i+1] == '/':
			i = ctext.LineCommentEnd(text, i)
			continue
		case c == '/' && i+1 < len(text) && text[i+1] == '*':
			i = ctext.BlockCommentEnd(text, i)
			continue
		case c == '#' && lineStart:
			i = ctext.LineEnd(text, i)
			continue
		case c == '"' || c == '\'':
			i = ctext.QuotedEnd(text, i)
		case c == '_' && ctext.IsWordAt(text, i, "_Pragma"):
			i = r.markPragmaOperator(i)
		case isIdentByte(c):
			for i < len(text) && isIdentByte(text[i]) {
				i++
			}
		default:
			i++
		}
		lineStart = false
	}
}

// markPragmaOperator numbers the operator at i when its string is a plain
// "acc ..." long enough to hold the number; it returns where to go on.
func (r *recovery) markPragmaOperator(i int) int {
	text := r.text
	j := i + len("_Pragma")
	for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	if j >= len(text) || text[j] != '(' {
		return i + len("_Pragma")
	}
	j++
	for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	if j >= len(text) || text[j] != '"' {
		return j
	}
	end := ctext.QuotedEnd(text, j) // past the closing quote
	if end < j+2 || text[end-1] != '"' {
		return end
	}
	body := text[j+1 : end-1]
	if !hasAccWord(body) {
		return end
	}
	id := len(r.u.pragmaOps)
	mark := "acc " + strconv.Itoa(id)
	for _, b := range body {
		if b == '\n' {
			return end // a line splice: blanking it would move the lines
		}
	}
	if len(mark) > len(body) {
		return end
	}
	for k := range body {
		body[k] = ' '
	}
	copy(body, mark)
	if r.u.pragmaOps == nil {
		r.u.pragmaOps = map[int]int{}
	}
	r.u.pragmaOps[i] = id
	return end
}

func hasAccWord(b []byte) bool {
	k := 0
	for k < len(b) && (b[k] == ' ' || b[k] == '\t') {
		k++
	}
	return ctext.IsWordAt(b, k, "acc")
}

// pragmaOpMark returns the number of a marked operator's tokens ("acc",
// "N" from the _Pragma_ source), or -1.
func pragmaOpMark(file string, words []string) int {
	if file != pragmaOpSource || len(words) != 2 || words[0] != "acc" {
		return -1
	}
	n, err := strconv.Atoi(words[1])
	if err != nil {
		return -1
	}
	return n
}
