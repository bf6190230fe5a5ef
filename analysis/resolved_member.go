package analysis

import "github.com/accls/accls/grammar"

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
