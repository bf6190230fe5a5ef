package analysis

import (
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// Clauses that take pointers: deviceptr (§2.7.4: "In C and C++, the vars
// in var-list must be pointer variables"), attach and detach (§2.7.12,
// §2.7.13: they attach a pointer to, or detach it from, the device copy
// of its target, §2.6.8). A non-pointer there has no target to attach,
// and its value would be taken for a device address.

const codeNotPointer = "not-a-pointer"

func init() {
	source.RegisterCodes(source.CodeInfo{Code: codeNotPointer, Severity: source.Error, Section: "2.7.4",
		Title: "deviceptr, attach or detach names something that is not a pointer",
		Help:  "deviceptr takes pointer variables that hold device addresses (§2.7.4); attach and detach take pointers (a pointer variable, a pointer member, a subarray of a pointer, or elements of an array of pointers) whose targets are present (§2.7.12, §2.7.13). For an array or a scalar, use a data clause such as copy, copyin or present."})
}

var pointerClauseSections = map[AttrKind]string{AttrDeviceptr: "2.7.4", AttrAttach: "2.7.12", AttrDetach: "2.7.13"}

func (a *analyzer) checkPointerClauses() {
	for _, c := range a.m.Constructs {
		for _, at := range c.Data {
			sec, ok := pointerClauseSections[at.Kind]
			if !ok || at.Implicit || at.Sym == nil {
				continue
			}
			t := at.Sym.Type
			if arg := siteOf(at).arg; arg != nil && arg.Value != nil {
				t = a.clauseArgType(arg.Value)
			}
			if t == nil || t.Kind == cfront.Pointer {
				continue
			}
			a.errorf(at.Range, codeNotPointer, "'%s' in '%s' has type %s, not a pointer type (§%s)", at.VarText(), at.Kind, t.Name, sec)
		}
	}
}

// clauseArgType is the type of what a clause argument attaches: the
// member's type of a member, the element type of a subarray of an array
// (of pointers), and the pointer itself for a subarray of a pointer
// (attach(p[0:n]) attaches p to the section's device copy, §2.6.8).
func (a *analyzer) clauseArgType(e grammar.Expr) *cfront.Type {
	if s, ok := e.(*grammar.Subarray); ok {
		t := a.clauseArgType(s.X)
		switch {
		case t == nil:
			return nil
		case t.Kind == cfront.Pointer:
			return t
		case t.Kind == cfront.Array:
			return t.Elem
		}
		return nil
	}
	return a.typeOf(e)
}
