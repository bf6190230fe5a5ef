package analysis

// The clauses of OpenACC 3.3, with their usual argument shape. Where a
// directive takes a clause in another shape (num_gangs on kernels, self on
// update, gang on routine), the directive's entry says so.

var (
	argVarList      = ArgSpec{Kind: VarList, Min: 1}
	argIntExpr      = ArgSpec{Kind: IntExpr, Min: 1, Max: 1}
	argOptIntExpr   = ArgSpec{Kind: IntExpr, Optional: true, Min: 1, Max: 1}
	argCondition    = ArgSpec{Kind: Condition, Min: 1, Max: 1}
	argOptCondition = ArgSpec{Kind: Condition, Optional: true, Min: 1, Max: 1}
	argFlag         = ArgSpec{Kind: NoArg}
)

func argVarListWith(mods ...string) ArgSpec {
	return ArgSpec{Kind: VarList, Min: 1, Modifiers: mods}
}

// clauses is built as a variable, not in init, so that it is ready
// before any init function of the package reads it.
var clauseIndex = indexClauses(clauseSpecs())

func indexClauses(list []ClauseSpec) map[string]*ClauseSpec {
	m := make(map[string]*ClauseSpec, len(list))
	for i := range list {
		if _, dup := m[list[i].Name]; dup {
			panic("analysis: clause listed twice: " + list[i].Name)
		}
		m[list[i].Name] = &list[i]
	}
	return m
}

