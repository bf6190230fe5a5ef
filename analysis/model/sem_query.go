package model

import (
	"github.com/accls/accls/cfront"
)

// Position queries for the language server (hover, code actions) and the
// code generator. Offsets are byte offsets in the file.

// DirectiveAt returns the construct whose directive holds off.
func (m *Model) DirectiveAt(off int) *Construct {
	for _, c := range m.Constructs {
		if c.DirRange.Contains(off) {
			return c
		}
	}
	return nil
}

// ConstructAt returns the innermost construct whose directive or body
// holds off.
func (m *Model) ConstructAt(off int) *Construct {
	var best *Construct
	for _, c := range m.Constructs {
		if c.Range.Contains(off) && (best == nil || c.Range.Start.Offset >= best.Range.Start.Offset) {
			best = c
		}
	}
	return best
}

// LoopAt returns the innermost loop of the model whose statement holds
// off.
func (m *Model) LoopAt(off int) *Loop {
	var best *Loop
	for _, l := range m.Loops {
		r := l.Stmt.Span()
		if r.Start.Offset <= off && off < r.End.Offset && (best == nil || r.Start.Offset >= best.Stmt.Span().Start.Offset) {
			best = l
		}
	}
	return best
}

// RefAt returns the reference to a variable inside a construct at off:
// the name under the cursor.
func (m *Model) RefAt(off int) *VarRef {
	for _, c := range m.Constructs {
		if !c.Range.Contains(off) {
			continue
		}
		for _, r := range c.Refs {
			if r.Ident != nil && r.Ident.Range.Contains(off) {
				return r
			}
		}
	}
	return nil
}

// AttrOf returns the data attribute sym has on c: explicit, implicit or
// inherited from a data region; nil when it has none there.
func (c *Construct) AttrOf(sym *cfront.Symbol) *DataAttr {
	for _, at := range c.Data {
		if at.Sym == sym && len(at.Member) == 0 {
			return at
		}
	}
	for _, at := range c.Implicit {
		if at.Sym == sym {
			return at
		}
	}
	for _, at := range c.Data {
		if at.Sym == sym {
			return at
		}
	}
	return nil
}

// AttrOfRef returns the attribute that governs a reference: the private
// or reduction attribute of the innermost loop that has one for the
// variable, else its attribute on the compute construct. It returns nil
// for variables declared inside the region (private by declaration).
func (m *Model) AttrOfRef(r *VarRef) *DataAttr {
	for l := r.Loop; l != nil; l = l.Parent {
		for _, at := range l.Private {
			if at.Sym == r.Sym {
				return at
			}
		}
		for _, at := range l.Reductions {
			if at.Sym == r.Sym {
				return at
			}
		}
	}
	for c := r.Construct; c != nil; c = c.Parent {
		if at := c.AttrOf(r.Sym); at != nil {
			return at
		}
		if c == r.Compute {
			break
		}
	}
	return nil
}

// DataRegions returns the constructs that open or change data lifetimes
// (§2.6.3): the structured data regions (data, host_data and the compute
// constructs) and the enter data and exit data directives, in source
// order.
func (m *Model) DataRegions() []*Construct {
	var out []*Construct
	for _, c := range m.Constructs {
		if c.IsDataRegion() || c.Kind == KindEnterData || c.Kind == KindExitData {
			out = append(out, c)
		}
	}
	return out
}
