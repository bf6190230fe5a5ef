package analysis

import (
	"fmt"
	"strconv"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// Where a routine directive applies, and how often (§2.15.1):
//   - "In C and C++, the routine directive with a name may appear anywhere
//     that a function prototype is allowed and applies to the function in
//     that scope with that name, but must appear before any definition or
//     use of that function." accls holds the directive without a name
//     (before a later prototype or the definition) to the same rule, as
//     GCC does: a call compiled before the directive could not know the
//     function's level of parallelism.
//   - Several routine directives may apply to one function (on its
//     prototype and its definition), but not with different levels of
//     parallelism for one device type: the function is compiled once per
//     device, at one level (GCC and Clang reject a second, different one);
//     nor with different bind names ("If a function or subroutine has a
//     bind clause on both the declaration and the definition then they
//     both must bind to the same name").

const (
	codeRoutineConflict = "routine-conflict"
	codeRoutineLate     = "routine-after-use"
)

func init() {
	source.RegisterCodes(
		source.CodeInfo{Code: codeRoutineConflict, Severity: source.Error, Section: "2.15.1",
			Title: "Two routine directives give one function different levels of parallelism or bind names",
			Help:  "Every routine directive that applies to a function (on its prototypes, its definition, or by name) must give the same gang, worker, vector or seq clause for each device type, and bind clauses on them must bind to the same name. Keep them the same on all of them."},
		source.CodeInfo{Code: codeRoutineLate, Severity: source.Error, Section: "2.15.1",
			Title: "A routine directive comes after the function's definition or a use of it",
			Help:  "A routine directive must appear before any definition or use of its function (§2.15.1): move it (with the function's name, or before a prototype) above the first call and the definition, for example next to the prototype in a header."},
	)
}

func (a *analyzer) checkRoutineApplications() {
	uses := a.firstFunctionUses()
	// first is each function's first routine directive, which the later
	// ones must agree with.
	first := map[*cfront.Symbol]*Construct{}
	for _, c := range a.m.Constructs {
		if c.Kind != KindRoutine || c.Routine == nil || c.Routine.Sym == nil {
			continue
		}
		sym := c.Routine.Sym
		if prev := first[sym]; prev != nil {
			a.reportRoutineConflict(prev, c)
		} else {
			first[sym] = c
		}
		a.checkRoutineHeaderLevel(c)
		a.checkRoutineBeforeUse(c, uses[sym])
	}
}

// reportRoutineConflict reports c when it gives its function another
// level than prev for some device type.
func (a *analyzer) reportRoutineConflict(prev, c *Construct) {
	for _, key := range a.deviceKeysOf(dirOf(prev), dirOf(c)) {
		lp, lc := a.routineLevel(dirOf(prev), key), a.routineLevel(dirOf(c), key)
		if lp == 0 || lc == 0 || lp == lc {
			continue
		}
		d := a.diag(source.Error, a.levelClauseRange(c, lc, key), codeRoutineConflict,
			fmt.Sprintf("'%s' is already a %s routine%s: a second routine directive may not make it a %s routine (§2.15.1)",
				c.Routine.Sym.Name, levelName(lp), deviceLabel(key, dirOf(prev), dirOf(c)), levelName(lc)))
		d.Notes = []source.Note{a.note(a.levelClauseRange(prev, lp, key), fmt.Sprintf("the first routine directive makes it a %s routine here", levelName(lp)))}
		a.add(d)
		return
	}
	a.reportBindConflict(prev, c)
}

// reportBindConflict reports c when it binds its function to another name
// than prev does for some device type (§2.15.1: "If a function or
// subroutine has a bind clause on both the declaration and the definition
// then they both must bind to the same name").
func (a *analyzer) reportBindConflict(prev, c *Construct) {
	for _, key := range a.deviceKeysOf(dirOf(prev), dirOf(c)) {
		bp, bc := a.bindName(prev, key), a.bindName(c, key)
		if bp == nil || bc == nil || a.bindText(bp) == a.bindText(bc) {
			continue
		}
		d := a.diag(source.Error, bc.NameRange, codeRoutineConflict,
			fmt.Sprintf("'%s' is already bound to '%s'%s: a second routine directive may not bind it to '%s' (§2.15.1)",
				c.Routine.Sym.Name, a.bindText(bp), deviceLabel(key, dirOf(prev), dirOf(c)), a.bindText(bc)))
		d.Notes = []source.Note{a.note(bp.NameRange, "the first bind clause is here")}
		a.add(d)
		return
	}
}

// bindName is the bind clause that applies to c for device type key.
func (a *analyzer) bindName(c *Construct, key string) *grammar.Clause {
	for _, u := range a.effectiveClauses(dirOf(c), key) {
		if u.Name == "bind" && u.Clause.Args != nil && len(u.Clause.Args.Args) == 1 && u.Clause.Args.Args[0].Value != nil {
			return u.Clause
		}
	}
	return nil
}

// bindText is a bind clause's name, a string's contents unquoted.
func (a *analyzer) bindText(cl *grammar.Clause) string {
	v := cl.Args.Args[0].Value
	if lit, ok := v.(*grammar.BasicLit); ok && lit.Kind == grammar.StringLit {
		if s, err := strconv.Unquote(lit.Value); err == nil {
			return s
		}
	}
	return a.text(v)
}

// checkRoutineHeaderLevel compares c with the routine directives of
// included headers for the same function.
func (a *analyzer) checkRoutineHeaderLevel(c *Construct) {
	lc := a.routineLevel(dirOf(c), "")
	for i := range a.u.HeaderRoutines {
		h := &a.u.HeaderRoutines[i]
		if h.Sym != c.Routine.Sym || h.Level == "" || lc == 0 || h.Level == levelName(lc) {
			continue
		}
		a.errorf(a.levelClauseRange(c, lc, ""), codeRoutineConflict,
			"'%s' is already a %s routine (%s:%d): a second routine directive may not make it a %s routine (§2.15.1)",
			c.Routine.Sym.Name, h.Level, h.File, h.Line, levelName(lc))
		return
	}
}

// levelClauseRange is where c writes level lv for device type key: the
// clause, or the directive's name.
func (a *analyzer) levelClauseRange(c *Construct, lv Levels, key string) source.Range {
	if cl := a.loopClausesFor(dirOf(c), key).at[lv]; cl != nil {
		return cl.NameRange
	}
	if lv == Seq {
		if cl := a.clauseFor(dirOf(c), "seq"); cl != nil {
			return cl.NameRange
		}
	}
	return c.NameRange
}

// checkRoutineBeforeUse reports a routine directive after its function's
// definition or after a use of the function.
func (a *analyzer) checkRoutineBeforeUse(c *Construct, use source.Range) {
	sym, at := c.Routine.Sym, c.DirRange.Start.Offset
	if def := sym.Def; def != nil && def.Range.End.Offset <= at {
		d := a.diag(source.Error, c.NameRange, codeRoutineLate,
			fmt.Sprintf("the routine directive for '%s' comes after its definition: it must appear before any definition or use of the function (§2.15.1)", sym.Name))
		d.Notes = []source.Note{a.note(def.NameRange, fmt.Sprintf("'%s' is defined here", sym.Name))}
		a.add(d)
		return
	}
	if use.Start.IsValid() && use.Start.Offset < at {
		d := a.diag(source.Error, c.NameRange, codeRoutineLate,
			fmt.Sprintf("the routine directive for '%s' comes after a use of it: it must appear before any definition or use of the function (§2.15.1)", sym.Name))
		d.Notes = []source.Note{a.note(use, fmt.Sprintf("'%s' is used here", sym.Name))}
		a.add(d)
	}
}

// firstFunctionUses maps each function to its first use (a call or its
// address) in the bodies of the file's functions.
func (a *analyzer) firstFunctionUses() map[*cfront.Symbol]source.Range {
	first := map[*cfront.Symbol]source.Range{}
	for _, fn := range a.u.Funcs {
		if fn.Body == nil {
			continue
		}
		for sym, u := range a.factsOf(fn).firstUses {
			if r, ok := first[sym]; !ok || u.Start.Offset < r.Start.Offset {
				first[sym] = u
			}
		}
	}
	return first
}
