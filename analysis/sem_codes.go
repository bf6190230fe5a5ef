package analysis

import "github.com/accls/accls/source"

// Diagnostic codes of the semantic analysis (semantic.go and the sem_*
// files). They are stable: tools, tests and docs/diagnostics.md
// refer to them.
const (
	codeMissingStatement    = "missing-statement"
	codeRoutineNotFunction  = "routine-not-function"
	codeUndeclared          = "undeclared-variable"
	codeNotAVariable        = "not-a-variable"
	codeSubarrayLength      = "subarray-length-required"
	codeSubarrayBounds      = "subarray-out-of-bounds"
	codeSubarrayContiguous  = "subarray-not-contiguous"
	codeSubarrayNotInteger  = "subarray-not-integer"
	codeIncompleteType      = "incomplete-type"
	codeSubscriptNonArray   = "subscript-of-non-array"
	codeDuplicateData       = "duplicate-data-clause"
	codeConflictingData     = "conflicting-data-clauses"
	codeDefaultNone         = "default-none"
	codeReductionType       = "reduction-type"
	codeReductionPrivate    = "reduction-private"
	codeReductionConflict   = "reduction-conflict"
	codeLoopNotFor          = "loop-not-for"
	codeLoopNotCanonical    = "loop-not-canonical"
	codeCollapseNesting     = "collapse-not-nested"
	codeTileNesting         = "tile-not-nested"
	codeNotRectangular      = "loop-not-rectangular"
	codeLevelNesting        = "level-nesting"
	codeRoutineLevel        = "routine-level"
	codeCallWithoutRoutine  = "call-without-routine"
	codeAtomicForm          = "atomic-form"
	codeCachePlacement      = "cache-placement"
	codeBranchOut           = "branch-out-of-region"
	codeNotInteger          = "argument-not-integer"
	codeLoopDependence      = "loop-carried-dependence"
	codeMissingReduction    = "missing-reduction"
	codeNotConstant         = "argument-not-constant"
	codeNotPositive         = "argument-not-positive"
	codeSharedScalarRace    = "shared-scalar-race"
	codeAsyncHostUse        = "async-host-use"
	codePresentUnmapped     = "present-unmapped"
	codeConstDataWrite      = "const-data-write"
	codeInfoLoopParallel    = "loop-parallel"
	codeInfoLoopSeq         = "loop-seq"
	codeInfoImplicitData    = "implicit-data"
	codeInfoPrivate         = "private"
	codeInfoReduction       = "reduction"
	codeInfoImplicitRoutine = "implicit-routine"
)

