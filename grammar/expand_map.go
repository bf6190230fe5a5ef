package grammar

import (
	"strings"

	"github.com/accls/accls/source"
)

// span is where one byte of a macro-expanded directive body comes from:
// the file range [s, e). exact says the byte is the file's byte at s (a
// token copied from the file); otherwise [s, e) is the text it stands for
// (a macro invocation, for a token made by # or ## or defined in another
// file).
type span struct {
	s, e  int
	exact bool
	// [ss, se) is where the byte stands in the directive as written: the
	// byte itself, or the invocation that made it. Clause names and the
	// directive's structure are reported there; expressions at [s, e).
	ss, se int
}

// posMap maps each byte of a macro-expanded body to the file.
type posMap []span

// rng returns the range in the directive as written of the body bytes
// [s, e).
func (m posMap) rng(f *source.File, s, e int) source.Range {
	site := make(posMap, len(m))
	for i, sp := range m {
		site[i] = span{s: sp.ss, e: sp.se}
	}
	return site.exprRng(f, s, e)
}

// exprRng returns the file range of the text of the body bytes [s, e).
func (m posMap) exprRng(f *source.File, s, e int) source.Range {
	if len(m) == 0 {
		return f.Range(0, 0)
	}
	s = min(max(s, 0), len(m))
	e = min(max(e, s), len(m))
	if e == s {
		var off int
		if s > 0 {
			off = m[s-1].e
		} else {
			off = m[0].s
		}
		return f.Range(off, off)
	}
	start, end := m[s].s, m[e-1].e
	return f.Range(start, max(start, end))
}

// faithful reports whether the body bytes [s, e) are file text read in
// order, with only blanks between the pieces: then the file's text of the
// range is the expanded text, and whoever reads an expression by its range
// (source.File.Slice) reads what the directive means.
func (m posMap) faithful(f *source.File, body []byte, s, e int) bool {
	prev := -1
	for i := max(s, 0); i < min(e, len(m)); i++ {
		if isSpace(body[i]) {
			continue
		}
		sp := m[i]
		if !sp.exact {
			return false
		}
		if prev >= 0 && sp.s != prev+1 {
			if sp.s <= prev || strings.TrimSpace(string(blankC(f.Text[prev+1:sp.s]))) != "" {
				return false
			}
		}
		prev = sp.s
	}
	return true
}
