package analysis

// The directives of OpenACC 3.3 and the clause rules of each, with the
// section that states them.

// Clause lists, in the order the spec's syntax lists them.
var (
	// §2.5.1: clause is one of ...
	parallelClauses = []string{"async", "wait", "num_gangs", "num_workers", "vector_length",
		"device_type", "if", "self", "reduction", "copy", "copyin", "copyout", "create",
		"no_create", "present", "deviceptr", "attach", "private", "firstprivate", "default"}
	// §2.5.2: as for parallel except num_gangs, num_workers and vector_length.
	serialClauses = namesWithout(parallelClauses, "num_gangs", "num_workers", "vector_length")
	// §2.5.3.
	kernelsClauses = []string{"async", "wait", "num_gangs", "num_workers", "vector_length",
		"device_type", "if", "self", "copy", "copyin", "copyout", "create", "no_create",
		"present", "deviceptr", "attach", "default"}
	// §2.9.
	loopClauseNames = []string{"collapse", "gang", "worker", "vector", "seq", "independent",
		"auto", "tile", "device_type", "private", "reduction"}

	// §2.5.4: only these may follow device_type on a compute construct.
	computeAfterDeviceType = []string{"async", "wait", "num_gangs", "num_workers", "vector_length"}
	// §2.9: only these may follow device_type on a loop construct.
	loopAfterDeviceType = []string{"collapse", "gang", "worker", "vector", "seq", "independent", "auto", "tile"}

	// §2.9 restrictions.
	loopConflicts = []Conflict{
		{Left: []string{"seq", "independent", "auto"}, Section: "2.9"},
		{Left: []string{"seq"}, Right: []string{"gang", "worker", "vector"}, Section: "2.9"},
	}

	// §2.7.8: zero: only on structured data and compute constructs.
	copyoutZero = map[string]ArgSpec{"copyout": argVarListWith("zero")}
)

// §2.5.10: on kernels num_gangs takes a single argument.
var kernelsArgs = map[string]ArgSpec{
	"copyout":   argVarListWith("zero"),
	"num_gangs": {Kind: IntExprList, Min: 1, Max: 1},
}

var directiveIndex = map[string]*DirectiveSpec{}

