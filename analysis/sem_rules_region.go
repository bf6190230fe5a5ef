package analysis

import (
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// checkCaches requires each cache directive at the top of a loop body
// (§2.10: "The cache directive may appear at the top of (inside of) a
// loop").
func (a *analyzer) checkCaches() {
	for _, c := range a.m.Constructs {
		if c.Kind != KindCache || c.Func == nil {
			continue
		}
		off := dirOf(c).Range.Start.Offset
		var loop cfront.Stmt
		cfront.Inspect(c.Func.Body, func(n cfront.Node) bool {
			s, ok := n.(cfront.Stmt)
			if !ok {
				return false
			}
			if r := s.Span(); r.Start.Offset > off || off >= r.End.Offset {
				return false
			}
			if isLoopStmt(s) {
				loop = s
			}
			return true
		})
		if loop == nil {
			a.errorf(dirOf(c).NameRange, codeCachePlacement, "'cache' must be inside a loop, at the top of its body")
			continue
		}
		body, _ := loopBodyStmt(loop).(*cfront.Compound)
		if body == nil || off < body.Range.Start.Offset {
			a.errorf(dirOf(c).NameRange, codeCachePlacement, "'cache' must be inside the braces of the loop's body, at the top")
			continue
		}
		for _, it := range body.Items {
			if r := it.Span(); r.Start.IsValid() && r.Start.Offset < off {
				d := a.diag(source.Error, dirOf(c).NameRange, codeCachePlacement, "'cache' must be at the top of the loop body, before its statements")
				d.Notes = []source.Note{a.note(stmtHead(it), "this statement comes before it")}
				a.add(d)
				break
			}
		}
	}
}

func loopBodyStmt(s cfront.Stmt) cfront.Stmt {
	switch s := s.(type) {
	case *cfront.For:
		return s.Body
	case *cfront.While:
		return s.Body
	case *cfront.DoWhile:
		return s.Body
	}
	return nil
}

// checkIntArgs requires integer expressions where the spec says
// int-expr: async and wait arguments (§2.16.1, §2.16.2, §2.16.3),
// num_gangs, num_workers and vector_length (§2.5.10–2.5.12).
func (a *analyzer) checkIntArgs() {
	sections := map[string]string{"async": "2.16.1", "wait": "2.16.2", "num_gangs": "2.5.10", "num_workers": "2.5.11", "vector_length": "2.5.12",
		"gang": "2.9.2", "worker": "2.9.3", "vector": "2.9.4"}
	for _, c := range a.m.Constructs {
		if c.Kind == KindWait && dirOf(c).Args != nil {
			for _, arg := range dirOf(c).Args.Args {
				a.checkIntArg(arg.Value, "wait", "2.16.3")
				for _, m := range arg.Modifiers {
					a.checkIntArg(m.Value, "wait", "2.16.3")
				}
			}
		}
		for _, cl := range dirOf(c).Clauses {
			name := modernName(cl.Name)
			sec, ok := sections[name]
			if !ok || cl.Args == nil || cl.Bad {
				continue
			}
			for _, arg := range cl.Args.Args {
				a.checkIntArg(arg.Value, name, sec)
				for _, m := range arg.Modifiers {
					a.checkIntArg(m.Value, name, sec)
				}
			}
		}
	}
}

func (a *analyzer) checkIntArg(e grammar.Expr, clause, sec string) {
	if e == nil {
		return
	}
	t := a.typeOf(e)
	if t == nil || t.IsInteger() {
		return
	}
	a.errorf(e.Span(), codeNotInteger, "the argument of '%s' must be an integer expression; '%s' has type %s (§%s)", clause, a.text(e), t.Name, sec)
}
