package analysis

import (
	"fmt"
	"strings"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// Rules that tie one clause's arguments to another clause: reductions and
// multi-dimensional gangs, and the loop clauses whose arguments depend on
// the parent compute construct (§2.9.2–2.9.4). For a combined construct
// the parent is the directive itself; for a loop nested in a compute
// construct the semantic analysis calls CheckLoopParent.

// checkCombinations runs the cross-clause rules on each device type's
// effective clauses.
func (c *dirChecker) checkCombinations() {
	k := c.spec.Kind
	if k != ComputeDirective && k != CombinedDirective && k != LoopDirective {
		return
	}
	secs := sectionsOf(c.uses)
	for _, key := range deviceKeys(secs) {
		eff := effective(c.uses, secs, key)
		label := func(us ...*resolvedClause) string { return groupLabel(key, secs, us...) }
		// §2.5.4: no reduction on a parallel construct whose num_gangs has
		// more than one argument.
		if c.spec.Name == "parallel" || c.spec.Compute == "parallel" {
			red, ng := findUse(eff, "reduction"), findUse(eff, "num_gangs")
			if red != nil && ng != nil && ng.c.Args != nil && len(ng.c.Args.Args) > 1 {
				c.conflict(red, ng, fmt.Sprintf("'reduction' may not appear on '%s' when 'num_gangs' has more than one argument%s",
					c.spec.Name, label(red, ng)), "2.5.4")
			}
		}
		if k == LoopDirective || k == CombinedDirective {
			c.checkReductionGangDim(eff, label)
		}
		if k == CombinedDirective {
			c.checkLoopUnder(eff, eff, c.spec.Compute, label)
		}
	}
}

// §2.9.11: no reduction on a loop whose gang clause has dim: above 1.
func (c *dirChecker) checkReductionGangDim(eff []*resolvedClause, label func(...*resolvedClause) string) {
	red, gang := findUse(eff, "reduction"), findUse(eff, "gang")
	if red == nil || gang == nil {
		return
	}
	dim := gangArg(gang, "dim")
	if dim == nil || dim.Value == nil {
		return
	}
	if v, k := literalInt(dim.Value); k == litKnown && v > 1 {
		c.conflict(red, gang, fmt.Sprintf("'reduction' may not appear on a loop whose 'gang' has 'dim:' greater than 1%s", label(red, gang)), "2.9.11")
	}
}

// checkLoopUnder checks the loop clauses of loop against the parent
// compute construct's kind ("parallel", "serial", "kernels", or "" for an
// orphaned loop) and clauses.
func (c *dirChecker) checkLoopUnder(loop, parent []*resolvedClause, kind string, label func(...*resolvedClause) string) {
	gang, worker, vector := findUse(loop, "gang"), findUse(loop, "worker"), findUse(loop, "vector")
	where := "in a " + kind + " region"
	if kind == "" {
		where = "on an orphaned loop"
	}
	if kind != "kernels" {
		// §2.9.2: the parallel construct sets the number of gangs; §2.9.3:
		// worker takes no argument.
		if a := gangArg(gang, "num"); a != nil {
			c.errorf(a.Range, codeBadArgument, "'gang' takes no gang count %s: the number of gangs comes from 'num_gangs' on the compute construct (§2.9.2)", where)
		}
		if worker != nil && worker.c.Args != nil && len(worker.c.Args.Args) > 0 {
			c.errorf(worker.c.Args.Range, codeBadArgument, "'worker' takes no argument %s: the number of workers comes from 'num_workers' on the compute construct (§2.9.3)", where)
		}
		// §2.9.4: the length argument is allowed only when the parent
		// compute construct is a kernels construct.
		if vector != nil && vector.c.Args != nil && len(vector.c.Args.Args) > 0 {
			c.errorf(vector.c.Args.Range, codeBadArgument, "'vector' takes no length %s: the vector length comes from 'vector_length' on the compute construct (§2.9.4)", where)
		}
		return
	}
	// §2.9.2–2.9.4 for kernels: no dim:, and a count only where the
	// kernels construct does not set it.
	if a := gangArg(gang, "dim"); a != nil {
		r := a.Range
		if ms := argModifiers(a); len(ms) > 0 {
			r = ms[0].Range
		}
		c.errorf(r, codeBadArgument, "'dim:' is not allowed on 'gang' in a kernels region (§2.9.2)")
	}
	for _, rule := range []struct {
		clause, arg, count, section string
	}{
		{"gang", "num", "num_gangs", "2.9.2"},
		{"worker", "", "num_workers", "2.9.3"},
		{"vector", "", "vector_length", "2.9.4"},
	} {
		u := map[string]*resolvedClause{"gang": gang, "worker": worker, "vector": vector}[rule.clause]
		count := findUse(parent, rule.count)
		if u == nil || count == nil {
			continue
		}
		var at source.Range
		if rule.arg != "" {
			a := gangArg(u, rule.arg)
			if a == nil {
				continue
			}
			at = a.Range
		} else {
			if u.c.Args == nil || len(u.c.Args.Args) == 0 {
				continue
			}
			at = u.c.Args.Range
		}
		d := c.diag(source.Error, at, codeClauseConflict,
			fmt.Sprintf("'%s' may not give a count when '%s' appears on the kernels construct%s (§%s)",
				rule.clause, rule.count, label(u, count), rule.section))
		d.Notes = []source.Note{{File: c.f.Name, Range: count.c.NameRange, Message: fmt.Sprintf("'%s' is here", rule.count)}}
		c.add(d)
	}
}

// CheckLoopParent checks the clauses of a loop directive that depend on
// its parent compute construct (§2.9.2–2.9.4, §2.9.11): gang, worker and
// vector arguments, and reductions under a multi-dimensional num_gangs.
// parent is nil for an orphaned loop construct. Problems of either
// directive alone are CheckDirectives' and are not repeated here.
func CheckLoopParent(f *source.File, loop, parent *grammar.Directive) []source.Diagnostic {
	lc := quietChecker(f, loop)
	if lc == nil || lc.spec.Kind != LoopDirective {
		return nil
	}
	kind := ""
	var pc *dirChecker
	if parent != nil {
		pc = quietChecker(f, parent)
		if pc == nil {
			return nil
		}
		switch {
		case pc.spec.Kind == ComputeDirective:
			kind = pc.spec.Name
		case pc.spec.Kind == CombinedDirective:
			kind = pc.spec.Compute
		default:
			return nil
		}
	}
	loopSecs := sectionsOf(lc.uses)
	var parentUses []*resolvedClause
	var parentSecs [][]string
	if pc != nil {
		parentUses, parentSecs = pc.uses, sectionsOf(pc.uses)
	}
	for _, key := range deviceKeys(loopSecs, parentSecs) {
		leff := effective(lc.uses, loopSecs, key)
		peff := effective(parentUses, parentSecs, key)
		label := func(us ...*resolvedClause) string {
			// One label for both directives: a device type one of them names.
			for _, u := range us {
				if u != nil && u.section >= 0 {
					if key != "" {
						return fmt.Sprintf(" for device type '%s'", key)
					}
					return " for device_type(*)"
				}
			}
			return ""
		}
		lc.checkLoopUnder(leff, peff, kind, label)
		// §2.9.11: no reduction on a gang loop within a parallel construct
		// whose num_gangs has more than one argument.
		if kind == "parallel" {
			red, gang, ng := findUse(leff, "reduction"), findUse(leff, "gang"), findUse(peff, "num_gangs")
			if red != nil && gang != nil && ng != nil && ng.c.Args != nil && len(ng.c.Args.Args) > 1 {
				lc.conflict(red, ng, fmt.Sprintf("'reduction' may not appear on a gang loop inside a parallel construct whose 'num_gangs' has more than one argument%s",
					label(red, gang, ng)), "2.9.11")
			}
		}
	}
	return lc.diags
}

// quietChecker resolves a directive's clauses without reporting anything.
func quietChecker(f *source.File, d *grammar.Directive) *dirChecker {
	if d == nil || !d.Known {
		return nil
	}
	c := newDirChecker(f, d)
	spec, ok := LookupDirective(d.Name)
	if !ok {
		return nil
	}
	c.spec = spec
	c.resolveClauses()
	c.diags, c.seen = nil, map[string]bool{}
	return c
}

func findUse(uses []*resolvedClause, name string) *resolvedClause {
	for _, u := range uses {
		if u.name == name {
			return u
		}
	}
	return nil
}

// gangArg returns the argument of a gang clause of the given kind: "num"
// (with or without the keyword), "dim" or "static".
func gangArg(u *resolvedClause, kind string) *grammar.Arg {
	if u == nil || u.c.Args == nil {
		return nil
	}
	for _, a := range u.c.Args.Args {
		if a == nil {
			continue
		}
		k := "num"
		if ms := argModifiers(a); len(ms) > 0 {
			k = ms[0].Name
		}
		if k == kind {
			return a
		}
	}
	return nil
}

// deviceTypeName is the name a device_type argument gives ("*" for the
// asterisk), lower case since Fortran is case-insensitive.
func deviceTypeName(e grammar.Expr) string {
	switch x := e.(type) {
	case *grammar.Star:
		return "*"
	case *grammar.Ident:
		return strings.ToLower(x.Name)
	}
	return ""
}
