package analysis

// The clause table: what OpenACC 3.3 allows on each directive, as data.
// Everything that needs the rules reads them from here: the directive
// checks (directive_rules*.go), completion and hover in the language
// server, SARIF rule help and the code generator.
//
// Query API:
//
//	LookupDirective(name)            the spec of a directive ("parallel loop", "end kernels")
//	LookupClause(name)               the spec of a clause; old names resolve to the modern one
//	ClauseAlias(name)                the modern spelling of an old clause name
//	(*DirectiveSpec).Allows(clause)  whether a clause may appear on the directive
//	(*DirectiveSpec).AllowsAfterDeviceType(clause)
//	(*DirectiveSpec).ArgSpec(clause) the argument shape of a clause on the directive
//	DirectiveNames(), ClauseNames(), (*DirectiveSpec).ClauseNames(),
//	(*DirectiveSpec).Modifiers(clause), ReductionOperators(lang),
//	DeviceTypeNames()                lists for completion

import (
	"sort"

	"github.com/accls/accls/grammar"
)

// DirectiveKind groups directives as the spec's chapters do.
type DirectiveKind uint8

const (
	ComputeDirective    DirectiveKind = iota + 1 // parallel, serial, kernels (§2.5)
	CombinedDirective                            // parallel loop, serial loop, kernels loop (§2.11)
	DataDirective                                // data, enter data, exit data, host_data (§2.6, §2.8)
	LoopDirective                                // loop (§2.9)
	CacheDirective                               // cache (§2.10)
	AtomicDirective                              // atomic (§2.12)
	DeclareDirective                             // declare (§2.13)
	ExecutableDirective                          // init, shutdown, set, update, wait (§2.14, §2.16.3)
	RoutineDirective                             // routine (§2.15.1)
	EndDirective                                 // Fortran's end forms
)

// ArgKind is the shape of a clause's parenthesized argument.
type ArgKind uint8

const (
	NoArg          ArgKind = iota // seq, finalize: no parentheses
	VarList                       // copy(a, b[0:n])
	IntExpr                       // num_workers(n), async(q)
	IntExprList                   // num_gangs(a, b, c)
	Condition                     // if(c), self(c)
	DeviceTypeList                // device_type(nvidia, radeon) or device_type(*)
	DefaultValue                  // default(none) or default(present)
	ReductionList                 // reduction(+: s, t)
	ConstInt                      // collapse([force:] n)
	SizeList                      // tile(8, *): constant positive integers or *
	GangArgs                      // gang(num: n, dim: d, static: s)
	WaitArgs                      // wait(devnum: d : queues: q1, q2)
	NameArg                       // bind(name) or bind("name"), routine(name)
)

// ArgSpec describes a clause's argument on one directive.
type ArgSpec struct {
	Kind ArgKind
	// Optional: the parentheses may be left out (async, wait, gang).
	Optional bool
	// Min and Max bound the number of arguments; Max 0 means no limit.
	Min, Max int
	// Modifiers are the "name:" prefixes allowed: readonly, zero, force,
	// num, dim, static, length, devnum, queues. Reduction operators are
	// not listed here; see ReductionOperators.
	Modifiers []string
}

// ClauseSpec is what the spec says of one clause.
type ClauseSpec struct {
	Name    string
	Section string // OpenACC 3.3 section that defines it
	Syntax  string // as the spec writes it, for hover
	Summary string // one sentence, for hover and help
	Args    ArgSpec
	// Data marks the data clauses of §2.7.
	Data bool
}

// Conflict is a rule that clauses exclude each other. With Right empty,
// at most one of Left may appear; otherwise no clause of Left may appear
// together with one of Right.
type Conflict struct {
	Left, Right []string
	Section     string
}

