package analysis

import (
	"fmt"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// Two restrictions of §2.13 on where a declare directive names a var:
//   - "A declare directive must be in the same scope as the declaration of
//     any var that appears in the clauses of the directive or any scope
//     within a C or C++ function": a declare in a function names the
//     function's own variables (parameters and locals, extern ones
//     declared in it included), not file-scope ones, whose data lifetime
//     is the program's;
//   - "A var may appear at most once in all the clauses of declare
//     directives for a function, subroutine, program, or module": across
//     the declare directives of one function, or of the file scope (the
//     clauses of one directive are merged, sem_clauses_merge.go).

const (
	codeDeclareScope     = "declare-scope"
	codeDeclareDuplicate = "declare-duplicate"
)

func init() {
	source.RegisterCodes(
		source.CodeInfo{Code: codeDeclareScope, Severity: source.Error, Section: "2.13",
			Title: "A declare directive in a function names a file-scope variable",
			Help:  "A declare directive must be in the scope that declares its variables: put the declare directive for a global variable at file scope, after the variable's declaration, or use a data construct or enter data in the function."},
		source.CodeInfo{Code: codeDeclareDuplicate, Severity: source.Error, Section: "2.13",
			Title: "A variable appears in two declare directives of one function or of the file scope",
			Help:  "A var may appear at most once in all the clauses of the declare directives of a function (or of the file scope): keep one, with the data clause that says what you mean."},
	)
}

// declareKey is a var of a declare directive: the variable and the member
// path (s and s->v are different vars; s[0:1] and s are the same).
type declareKey struct {
	fn   *cfront.Func
	sym  *cfront.Symbol
	path string
}

func (a *analyzer) checkDeclareScopes() {
	first := map[declareKey]*DataAttr{}
	for _, c := range a.m.Constructs {
		if c.Kind != KindDeclare {
			continue
		}
		for _, at := range c.Data {
			if at.Sym == nil || at.Implicit {
				continue
			}
			if c.Func != nil && at.Sym.Global {
				d := a.diag(source.Error, at.Range, codeDeclareScope,
					fmt.Sprintf("'%s' is declared at file scope, not in '%s': a declare directive must be in the scope that declares its variables (§2.13)", at.VarText(), c.Func.Name))
				if at.Sym.InMainFile() {
					d.Notes = []source.Note{a.note(at.Sym.Decl, fmt.Sprintf("'%s' is declared here", at.Sym.Name))}
				}
				a.add(d)
				continue
			}
			k := declareKey{c.Func, at.Sym, at.Path}
			prev, dup := first[k]
			if !dup {
				first[k] = at
				continue
			}
			if prev.Construct == c {
				continue // one directive's clauses merge (sem_clauses_merge.go)
			}
			d := a.diag(source.Error, at.Range, codeDeclareDuplicate,
				fmt.Sprintf("'%s' is already in a declare directive %s: a var may appear at most once in the declare directives of %s (§2.13)", at.VarText(), scopeName(c.Func), scopeNoun(c.Func)))
			d.Notes = []source.Note{a.note(prev.Range, "the first declare directive names it here")}
			a.add(d)
		}
	}
}

func scopeName(fn *cfront.Func) string {
	if fn == nil {
		return "at file scope"
	}
	return "of '" + fn.Name + "'"
}

func scopeNoun(fn *cfront.Func) string {
	if fn == nil {
		return "the file scope"
	}
	return "a function"
}
