package analysis

import (
	"fmt"

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

// checkBranches reports branches into or out of a compute construct or a
// data construct's structured block (§2.5.4, and the single entry and
// exit of a structured block, §1.6).
func (a *analyzer) checkBranches() {
	for _, c := range a.m.Constructs {
		if c.Body == nil || !(c.IsCompute() || c.Kind == KindData || c.Kind == KindHostData) {
			continue
		}
		labels := map[string]*cfront.Labeled{}
		cfront.Inspect(c.Func.Body, func(n cfront.Node) bool {
			if l, ok := n.(*cfront.Labeled); ok {
				labels[l.Label] = l
			}
			return true
		})
		body := c.Body.Span()
		inBody := func(r source.Range) bool {
			return body.Start.Offset <= r.Start.Offset && r.End.Offset <= body.End.Offset
		}
		what := fmt.Sprintf("the '%s' construct", dirOf(c).Name)
		if !c.IsCompute() {
			what = fmt.Sprintf("the structured block of '%s'", dirOf(c).Name)
		}
		branch := func(r source.Range, msg string) {
			d := a.diag(source.Error, r, codeBranchOut, msg)
			d.Notes = []source.Note{a.note(dirOf(c).NameRange, fmt.Sprintf("'%s' is here", dirOf(c).Name))}
			a.add(d)
		}
		var walk func(n cfront.Node, inLoop, inSwitch bool)
		walk = func(n cfront.Node, inLoop, inSwitch bool) {
			switch s := n.(type) {
			case *cfront.Return:
				branch(s.Range, fmt.Sprintf("'return' leaves %s", what))
			case *cfront.Goto:
				if l := labels[s.Label]; s.Label == "" || l == nil || !inBody(l.Range) {
					branch(s.Range, fmt.Sprintf("'goto %s' leaves %s", s.Label, what))
				}
			case *cfront.Break:
				if !inLoop && !inSwitch {
					branch(s.Range, fmt.Sprintf("'break' leaves %s", what))
				}
			case *cfront.Continue:
				if !inLoop {
					branch(s.Range, fmt.Sprintf("'continue' leaves %s", what))
				}
			case *cfront.For, *cfront.While, *cfront.DoWhile:
				inLoop = true
			case *cfront.Switch:
				inSwitch = true
			}
			for _, k := range cfront.Children(n) {
				if _, ok := k.(cfront.Stmt); ok {
					walk(k, inLoop, inSwitch)
				}
			}
		}
		walk(c.Body, false, false)
		// Branches from outside into the block.
		cfront.Inspect(c.Func.Body, func(n cfront.Node) bool {
			if g, ok := n.(*cfront.Goto); ok && !inBody(g.Range) {
				if l := labels[g.Label]; l != nil && inBody(l.Range) {
					branch(g.Range, fmt.Sprintf("'goto %s' enters %s", g.Label, what))
				}
			}
			return true
		})
	}
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
