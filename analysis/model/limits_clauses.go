package model

import "slices"

// translatedClauses are the clauses the translation of each directive
// handles; any other clause on it is LimitClauseNotTranslated. The lists
// are the generator's (openclgen reads them through TranslatedClauses).
var translatedClauses = map[ConstructKind][]string{
	KindInit:      {"device_type", "device_num", "if"},
	KindShutdown:  {"device_type", "device_num", "if"},
	KindSet:       {"device_type", "device_num", "default_async", "if"},
	KindData:      {"if", "async", "wait", "copy", "copyin", "copyout", "create", "no_create", "present", "deviceptr", "attach", "default", "device_type"},
	KindEnterData: {"if", "async", "wait", "copyin", "create", "attach"},
	KindExitData:  {"if", "async", "wait", "copyout", "delete", "finalize", "detach"},
	KindUpdate:    {"if", "async", "wait", "self", "host", "device", "if_present", "device_type"},
	KindWait:      {"if", "async"},
	KindHostData:  {"use_device", "if", "if_present"},
	KindDeclare:   {"copy", "copyin", "copyout", "create", "present", "device_resident", "deviceptr"},
	KindAtomic:    {"read", "write", "update", "capture"},
	KindLoop:      append([]string{"device_type"}, loopClausesTranslated...),
	KindParallel:  computeClausesTranslated,
	KindSerial:    computeClausesTranslated,
	KindKernels:   computeClausesTranslated,
}

// fileScopeDeclareClauses are those of a declare directive at file scope.
var fileScopeDeclareClauses = []string{"copyin", "create", "device_resident", "deviceptr", "link"}

var computeClausesTranslated = []string{"if", "self", "async", "wait", "num_gangs", "num_workers", "vector_length",
	"copy", "copyin", "copyout", "create", "no_create", "present", "deviceptr", "attach",
	"private", "firstprivate", "reduction", "default", "device_type"}

// tile (§2.9.8) associates its loops like collapse; the iterations of a
// partitioned nest are independent, so running the nest as one flat
// iteration space gives the results of any tile order.
var loopClausesTranslated = []string{"gang", "worker", "vector", "seq", "independent", "auto", "collapse", "tile", "private", "reduction"}

// combinedClausesTranslated: a combined construct's are the compute
// construct's and the loop's.
var combinedClausesTranslated = append(slices.Clone(computeClausesTranslated), loopClausesTranslated...)

// IsTranslatedClause reports whether the translation of c handles the
// clause name (a clause list is short: no map per construct, issue 16).
func IsTranslatedClause(c *Construct, name string) bool {
	return slices.Contains(TranslatedClauses(c), name)
}

// TranslatedClauses returns the clauses the translation of c handles.
func TranslatedClauses(c *Construct) []string {
	switch {
	case c.IsCombined():
		return combinedClausesTranslated
	case c.Kind == KindDeclare && c.Func == nil:
		return fileScopeDeclareClauses
	}
	return translatedClauses[c.Kind]
}
