package analysis

import (
	"fmt"

	"github.com/accls/accls/cfront"
)

// The kernels plan (analysis/model/kernels_plan.go) as the analysis
// decides it: each statement of a kernels region a kernel on all gangs or
// on one, or a host loop of kernels (§2.5.3).

// planKernels decides the plan of each kernels construct and the
// schedule of each loop.
func (a *analyzer) planKernels() {
	for _, l := range a.m.Loops {
		l.Schedule = Schedule{Where: OnDevice, Reason: l.Reason}
		if l.Parallel {
			l.Schedule.Levels = l.Levels & (Gang | Worker | Vector)
		}
	}
	for _, c := range a.m.Constructs {
		if c.ComputeKind() != KindKernels || c.Body == nil {
			continue
		}
		p := &KernelsPlan{ByValue: a.valueScalars(c)}
		for _, s := range a.kernelsStmts(c) {
			p.Kernels = append(p.Kernels, a.planStmt(c, s))
		}
		c.KernelsPlan = p
	}
}

// kernelsStmts are the statements of a kernels region that are kernels:
// each statement of its block (declarations aside); the loop of a
// kernels loop construct.
func (a *analyzer) kernelsStmts(c *Construct) []cfront.Stmt {
	blk, ok := c.Body.(*cfront.Compound)
	if c.Kind != KindKernels || !ok {
		return []cfront.Stmt{c.Body}
	}
	var out []cfront.Stmt
	for _, s := range blk.Items {
		if _, decl := s.(*cfront.DeclStmt); !decl {
			out = append(out, s)
		}
	}
	return out
}

// planStmt plans one statement: a host loop when it is a sequential loop
// around gang loops that can run on the host, else a kernel.
func (a *analyzer) planStmt(c *Construct, s cfront.Stmt) *Kernel {
	var notHost string
	if f, lp := a.hostLoopCandidate(c, s); f != nil {
		if notHost = a.hostLoopWhyNot(c, f, lp); notHost == "" {
			return a.planHostLoop(c, f, lp)
		}
	}
	k := a.planKernel(c, s)
	k.NotHost = notHost
	return k
}

// planHostLoop is the host loop f, whose body's statements are each
// planned like the region's.
func (a *analyzer) planHostLoop(c *Construct, f *cfront.For, lp *Loop) *Kernel {
	k := &Kernel{Stmt: f, Launch: LaunchHostLoop, Loop: lp, Reason: lp.Reason}
	if k.Reason == "" {
		k.Reason = "its iterations run in order"
	}
	for _, it := range bodyItems(f.Body) {
		if e, ok := it.(*cfront.ExprStmt); ok && e.X == nil {
			continue // ;
		}
		k.Body = append(k.Body, a.planStmt(c, it))
	}
	lp.Schedule = Schedule{Where: OnHost, Reason: k.Reason, Kernel: k}
	return k
}

// planKernel decides whether statement s of c runs over all gangs or on
// one, and gives its loops their schedule.
func (a *analyzer) planKernel(c *Construct, s cfront.Stmt) *Kernel {
	k := &Kernel{Stmt: s, Loop: a.loopOf[s]}
	loops := a.loopsIn(c, s)
	gl := gangLoops(loops)
	for _, lp := range loops {
		k.Levels |= lp.Levels & (Gang | Worker | Vector)
	}
	called := a.m.CalledLevels(s)
	k.Levels |= called
	switch {
	case called&Gang != 0:
		k.Launch, k.Reason = LaunchOneGang, "it calls a gang routine, and the code of the statement outside loops runs once"
	case k.Loop != nil && k.Loop.Partitioned() && k.Loop.Levels&Gang != 0:
		k.Launch, k.Reason = LaunchAllGangs, "it is a loop partitioned over gangs"
	case k.Levels&Gang != 0 && gangLoopAlone(c, s, gl):
		k.Launch, k.Reason = LaunchAllGangs, "its one gang loop is inside no other loop of the statement, and the code around it writes no memory: every gang runs that code, which is running it once"
	default:
		k.Launch, k.Reason = LaunchOneGang, oneGangWhy(gl)
	}
	for _, lp := range loops {
		lp.Schedule.Kernel = k
		if k.Launch == LaunchOneGang && lp.Parallel {
			lp.Schedule.Levels &^= Gang
			lp.Schedule.Where = OnOneGang
			lp.Schedule.Reason = fmt.Sprintf("the statement of the kernels region at line %d runs on one gang: %s", s.Span().Start.Line, k.Reason)
		}
	}
	return k
}

// loopsIn are the partitioned loops of c inside statement s (s's own
// loop included), in source order.
func (a *analyzer) loopsIn(c *Construct, s cfront.Stmt) []*Loop {
	span := s.Span()
	var out []*Loop
	for _, lp := range a.loopsOf(c) {
		if r := lp.Stmt.Span(); r.Start.Offset >= span.Start.Offset && r.End.Offset <= span.End.Offset && lp.Partitioned() {
			out = append(out, lp)
		}
	}
	return out
}

// bodyItems are the statements of a loop body: a block's items, or the
// one statement.
func bodyItems(s cfront.Stmt) []cfront.Stmt {
	if blk, ok := s.(*cfront.Compound); ok {
		return blk.Items
	}
	return []cfront.Stmt{s}
}

// declaredWithin reports a variable of the main file declared inside
// [start, end).
func declaredWithin(sym *cfront.Symbol, start, end int) bool {
	return sym.InMainFile() && !sym.Global && sym.Decl.Start.Offset >= start && sym.Decl.Start.Offset < end
}
