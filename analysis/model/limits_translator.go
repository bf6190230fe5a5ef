package model

// The limits the translator decides while it plans a file (address
// spaces, lane-shared placement, gang-local sizes, the forms of loops,
// reductions, routines and data clauses it prints): openclgen reports
// them through these entries, and accls check gets them through
// Options.Translator. One entry per limit; the generator files that
// report it are named after it.

var (
	// firstprivate_array.go
	LimitArrayFirstprivate = newLimit(Limit{ID: "array-firstprivate", Format: "the array '%s' as firstprivate: %s", Section: "2.5.14"})
	// firstprivate_array.go
	LimitArrayFirstprivateStructPointers = newLimit(Limit{ID: "array-firstprivate-struct-pointers", Format: "the array '%s' of structs with pointer members as firstprivate (their pointers hold host addresses)", Section: "2.5.14"})
	// kern.go
	LimitArrayHere = newLimit(Limit{ID: "array-here", Format: "the array '%s' here", Section: "2.5"})
	// types.go
	LimitArrayLengthNotConstant = newLimit(Limit{ID: "array-length-not-constant", Format: "an array whose length is not a constant ('%s') in device code", Section: ""})
	// atomic.go
	LimitAtomicFloatingOperator = newLimit(Limit{ID: "atomic-floating-operator", Format: "the operator '%s' on a floating value", Section: "2.12"})
	// atomic.go
	LimitAtomicLocationSpaceUnknown = newLimit(Limit{ID: "atomic-location-space-unknown", Format: "an atomic location whose address space cannot be told", Section: "2.12"})
	// atomic.go
	LimitAtomicLocationType = newLimit(Limit{ID: "atomic-location-type", Format: "an atomic operation on a location of type '%s' (the integer and floating types but _Bool, and pointers, are translated; long double as double)", Section: "2.12"})
	// atomic.go
	LimitAtomicOperandType = newLimit(Limit{ID: "atomic-operand-type", Format: "an atomic operand of type '%s'", Section: "2.12"})
	// atomic_pointer.go
	LimitAtomicPointerNotMember = newLimit(Limit{ID: "atomic-pointer-not-member", Format: "an atomic operation on a pointer other than a pointer member of a struct in device memory", Section: "2.12"})
	// atomic_pointer.go
	LimitAtomicPointerOperandType = newLimit(Limit{ID: "atomic-pointer-operand-type", Format: "an atomic pointer update by an operand of type '%s'", Section: "2.12"})
	// atomic_pointer.go
	LimitAtomicPointerOperator = newLimit(Limit{ID: "atomic-pointer-operator", Format: "the operator '%s' in an atomic update of a pointer", Section: "2.12"})
	// atomic_pointer.go
	LimitAtomicPointerType = newLimit(Limit{ID: "atomic-pointer-type", Format: "an atomic operation on a pointer of type '%s'", Section: "2.12"})
	// atomic.go
	LimitAtomicStatementForm = newLimit(Limit{ID: "atomic-statement-form", Format: "this form of the 'atomic %s' statement", Section: "2.12"})
	// atomic.go
	LimitAtomicUpdateOperandType = newLimit(Limit{ID: "atomic-update-operand-type", Format: "an atomic update with an operand of type '%s'", Section: "2.12"})
	// atomic_pointer.go
	LimitAtomicWritePointerHost = newLimit(Limit{ID: "atomic-write-pointer-host", Format: "an atomic write of a pointer that does not point into device memory", Section: "2.12"})
	// attach.go
	LimitAttachClauseSubarray = newLimit(Limit{ID: "attach-clause-subarray", Format: "a subarray in the attach clause ('%s')", Section: "2.7.12"})
	// attach.go
	LimitAttachNotPointer = newLimit(Limit{ID: "attach-not-pointer", Format: "%s of '%s', which is not a pointer", Section: "2.7.12"})
	// attach.go
	LimitAttachSubarray = newLimit(Limit{ID: "attach-subarray", Format: "a subarray in the %s clause ('%s')", Section: "2.7.12"})
	// attach.go
	LimitAttachWithoutSubarray = newLimit(Limit{ID: "attach-without-subarray", Format: "'%s' without a subarray of one dimension with a length (write %s[lower:length])", Section: "2.7.12"})
	// attach.go
	LimitAttachedPointerChangedDeviceCode = newLimit(Limit{ID: "attached-pointer-changed-device-code", Format: "changing or taking the address of the attached pointer '%s' in device code", Section: "2.7.12"})
	// kern.go
	LimitBarrierInPartitionedLoop = newLimit(Limit{ID: "barrier-in-partitioned-loop", Format: "%s inside a loop partitioned over workers or vector lanes", Section: "2.9.10"})
	// routine_bind.go
	LimitBindArgument = newLimit(Limit{ID: "bind-argument", Format: "this argument of the bind clause", Section: "2.15.1"})
	// routine_bind.go
	LimitBindBuiltinSignature = newLimit(Limit{ID: "bind-builtin-signature", Format: "bind(\"%s\") for '%s': the built-in takes %d %s argument(s) and returns one", Section: "2.15.1"})
	// routine_bind.go
	LimitBindChain = newLimit(Limit{ID: "bind-chain", Format: "bind(%s): '%s' has a bind clause of its own", Section: "2.15.1"})
	// routine_bind.go
	LimitBindClauseForm = newLimit(Limit{ID: "bind-clause-form", Format: "this bind clause", Section: "2.15.1"})
	// routine_bind.go
	LimitBindFunctionMissing = newLimit(Limit{ID: "bind-function-missing", Format: "bind(%s): no function '%s' in this file", Section: "2.15.1"})
	// routine_bind.go
	LimitBindLevelMismatch = newLimit(Limit{ID: "bind-level-mismatch", Format: "bind(%s): '%s' is a %s routine and '%s' a %s routine (a bound routine must have the level of the routine it stands for)", Section: "2.15.1"})
	// routine_bind.go
	LimitBindParameterCount = newLimit(Limit{ID: "bind-parameter-count", Format: "bind(%s): '%s' and '%s' take different numbers of parameters", Section: "2.15.1"})
	// routine_bind.go
	LimitBindParameterType = newLimit(Limit{ID: "bind-parameter-type", Format: "bind(%s): parameter %d of '%s' and of '%s' differ", Section: "2.15.1"})
	// routine_bind.go
	LimitBindReturnMismatch = newLimit(Limit{ID: "bind-return-mismatch", Format: "bind(%s): '%s' returns a value and '%s' does not", Section: "2.15.1"})
	// routine_bind.go
	LimitBindStringUnknown = newLimit(Limit{ID: "bind-string-unknown", Format: "bind(\"%s\"): '%s' is neither a routine of this file nor an OpenCL C built-in function accls knows", Section: "2.15.1"})
	// routine_bind.go
	LimitBindWithoutRoutine = newLimit(Limit{ID: "bind-without-routine", Format: "bind(%s): '%s' has no routine directive, so it has no device copy", Section: "2.15.1", Hint: "Give the bound function a routine directive of the same level"})
	// types.go
	LimitBoolDeviceCode = newLimit(Limit{ID: "bool-device-code", Format: "_Bool in device code", Section: ""})
	// routine_bind.go
	LimitBoundRoutineNotDefined = newLimit(Limit{ID: "bound-routine-not-defined", Format: "calling the routine '%s', bound to '%s', which is not defined in this file", Section: "2.15.1"})
	// routine.go
	LimitCallWithoutRoutine = newLimit(Limit{ID: "call-without-routine", Format: "calling '%s' in device code (only <math.h> functions and functions with a routine directive run on the device)", Section: "2.15.1"})
	// expr.go
	LimitCastDeviceCode = newLimit(Limit{ID: "cast-device-code", Format: "a cast to '%s' in device code", Section: ""})
	// cast_ptr.go
	LimitCastPointerIntegerSpace = newLimit(Limit{ID: "cast-pointer-integer-space", Format: "a cast of a pointer into %smemory to the integer type '%s' in device code (only pointers into device memory have an address there)", Section: ""})
	// dynarray.go
	LimitClauseOn = newLimit(Limit{ID: "clause-on", Format: "the %s clause on '%s'", Section: "2.7.1"})
	// stmt.go
	LimitCodeAfterVectorLoop = newLimit(Limit{ID: "code-after-vector-loop", Format: "code after a vector loop inside a worker-partitioned loop", Section: "2.5"})
	// collapse_force.go
	LimitCollapseForceBoundDeclared = newLimit(Limit{ID: "collapse-force-bound-declared", Format: "a bound of a loop of collapse(force:n) that uses '%s', which the intervening code declares (the trip counts are computed before the loops run)", Section: "2.9.1"})
	// collapse_force.go
	LimitCollapseForceBreak = newLimit(Limit{ID: "collapse-force-break", Format: "break in the intervening code of collapse(force:n)", Section: "2.9.1"})
	// collapse_force.go
	LimitCollapseForceLaneShared = newLimit(Limit{ID: "collapse-force-lane-shared", Format: "writing '%[1]s' in the intervening code of collapse(force:n) partitioned over workers or vector lanes when '%[1]s' is declared and used outside the loops (the lanes share its one copy, §2.9.10, and accls keeps a copy per lane)", Section: "2.9.1"})
	// ptr_alias.go
	LimitCollapseForceLaneSharedPointer = newLimit(Limit{ID: "collapse-force-lane-shared-pointer", Format: "writing '%[1]s' through a pointer in the intervening code of collapse(force:n) partitioned over workers or vector lanes when '%[1]s' is declared and used outside the loops (the lanes share its one copy, §2.9.10, and accls keeps a copy per lane)", Section: ""})
	// collapse_force.go
	LimitCollapseForceLoopPlacement = newLimit(Limit{ID: "collapse-force-loop-placement", Format: "a loop of collapse(force:n) inside this kind of statement of the intervening code (only blocks and if statements may hold it)", Section: "2.9.1"})
	// loops.go
	LimitCollapseTriangular = newLimit(Limit{ID: "collapse-triangular", Format: "collapsing a loop whose bounds depend on an outer loop variable", Section: "2.9"})
	// types.go
	LimitComplexArithmeticDeviceCode = newLimit(Limit{ID: "complex-arithmetic-device-code", Format: "complex arithmetic in device code", Section: ""})
	// kernel.go
	LimitDataAttributeUnknown = newLimit(Limit{ID: "data-attribute-unknown", Format: "'%s' without a data attribute the generator knows", Section: "2.6"})
	// data.go
	LimitDataClauseKind = newLimit(Limit{ID: "data-clause-kind", Format: "the %s clause", Section: "2.7.1"})
	// stmt.go
	LimitDeclarationInWorkerVectorLoop = newLimit(Limit{ID: "declaration-in-worker-vector-loop", Format: "this declaration inside a worker loop that holds a vector loop", Section: "2.5"})
	// directives.go
	LimitDeclareAttach = newLimit(Limit{ID: "declare-attach", Format: "attach in a declare directive ('%s')", Section: "2.13"})
	// directives.go
	LimitDeclareDynArray = newLimit(Limit{ID: "declare-dyn-array", Format: "a dynamic multidimensional array in a declare directive ('%s')", Section: "2.13"})
	// kernel.go
	LimitDeclaredOutsideKernel = newLimit(Limit{ID: "declared-outside-kernel", Format: "'%s', declared in the region outside this kernel", Section: "2.5.3"})
	// devtype_loop.go
	LimitDeviceTypeAnalysisFailed = newLimit(Limit{ID: "device-type-analysis-failed", Format: "the loop clauses for device type '%s' (the analysis for that type failed)", Section: "2.4"})
	// devtype_loop.go
	LimitDeviceTypeAnalysisMissing = newLimit(Limit{ID: "device-type-analysis-missing", Format: "the loop clauses for device type '%s' (the construct is missing from that type's analysis)", Section: "2.4"})
	// devtype_loop.go
	LimitDeviceTypeLoopClauseOrphaned = newLimit(Limit{ID: "device-type-loop-clause-orphaned", Format: "the loop clause '%s' after device_type on a loop outside a compute construct", Section: "2.4"})
	// dynarray.go
	LimitDynArrayClause = newLimit(Limit{ID: "dyn-array-clause", Format: "the %s clause on the dynamic multidimensional array '%s'", Section: "2.7.1"})
	// dynarray.go
	LimitDynArrayDimensionNotPointer = newLimit(Limit{ID: "dyn-array-dimension-not-pointer", Format: "the subarray '%s': dimension %d of a dynamic multidimensional array must index a pointer", Section: "2.7.1"})
	// dynarray.go
	LimitDynArrayElementType = newLimit(Limit{ID: "dyn-array-element-type", Format: "the subarray '%s' of element type '%s'", Section: "2.7.1"})
	// dynarray_device.go
	LimitDynArrayLocalInit = newLimit(Limit{ID: "dyn-array-local-init", Format: "the pointer to pointers '%s' in device code given a value other than a dynamic multidimensional array of a data clause or a pointer to pointers taken from one", Section: "2.7.1"})
	// dynarray_device.go
	LimitDynArrayPointerElementType = newLimit(Limit{ID: "dyn-array-pointer-element-type", Format: "the pointer to pointers '%s' of element type '%s' in device code", Section: "2.7.1"})
	// dynarray.go
	LimitDynArrayRowOffset = newLimit(Limit{ID: "dyn-array-row-offset", Format: "the subarray '%s': a row section of a dynamic multidimensional array not starting at 0", Section: "2.7.1"})
	// dynarray_device.go
	LimitDynArrayRowPointer = newLimit(Limit{ID: "dyn-array-row-pointer", Format: "changing the row pointer '%s' of a dynamic multidimensional array in device code (the device pointer array holds the device addresses that attach stored)", Section: "2.6.8"})
	// dynarray.go
	LimitDynArrayWithoutLength = newLimit(Limit{ID: "dyn-array-without-length", Format: "the subarray '%s' without a length in dimension %d", Section: "2.7.1"})
	// expr.go
	LimitExpressionDeviceCode = newLimit(Limit{ID: "expression-device-code", Format: "this expression in device code", Section: ""})
	// expr.go
	LimitExpressionKindDeviceCode = newLimit(Limit{ID: "expression-kind-device-code", Format: "a %s in device code", Section: ""})
	// types.go
	LimitExpressionUnknownType = newLimit(Limit{ID: "expression-unknown-type", Format: "an expression of unknown type", Section: ""})
	// routine_extern.go
	LimitExternRoutineArgCount = newLimit(Limit{ID: "extern-routine-arg-count", Format: "calling the routine '%s' of another file with %d arguments for %d parameters", Section: "2.15.1"})
	// routine_extern_levels.go
	LimitExternLevelRoutineContext = newLimit(Limit{ID: "extern-level-routine-context", Format: "calling the %s routine '%s' of another file here: its file exports copies for calls from vector-single, worker-single or gang-redundant code that every work-item of the group reaches", Section: "2.15.1"})
	// routine_extern.go
	LimitExternRoutineLocalPointer = newLimit(Limit{ID: "extern-routine-local-pointer", Format: "passing a pointer into cached (__local) data to the routine '%s' of another file", Section: "2.15.1"})
	// routine_extern.go
	LimitExternRoutinePointerParams = newLimit(Limit{ID: "extern-routine-pointer-params", Format: "calling the routine '%s' of another file, which has more than %d pointer parameters", Section: "2.15.1"})
	// declare_global.go
	LimitFileScopeDeclareClause = newLimit(Limit{ID: "file-scope-declare-clause", Format: "the %s clause on a declare directive at file scope", Section: "2.13"})
	// declare_global.go
	LimitFileScopeDeclareVariable = newLimit(Limit{ID: "file-scope-declare-variable", Format: "'%s' in a declare directive at file scope", Section: "2.13"})
	// kern.go
	LimitFirstprivatePointerWithoutData = newLimit(Limit{ID: "firstprivate-pointer-without-data", Format: "the pointer '%s' as firstprivate without a data clause for its target", Section: "2.5.14", Hint: "Put the pointer's target in a data clause of the compute construct"})
	// kern.go
	LimitFirstprivateStructPointers = newLimit(Limit{ID: "firstprivate-struct-pointers", Format: "the struct '%s' with pointer members as firstprivate (its pointers hold host addresses; put it in a data clause and attach them)", Section: "2.5.14"})
	// expr.go
	LimitFunctionPointerCall = newLimit(Limit{ID: "function-pointer-call", Format: "a call through a function pointer in device code", Section: ""})
	// expr.go
	LimitFunctionValueDeviceCode = newLimit(Limit{ID: "function-value-device-code", Format: "using the function '%s' as a value in device code", Section: ""})
	// gang_local.go
	LimitGangLocalSize = newLimit(Limit{ID: "gang-local-size", Format: "the gang-private '%s', which the lanes of a worker or vector loop write: with it the kernel keeps %d bytes of gang-private variables in __local memory, more than the %d accls allows (§2.9.10; make it device memory, e.g. a slice of an array in a data clause indexed by the gang loop's variable)", Section: "2.9.10"})
	// kernel.go
	LimitGangReductionWithoutData = newLimit(Limit{ID: "gang-reduction-without-data", Format: "a gang reduction on '%s', which is not in a data clause of the compute construct", Section: "2.5.15", Hint: "Put the reduction variable in a data clause (copy) of the compute construct"})
	// routine_levels.go
	LimitGangRoutineGangReduction = newLimit(Limit{ID: "gang-routine-gang-reduction", Format: "a reduction on a gang loop of the gang routine '%s' (the gangs cannot combine their values before the kernel ends)", Section: "2.15.1"})
	// directives.go
	LimitGangStaticArgument = newLimit(Limit{ID: "gang-static-argument", Format: "a static argument of the gang clause other than * or an integer constant", Section: "2.9.2"})
	// declare_global.go
	LimitHeaderDeclareClause = newLimit(Limit{ID: "header-declare-clause", Format: "'%s(%s)' of %s (a declare directive in a header must name file-scope variables in create, copyin, device_resident, link or deviceptr)", Section: "2.13"})
	// kernel.go
	LimitKernelsTopDeclaration = newLimit(Limit{ID: "kernels-top-declaration", Format: "a declaration at the top of a kernels region (it would be shared by the region's kernels)", Section: "2.5.3", Hint: "Declare the variable outside the kernels region, or inside one of its loops"})
	// lane_shared.go
	LimitLaneSharedLoopWrite = newLimit(Limit{ID: "lane-shared-loop-write", Format: "writing '%[1]s'%[3]s in a loop partitioned over workers or vector lanes when '%[1]s' is declared and used outside the loop (the lanes share its one copy, §2.9.10, and %[2]s; make it private to the loop, a reduction, or device memory)", Section: "2.9.10"})
	// lane_shared.go
	LimitLaneSharedSingleWrite = newLimit(Limit{ID: "lane-shared-single-write", Format: "writing '%[1]s'%[2]s in a statement that one lane runs (it writes memory) when '%[1]s' is declared and used outside it (the lanes share its one copy, §2.9.10, and accls keeps a copy per lane; split the statement, or make '%[1]s' device memory)", Section: "2.9.10"})
	// directives.go
	LimitLevelArgument = newLimit(Limit{ID: "level-argument", Format: "this argument to the %s clause", Section: "2.9"})
	// directives.go
	LimitLevelArgumentOutsideKernels = newLimit(Limit{ID: "level-argument-outside-kernels", Format: "an argument to the %s clause of a loop outside a kernels region", Section: "2.9", Hint: "Give the size on the compute construct (num_gangs, num_workers, vector_length)"})
	// directives.go
	LimitLevelSizesDiffer = newLimit(Limit{ID: "level-sizes-differ", Format: "two different sizes for the %s level in one kernel", Section: "2.9"})
	// longdouble.go
	LimitLongDoubleAsync = newLimit(Limit{ID: "long-double-async", Format: "the long double scalar '%s' on a compute construct with async (the double the device computes it in lives only until the construct's host code ends; drop async or make '%s' double)", Section: "2.16.1"})
	// types.go
	LimitLongDoubleData = newLimit(Limit{ID: "long-double-data", Format: "long double data in device memory ('%s'; the host stores long double in 16 bytes, which the device's double cannot read; only long double scalars are converted: make the array or member double)", Section: ""})
	// data.go
	LimitLongDoubleDataClause = newLimit(Limit{ID: "long-double-data-clause", Format: "the long double '%s' in a data clause of the '%s' directive (only a compute construct converts a long double scalar to the device's double: leave it to the compute construct's own clauses)", Section: "2.7"})
	// directives.go
	LimitLoopGangDim = newLimit(Limit{ID: "loop-gang-dim", Format: "gang(dim:) other than 1 outside a parallel construct", Section: "2.9.2"})
	// plan_part.go, host_launch.go (plan/gang_grid.go)
	LimitGangDimWith = newLimit(Limit{ID: "gang-dim-with", Format: "%s in a parallel construct with gang(dim:2) or gang(dim:3) loops", Section: "2.9.2"})
	// visibility.go
	LimitLoopHeadSingleContinue = newLimit(Limit{ID: "loop-head-single-continue", Format: "a loop whose head reads memory that its body writes from one lane, with 'continue'", Section: "2.9.10"})
	// attach.go
	LimitMemberClause = newLimit(Limit{ID: "member-clause", Format: "the %s clause on the member '%s'", Section: "2.7.1"})
	// attach.go
	LimitMemberDataClause = newLimit(Limit{ID: "member-data-clause", Format: "the member '%s' in a data clause", Section: "2.7.1", Hint: "Put a pointer member in the clause as s.p[lower:length], or attach(s.p)"})
	// attach.go
	LimitMemberDataClauseNotPointer = newLimit(Limit{ID: "member-data-clause-not-pointer", Format: "the member '%s' in a data clause (only pointer members are translated: s.p[lower:length], attach(s.p); and array members of constant length: s.a, A[i].a[lower:length])", Section: "2.7.1"})
	// attach.go
	LimitMemberInStorageTwice = newLimit(Limit{ID: "member-in-storage-twice", Format: "'%s' in a data clause of a compute construct with '%s' of the same variable (kernels reach the variable through one device copy)", Section: "2.7.1", Hint: "Name the variable, or one subarray or member of it, in the compute construct's data clause"})
	// attach.go
	LimitMemberDataClauseWhy = newLimit(Limit{ID: "member-data-clause-why", Format: "the member '%s' in a data clause (%s)", Section: "2.7.1"})
	// data.go
	LimitMemberInDataClause = newLimit(Limit{ID: "member-in-data-clause", Format: "a member of a composite variable in a data clause ('%s')", Section: "2.7.1"})
	// attach.go
	LimitMemberUpdate = newLimit(Limit{ID: "member-update", Format: "the member '%s' in an update clause", Section: "2.14.4"})
	// attach.go
	LimitMemberUpdateForm = newLimit(Limit{ID: "member-update-form", Format: "'%s' other than a subarray of one dimension of a member", Section: "2.14.4"})
	// attach.go
	LimitMemberUpdateSubarrayWithoutLength = newLimit(Limit{ID: "member-update-subarray-without-length", Format: "a subarray without a length on '%s'", Section: "2.14.4"})
	// attach.go
	LimitMemberUpdateWhy = newLimit(Limit{ID: "member-update-why", Format: "the member '%s' in an update clause (%s)", Section: "2.14.4"})
	// attach.go
	LimitMemberWithoutSubarray = newLimit(Limit{ID: "member-without-subarray", Format: "'%s' without a subarray of one dimension with a length (write %s[lower:length])", Section: "2.7.1"})
	// loops.go
	LimitNestedLaneReduction = newLimit(Limit{ID: "nested-lane-reduction", Format: "a reduction over workers or vector lanes inside a loop partitioned over workers or vector lanes", Section: "2.9"})
	// data.go
	LimitNonContiguousSubarray = newLimit(Limit{ID: "non-contiguous-subarray", Format: "the non-contiguous subarray '%s'", Section: "2.7.1"})
	// expr.go
	LimitOperatorDeviceCode = newLimit(Limit{ID: "operator-device-code", Format: "the operator '%s' in device code", Section: ""})
	// routine_levels.go
	LimitParallelRoutineArgumentWrites = newLimit(Limit{ID: "parallel-routine-argument-writes", Format: "an argument that writes memory in a call of the %s routine '%s' (every lane of the group evaluates it)", Section: "2.15.1"})
	// routine_levels.go
	LimitParallelRoutineCallDivergent = newLimit(Limit{ID: "parallel-routine-call-divergent", Format: "calling the %s routine '%s' where the work-items of a group do not all reach the call (inside a loop partitioned over workers or vector lanes)", Section: "2.15.1"})
	// routine_levels.go
	LimitParallelRoutineCallInExpression = newLimit(Limit{ID: "parallel-routine-call-in-expression", Format: "calling the %s routine '%s' inside an expression (every lane of the group must make the call: write it as '%s(...);', 'x = %s(...);' or 'T x = %s(...);')", Section: "2.15.1"})
	// routine_levels.go
	LimitParallelRoutineCallInHead = newLimit(Limit{ID: "parallel-routine-call-in-head", Format: "calling the %s routine '%s' in the head of a statement (every lane of the group must make the call: call it in a statement of its own before)", Section: "2.15.1"})
	// routine_levels.go
	LimitParallelRoutineCallSingle = newLimit(Limit{ID: "parallel-routine-call-single", Format: "calling the %s routine '%s' in code that one lane runs (a statement that writes memory in worker-single or vector-single mode)", Section: "2.15.1"})
	// routine_levels.go
	LimitParallelRoutineCallTargetEffects = newLimit(Limit{ID: "parallel-routine-call-target-effects", Format: "an assignment target with side effects beside a call of a routine with parallelism", Section: "2.15.1"})
	// routine_levels.go
	LimitParallelRoutineEarlyReturn = newLimit(Limit{ID: "parallel-routine-early-return", Format: "a return before the end of the %s routine '%s' (every lane of the group must reach the routine's end together)", Section: "2.15.1"})
	// routine_levels.go
	LimitParallelRoutinePrivatePointer = newLimit(Limit{ID: "parallel-routine-private-pointer", Format: "passing a pointer to the work-item's own memory to the %s routine '%s' (its lanes share out its loops, and each work-item has its own copy of that memory): pass device memory", Section: "2.15.1"})
	// routine_levels.go
	LimitParallelRoutineReturnWrites = newLimit(Limit{ID: "parallel-routine-return-writes", Format: "a return value that writes memory in the %s routine '%s' (every lane evaluates it)", Section: "2.15.1"})
	// loops.go
	LimitPartitionedLoopStepNotConstant = newLimit(Limit{ID: "partitioned-loop-step-not-constant", Format: "a partitioned loop whose step is not a constant", Section: "2.9"})
	// loops.go
	LimitPartitionedLoopTest = newLimit(Limit{ID: "partitioned-loop-test", Format: "a partitioned loop with the test '%s' and step %d", Section: "2.9"})
	// loops.go
	LimitPartitionedLoopVariableNotInteger = newLimit(Limit{ID: "partitioned-loop-variable-not-integer", Format: "a partitioned loop whose variable is not an integer", Section: "2.9"})
	// ptr_alias.go
	LimitPointerAddressSpaceMix = newLimit(Limit{ID: "pointer-address-space-mix", Format: "assigning to the %spointer '%s' a pointer into %smemory (OpenCL C keeps the address space of a pointer; a gang-private variable that lanes write is __local, §2.9.10)", Section: ""})
	// attach.go
	LimitPointerMemberChangedDeviceCode = newLimit(Limit{ID: "pointer-member-changed-device-code", Format: "changing the pointer member '%s' in device code", Section: ""})
	// attach.go
	LimitPointerMemberTypeDeviceCode = newLimit(Limit{ID: "pointer-member-type-device-code", Format: "the pointer member '%s' of type '%s' in device code", Section: ""})
	// attach.go
	LimitPointerMemberUpdateWithoutSubarray = newLimit(Limit{ID: "pointer-member-update-without-subarray", Format: "the pointer member '%s' without a subarray in an update clause (write %s[lower:length])", Section: "2.14.4"})
	// stmt.go
	LimitPointerTargetSpaceUnknown = newLimit(Limit{ID: "pointer-target-space-unknown", Format: "a pointer whose target's address space cannot be told", Section: "2.5"})
	// stmt.go
	LimitPointerToArraysComputeRegion = newLimit(Limit{ID: "pointer-to-arrays-compute-region", Format: "a pointer to arrays declared in a compute region", Section: "2.5"})
	// types.go
	LimitPointerToPointersDeviceCode = newLimit(Limit{ID: "pointer-to-pointers-device-code", Format: "a pointer to pointers ('%s') in device code", Section: ""})
	// types.go
	LimitPointerTypeDeviceCode = newLimit(Limit{ID: "pointer-type-device-code", Format: "a pointer of type '%s' here in device code", Section: ""})
	// stmt.go
	LimitPointerWithoutInitializer = newLimit(Limit{ID: "pointer-without-initializer", Format: "a pointer declared without an initializer in a compute region", Section: "2.5"})
	// data.go
	LimitPointerWithoutSubarray = newLimit(Limit{ID: "pointer-without-subarray", Format: "a pointer in a data clause without a subarray ('%s'; write %s[0:n])", Section: "2.7.1"})
	// private_ptr.go
	LimitPrivateSubarrayNotConstant = newLimit(Limit{ID: "private-subarray-not-constant", Format: "the private or firstprivate subarray '%s' whose bounds are not constants (OpenCL C sizes a private array when the kernel is compiled)", Section: "2.5.13"})
	// private_ptr.go
	LimitPrivateSubarrayShape = newLimit(Limit{ID: "private-subarray-shape", Format: "the private subarray '%s' of more than one dimension or of unknown bounds", Section: "2.5.13"})
	// kern.go
	LimitPrivateStructPointers = newLimit(Limit{ID: "private-struct-pointers", Format: "the struct '%s' with pointer members as private", Section: "2.5.13"})
	// routine.go
	LimitRecursiveRoutine = newLimit(Limit{ID: "recursive-routine", Format: "the recursive call of the routine '%s' (OpenCL C has no recursion)", Section: "2.15.1"})
	// reduce_array.go
	LimitReductionAggregateInRoutine = newLimit(Limit{ID: "reduction-aggregate-in-routine", Format: "a reduction on the array or struct '%s' in a routine", Section: "2.5.15"})
	// reduce_array.go
	LimitReductionElementsNotNumbers = newLimit(Limit{ID: "reduction-elements-not-numbers", Format: "a reduction on '%s', whose elements are not numbers", Section: "2.5.15"})
	// reduce_array.go
	LimitReductionHasUnnamedMember = newLimit(Limit{ID: "reduction-has-unnamed-member", Format: "a reduction on '%s', which has an unnamed member", Section: "2.5.15"})
	// loops.go, reduce_array.go
	LimitReductionHere = newLimit(Limit{ID: "reduction-here", Format: "a reduction on '%s' here", Section: "2.9"})
	// reduce_array.go
	LimitReductionMemberArrayStructs = newLimit(Limit{ID: "reduction-member-array-structs", Format: "a reduction on '%s', whose member '%s' is an array of structs", Section: "2.5.15"})
	// reduce_array.go
	LimitReductionMemberNotNumber = newLimit(Limit{ID: "reduction-member-not-number", Format: "a reduction on '%s', whose member '%s' is not a number", Section: "2.5.15"})
	// reduce_array.go
	LimitReductionMemberUnsized = newLimit(Limit{ID: "reduction-member-unsized", Format: "a reduction on '%s', whose member '%s' has no fixed length", Section: "2.5.15"})
	// reduce.go, reduce_array.go
	LimitReductionOperator = newLimit(Limit{ID: "reduction-operator", Format: "the reduction operator '%s'", Section: "2.5.15"})
	// reduce.go
	LimitReductionOperatorFloating = newLimit(Limit{ID: "reduction-operator-floating", Format: "the reduction operator '%s' on a floating type", Section: "2.5.15"})
	// reduce_array.go
	LimitReductionStructPointerMembers = newLimit(Limit{ID: "reduction-struct-pointer-members", Format: "a reduction on the struct '%s' with pointer members", Section: "2.5.15"})
	// reduce_array.go
	LimitReductionSubarray = newLimit(Limit{ID: "reduction-subarray", Format: "a reduction on the subarray '%s' (only one dimension of scalars is translated)", Section: "2.5.15"})
	// reduce_array.go
	LimitReductionSubarrayBoundsNotConstant = newLimit(Limit{ID: "reduction-subarray-bounds-not-constant", Format: "a reduction on the subarray '%s' whose bounds are not constants on a loop inside the compute construct (the host sizes the lanes' copies before the launch; put the reduction on the construct, or use constant bounds)", Section: "2.5.15"})
	// reduce_array.go
	LimitReductionSubarrayWithoutLength = newLimit(Limit{ID: "reduction-subarray-without-length", Format: "a reduction on the subarray '%s' without a length", Section: "2.5.15"})
	// reduce_array.go
	LimitReductionTypeUnknown = newLimit(Limit{ID: "reduction-type-unknown", Format: "a reduction on '%s', whose type is unknown", Section: "2.5.15"})
	// reduce_array.go
	LimitReductionVariableLengthArray = newLimit(Limit{ID: "reduction-variable-length-array", Format: "a reduction on the variable-length array '%s' (write a subarray '%s[lower:length]')", Section: "2.5.15"})
	// reduce.go, reduce_array.go
	LimitReductionVariableType = newLimit(Limit{ID: "reduction-variable-type", Format: "a reduction on a variable of type '%s'", Section: "2.5.15"})
	// routine.go
	LimitRoutineArgCount = newLimit(Limit{ID: "routine-arg-count", Format: "calling the routine '%s' with %d arguments for %d parameters", Section: "2.15.1"})
	// routine.go
	LimitRoutineArrayParameter = newLimit(Limit{ID: "routine-array-parameter", Format: "the array parameter '%s'", Section: "2.15.1"})
	// routine.go
	LimitRoutineClause = newLimit(Limit{ID: "routine-clause", Format: "the %s clause on 'routine'", Section: "2.15.1"})
	// routine.go
	LimitRoutineGangDim = newLimit(Limit{ID: "routine-gang-dim", Format: "gang(dim:) other than 1 on 'routine'", Section: "2.15.1"})
	// declare_routine.go
	LimitRoutineGlobalHere = newLimit(Limit{ID: "routine-global-here", Format: "calling the routine '%s', which uses the global '%s', here", Section: "2.15.1"})
	// declare_routine.go
	LimitRoutineGlobalWithoutData = newLimit(Limit{ID: "routine-global-without-data", Format: "the global '%s' that a routine called here uses, without a data attribute on the compute construct", Section: "2.15.1"})
	// routine_bind.go
	LimitRoutineNotDefined = newLimit(Limit{ID: "routine-not-defined", Format: "calling the routine '%s', which is not defined in this file", Section: "2.15.1"})
	// routine.go, routine_extern.go
	LimitRoutinePointerSpaceUnknown = newLimit(Limit{ID: "routine-pointer-space-unknown", Format: "passing a pointer whose address space cannot be told to the routine '%s'", Section: "2.15.1"})
	// routine.go
	LimitRoutinePointerToPointersArgument = newLimit(Limit{ID: "routine-pointer-to-pointers-argument", Format: "passing to the pointer to pointers parameter of the routine '%s' a value other than a dynamic multidimensional array of a data clause (§2.7.1) or a pointer to pointers taken from one", Section: "2.15.1"})
	// routine_extern.go
	LimitRoutinePointerToPointersParameter = newLimit(Limit{ID: "routine-pointer-to-pointers-parameter", Format: "the pointer to pointers '%s' as a parameter of a routine defined in another file", Section: "2.15.1"})
	// routine.go, routine_extern.go
	LimitRoutineReturningPointer = newLimit(Limit{ID: "routine-returning-pointer", Format: "the routine '%s' returning a pointer", Section: "2.15.1"})
	// routine.go
	LimitRoutineVoidPointerParameter = newLimit(Limit{ID: "routine-void-pointer-parameter", Format: "the void pointer parameter '%s' of a routine", Section: "2.15.1"})
	// loops.go
	LimitSharingOutLoop = newLimit(Limit{ID: "sharing-out-loop", Format: "sharing out this loop (%s)", Section: "2.9"})
	// stmt.go
	LimitSingleInitializerWrites = newLimit(Limit{ID: "single-initializer-writes", Format: "an initializer that writes memory in worker-single or vector-single code", Section: "2.5"})
	// effects.go
	LimitSingleModeSharedChange = newLimit(Limit{ID: "single-mode-shared-change", Format: "a statement in single mode that changes the %s '%s', which other lanes use", Section: "2.9.10"})
	// expr.go
	LimitSizeofVariablyModifiedType = newLimit(Limit{ID: "sizeof-variably-modified-type", Format: "sizeof of a variably modified type in device code", Section: ""})
	// stmt.go
	LimitStatementHeadWrites = newLimit(Limit{ID: "statement-head-writes", Format: "a statement head that writes memory around a partitioned loop", Section: "2.5"})
	// stmt.go
	LimitStatementHoldingPartitionedLoop = newLimit(Limit{ID: "statement-holding-partitioned-loop", Format: "a statement holding a partitioned loop inside a worker loop", Section: "2.5"})
	// stmt.go
	LimitStatementInComputeRegion = newLimit(Limit{ID: "statement-in-compute-region", Format: "this statement in a compute region", Section: "2.5"})
	// stmt.go
	LimitStaticDeclarationComputeRegion = newLimit(Limit{ID: "static-declaration-compute-region", Format: "a static or extern declaration in a compute region", Section: "2.5"})
	// atomic_pointer.go
	LimitStoringAtomicPointerElsewhere = newLimit(Limit{ID: "storing-atomic-pointer-elsewhere", Format: "storing an atomic pointer value other than in a pointer variable of the work-item that points into device memory", Section: "2.12"})
	// atomic_pointer.go
	LimitStoringAtomicPointerValue = newLimit(Limit{ID: "storing-atomic-pointer-value", Format: "storing an atomic pointer value in '%s'", Section: "2.12"})
	// expr.go
	LimitStringLiteralDeviceCode = newLimit(Limit{ID: "string-literal-device-code", Format: "a string literal in device code", Section: ""})
	// data.go
	LimitSubarrayNotArray = newLimit(Limit{ID: "subarray-not-array", Format: "a subarray of '%s', which is neither an array nor a pointer", Section: "2.7.1"})
	// data.go
	LimitSubarrayPointerToPointers = newLimit(Limit{ID: "subarray-pointer-to-pointers", Format: "a subarray of a pointer to pointers ('%s'), which is not contiguous", Section: "2.7.1"})
	// data.go
	LimitSubarrayTooManyDimensions = newLimit(Limit{ID: "subarray-too-many-dimensions", Format: "a subarray with more dimensions than '%s' has", Section: "2.7.1"})
	// data.go
	LimitSubarrayWithoutLength = newLimit(Limit{ID: "subarray-without-length", Format: "a subarray without a length on '%s'", Section: "2.7.1"})
	// types.go
	LimitTypeDeviceCode = newLimit(Limit{ID: "type-device-code", Format: "the type '%s' in device code", Section: ""})
	// types.go
	LimitUnionDeviceCode = newLimit(Limit{ID: "union-device-code", Format: "a union in device code", Section: ""})
	// expr.go
	LimitUnresolvedNameDeviceCode = newLimit(Limit{ID: "unresolved-name-device-code", Format: "the unresolved name '%s' in device code", Section: ""})
	// data.go
	LimitUnsizedSubarray = newLimit(Limit{ID: "unsized-subarray", Format: "'%s' without a subarray the generator can size (write %s[lower:length])", Section: "2.7.1"})
	// host.go
	LimitUpdateClause = newLimit(Limit{ID: "update-clause", Format: "the %s clause on update", Section: "2.14.4"})
	// directives.go
	LimitUseDeviceForm = newLimit(Limit{ID: "use-device-form", Format: "use_device of '%s' (a variable or array name is translated)", Section: "2.8.1"})
	// directives.go
	LimitUseDeviceScalar = newLimit(Limit{ID: "use-device-scalar", Format: "use_device of the scalar '%s'", Section: "2.8.1"})
	// expr.go
	LimitVariableDeviceCode = newLimit(Limit{ID: "variable-device-code", Format: "the variable '%s' here in device code", Section: ""})
	// vla.go
	LimitVLAElementType = newLimit(Limit{ID: "vla-element-type", Format: "the variable-length array '%s' of element type '%s' in device code", Section: ""})
	// vla.go
	LimitVLAHere = newLimit(Limit{ID: "vla-here", Format: "the variable-length array '%s' here in device code (index every dimension)", Section: ""})
	// vla.go
	LimitVLARow = newLimit(Limit{ID: "vla-row", Format: "a row of the variable-length array '%s' (index every dimension: %s%s)", Section: ""})
	// types.go
	LimitVoidPointerDereference = newLimit(Limit{ID: "void-pointer-dereference", Format: "dereferencing a void pointer ('%s') in device code", Section: ""})
	// loops.go
	LimitWorkerInWorker = newLimit(Limit{ID: "worker-in-worker", Format: "a worker loop inside a worker loop", Section: "2.9"})
)