// DirectiveSpec is what the spec says of one directive.
type DirectiveSpec struct {
	Name    string
	Section string
	Syntax  string
	Summary string
	Kind    DirectiveKind
	// Compute is the compute construct a combined directive stands for
	// ("parallel" for "parallel loop"); EndOf is the construct a Fortran
	// end directive closes.
	Compute, EndOf string
	// FortranOnly directives (the end forms) do not exist in C.
	FortranOnly bool
	// Clauses lists the clauses allowed, in the spec's order.
	Clauses []string
	// Once lists the clauses that may appear at most once (for each
	// device type, §2.4).
	Once []string
	// AtLeastOne lists clauses of which at least one must appear.
	AtLeastOne []string
	// OnePerDevice lists clauses of which exactly one must apply for each
	// device type (routine's level of parallelism).
	OnePerDevice []string
	// AfterDeviceType lists the clauses that may follow a device_type
	// clause (§2.4). Nil with device_type allowed and DeviceTypeSelects
	// false would mean none may.
	AfterDeviceType []string
	// DeviceTypeSelects marks init, shutdown and set, where device_type
	// names the device type the directive acts on rather than starting
	// device-specific clauses.
	DeviceTypeSelects bool
	Conflicts         []Conflict
	// Args holds the argument shapes that differ on this directive from
	// the clause's usual one.
	Args map[string]ArgSpec
	// Arg is the directive's own parenthesized argument (wait, cache,
	// routine); nil when it takes none.
	Arg *ArgSpec
	// ArgSection is the section that defines Arg.
	ArgSection string

	allowed map[string]bool
	after   map[string]bool
	once    map[string]bool
}

// Doc is the directive's hover and help text: syntax, what it does, and
// the section of OpenACC 3.3 that defines it.
func (d *DirectiveSpec) Doc() string {
	return d.Syntax + "\n\n" + d.Summary + " (OpenACC 3.3 §" + d.Section + ")"
}

// Doc is the clause's hover and help text.
func (c *ClauseSpec) Doc() string {
	return c.Syntax + "\n\n" + c.Summary + " (OpenACC 3.3 §" + c.Section + ")"
}

// Allows reports whether clause (a modern name) may appear on d.
func (d *DirectiveSpec) Allows(clause string) bool { return d.allowed[clause] }

// AllowsAfterDeviceType reports whether clause may follow a device_type
// clause on d.
func (d *DirectiveSpec) AllowsAfterDeviceType(clause string) bool {
	return d.DeviceTypeSelects || d.after[clause]
}

// IsOnce reports whether clause may appear at most once on d.
func (d *DirectiveSpec) IsOnce(clause string) bool { return d.once[clause] }

// ArgSpec returns the argument shape of clause on d.
func (d *DirectiveSpec) ArgSpec(clause string) ArgSpec {
	if a, ok := d.Args[clause]; ok {
		return a
	}
	if c, ok := clauseIndex[clause]; ok {
		return c.Args
	}
	return ArgSpec{}
}

// ClauseNames returns the clauses allowed on d, in the spec's order.
func (d *DirectiveSpec) ClauseNames() []string { return append([]string(nil), d.Clauses...) }

// Modifiers returns the modifiers clause accepts on d ("readonly",
// "zero", ...); for reduction, the operators of lang.
func (d *DirectiveSpec) Modifiers(clause string, lang grammar.Lang) []string {
	if clause == "reduction" {
		return ReductionOperators(lang)
	}
	return append([]string(nil), d.ArgSpec(clause).Modifiers...)
}

// LookupDirective returns the spec of a directive by its canonical name
// (grammar.Directive.Name).
func LookupDirective(name string) (*DirectiveSpec, bool) {
	d, ok := directiveIndex[name]
	return d, ok
}

// LookupClause returns the spec of a clause by its lower-case name. An old
// name (pcopy, dtype, ...) returns the modern clause's spec; see
// ClauseAlias to tell them apart.
func LookupClause(name string) (*ClauseSpec, bool) {
	if modern, ok := clauseAliases[name]; ok {
		name = modern.Modern
	}
	c, ok := clauseIndex[name]
	return c, ok
}

// ClauseAlias returns the modern name of an old clause spelling
// ("pcopyin" → "copyin", "dtype" → "device_type") and the section that
// names the alias.
func ClauseAlias(name string) (modern, section string, ok bool) {
	a, ok := clauseAliases[name]
	return a.Modern, a.Section, ok
}

