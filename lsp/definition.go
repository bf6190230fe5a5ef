package lsp

import (
	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/internal/ctext"
	"github.com/accls/accls/source"
)

// definition goes from a variable named in a clause to its declaration:
// the semantic model's when it has one, else the nearest earlier place
// where the name follows a type name (int a, float *x), which is the
// declaration in the usual C and Fortran code.
func (s *Server) definition(_ *glsp.Context, p *protocol.DefinitionParams) (any, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	v := d.view()
	snap := v.snap
	off, err := offsetAt(snap.file, p.Position)
	if err != nil {
		return nil, err
	}
	if vi := v.model().varAt(off); vi != nil && vi.decl.Start.IsValid() {
		if vi.declFile == "" || vi.declFile == snap.path {
			return protocol.Location{URI: snap.uri, Range: lspRange(snap.file, vi.decl)}, nil
		}
		return protocol.Location{URI: pathURI(vi.declFile), Range: protocol.Range{
			Start: protocol.Position{Line: uint32(vi.decl.Start.Line - 1), Character: uint32(vi.decl.Start.Col - 1)},
			End:   protocol.Position{Line: uint32(vi.decl.End.Line - 1), Character: uint32(vi.decl.End.Col - 1)},
		}}, nil
	}
	dir := v.directiveAt(off)
	if dir == nil {
		return nil, nil
	}
	for _, c := range dir.Clauses {
		if !c.HasArgs() || !c.ArgsRange.Contains(off) {
			continue
		}
		for _, a := range c.Args {
			id, ok := a.NameAt(off)
			if !ok {
				continue
			}
			if r, ok := findDeclaration(snap, id.Name, dir.Range.Start.Offset); ok {
				return protocol.Location{URI: snap.uri, Range: lspRange(snap.file, r)}, nil
			}
			return nil, nil
		}
	}
	return nil, nil
}

// findDeclaration looks back from before for name written after a type
// name or '*', outside pragma lines.
func findDeclaration(snap *snapshot, name string, before int) (source.Range, bool) {
	text := snap.file.Text
	fortran := snap.mode.Fortran()
	for i := before - len(name); i >= 0; i-- {
		if string(text[i:i+len(name)]) != name || (i > 0 && ctext.IsIdentByte(text[i-1])) ||
			(i+len(name) < len(text) && ctext.IsIdentByte(text[i+len(name)])) {
			continue
		}
		if onDirectiveLine(text, i, fortran) {
			continue
		}
		j := i - 1
		for j >= 0 && (text[j] == ' ' || text[j] == '\t' || text[j] == '*' || text[j] == '&') {
			j--
		}
		if fortran && j >= 1 && text[j] == ':' && text[j-1] == ':' {
			return snap.file.Range(i, i+len(name)), true // real :: a
		}
		k := j
		for k >= 0 && ctext.IsIdentByte(text[k]) {
			k--
		}
		if k == j {
			continue
		}
		switch string(text[k+1 : j+1]) {
		case "return", "case", "goto", "sizeof", "else", "do", "call", "print":
			continue
		}
		return snap.file.Range(i, i+len(name)), true
	}
	return source.Range{}, false
}

// onDirectiveLine reports whether off is on a preprocessor or !$acc line.
func onDirectiveLine(text []byte, off int, fortran bool) bool {
	ls := off
	for ls > 0 && text[ls-1] != '\n' {
		ls--
	}
	for ls < off && (text[ls] == ' ' || text[ls] == '\t') {
		ls++
	}
	if fortran {
		return ls < off && text[ls] == '!'
	}
	return ls < off && text[ls] == '#'
}
