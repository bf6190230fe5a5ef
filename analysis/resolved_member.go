package analysis

import (
	"strconv"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/grammar"
)

// The member path of an explicit data attribute in the model's terms
// (§2.7.1: a var in a data clause may be a member of a composite
// variable, reached through members, -> and subscripts), so that the
// generator finds the member's type without reading clause syntax.
// resolveArg (sem_clauses.go) sets DataAttr.MemberExpr from the
// outermost member it finds while walking the argument.

// pathSteps lists the steps of e from its variable outward.
func pathSteps(e grammar.Expr) []PathStep {
	switch x := e.(type) {
	case *grammar.Ident:
		return nil
	case *grammar.Paren:
		return pathSteps(x.X)
	case *grammar.Index:
		return append(pathSteps(x.X), PathStep{Kind: StepIndex})
	case *grammar.Member:
		k := StepMember
		if x.Op == "->" {
			k = StepArrow
		}
		return append(pathSteps(x.X), PathStep{Kind: k, Name: x.Name})
	case *grammar.Subarray:
		// nothing inside a subarray of the path is translated
		return []PathStep{{Kind: StepSubarray}}
	}
	return []PathStep{{Kind: StepOther}}
}

// memberInStorage reports a member path that stays in the variable's own
// storage and ends at an array member: members of structs and subscripts
// of arrays, no -> and no subscript of a pointer. Such a member is part of
// the variable, as a subarray is (§2.7.1).
func memberInStorage(t *cfront.Type, steps []PathStep) bool {
	for _, st := range steps {
		switch {
		case t == nil:
			return false
		case st.Kind == StepIndex && t.Kind == cfront.Array:
			t = t.Elem
		case st.Kind == StepMember && t.Kind == cfront.Struct:
			f := t.FieldByName(st.Name)
			if f == nil {
				return false
			}
			t = f.Type
		default:
			return false
		}
	}
	return t != nil && t.Kind == cfront.Array && len(steps) > 0 && steps[len(steps)-1].Kind == StepMember
}

// wholeMember is the section of an array member named without a
// subarray: its full extent, [0:len] (copy(A[b].data) is
// copy(A[b].data[0:BS])); nil when its length is not a constant.
func wholeMember(t *cfront.Type) *Section {
	if t == nil || t.Kind != cfront.Array || t.VLA || t.Len < 0 {
		return nil
	}
	n := strconv.FormatInt(t.Len, 10)
	return &Section{Known: true, Dims: []Dim{{Lower: "0", LowerConst: true, Length: n, LengthVal: t.Len, LengthConst: true}}}
}