var directiveList = []*DirectiveSpec{
	{
		Name: "parallel", Section: "2.5.1", Kind: ComputeDirective,
		Syntax:          "#pragma acc parallel [clause-list]",
		Summary:         "Starts gangs of workers on the current device that all run the structured block redundantly until a loop construct shares out work.",
		Clauses:         parallelClauses,
		Once:            []string{"if", "default"},
		AfterDeviceType: computeAfterDeviceType,
		Args:            copyoutZero,
	},
	{
		Name: "serial", Section: "2.5.2", Kind: ComputeDirective,
		Syntax:          "#pragma acc serial [clause-list]",
		Summary:         "Runs the structured block on the current device with a single gang of one worker and a vector length of one.",
		Clauses:         serialClauses,
		Once:            []string{"if", "default"},
		AfterDeviceType: namesWithout(computeAfterDeviceType, "num_gangs", "num_workers", "vector_length"),
		Args:            copyoutZero,
	},
	{
		Name: "kernels", Section: "2.5.3", Kind: ComputeDirective,
		Syntax:          "#pragma acc kernels [clause-list]",
		Summary:         "Lets the compiler turn each loop nest of the structured block into a kernel of its own choosing and run them in order on the current device.",
		Clauses:         kernelsClauses,
		Once:            []string{"if", "default"},
		AfterDeviceType: computeAfterDeviceType,
		Args:            kernelsArgs,
	},
	{
		Name: "data", Section: "2.6.5", Kind: DataDirective,
		Syntax:  "#pragma acc data [clause-list]",
		Summary: "Makes data present on the current device for the duration of the structured block, a structured data region.",
		Clauses: []string{"if", "async", "wait", "device_type", "copy", "copyin", "copyout",
			"create", "no_create", "present", "deviceptr", "attach", "default"},
		Once: []string{"if", "default"},
		AtLeastOne: []string{"copy", "copyin", "copyout", "create", "no_create", "present",
			"deviceptr", "attach", "default"},
		AfterDeviceType: []string{"async", "wait"},
		Args:            copyoutZero,
	},
	{
		Name: "enter data", Section: "2.6.6", Kind: DataDirective,
		Syntax:     "#pragma acc enter data clause-list",
		Summary:    "Starts a dynamic data lifetime: allocates (and copies in) data on the current device until a matching exit data.",
		Clauses:    []string{"if", "async", "wait", "copyin", "create", "attach"},
		Once:       []string{"if"},
		AtLeastOne: []string{"copyin", "create", "attach"},
		// §2.6.6 writes copyin( var-list ) here: readonly: is for regions.
		Args: map[string]ArgSpec{"copyin": argVarList},
	},
	{
		Name: "exit data", Section: "2.6.6", Kind: DataDirective,
		Syntax:     "#pragma acc exit data clause-list",
		Summary:    "Ends a dynamic data lifetime: copies data back and frees it on the current device when no reference remains.",
		Clauses:    []string{"if", "async", "wait", "copyout", "delete", "detach", "finalize"},
		Once:       []string{"if"},
		AtLeastOne: []string{"copyout", "delete", "detach"},
	},
	{
		Name: "host_data", Section: "2.8", Kind: DataDirective,
		Syntax:     "#pragma acc host_data clause-list",
		Summary:    "Within the structured block, the listed names stand for the device addresses of their data, to pass to device libraries.",
		Clauses:    []string{"use_device", "if", "if_present"},
		Once:       []string{"if"},
		AtLeastOne: []string{"use_device"},
	},
	{
		Name: "loop", Section: "2.9", Kind: LoopDirective,
		Syntax:          "#pragma acc loop [clause-list]",
		Summary:         "Says how to run the iterations of the loop that follows: shared among gangs, workers or vector lanes, or sequentially.",
		Clauses:         loopClauseNames,
		Once:            []string{"gang"}, // §2.9.2
		AfterDeviceType: loopAfterDeviceType,
		Conflicts:       loopConflicts,
	},
	// §2.10: the cache directive takes no clauses, only its parenthesized
	// [readonly:] var-list.
	{
		Name: "cache", Section: "2.10", Kind: CacheDirective,
		Syntax:     "#pragma acc cache( [readonly:] var-list )",
		Summary:    "Asks that the listed array elements or subarrays be kept in the fastest memory for the body of the enclosing loop.",
		Arg:        &ArgSpec{Kind: VarList, Min: 1, Modifiers: []string{"readonly"}},
		ArgSection: "2.10",
	},
	// §2.11: any clause allowed on the compute construct or on loop, and
	// "the restrictions for the parallel, serial, kernels, and loop
	// constructs apply" (see combinedSpec).
	combinedSpec("parallel loop", "parallel", parallelClauses, computeAfterDeviceType, copyoutZero),
	combinedSpec("serial loop", "serial", serialClauses, namesWithout(computeAfterDeviceType, "num_gangs", "num_workers", "vector_length"), copyoutZero),
	combinedSpec("kernels loop", "kernels", kernelsClauses, computeAfterDeviceType, kernelsArgs),
	// §2.12: #pragma acc atomic [atomic-clause], atomic-clause one of read,
	// write, update, capture; so at most one of them. OpenACC 3.3 has no
	// if clause on atomic: OpenACC 3.4 added it (J3/25-146, the OpenACC
	// liaison report of June 2025), so atomic if(c) is an error here.
	{
		Name: "atomic", Section: "2.12", Kind: AtomicDirective,
		Syntax:    "#pragma acc atomic [read | write | update | capture]",
		Summary:   "Makes the statement that follows read, write or update one memory location atomically.",
		Clauses:   []string{"read", "write", "update", "capture"},
		Conflicts: []Conflict{{Left: []string{"read", "write", "update", "capture"}, Section: "2.12"}},
	},
	// §2.13: "#pragma acc declare clause-list" (the list is not optional:
	// at least one clause), clause one of copy, copyin( [readonly:]var-list ),
	// copyout, create, present, deviceptr, device_resident, link. copyin
	// keeps its readonly: modifier here (the clause's usual shape).
	{
		Name: "declare", Section: "2.13", Kind: DeclareDirective,
		Syntax:  "#pragma acc declare clause-list",
		Summary: "Makes variables present on the device for the lifetime of the scope that declares them (an implicit data region).",
		Clauses: []string{"copy", "copyin", "copyout", "create", "present", "deviceptr",
			"device_resident", "link"},
		AtLeastOne: []string{"copy", "copyin", "copyout", "create", "present", "deviceptr",
			"device_resident", "link"},
	},
	{
		Name: "init", Section: "2.14.1", Kind: ExecutableDirective,
		Syntax:  "#pragma acc init [clause-list]",
		Summary: "Initializes the runtime for the given device type and device number.",
		Clauses: []string{"if", "device_type", "device_num"},
		// §2.14.1's restrictions (host code only; device type changes
		// without shutdown) say nothing of how often if may appear,
		// unlike §2.5.4, §2.6.6, §2.8 and §2.14.4: not in Once, but a
		// second if still leaves the condition undefined (clause-repeated,
		// directive_rules_groups.go).
		DeviceTypeSelects: true,
	},
	{
		Name: "shutdown", Section: "2.14.2", Kind: ExecutableDirective,
		Syntax:  "#pragma acc shutdown [clause-list]",
		Summary: "Shuts down the connection to the given device type and device number.",
		Clauses: []string{"if", "device_type", "device_num"},
		// §2.14.2's only restriction is host code: no limit on if.
		DeviceTypeSelects: true,
	},
	{
		Name: "set", Section: "2.14.3", Kind: ExecutableDirective,
		Syntax:  "#pragma acc set clause-list",
		Summary: "Sets the current device type, device number or default async queue of the local thread.",
		Clauses: []string{"default_async", "device_num", "device_type", "if"},
		// §2.14.3 restrictions: "At least one default_async, device_num,
		// or device_type clause must appear" and "Two instances of the
		// same clause may not appear on the same directive" (if too).
		Once:              []string{"default_async", "device_num", "device_type", "if"},
		AtLeastOne:        []string{"default_async", "device_num", "device_type"},
		DeviceTypeSelects: true,
	},
	{
		Name: "update", Section: "2.14.4", Kind: ExecutableDirective,
		Syntax:  "#pragma acc update clause-list",
		Summary: "Copies present data between local memory and device memory: self/host to the local side, device to the device.",
		Clauses: []string{"async", "wait", "device_type", "if", "if_present", "self", "host",
			"device"},
		// §2.14.4 restrictions: "At least one self, host, or device clause
		// must appear", "Only the async and wait clauses may follow a
		// device_type clause", "At most one if clause may appear".
		Once:            []string{"if"},
		AtLeastOne:      []string{"self", "host", "device"},
		AfterDeviceType: []string{"async", "wait"},
		Args:            map[string]ArgSpec{"self": argVarList},
	},
	{
		Name: "wait", Section: "2.16.3", Kind: ExecutableDirective,
		Syntax:  "#pragma acc wait [( wait-argument )] [clause-list]",
		Summary: "Waits for the listed asynchronous queues (all of them without an argument) to finish.",
		// §2.16.3: clause is async [( async-argument )] or if( condition ),
		// with no restriction on how often if appears (a second one is
		// still an error: which condition applies is undefined).
		Clauses:    []string{"async", "if"},
		Arg:        &ArgSpec{Kind: WaitArgs, Optional: true, Min: 1, Modifiers: []string{"devnum", "queues"}},
		ArgSection: "2.16.3",
	},
	{
		Name: "routine", Section: "2.15.1", Kind: RoutineDirective,
		Syntax:  "#pragma acc routine [( name )] clause-list",
		Summary: "Compiles a procedure for the device and says at which level of parallelism (gang, worker, vector or seq) it may be called.",
		Clauses: []string{"gang", "worker", "vector", "seq", "bind", "device_type", "nohost"},
		// §2.15.1 restrictions: "Only the gang, worker, vector, seq and bind
		// clauses may follow a device_type clause" (not nohost), and exactly
		// one of gang, worker, vector, seq must apply for each device type
		// (§2.4 lets exclusive clauses follow different device_type
		// clauses). gang takes only dim:int-expr here.
		OnePerDevice:    []string{"gang", "worker", "vector", "seq"},
		AfterDeviceType: []string{"gang", "worker", "vector", "seq", "bind"},
		Args: map[string]ArgSpec{
			"gang":   {Kind: GangArgs, Optional: true, Min: 1, Max: 1, Modifiers: []string{"dim"}},
			"worker": argFlag,
			"vector": argFlag,
		},
		Arg:        &ArgSpec{Kind: NameArg, Optional: true, Min: 1, Max: 1},
		ArgSection: "2.15.1",
	},
	endSpec("parallel", "2.5.1"),
	endSpec("serial", "2.5.2"),
	endSpec("kernels", "2.5.3"),
	endSpec("data", "2.6.5"),
	endSpec("host_data", "2.8"),
	endSpec("parallel loop", "2.11"),
	endSpec("serial loop", "2.11"),
	endSpec("kernels loop", "2.11"),
	endSpec("atomic", "2.12"),
}

