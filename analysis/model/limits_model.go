package model

// The limits analysis decides from the model alone (limits_check.go
// reports them, at the positions the generator used): forms of
// directives and clauses the translation has no code for, and
// statements of regions it cannot print.

var (
	// host.go, directives.go, declare_global.go, kernel.go, stmt.go, atomic.go: the clauses each construct's translation handles (limits_clauses.go)
	LimitClauseNotTranslated = newLimit(Limit{ID: "clause-not-translated", Format: "the %s clause on '%s'", Model: true,
		Hint: "The clauses translated on each directive are listed in docs/design/codegen.md"})
	// host.go
	LimitDeviceTypeClauseOn = newLimit(Limit{ID: "device-type-clause-on", Format: "the device_type clause on '%s'", Section: "2.4", Model: true})
	// host.go
	LimitDirectiveForm = newLimit(Limit{ID: "directive-form", Format: "this directive form", Model: true, Hint: "Write the directive as #pragma acc or _Pragma(\"acc ...\")"})
	// host.go
	LimitDirective = newLimit(Limit{ID: "directive", Format: "the '%s' directive", Model: true})
	// directives.go
	LimitDeclareNestedBlock = newLimit(Limit{ID: "declare-nested-block", Format: "a 'declare' directive in a nested block (only the function's outermost block is translated)", Section: "2.13", Model: true,
		Hint: "Move the directive to the function's outermost block"})
	// analysis alone (limits_check.go leaveLimits): a jump out of a region
	LimitGotoInRegion = newLimit(Limit{ID: "goto-in-region", Format: "goto in the %s region", Section: "2.6.3", Model: true})
	// analysis alone (limits_check.go leaveLimits): a jump out of a region
	LimitReturnOutOfRegion = newLimit(Limit{ID: "return-out-of-region", Format: "return out of the %s region", Section: "2.6.3", Model: true})
	// analysis alone (limits_check.go leaveLimits): a jump out of a region
	LimitBreakOutOfRegion = newLimit(Limit{ID: "break-out-of-region", Format: "break out of the %s region", Section: "2.6.3", Model: true})
	// analysis alone (limits_check.go leaveLimits): a jump out of a region
	LimitContinueOutOfRegion = newLimit(Limit{ID: "continue-out-of-region", Format: "continue out of the %s region", Section: "2.6.3", Model: true})
	// stmt.go
	LimitReturnInComputeRegion = newLimit(Limit{ID: "return-in-compute-region", Format: "return inside a compute region", Section: "2.5", Model: true})
	// stmt.go
	LimitGotoInComputeRegion = newLimit(Limit{ID: "goto-in-compute-region", Format: "goto inside a compute region", Section: "2.5", Model: true})
	// stmt.go
	LimitLabelInComputeRegion = newLimit(Limit{ID: "label-in-compute-region", Format: "a label inside a compute region", Section: "2.5", Model: true})
	// stmt.go
	LimitStatementKindComputeRegion = newLimit(Limit{ID: "statement-kind-compute-region", Format: "a %s in a compute region", Section: "2.5", Model: true})
	// stmt.go
	LimitDirectiveInComputeRegion = newLimit(Limit{ID: "directive-in-compute-region", Format: "the '%s' directive inside a compute region", Section: "2.5", Model: true})
	// directives.go (limits_devtype.go)
	LimitDeviceTypeUnknown = newLimit(Limit{ID: "device-type-unknown", Format: "the device type '%s' (accls knows host, nvidia, radeon, opencl, default and *)", Section: "2.4", Model: true})
	// directives.go (limits_devtype.go)
	LimitSetDeviceTypes = newLimit(Limit{ID: "set-device-types", Format: "more than one device type on 'set'", Section: "2.14.3", Hint: "Write one 'set' directive per device type", Model: true})
)
