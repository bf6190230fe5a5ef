package analysis

import (
	"fmt"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// Executable directives in the place of a statement. §2.14.4: "The update
// directive is executable. It must not appear in place of the statement
// following an if, while, do, switch, or label in C or C++." The same
// holds for every executable directive (enter data, exit data §2.6.6;
// init, shutdown, set §2.14.1-§2.14.3; wait §2.16.3) and for the body of
// a for loop: C does not see a pragma as a statement, so the statement
// after the directive would silently become the body, and the directive
// would run unconditionally.

const codeExecPlacement = "executable-directive-placement"

func init() {
	source.RegisterCodes(source.CodeInfo{Code: codeExecPlacement, Severity: source.Error, Section: "2.14.4",
		Title: "An executable directive stands where a statement must be",
		Help:  "update, wait, enter data, exit data, init, shutdown and set are not statements of C: as the body of an if, else, for, while, do or switch, or after a label, the statement that follows the directive would become that body. Put the directive in braces with the statement: if (c) { #pragma acc update self(a[0:n]) }."})
}

var executableSections = map[ConstructKind]string{
	KindUpdate: "2.14.4", KindWait: "2.16.3", KindEnterData: "2.6.6", KindExitData: "2.6.6",
	KindInit: "2.14.1", KindShutdown: "2.14.2", KindSet: "2.14.3",
}

func (a *analyzer) checkExecutablePlacement() {
	for _, c := range a.m.Constructs {
		sec, ok := executableSections[c.Kind]
		if !ok || c.Func == nil || c.Func.Body == nil {
			continue
		}
		owner, what := statementPlaceOf(c.Func.Body, c.DirRange)
		if owner == nil {
			continue
		}
		d := a.diag(source.Error, c.NameRange, codeExecPlacement,
			fmt.Sprintf("'%s' may not stand in place of the statement of %s: it is not a C statement, so the next statement would become that body; put the directive in braces (§%s)", c.DirName, what, sec))
		d.Notes = []source.Note{a.note(stmtHead(owner), "the statement whose body it would be")}
		a.add(d)
	}
}

// statementPlaceOf finds the statement of s or inside it whose body (or
// else branch, or labeled statement) dir stands in place of: dir lies
// between the statement's head and the start of that body.
func statementPlaceOf(s cfront.Stmt, dir source.Range) (cfront.Stmt, string) {
	if s == nil || nilStmt(s) || !rangeHolds(s.Span(), dir) {
		return nil, ""
	}
	start := s.Span().Start.Offset
	type place struct {
		from int
		body cfront.Stmt
		what string
	}
	var places []place
	switch x := s.(type) {
	case *cfront.If:
		places = append(places, place{start, x.Then, "an 'if'"})
		if !nilStmt(x.Else) && !nilStmt(x.Then) {
			places = append(places, place{x.Then.Span().End.Offset, x.Else, "an 'else'"})
		}
	case *cfront.For:
		places = append(places, place{start, x.Body, "a 'for' loop"})
	case *cfront.While:
		places = append(places, place{start, x.Body, "a 'while' loop"})
	case *cfront.DoWhile:
		places = append(places, place{start, x.Body, "a 'do' loop"})
	case *cfront.Switch:
		places = append(places, place{start, x.Body, "a 'switch'"})
	case *cfront.Case:
		places = append(places, place{start, x.Stmt, "a case label"})
	case *cfront.Labeled:
		places = append(places, place{start, x.Stmt, "the label '" + x.Label + "'"})
	}
	for _, p := range places {
		if p.body == nil || nilStmt(p.body) {
			continue
		}
		b := p.body.Span().Start
		if b.IsValid() && p.from <= dir.Start.Offset && dir.End.Offset <= b.Offset {
			return s, p.what
		}
	}
	for _, k := range cfront.Children(s) {
		if ks, ok := k.(cfront.Stmt); ok {
			if owner, what := statementPlaceOf(ks, dir); owner != nil {
				return owner, what
			}
		}
	}
	return nil, ""
}

// nilStmt reports a typed nil statement, which the C tree leaves for a
// missing part.
func nilStmt(s cfront.Stmt) bool {
	switch s := s.(type) {
	case nil:
		return true
	case *cfront.Compound:
		return s == nil
	case *cfront.ExprStmt:
		return s == nil
	case *cfront.DeclStmt:
		return s == nil
	}
	return false
}

// rangeHolds reports whether r holds inner.
func rangeHolds(r, inner source.Range) bool {
	return r.Start.IsValid() && r.Start.Offset <= inner.Start.Offset && inner.End.Offset <= r.End.Offset
}
