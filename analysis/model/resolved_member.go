package model

// The member path of an explicit data attribute in the model's terms
// (§2.7.1: a var in a data clause may be a member of a composite
// variable, reached through members, -> and subscripts), so that the
// generator finds the member's type without reading clause syntax.

// PathStepKind is one step of a member path.
type PathStepKind uint8

const (
	StepMember   PathStepKind = iota + 1 // .name
	StepArrow                            // ->name
	StepIndex                            // [i]
	StepSubarray                         // [lower:length] inside the path
	StepOther                            // an expression other than the above
)

// PathStep is one step from the variable outward.
type PathStep struct {
	Kind PathStepKind
	Name string // the member, for StepMember and StepArrow
}

// MemberPath is the member expression of a clause argument (s.a.v of
// copyin(s.a.v[0:n])): Text as written, Steps from the variable out to
// the member.
type MemberPath struct {
	Text  string
	Steps []PathStep
}
