package model

import (
	"fmt"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// checkLimits reports the translator limits the model alone decides
// (limits_model.go), at the positions the generator reports them, so that
// accls check says what accls compile would. Like the translator, it
// looks only at a file the spec's rules accept (CheckFileResult calls it
// when no other error is reported): a limit next to an error is noise.
func ModelLimits(m *Model) []source.Diagnostic {
	a := &limitChecker{m: m, seen: map[string]bool{}}
	a.check()
	return a.diags
}

type limitChecker struct {
	m     *Model
	seen  map[string]bool
	diags []source.Diagnostic
}

func (a *limitChecker) check() {
	for _, c := range a.m.Constructs {
		if a.inNohost(c) {
			continue // compiled for the device only: no host translation
		}
		outer := enclosingCompute(c)
		switch {
		case outer == nil:
			a.hostLimits(c)
		case c.Body != nil:
			a.regionDirectiveLimits(c)
		}
		if c.IsCompute() && outer == nil {
			a.leaveLimits(c)
			a.computeStmtLimits(c)
		} else if outer == nil && (c.Kind == KindData || c.Kind == KindHostData) {
			a.leaveLimits(c)
		}
	}
}

func (a *limitChecker) limit(l *Limit, r source.Range, args ...any) {
	d := l.Diagnostic(a.m.File.Name, r, args...)
	key := fmt.Sprintf("%d:%s", r.Start.Offset, d.Message)
	if !a.seen[key] {
		a.seen[key] = true
		a.diags = append(a.diags, d)
	}
}

// enclosingCompute is the compute construct around c, not c itself.
func enclosingCompute(c *Construct) *Construct {
	for p := c.Parent; p != nil; p = p.Parent {
		if p.IsCompute() {
			return p
		}
	}
	return nil
}

// inNohost reports constructs in the definition of a nohost routine,
// which accls compile leaves out of the host file.
func (a *limitChecker) inNohost(c *Construct) bool {
	return c.Func != nil && a.m.IsNohost(c.Func.Sym)
}

// hostLimits: a directive outside compute regions is translated as host
// code; its form, kind and clauses must be ones the translation handles.
func (a *limitChecker) hostLimits(c *Construct) {
	if !c.Resolved.Pragma {
		a.limit(LimitDirectiveForm, c.DirRange)
		return
	}
	switch c.Kind {
	case KindLoop, KindRoutine, KindAtomic:
		// Host copies of orphaned loops, routines and atomics are the
		// statements as written; their device copies are planned.
	case KindCache:
		a.limit(LimitDirective, c.NameRange, c.Name())
		return
	default:
		if c.Kind == KindDeclare {
			a.declareLimits(c)
		}
		a.clauseLimits(c)
		if c.Kind == KindInit || c.Kind == KindShutdown || c.Kind == KindSet {
			a.runtimeDeviceTypeLimits(c) // limits_devtype.go
		}
	}
	if c.IsCompute() || c.Kind == KindData || c.Kind == KindUpdate || c.Kind == KindInit || c.Kind == KindShutdown || c.Kind == KindSet {
		return
	}
	if cl := c.Resolved.Clause("device_type"); cl != nil {
		a.limit(LimitDeviceTypeClauseOn, cl.NameRange, c.Name())
	}
}

// clauseLimits reports the clauses of c its translation does not handle.
func (a *limitChecker) clauseLimits(c *Construct) {
	for _, cl := range c.Resolved.Clauses {
		if !IsTranslatedClause(c, cl.Name) {
			a.limit(LimitClauseNotTranslated, cl.NameRange, cl.Name, c.Name())
		}
	}
}

// declareLimits: a declare directive in a function is translated only in
// the function's outermost block, where its data lifetime ends with the
// function (§2.13).
func (a *limitChecker) declareLimits(c *Construct) {
	fn := c.Func
	if fn == nil || fn.Body == nil {
		return
	}
	off := c.DirRange.Start.Offset
	for _, it := range fn.Body.Items {
		if r := it.Span(); r.Start.Offset <= off && off < r.End.Offset {
			a.limit(LimitDeclareNestedBlock, c.NameRange)
			return
		}
	}
}

// regionDirectiveLimits: inside a compute region only loop, atomic and
// cache directives are translated; loops and atomics with the clauses
// their translation handles.
func (a *limitChecker) regionDirectiveLimits(c *Construct) {
	switch c.Kind {
	case KindLoop, KindAtomic:
		a.clauseLimits(c)
	case KindCache:
	default:
		a.limit(LimitDirectiveInComputeRegion, c.NameRange, c.Name())
	}
}

// leaveLimits refuses jumps out of a region's body, and any goto in it:
// the exit actions of its data clauses would be skipped (a structured
// block has one exit at the bottom, §2.6.3).
func (a *limitChecker) leaveLimits(c *Construct) {
	if c.Body == nil {
		return
	}
	var walk func(s cfront.Stmt, inLoop, inSwitch bool)
	walk = func(s cfront.Stmt, inLoop, inSwitch bool) {
		cfront.Inspect(s, func(n cfront.Node) bool {
			switch x := n.(type) {
			case *cfront.Return:
				a.limit(LimitReturnOutOfRegion, x.Range, c.Name())
			case *cfront.Goto:
				a.limit(LimitGotoInRegion, x.Range, c.Name())
			case *cfront.Break:
				if !inLoop && !inSwitch {
					a.limit(LimitBreakOutOfRegion, x.Range, c.Name())
				}
			case *cfront.Continue:
				if !inLoop {
					a.limit(LimitContinueOutOfRegion, x.Range, c.Name())
				}
			case *cfront.For:
				if x != s {
					walk(x.Body, true, inSwitch)
					return false
				}
			case *cfront.While:
				walk(x.Body, true, inSwitch)
				return false
			case *cfront.DoWhile:
				walk(x.Body, true, inSwitch)
				return false
			case *cfront.Switch:
				walk(x.Body, inLoop, true)
				return false
			}
			return true
		})
	}
	if f, ok := c.Body.(*cfront.For); ok {
		walk(f.Body, true, false)
		return
	}
	walk(c.Body, false, false)
}

// computeStmtLimits reports the statements of a compute region that
// OpenCL C kernels cannot hold: return, goto, labels, asm and nested
// functions.
func (a *limitChecker) computeStmtLimits(c *Construct) {
	if c.Body == nil {
		return
	}
	cfront.Inspect(c.Body, func(n cfront.Node) bool {
		switch x := n.(type) {
		case *cfront.Return:
			a.limit(LimitReturnInComputeRegion, x.Range)
		case *cfront.Goto:
			a.limit(LimitGotoInComputeRegion, x.Range)
		case *cfront.Labeled:
			a.limit(LimitLabelInComputeRegion, x.LabelRange)
		case *cfront.OtherStmt:
			a.limit(LimitStatementKindComputeRegion, x.Range, x.What)
		}
		return true
	})
}
