package lsp

import (
	"strings"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/analysis"
)

// documentSymbol gives an outline of the OpenACC constructs, nested the
// way they nest in the code.
func (s *Server) documentSymbol(_ *glsp.Context, p *protocol.DocumentSymbolParams) (any, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	v := d.view()
	snap := v.snap
	ds, err := v.allDirectives()
	if err != nil {
		return nil, err
	}
	type node struct {
		sym  protocol.DocumentSymbol
		end  int
		kids []*node
	}
	var roots []*node
	var stack []*node
	for i, dir := range ds {
		if dir.Name == "" || strings.HasPrefix(dir.Name, "end ") {
			continue
		}
		end := constructExtent(snap, ds, i)
		detail := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(dir.Text), dir.Name))
		n := &node{end: end, sym: protocol.DocumentSymbol{
			Name:           dir.Name,
			Kind:           symbolKind(dir),
			Range:          lspRange(snap.file, snap.file.Range(dir.Range.Start.Offset, end)),
			SelectionRange: lspRange(snap.file, dir.NameRange),
		}}
		if detail != "" {
			n.sym.Detail = &detail
		}
		for len(stack) > 0 && stack[len(stack)-1].end <= dir.Range.Start.Offset {
			stack = stack[:len(stack)-1]
		}
		if len(stack) == 0 {
			roots = append(roots, n)
		} else {
			top := stack[len(stack)-1]
			top.kids = append(top.kids, n)
		}
		stack = append(stack, n)
	}
	var build func([]*node) []protocol.DocumentSymbol
	build = func(ns []*node) []protocol.DocumentSymbol {
		out := make([]protocol.DocumentSymbol, 0, len(ns))
		for _, n := range ns {
			n.sym.Children = build(n.kids)
			out = append(out, n.sym)
		}
		return out
	}
	s.mu.Lock()
	hier := s.client.hierarchicalSyms
	s.mu.Unlock()
	syms := build(roots)
	if hier {
		return syms, nil
	}
	// Old clients take a flat list of SymbolInformation.
	var flat []protocol.SymbolInformation
	var walk func([]protocol.DocumentSymbol, string)
	walk = func(ss []protocol.DocumentSymbol, container string) {
		for _, sym := range ss {
			si := protocol.SymbolInformation{Name: sym.Name, Kind: sym.Kind, Location: protocol.Location{URI: snap.uri, Range: sym.Range}}
			if container != "" {
				c := container
				si.ContainerName = &c
			}
			flat = append(flat, si)
			walk(sym.Children, sym.Name)
		}
	}
	walk(syms, "")
	if flat == nil {
		flat = []protocol.SymbolInformation{}
	}
	return flat, nil
}

func symbolKind(d *analysis.Directive) protocol.SymbolKind {
	spec, ok := analysis.LookupDirective(d.Name)
	if !ok {
		return protocol.SymbolKindNull
	}
	switch spec.Kind {
	case analysis.ComputeDirective, analysis.CombinedDirective:
		return protocol.SymbolKindFunction
	case analysis.DataDirective, analysis.DeclareDirective:
		return protocol.SymbolKindNamespace
	case analysis.LoopDirective:
		return protocol.SymbolKindOperator
	case analysis.RoutineDirective:
		return protocol.SymbolKindMethod
	}
	return protocol.SymbolKindEvent
}
