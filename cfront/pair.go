package cfront

import (
	"sort"

	"github.com/accls/accls/internal/ctext"
)

// Pairing a directive with what it applies to. cc's preprocessor consumes
// pragmas, so the pairing is by position: a directive applies to the
// statement, function definition or declaration that starts right after
// it, with nothing but blanks, comments, preprocessing lines and other
// pragmas in between (§2.1: a directive applies to the immediately
// following statement, structured block or loop).

type item struct {
	start int
	depth int
	node  Node
}

func (u *Unit) itemIndex() []item {
	if u.items != nil {
		return u.items
	}
	var items []item
	var walk func(s Stmt, depth int)
	walk = func(s Stmt, depth int) {
		if s == nil || isNilStmt(s) {
			return
		}
		if r := s.Span(); r.Start.IsValid() {
			items = append(items, item{start: r.Start.Offset, depth: depth, node: s})
		}
		var kids [8]Node
		for _, k := range AppendChildren(kids[:0], s) {
			if ks, ok := k.(Stmt); ok {
				walk(ks, depth+1)
			}
		}
	}
	for _, d := range u.TopDecls {
		if d.Range.Start.IsValid() {
			items = append(items, item{start: d.Range.Start.Offset, node: d})
		}
	}
	for _, f := range u.Funcs {
		if f.Body != nil {
			walk(f.Body, 1)
		}
	}
	sort.SliceStable(items, func(i, j int) bool {
		if items[i].start != items[j].start {
			return items[i].start < items[j].start
		}
		return items[i].depth < items[j].depth
	})
	u.items = items
	return items
}

// Following returns the statement or top-level declaration (a *TopDecl;
// a function definition's TopDecl has the function in Func) that a
// directive ending at off applies to, or nil when the next thing in the
// file is not one (a '}', the end of the file, an expression).
func (u *Unit) Following(off int) Node {
	items := u.itemIndex()
	i := sort.Search(len(items), func(i int) bool { return items[i].start >= off })
	if i == len(items) {
		return nil
	}
	it := items[i]
	if !onlyTrivia(u.File.Text, off, it.start) {
		return nil
	}
	return it.node
}

// FuncOf returns the function a top-level declaration defines, if any.
func (u *Unit) FuncOf(d *TopDecl) *Func {
	if len(d.Syms) != 1 || d.Syms[0].Kind != SymFunc {
		return nil
	}
	if f := d.Syms[0].Def; f != nil && f.Range == d.Range {
		return f
	}
	return nil
}

// onlyTrivia reports whether text[from:to] holds nothing but blanks,
// comments, preprocessing lines and _Pragma operators.
func onlyTrivia(text []byte, from, to int) bool {
	s := ctext.NewScanner(text[:min(to, len(text))], from)
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		switch {
		case t.Kind == ctext.Directive:
		case s.PragmaOperator(t):
			if _, closed := s.Group(); !closed {
				return false
			}
		default:
			return false
		}
	}
	return true
}
