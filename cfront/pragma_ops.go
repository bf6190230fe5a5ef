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

// markPragmaOperators numbers the main file's _Pragma("acc ...") operators
// in the text cc reads, remembering where each one is. Like the
// directive parser, it lets blanks, newlines and comments stand between
// the operator's name, its '(' and its string. The operators in #define
// lines are numbered by no one, but their strings are made readable too.
func (r *recovery) markPragmaOperators() {
	s := ctext.NewScanner(r.text, 0)
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		switch {
		case t.Kind == ctext.Directive:
			d := ctext.NewScanner(r.text[:t.End], t.Start+1)
			for u := d.Next(); u.Kind != ctext.EOF; u = d.Next() {
				if d.PragmaOperator(u) {
					r.pragmaString(&d)
				}
			}
		case s.PragmaOperator(t):
			r.markPragmaOperator(&s, t.Start)
		}
	}
}

// pragmaString reads the string of the _Pragma operator whose '(' s has
// read, when a complete one follows, and returns it.
func (r *recovery) pragmaString(s *ctext.Scanner) (ctext.Token, bool) {
	str, prefix, ok := s.PragmaString()
	// cc (modernc.org/cc/v4 v4.31.0) loops on _Pragma(u8"...") and
	// refuses u"..."; destringizing deletes the prefix (C11 §6.10.9), so
	// cc is given the string without it, complete or not.
	blank(r.text, prefix, str.Start)
	return str, ok
}

// markPragmaOperator numbers the operator at i, whose '(' s has read,
// when its string is a plain "acc ..." long enough to hold the number.
func (r *recovery) markPragmaOperator(s *ctext.Scanner, i int) {
	str, ok := r.pragmaString(s)
	if !ok {
		return
	}
	body := r.text[str.Start+1 : str.End-1]
	if !hasAccWord(body) {
		return
	}
	id := len(r.u.pragmaOps)
	mark := "acc " + strconv.Itoa(id)
	for _, b := range body {
		if b == '\n' {
			return // a line splice: blanking it would move the lines
		}
	}
	if len(mark) > len(body) {
		return
	}
	for k := range body {
		body[k] = ' '
	}
	copy(body, mark)
	if r.u.pragmaOps == nil {
		r.u.pragmaOps = map[int]int{}
	}
	r.u.pragmaOps[i] = id
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
