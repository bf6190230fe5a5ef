package analysis

import (
	"fmt"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// The restrictions of §2.13 on what a declare directive names:
//   - "In C or C++ global scope, only create, copyin, deviceptr,
//     device_resident and link clauses are allowed";
//   - "C and C++ extern variables may only appear in create, copyin,
//     deviceptr, device_resident, and link clauses";
//   - "In C and C++, only global and extern variables may appear in a link
//     clause";
//   - "A var in a declare directive must be a variable or array name":
//     checked at file scope, where the data lifetime is the program's and
//     a section or a member would be taken before main runs. In a function
//     accls accepts subarrays and pointer members (an extension, bounds
//     evaluated where the directive stands).

const (
	codeDeclareClause = "declare-clause"
	codeDeclareVar    = "declare-var"
)

func init() {
	source.RegisterCodes(
		source.CodeInfo{Code: codeDeclareClause, Severity: source.Error, Section: "2.13",
			Title: "The data clause is not allowed on this declare directive",
			Help:  "At file scope, and for extern variables, declare takes create, copyin, deviceptr, device_resident and link; link takes only global and extern variables."},
		source.CodeInfo{Code: codeDeclareVar, Severity: source.Error, Section: "2.13",
			Title: "A declare directive at file scope names a member or a subarray",
			Help:  "Name the whole variable or array: its device copy lives as long as the program."},
	)
}

// declareFileScopeKinds are the clauses §2.13 allows at file scope and on
// extern variables.
var declareFileScopeKinds = map[AttrKind]bool{
	AttrCreate: true, AttrCopyin: true, AttrDeviceptr: true, AttrDeviceResident: true, AttrLink: true,
}

func (a *analyzer) checkDeclares() {
	for _, c := range a.m.Constructs {
		if c.Kind == KindDeclare {
			a.checkDeclare(c)
		}
	}
}

func (a *analyzer) checkDeclare(c *Construct) {
	fileScope := c.Func == nil
	for _, at := range c.Data {
		if at.Sym == nil || at.Implicit {
			continue
		}
		extern := at.Sym.Storage == cfront.StorageExtern
		switch {
		case !declareFileScopeKinds[at.Kind] && (fileScope || extern):
			where := "at file scope"
			if !fileScope {
				where = fmt.Sprintf("for the extern variable '%s'", at.Sym.Name)
			}
			a.errorf(at.Range, codeDeclareClause,
				"'%s' may not be in a '%s' clause of a declare directive %s: only create, copyin, deviceptr, device_resident and link are allowed there (§2.13)",
				at.VarText(), at.Kind, where)
		case at.Kind == AttrLink && !at.Sym.Global && !extern:
			a.errorf(at.Range, codeDeclareClause,
				"'%s' in 'link' is a local variable: only global and extern variables may be in a link clause (§2.13)", at.VarText())
		case fileScope && len(at.Member) > 0:
			a.errorf(at.Range, codeDeclareVar,
				"'%s' is a member: a declare directive at file scope names variables or arrays, like '%s' (§2.13)", at.VarText(), at.Sym.Name)
		case fileScope && at.Section != nil && at.Sym.Type != nil && at.Sym.Type.Kind == cfront.Pointer:
			a.errorf(at.Range, codeDeclareVar,
				"'%s' is a subarray of the pointer '%s': a declare directive at file scope names variables or arrays; make the data '%s' points to present where it is set (enter data, §2.6.6) (§2.13)", at.VarText(), at.Sym.Name, at.Sym.Name)
		case fileScope && at.Section != nil:
			a.errorf(at.Range, codeDeclareVar,
				"'%s' is a subarray: a declare directive at file scope names variables or arrays, like '%s' (§2.13)", at.VarText(), at.Sym.Name)
		}
	}
}
