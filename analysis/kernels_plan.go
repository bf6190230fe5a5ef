package analysis

import (
	"fmt"

	"github.com/accls/accls/cfront"
)

// The kernels plan: how accls compile runs a kernels construct (§2.5.3:
// "the compiler will split the code in the kernels region into a
// sequence of accelerator kernels"). Each statement of the region (each
// loop nest) is a kernel of its own, launched in order on the
// construct's queue. A kernel runs over all gangs when the statement is a
// gang loop, or holds one gang loop that every gang may reach; otherwise
// on one gang, since gangs cannot meet inside a kernel. A sequential loop
// around gang loops (a time loop around parallel sweeps) runs on the
// host instead, launching its body's statements as kernels each
// iteration. The analysis decides the plan; the generator prints it, and
// accls check --info, hover and inlay hints describe it.

// Launch is how one kernel of a kernels region runs.
type Launch uint8

const (
	// LaunchAllGangs: the gangs share out the kernel's gang loop.
	LaunchAllGangs Launch = iota + 1
	// LaunchOneGang: the kernel runs on one gang; its loops share out
	// only that gang's workers and vector lanes.
	LaunchOneGang
	// LaunchHostLoop: the statement is a loop the host runs, launching
	// the kernels of its body (Kernel.Body) each iteration.
	LaunchHostLoop
)

// KernelsPlan is the plan of a kernels or kernels loop construct.
type KernelsPlan struct {
	// Kernels are the statements of the region in order, each a kernel
	// or a host loop of kernels. A declaration at the top of the region
	// has none (the generator does not translate it).
	Kernels []*Kernel
	// ByValue are the implicit copy attributes of scalars the region
	// only reads: their kernels get the value as an argument
	// (kernels_scalars.go), in the order of Construct.Implicit.
	ByValue []*DataAttr
}

// Kernel is one statement of a kernels region and how it runs.
type Kernel struct {
	Stmt   cfront.Stmt
	Launch Launch
	// Reason says why it runs so.
	Reason string
	// Levels are the levels its partitioned loops and the routines it
	// calls use, gang included even when it runs on one gang.
	Levels Levels
	// Loop is the statement's loop, when it is one.
	Loop *Loop
	// Body are a host loop's kernels, launched in order each iteration.
	Body []*Kernel
	// NotHost says why a sequential loop around gang loops is not a host
	// loop; "" for the others.
	NotHost string
}

// KernelOf is the kernel of statement s, searching host loops' bodies
// too; nil when s is not a statement of the plan.
func (p *KernelsPlan) KernelOf(s cfront.Stmt) *Kernel {
	if p == nil {
		return nil
	}
	return kernelIn(p.Kernels, s)
}

func kernelIn(ks []*Kernel, s cfront.Stmt) *Kernel {
	for _, k := range ks {
		if k.Stmt == s {
			return k
		}
		if in := kernelIn(k.Body, s); in != nil {
			return in
		}
	}
	return nil
}

// ValueOf reports an attribute whose scalar the kernels get by value.
func (p *KernelsPlan) ValueOf(at *DataAttr) bool {
	if p == nil {
		return false
	}
	for _, v := range p.ByValue {
		if v == at {
			return true
		}
	}
	return false
}

// Where is where accls compile runs a loop's iterations.
type Where uint8

const (
	// OnDevice: on the device, over the gangs its construct launches.
	OnDevice Where = iota
	// OnOneGang: in a kernel of a kernels region that runs on one gang.
	OnOneGang
	// OnHost: a loop of a kernels region that the host runs.
	OnHost
)

// Schedule is how accls compile runs a loop: the levels its iterations
// are shared out at (0: in order), where, and why.
type Schedule struct {
	Levels Levels
	Where  Where
	Reason string
	// Kernel is the kernel of a kernels region the loop is in (for a
	// host loop, its own); nil outside kernels regions.
	Kernel *Kernel
}

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
	for _, lp := range a.loopsIn(c, s) {
		k.Levels |= lp.Levels & (Gang | Worker | Vector)
	}
	called := a.m.CalledLevels(s)
	k.Levels |= called
	switch {
	case called&Gang != 0:
		k.Launch, k.Reason = LaunchOneGang, "it calls a gang routine, and the code of the statement outside loops runs once"
	case k.Loop != nil && partitioned(k.Loop) && k.Loop.Levels&Gang != 0:
		k.Launch, k.Reason = LaunchAllGangs, "it is a loop partitioned over gangs"
	case k.Levels&Gang != 0 && a.gangLoopAlone(c, s):
		k.Launch, k.Reason = LaunchAllGangs, "its one gang loop is inside no other loop of the statement, and the code around it writes no memory: every gang runs that code, which is running it once"
	default:
		k.Launch, k.Reason = LaunchOneGang, a.oneGangWhy(c, s)
	}
	for _, lp := range a.loopsIn(c, s) {
		lp.Schedule.Kernel = k
		if k.Launch == LaunchOneGang && lp.Parallel {
			lp.Schedule.Levels &^= Gang
			lp.Schedule.Where = OnOneGang
			lp.Schedule.Reason = fmt.Sprintf("the statement of the kernels region at line %d runs on one gang: %s", s.Span().Start.Line, k.Reason)
		}
	}
	return k
}

// partitioned reports a loop of a compute construct whose iterations are
// shared out (the directive's own loop of a collapse or tile nest).
func partitioned(lp *Loop) bool {
	return lp.Parallel && lp.Assoc == 0 && lp.Levels&(Gang|Worker|Vector) != 0
}

// loopsIn are the partitioned loops of c inside statement s (s's own
// loop included), in source order.
func (a *analyzer) loopsIn(c *Construct, s cfront.Stmt) []*Loop {
	span := s.Span()
	var out []*Loop
	for _, lp := range a.m.Loops {
		r := lp.Stmt.Span()
		if lp.Compute == c && r.Start.Offset >= span.Start.Offset && r.End.Offset <= span.End.Offset && partitioned(lp) {
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
