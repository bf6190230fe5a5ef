// Package analysis is the one semantic model of a file: directives checked
// against the clause rules of OpenACC 3.3, constructs, data regions, loops,
// implicit data attributes and autoscoping. It is the only place a rule
// lives: the checker, the language server and the code generator ask it.
//
// Check is the one entry point: it reads a file's directives, applies the
// clause rules and, for C, builds the semantic model, and returns all of
// it as one Result. The directive view (syntax.go) is what tools read of
// the directives as written; the grammar package stays analysis's own.
//
// The clause rules are data (clausetable*.go): LookupDirective and
// LookupClause return what OpenACC 3.3 says of a directive or clause (the
// clauses allowed, once-only and required clauses, those allowed after
// device_type, conflicts, argument shapes, hover text with the spec
// section); DirectiveNames, ClauseNames, DeviceTypeNames and
// ReductionOperators list names for completion. CheckDirectives applies
// the table to parsed directives.
package analysis