// DirectiveNames returns every directive name; withEnd adds Fortran's end
// forms.
func DirectiveNames(withEnd bool) []string {
	var out []string
	for _, d := range directiveList {
		if d.Kind != EndDirective || withEnd {
			out = append(out, d.Name)
		}
	}
	return out
}

// Directives returns every directive spec in the spec's order.
func Directives() []*DirectiveSpec { return append([]*DirectiveSpec(nil), directiveList...) }

// ClauseNames returns every modern clause name, sorted.
func ClauseNames() []string {
	out := make([]string, 0, len(clauseIndex))
	for n := range clauseIndex {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// ClauseAliasNames returns the old clause spellings, sorted.
func ClauseAliasNames() []string {
	out := make([]string, 0, len(clauseAliases))
	for n := range clauseAliases {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// ReductionOperators returns the reduction operators of a language
// (§2.5.15): C's + * max min & | ^ && ||, Fortran's + * max min iand ior
// ieor .and. .or. .eqv. .neqv.
func ReductionOperators(lang grammar.Lang) []string {
	if lang == grammar.LangFortran {
		return append([]string(nil), fortranReductionOps...)
	}
	return append([]string(nil), cReductionOps...)
}

// DeviceType is a device architecture name accls compiles for (§2.4,
// Appendix A's recommended names).
type DeviceType struct {
	Name    string
	Summary string
}

// DeviceTypes returns the device types accls knows; "*" (any other) is
// not among them.
func DeviceTypes() []DeviceType { return append([]DeviceType(nil), deviceTypes...) }

// DeviceTypeNames returns the device type names, and "*" last.
func DeviceTypeNames() []string {
	out := make([]string, 0, len(deviceTypes)+1)
	for _, t := range deviceTypes {
		out = append(out, t.Name)
	}
	return append(out, "*")
}

// isSelectOnlyDeviceType reports the runtime's device types that are no
// architecture: init, shutdown and set may name them (accls calls
// acc_init(acc_device_default) and so on), where a device_type clause
// selects a device; they never match where it selects clauses.
func isSelectOnlyDeviceType(name string) bool {
	return name == "default" || name == "not_host"
}

func isDeviceType(name string) bool {
	for _, t := range deviceTypes {
		if t.Name == name {
			return true
		}
	}
	return false
}

func isReductionOp(op string, lang grammar.Lang) bool {
	ops := cReductionOps
	if lang == grammar.LangFortran {
		ops = fortranReductionOps
	}
	for _, o := range ops {
		if o == op {
			return true
		}
	}
	return false
}

// init indexes the directive list and checks the table against itself, so
// that a typo in the data fails every test at once.
func init() {
	for _, d := range directiveList {
		if _, dup := directiveIndex[d.Name]; dup {
			panic("analysis: directive listed twice: " + d.Name)
		}
		directiveIndex[d.Name] = d
		d.allowed = nameSet(d.Clauses)
		d.after = nameSet(d.AfterDeviceType)
		d.once = nameSet(d.Once)
		for _, group := range [][]string{d.Once, d.AtLeastOne, d.OnePerDevice, d.AfterDeviceType} {
			for _, c := range group {
				mustAllow(d, c)
			}
		}
		for _, cf := range d.Conflicts {
			for _, c := range append(append([]string(nil), cf.Left...), cf.Right...) {
				mustAllow(d, c)
			}
		}
		for c := range d.Args {
			mustAllow(d, c)
		}
	}
	for n, c := range clauseIndex {
		if n != c.Name {
			panic("analysis: clause filed under the wrong name: " + n)
		}
	}
	for n, a := range clauseAliases {
		if _, ok := clauseIndex[a.Modern]; !ok {
			panic("analysis: alias " + n + " of unknown clause " + a.Modern)
		}
	}
}

func mustAllow(d *DirectiveSpec, c string) {
	if _, ok := clauseIndex[c]; !ok {
		panic("analysis: directive " + d.Name + " names unknown clause " + c)
	}
	if !d.allowed[c] {
		panic("analysis: directive " + d.Name + " has a rule for " + c + " which it does not allow")
	}
}

func nameSet(names []string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}
