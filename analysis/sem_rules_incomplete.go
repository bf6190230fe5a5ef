package analysis

import (
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/grammar"
)

// completeData requires the data a clause argument names to have a
// complete type: a data clause allocates and copies its bytes (§2.7),
// and an incomplete struct or union (declared, never defined before the
// directive; C11 §6.2.5) has no size. A pointer to one may still be
// named alone: its bytes are the pointer's.
func (a *analyzer) completeData(at *DataAttr, t *cfront.Type, memberBase grammar.Expr, subs []grammar.Expr) bool {
	if memberBase != nil {
		t = a.typeOf(memberBase)
	}
	for range subs {
		if t == nil || (t.Kind != cfront.Array && t.Kind != cfront.Pointer) {
			return true // subscript-of-non-array is section's
		}
		t = t.Elem
	}
	if t == nil || (t.Kind != cfront.Struct && t.Kind != cfront.Union) || t.Size >= 0 {
		return true
	}
	a.errorf(at.Range, codeIncompleteType, "'%s' in '%s' has incomplete type %s (declared but not defined here): a data clause needs the size of its data", at.Written, at.Kind, t.Name)
	return false
}