func init() {
	source.RegisterCodes(
		source.CodeInfo{Code: CodeKernelsOneGang, Severity: source.Info, Section: "2.5.3",
			Title: "A statement of a kernels region runs on one gang",
			Help:  "Each statement of a kernels region is its own kernel. One that is not a gang loop runs on a single gang unless its only gang loop is outside every other loop of the statement and the code around that loop writes no memory; otherwise its loops share out only the lanes of one work-group. Make the parallel loop a statement of the region of its own (or write loop gang on it) to use the whole device."},
		source.CodeInfo{Code: CodeKernelsHostLoop, Severity: source.Info, Section: "2.5.3",
			Title: "A sequential loop of a kernels region runs on the host",
			Help:  "A loop of a kernels region whose iterations depend on each other, around loops that are partitioned over gangs, runs on the host: each iteration launches one kernel per statement of its body, so every parallel loop uses the whole device. When that is not possible (the body declares variables, jumps out of the loop, writes the loop variable or a variable of the loop's header, or the header calls a function), the loop stays one kernel on one gang, and the message says why."},
		source.CodeInfo{Code: CodeNohostCall, Severity: source.Error, Section: "2.15.1",
			Title: "A nohost routine is called where it needs a host copy",
			Help:  "A routine with the nohost clause is compiled for the device only, and accls leaves its definition out of the host code. Every compute construct also has a host path (if(false), self, ACC_DEVICE_TYPE=host), which would call it on the host, so call it only from other nohost routines, or give device code access to it through the bind clause of a routine that has a host version: #pragma acc routine(f) vector bind(f_dev)."},
		source.CodeInfo{Code: CodeMPIDevicePointer, Severity: source.Warning, Section: "2.8.1",
			Title: "A use_device address is passed to MPI",
			Help:  "Inside host_data use_device(p), p holds the address of p's data in device memory. With OpenCL that address is an offset in a buffer object that no MPI library can read, so MPI would send or fill host memory at a meaningless address. Call MPI outside host_data with the host address, and keep the copies in step: '#pragma acc update self(p[0:n])' before sending, '#pragma acc update device(p[0:n])' after receiving."},
		source.CodeInfo{Code: CodeLongDoubleAsDouble, Severity: source.Warning, Section: "",
			Title: "long double is computed as double on the device",
			Help:  "OpenCL C has no long double type, so accls computes a long double variable, cast, constant or routine result in device code as a double, converting at the boundary: the host's value is rounded to double when it enters a compute construct, and a reduction result or a copied-out scalar comes back as that double. The answer has double's precision (about 16 digits instead of 19). To avoid the warning, declare the variable double, or keep the long double arithmetic on the host. Arrays, pointers and members of long double are not translated (their 16-byte host layout cannot be read as double)."},
		source.CodeInfo{Code: codeMissingStatement, Severity: source.Error, Section: "2.5.1",
			Title: "A construct is not followed by the statement it applies to",
			Help:  "Put the statement (a structured block, or a loop for loop directives) right after the directive."},
		source.CodeInfo{Code: codeRoutineNotFunction, Severity: source.Error, Section: "2.15.1",
			Title: "A routine directive without a name is not followed by a function",
			Help:  "Put the directive right before the function's declaration or definition, or name the function: #pragma acc routine(f) seq."},
		source.CodeInfo{Code: codeUndeclared, Severity: source.Error, Section: "2.7.1",
			Title: "A clause names a variable or uses a name that is not declared",
			Help:  "A var-list's variables, the bounds of its subarrays and the expressions of if, num_gangs, num_workers, vector_length, async, wait, gang, worker, vector, collapse and tile are resolved as C would at the directive. Check the spelling, or declare the name before the directive."},
		source.CodeInfo{Code: codeNotAVariable, Severity: source.Error, Section: "2.7.1",
			Title: "A clause that takes variables names something that is not data",
			Help:  "Data clauses take variables, arrays, subarrays and members of composite variables; functions, enumeration constants and types are not data."},
		source.CodeInfo{Code: codeSubarrayLength, Severity: source.Error, Section: "2.7.1",
			Title: "A subarray of a pointer has no length",
			Help:  "The length of a pointer's subarray cannot be inferred: write p[lower:length]."},
		source.CodeInfo{Code: codeSubarrayBounds, Severity: source.Error, Section: "2.7.1",
			Title: "A subarray reaches outside the array",
			Help:  "The lower bound plus the length must not exceed the array's dimension, and neither may be negative."},
		source.CodeInfo{Code: codeSubarrayContiguous, Severity: source.Error, Section: "2.7.1",
			Title: "A subarray of a multidimensional array is not contiguous",
			Help:  "In C, every dimension of a subarray but the first must be complete, or the first ones must have length one."},
		source.CodeInfo{Code: codeSubarrayNotInteger, Severity: source.Error, Section: "2.7.1",
			Title: "A subarray bound or element index is not an integer",
			Help:  "The lower bound and length of a subarray a[lower:length], and the index of an element a[i], are integer expressions, as C subscripts are; convert a floating value with a cast."},
		source.CodeInfo{Code: codeIncompleteType, Severity: source.Error, Section: "2.7",
			Title: "A data clause names data of an incomplete struct or union type",
			Help:  "A data clause allocates, copies or checks the bytes of its data, so their type must be complete at the directive: define the struct (include the header that does) before it. A pointer to an incomplete type may still be named alone, as its bytes are the pointer's."},
		source.CodeInfo{Code: codeSubscriptNonArray, Severity: source.Error, Section: "2.7.1",
			Title: "A subscript is applied to a variable that is neither an array nor a pointer",
			Help:  "Only arrays and pointers take subarrays and element subscripts."},
		source.CodeInfo{Code: codeDuplicateData, Severity: source.Error, Section: "2.7",
			Title: "A variable appears in two clauses of one construct whose actions do not combine",
			Help:  "Keep the variable in one of the clauses."},
		source.CodeInfo{Code: codeConflictingData, Severity: source.Warning, Section: "2.7",
			Title: "Two data clauses of one variable whose actions conflict",
			Help:  "The clauses apply as one merged data clause; keep the one that says what you mean."},
		source.CodeInfo{Code: codeDefaultNone, Severity: source.Error, Section: "2.5.16",
			Title: "A variable used under default(none) has no data clause",
			Help:  "Add the variable to a data clause of the compute construct or of a data construct around it (the quick fix adds it)."},
		source.CodeInfo{Code: codeReductionType, Severity: source.Error, Section: "2.5.15",
			Title: "A reduction operator does not apply to the variable's type",
			Help:  "Bitwise operators need integers, max and min need real numbers, and a composite variable's members must all suit the operator."},
		source.CodeInfo{Code: codeReductionPrivate, Severity: source.Error, Section: "2.5.15",
			Title: "A reduction variable also appears in a private or firstprivate clause",
			Help:  "A variable is either a reduction variable or private on one construct; remove one of the clauses."},
		source.CodeInfo{Code: codeReductionConflict, Severity: source.Error, Section: "2.9.11",
			Title: "Nested constructs reduce one variable with different operators",
			Help:  "A reduction that spans nested loops appears on each of their loop directives (§2.9.11) and their partial results combine as one reduction: give every reduction clause of the variable the same operator, or reduce into another variable inside."},
		source.CodeInfo{Code: codeLoopNotFor, Severity: source.Error, Section: "2.9",
			Title: "A loop directive is not followed by a for loop",
			Help:  "In C, the loop construct and the combined constructs apply to the for loop that follows them."},
		source.CodeInfo{Code: codeLoopNotCanonical, Severity: source.Error, Section: "2.9",
			Title: "A loop associated with a loop directive is not in the form OpenACC requires",
			Help:  "Initialize one integer or pointer loop variable, test it against a bound with <, <=, > or >=, and step it by a loop-invariant amount; or add seq."},
		source.CodeInfo{Code: codeCollapseNesting, Severity: source.Error, Section: "2.9.1",
			Title: "collapse(n) is not followed by n tightly nested loops",
			Help:  "Nest n for loops with nothing between them, lower n, or write collapse(force:n) to allow code between the loops."},
		source.CodeInfo{Code: codeTileNesting, Severity: source.Error, Section: "2.9.8",
			Title: "tile with n sizes is not followed by n tightly nested loops",
			Help:  "Give one tile size per tightly nested loop."},
		source.CodeInfo{Code: codeNotRectangular, Severity: source.Error, Section: "2.9.1",
			Title: "The bounds of a loop of a collapse or tile nest depend on an outer loop of the nest",
			Help:  "The trip counts of the loops a collapse clause associates must be invariant in all of them (§2.9.1), and tile divides their iteration space into rectangular tiles (§2.9.8): a triangular nest (for (j = i; ...)) is neither. Collapse or tile fewer loops, or make the bounds rectangular and test the condition in the body."},
		source.CodeInfo{Code: codeLevelNesting, Severity: source.Error, Section: "2.9.2",
			Title: "gang, worker and vector loops are nested in the wrong order",
			Help:  "Gang loops must be outside worker loops, worker loops outside vector loops; a loop may not be inside a loop of its own level or a finer one."},
		source.CodeInfo{Code: codeRoutineLevel, Severity: source.Error, Section: "2.15.1",
			Title: "A routine's level of parallelism does not fit where it is used",
			Help:  "A gang routine may not be called inside a gang, worker or vector loop (and so on down the levels), and a routine's own loops may not use a level above the routine's."},
		source.CodeInfo{Code: codeCallWithoutRoutine, Severity: source.Error, Section: "2.15.1",
			Title: "A compute region calls a function that has no routine directive",
			Help:  "A function defined in the same file gets an implicit routine seq (§2.15.1); one defined elsewhere needs a routine directive on its declaration here and on its definition: add #pragma acc routine seq (or gang, worker, vector) before both, so that it is compiled for the device."},
		source.CodeInfo{Code: codeInfoImplicitRoutine, Severity: source.Info, Section: "2.15.1",
			Title: "A function gets an implicit routine seq",
			Help:  "A function defined in this file without a routine directive, called in a compute region or a routine, is compiled for the device as if '#pragma acc routine seq' preceded it (§2.15.1); so are the functions it calls. Write the directive to choose another level."},
		source.CodeInfo{Code: codeAtomicForm, Severity: source.Error, Section: "2.12",
			Title: "The statement of an atomic construct has the wrong form",
			Help:  "read: v = x; write: x = expr; update: x++, x binop= expr, x = x binop expr, x = expr binop x; capture: v = x++, v = x binop= expr, or a block of an update and a read."},
		source.CodeInfo{Code: codeCachePlacement, Severity: source.Error, Section: "2.10",
			Title: "A cache directive is not at the top of a loop body",
			Help:  "Place the cache directive first in the body of the loop whose iterations use the cached data."},
		source.CodeInfo{Code: codeBranchOut, Severity: source.Error, Section: "2.5.4",
			Title: "A branch enters or leaves a compute construct or a structured block",
			Help:  "Programs must not branch into or out of a compute construct or a data region's structured block: no return, goto, break or continue across its boundary, and no case or default label inside it for a switch outside."},
		source.CodeInfo{Code: codeNotInteger, Severity: source.Error, Section: "2.16.1",
			Title: "An argument that must be an integer expression is not",
			Help:  "async and wait arguments, num_gangs, num_workers and vector_length take integer expressions."},
		source.CodeInfo{Code: codeLoopDependence, Severity: source.Warning, Section: "2.9.6",
			Title: "A loop that runs in parallel carries a dependence between iterations",
			Help:  "The loop is marked parallel (independent, or a loop in a parallel construct) but one iteration uses data another writes; remove the dependence, or mark the loop seq."},
		source.CodeInfo{Code: codeMissingReduction, Severity: source.Warning, Section: "2.9.11",
			Title: "A scalar is accumulated in a parallel loop without a reduction clause",
			Help:  "Every iteration updates the variable; add a reduction clause (the quick fix adds it) or the iterations race."},
		source.CodeInfo{Code: codeNotConstant, Severity: source.Error, Section: "2.9.1",
			Title: "An argument the spec requires to be constant is not",
			Help:  "collapse(n) (§2.9.1), the sizes of tile (§2.9.8), gang(dim:) on a loop (§2.9.2) or routine (§2.15.1) and the lengths of cache subarrays (§2.10) must be integer constant expressions: literals, macros that expand to them, enumeration constants and arithmetic on them. A variable (even a const one, which C does not count as a constant expression) is not; use a macro or an enumeration constant."},
		source.CodeInfo{Code: codeNotPositive, Severity: source.Error, Section: "2.5.10",
			Title: "A count folds to a constant below 1",
			Help:  "num_gangs, num_workers and vector_length (§2.5.10-§2.5.12), the counts of gang, worker and vector on a loop (§2.9.2-§2.9.4) and gang's static: chunk size give numbers of gangs, workers, vector lanes or iterations: a macro or enumeration constant there must be at least 1."},
		source.CodeInfo{Code: codeSharedScalarRace, Severity: source.Warning, Section: "2.9.6",
			Title: "A scalar written in every iteration of a parallel loop is shared by the iterations",
			Help:  "Every iteration writes the variable before reading it, so it could be private to each iteration (§2.6.1), but its value is needed after the loop (a copy or copyout clause, present data, or a read later in the region), so it stays shared and the iterations race on it. Add private(v) to the loop or declare it inside the loop body; if the host needs a value, store it in an array indexed by the iteration."},
		source.CodeInfo{Code: codeAsyncHostUse, Severity: source.Warning, Section: "2.16.1",
			Title: "The host uses data an asynchronous operation may still be moving",
			Help:  "With async, the host goes on while the queue copies data back or reads the host copy; add #pragma acc wait (or acc_wait) for the queue before the host reads or writes the data."},
		source.CodeInfo{Code: codePresentUnmapped, Severity: source.Warning, Section: "2.7.5",
			Title: "A present clause names a local variable that nothing maps",
			Help:  "The function's own variable is not made present by any data construct, declare, enter data or runtime call, so the present check fails at run time; use copy, copyin or create, or map it first."},
		source.CodeInfo{Code: codeConstDataWrite, Severity: source.Error, Section: "2.7.6",
			Title: "A data clause would write a const object",
			Help:  "copy and copyout copy the device data back into the host variable at the region's exit, and update self copies it at once; a const object cannot be written (C11 §6.7.3), and a file-scope one is in read-only memory. The region cannot change it either, so copyin gives it the same data."},
		source.CodeInfo{Code: codeInfoLoopParallel, Severity: source.Info, Section: "2.9",
			Title: "The loop runs in parallel",
			Help:  "Says at which levels (gang, worker, vector) the loop's iterations are shared out, and why."},
		source.CodeInfo{Code: codeInfoLoopSeq, Severity: source.Info, Section: "2.9",
			Title: "The loop runs sequentially",
			Help:  "Says why the loop's iterations are not shared out."},
		source.CodeInfo{Code: codeInfoImplicitData, Severity: source.Info, Section: "2.6.2",
			Title: "A variable gets a data attribute implicitly",
			Help:  "The compute construct uses the variable without a data clause; the message says which attribute applies and why. Make it explicit with the quick fix."},
		source.CodeInfo{Code: codeInfoPrivate, Severity: source.Info, Section: "2.6.1",
			Title: "A scalar is private to each iteration",
			Help:  "The variable is written before it is read in every iteration, so each iteration gets its own copy."},
		source.CodeInfo{Code: codeInfoReduction, Severity: source.Info, Section: "2.9.11",
			Title: "A scalar is a reduction",
			Help:  "Every iteration accumulates into the variable with one operator; the iterations' results are combined at the end."},
	)
}
