package lsp

import (
	"sort"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

// Semantic tokens colour what a TextMate grammar cannot tell apart: which
// words of a pragma are the directive's name, its clauses and their
// modifiers. Standard token types are used so every theme colours them.
const (
	tokDirective  = iota // keyword
	tokClause            // property
	tokModifier          // modifier
	tokOperator          // operator (reduction operators)
	tokDeprecated        // modifier bit: an old spelling
)

var semanticLegend = protocol.SemanticTokensLegend{
	TokenTypes:     []string{"keyword", "property", "modifier", "operator"},
	TokenModifiers: []string{"deprecated"},
}

type semToken struct {
	start, end int // byte offsets, on one line
	typ, mods  int
}

func (s *Server) semanticTokensFull(_ *glsp.Context, p *protocol.SemanticTokensParams) (*protocol.SemanticTokens, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	v := d.view()
	ds, err := v.allDirectives()
	if err != nil {
		return nil, err
	}
	return encodeTokens(v.snap.file, directiveTokens(v.snap, ds)), nil
}

func (s *Server) semanticTokensRange(_ *glsp.Context, p *protocol.SemanticTokensRangeParams) (any, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	v := d.view()
	snap := v.snap
	start, err := offsetAt(snap.file, p.Range.Start)
	if err != nil {
		return nil, err
	}
	end, err := offsetAt(snap.file, p.Range.End)
	if err != nil {
		end = len(snap.file.Text)
	}
	return encodeTokens(snap.file, directiveTokens(snap, v.directivesIn(start, end))), nil
}

// directiveTokens lists the tokens of directives, in order.
func directiveTokens(snap *snapshot, ds []*analysis.Directive) []semToken {
	var toks []semToken
	add := func(r source.Range, typ, mods int) {
		// A token may not span lines: a name written over a continuation
		// is cut into its lines.
		for off := r.Start.Offset; off < r.End.Offset; {
			lineEnd := off
			for lineEnd < r.End.Offset && snap.file.Text[lineEnd] != '\n' {
				lineEnd++
			}
			if lineEnd > off {
				toks = append(toks, semToken{off, lineEnd, typ, mods})
			}
			off = lineEnd + 1
		}
	}
	for _, dir := range ds {
		if dir.Name != "" && dir.Known {
			add(dir.NameRange, tokDirective, 0)
		}
		for _, c := range dir.Clauses {
			mods := 0
			if _, _, old := analysis.ClauseAlias(c.Name); old {
				mods = 1 << 0
			}
			add(c.NameRange, tokClause, mods)
			for _, a := range c.Args {
				for _, m := range a.Modifiers {
					typ := tokModifier
					if c.Name == "reduction" {
						typ = tokOperator
					}
					add(modifierNameRange(snap.file, m), typ, 0)
				}
			}
		}
	}
	sort.Slice(toks, func(i, j int) bool { return toks[i].start < toks[j].start })
	// Each expansion of a macro yields its directive with the clause
	// ranges of the one definition: keep those tokens once.
	out := toks[:0]
	for _, t := range toks {
		if len(out) > 0 && t.start < out[len(out)-1].end {
			continue
		}
		out = append(out, t)
	}
	return out
}

// modifierNameRange is the range of a modifier's name, without its colon
// or devnum's value.
func modifierNameRange(f *source.File, m *analysis.Modifier) source.Range {
	end := m.Range.Start.Offset
	for end < m.Range.End.Offset && end < len(f.Text) && f.Text[end] != ':' && f.Text[end] != ' ' && f.Text[end] != '\t' {
		end++
	}
	return f.Range(m.Range.Start.Offset, end)
}

// encodeTokens writes tokens in the LSP's relative form: each token is
// line delta, start delta (UTF-16), length (UTF-16), type, modifiers.
func encodeTokens(f *source.File, toks []semToken) *protocol.SemanticTokens {
	data := make([]protocol.UInteger, 0, len(toks)*5)
	prevLine, prevChar := 0, 0
	for _, t := range toks {
		p := lspPosition(f, t.start)
		line, char := int(p.Line), int(p.Character)
		length := bytesToUTF16(f.Text[t.start:t.end])
		if line != prevLine {
			prevChar = 0
		}
		data = append(data, protocol.UInteger(line-prevLine), protocol.UInteger(char-prevChar), protocol.UInteger(length), protocol.UInteger(t.typ), protocol.UInteger(t.mods))
		prevLine, prevChar = line, char
	}
	return &protocol.SemanticTokens{Data: data}
}
