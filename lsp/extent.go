package lsp

import (
	"github.com/accls/accls/analysis"
)

// constructExtent returns where the construct a directive starts ends:
// the end of its structured block in C, of its end directive in Fortran,
// and of the directive itself for directives without a block. It reads
// only the text, so it serves the outline and the hints while the
// semantic model is not at hand.
func constructExtent(snap *snapshot, ds []*analysis.Directive, i int) int {
	d := ds[i]
	spec, ok := analysis.LookupDirective(d.Name)
	if !ok || !hasBlock(spec) {
		return d.Range.End.Offset
	}
	if d.Fortran {
		depth := 0
		for j := i + 1; j < len(ds); j++ {
			switch ds[j].Name {
			case d.Name:
				depth++
			case "end " + d.Name:
				if depth == 0 {
					return ds[j].Range.End.Offset
				}
				depth--
			}
		}
		return d.Range.End.Offset
	}
	return cStatementEnd(snap.file.Text, d.Range.End.Offset, ds, i)
}

// hasBlock tells the directives that apply to the statement or block
// after them.
func hasBlock(spec *analysis.DirectiveSpec) bool {
	switch spec.Kind {
	case analysis.ComputeDirective, analysis.CombinedDirective, analysis.LoopDirective, analysis.AtomicDirective:
		return true
	case analysis.DataDirective:
		return spec.Name == "data" || spec.Name == "host_data"
	}
	return false
}

// cStatementEnd finds the end of the C statement that starts at or after
// off: a braced block, a for/while/if/do statement with its body, another
// directive's construct, or a simple statement up to its ';'.
func cStatementEnd(text []byte, off int, ds []*analysis.Directive, i int) int {
	off = skipSpace(text, off)
	if off >= len(text) {
		return len(text)
	}
	// A directive that follows (loop after parallel) is part of the
	// statement: the construct is that directive's construct.
	if i+1 < len(ds) && ds[i+1].Range.Start.Offset <= off && off < ds[i+1].Range.End.Offset+1 {
		return cStatementEnd(text, ds[i+1].Range.End.Offset, ds, i+1)
	}
	switch {
	case text[off] == '{':
		return matchClose(text, off, '{', '}')
	case keywordAt(text, off, "for"), keywordAt(text, off, "while"), keywordAt(text, off, "switch"):
		p := skipSpace(text, off+3)
		for p < len(text) && text[p] != '(' {
			p++
		}
		return cStatementEnd(text, matchClose(text, p, '(', ')'), ds, -1)
	case keywordAt(text, off, "if"):
		p := skipSpace(text, off+2)
		end := cStatementEnd(text, matchClose(text, p, '(', ')'), ds, -1)
		if q := skipSpace(text, end); keywordAt(text, q, "else") {
			return cStatementEnd(text, q+4, ds, -1)
		}
		return end
	case keywordAt(text, off, "do"):
		body := cStatementEnd(text, off+2, ds, -1)
		return statementSemicolon(text, body)
	}
	return statementSemicolon(text, off)
}

// statementSemicolon returns the offset after the ';' that ends the
// statement at off, skipping nested parentheses and braces.
func statementSemicolon(text []byte, off int) int {
	depth := 0
	for p := off; p < len(text); p++ {
		switch c := text[p]; c {
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			depth--
			if depth < 0 {
				return p
			}
		case ';':
			if depth == 0 {
				return p + 1
			}
		case '"', '\'':
			p = skipQuoted(text, p)
		case '/':
			p = skipComment(text, p)
		}
	}
	return len(text)
}

// matchClose returns the offset after the bracket that closes the one at
// off (which must be open).
func matchClose(text []byte, off int, open, close byte) int {
	if off >= len(text) || text[off] != open {
		return off
	}
	depth := 0
	for p := off; p < len(text); p++ {
		switch c := text[p]; {
		case c == open:
			depth++
		case c == close:
			depth--
			if depth == 0 {
				return p + 1
			}
		case c == '"' || c == '\'':
			p = skipQuoted(text, p)
		case c == '/':
			p = skipComment(text, p)
		}
	}
	return len(text)
}

func skipQuoted(text []byte, p int) int {
	q := text[p]
	for p++; p < len(text) && text[p] != q && text[p] != '\n'; p++ {
		if text[p] == '\\' {
			p++
		}
	}
	return p
}

// skipComment returns the last offset of a comment starting at p, or p.
func skipComment(text []byte, p int) int {
	if p+1 >= len(text) {
		return p
	}
	switch text[p+1] {
	case '/':
		for p < len(text) && text[p] != '\n' {
			p++
		}
		return p
	case '*':
		for p += 2; p+1 < len(text) && !(text[p] == '*' && text[p+1] == '/'); p++ {
		}
		return p + 1
	}
	return p
}

func skipSpace(text []byte, p int) int {
	for p < len(text) {
		switch text[p] {
		case ' ', '\t', '\n', '\r', '\f', '\v':
			p++
		case '/':
			q := skipComment(text, p)
			if q == p {
				return p
			}
			p = q + 1
		default:
			return p
		}
	}
	return p
}

func keywordAt(text []byte, p int, kw string) bool {
	if p+len(kw) > len(text) || string(text[p:p+len(kw)]) != kw {
		return false
	}
	return p+len(kw) == len(text) || !isIdentByte(text[p+len(kw)])
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