func clauseSpecs() []ClauseSpec {
	var list []ClauseSpec
	clause := func(c ClauseSpec) { list = append(list, c) }
	// Compute construct clauses (§2.5).
	clause(ClauseSpec{Name: "async", Section: "2.16.1", Syntax: "async [( int-expr )]",
		Summary: "Runs the construct asynchronously on the given queue (or the default one) instead of waiting for it to finish.",
		Args:    argOptIntExpr})
	clause(ClauseSpec{Name: "wait", Section: "2.16.2", Syntax: "wait [( [devnum: int-expr :] [queues:] int-expr-list )]",
		Summary: "Waits for the listed asynchronous queues (or all of them) before the construct starts.",
		Args:    ArgSpec{Kind: WaitArgs, Optional: true, Min: 1, Modifiers: []string{"devnum", "queues"}}})
	clause(ClauseSpec{Name: "num_gangs", Section: "2.5.10", Syntax: "num_gangs( int-expr-list )",
		Summary: "Sets how many gangs execute the region; on parallel up to three values give the gangs along dimensions one to three.",
		Args:    ArgSpec{Kind: IntExprList, Min: 1, Max: 3}})
	clause(ClauseSpec{Name: "num_workers", Section: "2.5.11", Syntax: "num_workers( int-expr )",
		Summary: "Sets how many workers each gang has once it enters worker-partitioned mode.",
		Args:    argIntExpr})
	clause(ClauseSpec{Name: "vector_length", Section: "2.5.12", Syntax: "vector_length( int-expr )",
		Summary: "Sets how many vector lanes each worker uses in vector-partitioned mode.",
		Args:    argIntExpr})
	clause(ClauseSpec{Name: "device_type", Section: "2.4", Syntax: "device_type( * | device-type-list )",
		Summary: "Makes the clauses that follow it, up to the next device_type, apply only when compiling for the named device types.",
		Args:    ArgSpec{Kind: DeviceTypeList, Min: 1}})
	clause(ClauseSpec{Name: "if", Section: "2.5.6", Syntax: "if( condition )",
		Summary: "When the condition is false, the directive does nothing on the device: the region runs on the local thread and no data moves.",
		Args:    argCondition})
	clause(ClauseSpec{Name: "self", Section: "2.5.7", Syntax: "self [( condition )]  (update: self( var-list ))",
		Summary: "On a compute construct, runs the region on the local device when the condition is true; on update, copies the listed data from the device to the local memory.",
		Args:    argOptCondition})
	clause(ClauseSpec{Name: "reduction", Section: "2.5.15", Syntax: "reduction( operator : var-list )",
		Summary: "Gives each gang (or thread of the loop) a private copy of each variable, initialized for the operator, and combines the copies into the original at the end.",
		Args:    ArgSpec{Kind: ReductionList, Min: 1}})
	clause(ClauseSpec{Name: "private", Section: "2.5.13", Syntax: "private( var-list )",
		Summary: "Gives each gang (on a loop: each thread that runs an iteration) its own uninitialized copy of the variables.",
		Args:    argVarList})
	clause(ClauseSpec{Name: "firstprivate", Section: "2.5.14", Syntax: "firstprivate( var-list )",
		Summary: "Gives each gang its own copy of the variables, initialized from their values when the construct starts.",
		Args:    argVarList})
	clause(ClauseSpec{Name: "default", Section: "2.5.16", Syntax: "default( none | present )",
		Summary: "default(none) makes every variable used in the region need an explicit data clause; default(present) treats arrays and structs as if listed in present.",
		Args:    ArgSpec{Kind: DefaultValue, Min: 1, Max: 1}})

	// Data clauses (§2.7).
	clause(ClauseSpec{Name: "copy", Section: "2.7.6", Syntax: "copy( var-list )", Data: true,
		Summary: "Makes the data present on the device for the region, copying it in at entry and back out at exit unless it was already present.",
		Args:    argVarList})
	clause(ClauseSpec{Name: "copyin", Section: "2.7.7", Syntax: "copyin( [readonly:] var-list )", Data: true,
		Summary: "Makes the data present on the device, copying it in if it was not present; readonly: promises the region never writes it.",
		Args:    argVarListWith("readonly")})
	clause(ClauseSpec{Name: "copyout", Section: "2.7.8", Syntax: "copyout( [zero:] var-list )", Data: true,
		Summary: "Allocates the data on the device if not present and copies it back to local memory when the data lifetime ends; zero: clears the new allocation.",
		Args:    argVarList})
	clause(ClauseSpec{Name: "create", Section: "2.7.9", Syntax: "create( [zero:] var-list )", Data: true,
		Summary: "Allocates the data on the device if not present, without copying; zero: clears the new allocation.",
		Args:    argVarListWith("zero")})
	clause(ClauseSpec{Name: "no_create", Section: "2.7.10", Syntax: "no_create( var-list )", Data: true,
		Summary: "Uses the device copy of the data if it is present, and the local memory address otherwise; never allocates.",
		Args:    argVarList})
	clause(ClauseSpec{Name: "present", Section: "2.7.5", Syntax: "present( var-list )", Data: true,
		Summary: "Asserts the data is already present on the device (or in shared memory); it is an error at run time if it is not.",
		Args:    argVarList})
	clause(ClauseSpec{Name: "deviceptr", Section: "2.7.4", Syntax: "deviceptr( var-list )", Data: true,
		Summary: "Declares that the pointers already hold device addresses, so nothing is allocated or moved for them.",
		Args:    argVarList})
	clause(ClauseSpec{Name: "attach", Section: "2.7.12", Syntax: "attach( var-list )", Data: true,
		Summary: "Makes the device copy of each pointer point to the device copy of its target.",
		Args:    argVarList})
	clause(ClauseSpec{Name: "detach", Section: "2.7.13", Syntax: "detach( var-list )", Data: true,
		Summary: "Restores the device copy of each pointer to the local pointer's value once its attachment counter reaches zero.",
		Args:    argVarList})
	clause(ClauseSpec{Name: "delete", Section: "2.7.11", Syntax: "delete( var-list )", Data: true,
		Summary: "Decrements the dynamic reference counter of the data and frees its device copy when no reference remains.",
		Args:    argVarList})
	clause(ClauseSpec{Name: "finalize", Section: "2.6.6", Syntax: "finalize",
		Summary: "Sets the dynamic reference counters (and attachment counters) of the listed data to zero instead of decrementing them.",
		Args:    argFlag})
	clause(ClauseSpec{Name: "device_resident", Section: "2.13.1", Syntax: "device_resident( var-list )", Data: true,
		Summary: "Allocates the variables in device memory only, for the lifetime of the declaring scope.",
		Args:    argVarList})
	clause(ClauseSpec{Name: "link", Section: "2.13.3", Syntax: "link( var-list )", Data: true,
		Summary: "Declares a global whose device copy is allocated only when a data clause makes it present, with the device keeping just a link to it.",
		Args:    argVarList})

	// host_data (§2.8).
	clause(ClauseSpec{Name: "use_device", Section: "2.8.1", Syntax: "use_device( var-list )",
		Summary: "Within the construct, the names stand for the device addresses of the data, to pass to device libraries.",
		Args:    argVarList})
	clause(ClauseSpec{Name: "if_present", Section: "2.8.3", Syntax: "if_present",
		Summary: "Skips the data that is not present on the device instead of failing.",
		Args:    argFlag})

	// Loop clauses (§2.9).
	clause(ClauseSpec{Name: "collapse", Section: "2.9.1", Syntax: "collapse( [force:] n )",
		Summary: "Associates the n tightly nested loops that follow with the directive; force: also allows code between them, which may then run more than once.",
		Args:    ArgSpec{Kind: ConstInt, Min: 1, Max: 1, Modifiers: []string{"force"}}})
	clause(ClauseSpec{Name: "gang", Section: "2.9.2", Syntax: "gang [( [num:]int-expr | dim:int-expr | static:size-expr, ... )]",
		Summary: "Shares the loop's iterations among the gangs (along dimension dim:); static: picks round-robin chunks of the given size.",
		Args:    ArgSpec{Kind: GangArgs, Optional: true, Min: 1, Max: 3, Modifiers: []string{"num", "dim", "static"}}})
	clause(ClauseSpec{Name: "worker", Section: "2.9.3", Syntax: "worker [( [num:]int-expr )]",
		Summary: "Shares the loop's iterations among the workers of a gang.",
		Args:    ArgSpec{Kind: IntExpr, Optional: true, Min: 1, Max: 1, Modifiers: []string{"num"}}})
	clause(ClauseSpec{Name: "vector", Section: "2.9.4", Syntax: "vector [( [length:]int-expr )]",
		Summary: "Runs the loop's iterations in vector (SIMD) mode across the lanes of a worker.",
		Args:    ArgSpec{Kind: IntExpr, Optional: true, Min: 1, Max: 1, Modifiers: []string{"length"}}})
	clause(ClauseSpec{Name: "seq", Section: "2.9.5", Syntax: "seq",
		Summary: "Runs the loop sequentially on the device, overriding automatic parallelization.",
		Args:    argFlag})
	clause(ClauseSpec{Name: "independent", Section: "2.9.6", Syntax: "independent",
		Summary: "Asserts the iterations are data-independent, so they may run in parallel without synchronization.",
		Args:    argFlag})
	clause(ClauseSpec{Name: "auto", Section: "2.9.7", Syntax: "auto",
		Summary: "Lets the compiler decide whether the iterations are independent; if it cannot prove it, the loop runs sequentially.",
		Args:    argFlag})
	clause(ClauseSpec{Name: "tile", Section: "2.9.8", Syntax: "tile( size-expr-list )",
		Summary: "Splits each of the n nested loops into tile loops and element loops; each size is a positive constant or * for the compiler's choice.",
		Args:    ArgSpec{Kind: SizeList, Min: 1}})

	// atomic (§2.12).
	for _, c := range []struct{ name, summary string }{
		{"read", "The atomic statement reads a location atomically: v = x."},
		{"write", "The atomic statement writes a location atomically: x = expr."},
		{"update", "The atomic statement updates a location atomically: x++, x op= expr, x = x op expr (the default)."},
		{"capture", "The atomic statement updates a location and keeps its old or new value: v = x++ or a two-statement block."},
	} {
		clause(ClauseSpec{Name: c.name, Section: "2.12", Syntax: c.name, Summary: c.summary, Args: argFlag})
	}

	// Executable directives (§2.14).
	clause(ClauseSpec{Name: "device_num", Section: "2.14.1", Syntax: "device_num( int-expr )",
		Summary: "Selects the device, by number, that the directive acts on.",
		Args:    argIntExpr})
	clause(ClauseSpec{Name: "default_async", Section: "2.14.3", Syntax: "default_async( int-expr )",
		Summary: "Sets the queue that async clauses without an argument use.",
		Args:    argIntExpr})
	clause(ClauseSpec{Name: "host", Section: "2.14.4", Syntax: "host( var-list )",
		Summary: "Copies the listed data from device memory to local memory (same as self).",
		Args:    argVarList})
	clause(ClauseSpec{Name: "device", Section: "2.14.4", Syntax: "device( var-list )",
		Summary: "Copies the listed data from local memory to device memory.",
		Args:    argVarList})

	// routine (§2.15.1).
	clause(ClauseSpec{Name: "bind", Section: "2.15.1", Syntax: "bind( name | string )",
		Summary: "Calls to the routine on the device call the given procedure instead.",
		Args:    ArgSpec{Kind: NameArg, Min: 1, Max: 1}})
	clause(ClauseSpec{Name: "nohost", Section: "2.15.1", Syntax: "nohost",
		Summary: "Compiles the routine for the device only, not for the local host.",
		Args:    argFlag})
	return list
}

