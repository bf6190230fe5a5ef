package lsp

import (
	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/ctext"
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
// directive's construct, or a simple statement up to its ';'. It reads
// with the C front end's scanner, so comments, literals, line splices and
// preprocessing lines are stepped over as cfront steps over them.
func cStatementEnd(text []byte, off int, ds []*analysis.Directive, i int) int {
	s := ctext.NewScanner(text, off)
	t := s.Next()
	if t.Kind == ctext.EOF {
		return len(text)
	}
	off = t.Start
	// A directive that follows (loop after parallel) is part of the
	// statement: the construct is that directive's construct.
	if i+1 < len(ds) && ds[i+1].Range.Start.Offset <= off && off < ds[i+1].Range.End.Offset+1 {
		return cStatementEnd(text, ds[i+1].Range.End.Offset, ds, i+1)
	}
	word := ""
	if t.Kind == ctext.Ident {
		word = ctext.Spelling(s.Text(t))
	}
	switch {
	case t.Kind == ctext.Punct && text[off] == '{':
		end, _ := s.Bracket('{', '}')
		return end
	case word == "for", word == "while", word == "switch":
		return cStatementEnd(text, afterParens(&s), ds, -1)
	case word == "if":
		end := cStatementEnd(text, afterParens(&s), ds, -1)
		s = ctext.NewScanner(text, end)
		if e := s.Next(); e.Kind == ctext.Ident && ctext.Spelling(s.Text(e)) == "else" {
			return cStatementEnd(text, e.End, ds, -1)
		}
		return end
	case word == "do":
		body := cStatementEnd(text, t.End, ds, -1)
		return statementSemicolon(text, body)
	}
	return statementSemicolon(text, off)
}

// afterParens returns the offset after the parenthesized head that s
// reads next (a for, while, switch or if statement's).
func afterParens(s *ctext.Scanner) int {
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		if t.Kind == ctext.Punct && s.Text(t)[0] == '(' {
			end, _ := s.Group()
			return end
		}
	}
	return s.Pos()
}

// statementSemicolon returns the offset after the ';' that ends the
// statement at off, skipping nested parentheses and braces; or the offset
// of a closing bracket that ends the block around it first.
func statementSemicolon(text []byte, off int) int {
	depth := 0
	s := ctext.NewScanner(text, off)
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		if t.Kind != ctext.Punct {
			continue
		}
		switch text[t.Start] {
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			if depth--; depth < 0 {
				return t.Start
			}
		case ';':
			if depth == 0 {
				return t.End
			}
		}
	}
	return len(text)
}