// combined builds a combined construct (§2.11): any clause allowed on the
// compute construct or on loop, with the restrictions of both.
func combinedSpec(name, compute string, computeClauses, computeAfter []string, args map[string]ArgSpec) *DirectiveSpec {
	return &DirectiveSpec{
		Name: name, Section: "2.11", Kind: CombinedDirective, Compute: compute,
		Syntax:          "#pragma acc " + name + " [clause-list]",
		Summary:         "A " + compute + " construct whose structured block is the loop that follows, with a loop construct on it.",
		Clauses:         namesUnion(computeClauses, loopClauseNames),
		Once:            []string{"if", "default", "gang"},
		AfterDeviceType: namesUnion(computeAfter, loopAfterDeviceType),
		Conflicts:       loopConflicts,
		Args:            args,
	}
}

// end builds a Fortran end directive, which takes no clauses.
func endSpec(construct, section string) *DirectiveSpec {
	return &DirectiveSpec{
		Name: "end " + construct, Section: section, Kind: EndDirective, EndOf: construct,
		FortranOnly: true,
		Syntax:      "!$acc end " + construct,
		Summary:     "Ends the Fortran " + construct + " construct.",
	}
}

func namesWithout(list []string, drop ...string) []string {
	d := nameSet(drop)
	var out []string
	for _, c := range list {
		if !d[c] {
			out = append(out, c)
		}
	}
	return out
}

func namesUnion(a, b []string) []string {
	seen := nameSet(a)
	out := append([]string(nil), a...)
	for _, c := range b {
		if !seen[c] {
			out = append(out, c)
			seen[c] = true
		}
	}
	return out
}