// clauseAlias is an old spelling kept for compatibility.
type clauseAlias struct {
	Modern  string
	Section string
}

// §2.7.6–2.7.9: present_or_* and p* are OpenACC 2.0 names of copy,
// copyin, copyout and create; §2.4: dtype abbreviates device_type.
var clauseAliases = map[string]clauseAlias{
	"pcopy":              {"copy", "2.7.6"},
	"present_or_copy":    {"copy", "2.7.6"},
	"pcopyin":            {"copyin", "2.7.7"},
	"present_or_copyin":  {"copyin", "2.7.7"},
	"pcopyout":           {"copyout", "2.7.8"},
	"present_or_copyout": {"copyout", "2.7.8"},
	"pcreate":            {"create", "2.7.9"},
	"present_or_create":  {"create", "2.7.9"},
	"dtype":              {"device_type", "2.4"},
}

// §2.5.15's operator table.
var (
	cReductionOps       = []string{"+", "*", "max", "min", "&", "|", "^", "&&", "||"}
	fortranReductionOps = []string{"+", "*", "max", "min", "iand", "ior", "ieor", ".and.", ".or.", ".eqv.", ".neqv."}
)

// The device types accls compiles for: the names Appendix A recommends,
// and opencl, the runtime's type for OpenCL devices that are neither.
var deviceTypes = []DeviceType{
	{"radeon", "AMD Radeon GPUs (accls's first target)."},
	{"nvidia", "NVIDIA GPUs."},
	{"opencl", "Any other OpenCL device, such as PoCL's CPU device (acc_device_opencl in accls's runtime)."},
	{"host", "The host CPU, running the region sequentially."},
	{"multicore", "The host CPU's cores, running the region in parallel."},
}
