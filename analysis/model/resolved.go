package model

import "github.com/accls/accls/source"

// The resolved view of a directive: its clauses as they apply, in the
// model's terms, for consumers that must not read directive syntax (the
// code generator). Old spellings are resolved to the clause they stand
// for (§2.7.6-2.7.9: pcopy is copy; §2.4: dtype is device_type), clauses
// after device_type are grouped by the device types they apply to (§2.4),
// constant arguments are folded as the rules fold them (literals, macros,
// enumeration constants), and every expression argument keeps its C text for the host
// code. resolved_build.go builds it; resolved_devtype.go answers which
// clause applies on a device type.

// Resolved is the resolved view of one directive.
type Resolved struct {
	// Pragma is set for the forms the host rewrite replaces in place
	// (#pragma acc and _Pragma("acc ...")).
	Pragma bool
	// Clauses are all the directive's clauses in source order, by modern
	// name, device_type clauses included.
	Clauses []*Clause
	// Default are the clauses before the first device_type clause (all
	// of them on init, shutdown and set, where device_type selects the
	// device rather than starting a section).
	Default []*Clause
	// Sections are the device_type clauses with the clauses that follow
	// each, in source order.
	Sections []*DeviceSection
	// Args are the directive's own parenthesized arguments (wait(1, 2));
	// HasArgs says whether the parentheses are written.
	Args    []*ClauseArg
	HasArgs bool
	// Flags written anywhere on the directive.
	Finalize, IfPresent, NoHost bool
	// Atomic is the atomic-clause of an atomic directive ("read",
	// "write", "update", "capture"); "" when none is written.
	Atomic string
	// Bind is the bind clause's target; nil without one.
	Bind *BindTarget
}

// Clause is one clause, resolved.
type Clause struct {
	// Name is the modern name ("copy" for pcopy).
	Name             string
	Range, NameRange source.Range
	// Args are the arguments; HasArgs says whether parentheses follow the
	// name.
	Args    []*ClauseArg
	HasArgs bool
	// DeviceTypes are the names a device_type clause lists, one per
	// argument of Args, normalised as the rules compare them (lower case,
	// "*" for the asterisk, deviceTypeName); "" for an argument that is
	// not a name.
	DeviceTypes []string
}

// ClauseArg is one argument of a clause or directive.
type ClauseArg struct {
	Range source.Range // the argument with its modifiers
	// Modifier is the first modifier's name ("num", "dim", "static",
	// "length", "devnum", "readonly", a reduction operator); "" when
	// none is written.
	Modifier string
	// DevNum is the C text of a devnum: modifier's value (wait); HasDevNum
	// says whether one is written.
	DevNum    string
	HasDevNum bool
	// HasValue is false when the argument has no expression (a parse
	// gap); the fields below are then empty.
	HasValue   bool
	ValueRange source.Range
	// Text is the C text of the value as written.
	Text string
	// Star is set for '*'.
	Star bool
	// Const is the value folded as an integer constant expression
	// (macros, enumeration constants, arithmetic); IsConst says it folded.
	Const   int64
	IsConst bool
	// Ident is the value when it is a plain name.
	Ident string
}

// DeviceSection is one device_type clause and the clauses after it, up to
// the next one.
type DeviceSection struct {
	// Types are the device types it names, normalised (Clause.DeviceTypes
	// without "" entries); Star is set for device_type(*).
	Types   []string
	Star    bool
	Clauses []*Clause
}

// BindTarget is a routine's bind clause (§2.15.1): a name (bind(f)) or a
// string (bind("f")), Range the argument. Bad is set when the argument is
// neither, or when there is not exactly one (NotOne; Range is then the
// clause's).
type BindTarget struct {
	Name        string
	Quoted      bool
	Range       source.Range
	Bad, NotOne bool
}

// Clause returns the first clause named name (modern name) anywhere on the
// directive, before or after device_type; nil without one.
func (r *Resolved) Clause(name string) *Clause {
	if r == nil {
		return nil
	}
	return clauseNamed(r.Clauses, name)
}

// Has reports a clause named name anywhere on the directive.
func (r *Resolved) Has(name string) bool { return r.Clause(name) != nil }

// Arg is the C text of the single argument of the first clause named
// name, "" when there is none.
func (r *Resolved) Arg(name string) string { return r.Clause(name).FirstText() }

// FirstText is the C text of the clause's first argument, "" without one.
func (cl *Clause) FirstText() string {
	if cl == nil || len(cl.Args) == 0 || !cl.Args[0].HasValue {
		return ""
	}
	return cl.Args[0].Text
}
