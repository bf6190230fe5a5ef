package analysis

import (
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/grammar"
)

// Members in data clauses (§2.7.1): in C a var may be a member of a
// struct, reached through any number of members, pointers and array
// elements: s.a.v[0:n], q->r->v[0:n], q[i].v[0:n]. The subscripts inside
// the member's path select the struct the member belongs to; they are
// not part of the section (resolveArg).

// pathSubscript checks a subscript inside a member's path (q[i] of
// q[i].v, or a subarray q[0:m].v): it must apply to an array or a
// pointer.
func (a *analyzer) pathSubscript(s grammar.Expr) bool {
	var x grammar.Expr
	switch s := s.(type) {
	case *grammar.Index:
		x = s.X
	case *grammar.Subarray:
		x = s.X
	}
	t := a.typeOf(x)
	if t == nil || t.Kind == cfront.Array || t.Kind == cfront.Pointer {
		return true
	}
	a.errorf(s.Span(), codeSubscriptNonArray, "'%s' has type %s here, which takes no subscript: only arrays and pointers have elements", a.text(x), t.Name)
	return false
}
