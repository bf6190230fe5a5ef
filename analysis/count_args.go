package analysis

import "github.com/accls/accls/grammar"

// Counts: the arguments that say how many gangs, workers or vector lanes
// to use, or how many iterations a gang takes at a time. A count below 1
// means nothing (§2.5.10: the number of gangs is "at least 1"; §2.5.11,
// §2.5.12, §2.9.2–§2.9.4 give numbers of workers, vector lengths and
// chunk sizes), so a constant one is an error: a literal here, in the
// directive checks (bad-argument), and a macro or enumeration constant in
// the semantic checks (argument-not-positive, sem_rules_constargs.go),
// the way collapse and tile are checked. A count that is not a constant
// is the program's business.

// count names one kind of count and the section that defines it.
type count struct {
	noun, section string
}

var (
	gangCount = count{"a number of gangs", "2.9.2"}
	gangChunk = count{"the chunk size of 'static:'", "2.9.2"}
)

// countArgs are the clauses whose arguments are all counts.
var countArgs = map[string]count{
	"num_gangs":     {"a number of gangs", "2.5.10"},
	"num_workers":   {"a number of workers", "2.5.11"},
	"vector_length": {"a vector length", "2.5.12"},
	"worker":        {"a number of workers", "2.9.3"},
	"vector":        {"a vector length", "2.9.4"},
}

// checkCountLiteral reports a literal count below 1.
func (c *dirChecker) checkCountLiteral(v grammar.Expr, cnt count) {
	if n, k := literalInt(v); k == litKnown && n < 1 {
		c.errorf(v.Span(), codeBadArgument, "%s must be at least 1; it is %d (§%s)", cnt.noun, n, cnt.section)
	}
}
