package model

import "github.com/accls/accls/cfront"

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
