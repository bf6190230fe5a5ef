package analysis

import "github.com/accls/accls/grammar"

// The member path of an explicit data attribute in the model's terms
// (§2.7.1: a var in a data clause may be a member of a composite
// variable, reached through members, -> and subscripts), so that the
// generator finds the member's type without reading clause syntax.

// memberPathOf is the outermost member of the argument, the section and
// subscripts after it left off; nil when the argument names no member.
func memberPathOf(a *analyzer, arg *grammar.Arg) *MemberPath {
	if arg == nil {
		return nil
	}
	e := arg.Value
	for {
		switch x := e.(type) {
		case *grammar.Subarray:
			e = x.X
		case *grammar.Index:
			e = x.X
		case *grammar.Paren:
			e = x.X
		case *grammar.Member:
			return &MemberPath{Text: a.text(x), Steps: pathSteps(x)}
		default:
			return nil
		}
	}
}

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
