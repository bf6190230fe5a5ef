package analysis

import (
	"fmt"
	"strings"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// checkBranches reports branches into or out of a compute construct or a
// data construct's structured block (§2.5.4, and the single entry and
// exit of a structured block, §1.6): return, goto, break and continue
// whose target is outside, a goto from outside to a label inside, and a
// case or default label inside that belongs to a switch outside.
func (a *analyzer) checkBranches() {
	for _, c := range a.m.Constructs {
		if c.Body == nil || !(c.IsCompute() || c.Kind == KindData || c.Kind == KindHostData) {
			continue
		}
		a.checkBranchesOf(c)
	}
}

func (a *analyzer) checkBranchesOf(c *Construct) {
	labels := a.factsOf(c.Func).labels
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
		case *cfront.Case:
			if !inSwitch {
				r, label := a.caseLabel(s)
				branch(r, fmt.Sprintf("'%s' belongs to a switch outside: the switch jumps into %s", label, what))
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

// caseLabel returns the range and text of "case v" or "default" of s,
// without its statement.
func (a *analyzer) caseLabel(s *cfront.Case) (source.Range, string) {
	start := s.Range.Start.Offset
	end := start + len("default")
	if s.Value != nil {
		end = s.Value.Span().End.Offset
	}
	if end <= start || end > len(a.f.Text) {
		return stmtHead(s), "case"
	}
	return a.f.Range(start, end), strings.Join(strings.Fields(string(a.f.Text[start:end])), " ")
}
