package analysis

import (
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// The directive view: what tools that show a file's directives (the
// language server's hover, outline, tokens and code actions) read of them
// — names, clauses, modifiers and the names in clause arguments, each with
// its range. It is built from the grammar's parse; the grammar package
// itself stays analysis's own.

// Mode is how a file's directives are written: the grammar's modes, under
// analysis's name so that its readers need not import grammar.
type Mode uint8

const (
	ModeC            = Mode(grammar.ModeC)            // C and C++: #pragma acc, _Pragma("acc ...")
	ModeFortranFree  = Mode(grammar.ModeFortranFree)  // free-form Fortran: !$acc with & continuations
	ModeFortranFixed = Mode(grammar.ModeFortranFixed) // fixed-form Fortran: c$acc, *$acc, !$acc in column 1
)

// ModeFor picks the mode from a file name's extension; ok is false for
// files accls does not read.
func ModeFor(filename string) (Mode, bool) {
	m, ok := grammar.ModeFor(filename)
	return Mode(m), ok
}

// Fortran reports whether the mode reads Fortran.
func (m Mode) Fortran() bool { return m == ModeFortranFree || m == ModeFortranFixed }

func (m Mode) grammar() grammar.Mode { return grammar.Mode(m) }

// FirstDirective returns where the first directive of src starts, without
// parsing any; ok is false when src has none (accls compile passes such
// files to the C compiler untouched).
func FirstDirective(src []byte, mode Mode) (offset int, ok bool) {
	return grammar.FirstDirective(src, mode.grammar())
}

// Directive is one directive as written.
type Directive struct {
	// Name is the canonical name: lower case, words joined by one space
	// ("parallel loop", "end parallel"); empty when the pragma has none.
	Name string
	// Known is false when Name is not an OpenACC directive.
	Known   bool
	Fortran bool
	// Range is the whole pragma; for a directive a macro yields, the
	// macro's invocation (MacroName is then set), while the name and
	// clauses keep the ranges where they are written.
	Range     source.Range
	NameRange source.Range
	// ArgsRange is the parenthesized argument after the name (wait(...),
	// cache(...), routine(name)); invalid when there is none.
	ArgsRange source.Range
	Clauses   []*WrittenClause
	// Text is the directive after the sentinel, continuations removed.
	Text      string
	MacroName string
}

// WrittenClause is one clause of a directive as written (the generator reads
// the resolved Clause instead: aliases, device_type, folded constants).
type WrittenClause struct {
	// Name is lower-cased; Spelling is as written.
	Name, Spelling string
	NameRange      source.Range
	Range          source.Range // name through ')' when there are arguments
	// ArgsRange spans '(' through ')'; invalid without parentheses.
	ArgsRange source.Range
	Args      []*WrittenArg
}

// WrittenArg is one argument of a clause with the modifiers before it.
type WrittenArg struct {
	Range     source.Range
	Modifiers []*Modifier
	// Names are the identifiers of the argument's expression: the
	// variable of a subarray or member and the names in its bounds.
	Names []Name
}

// Modifier is `name:` (readonly:, num:, a reduction operator, ...).
type Modifier struct {
	Name  string // lower-cased
	Range source.Range
}

// Name is an identifier written in a clause argument.
type Name struct {
	Name  string
	Range source.Range
}

// Clause returns the first clause named name, or nil.
func (d *Directive) Clause(name string) *WrittenClause {
	for _, c := range d.Clauses {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// HasArgs reports whether the clause is written with parentheses.
func (c *WrittenClause) HasArgs() bool { return c.ArgsRange.Start.IsValid() }

// NameAt returns the identifier of the argument whose range holds off.
func (a *WrittenArg) NameAt(off int) (Name, bool) {
	for _, n := range a.Names {
		if n.Range.Contains(off) {
			return n, true
		}
	}
	return Name{}, false
}

// ParseDirectives reads the directives of f without checking them, for
// tools that show them before (or without) a full Check.
func ParseDirectives(f *source.File, mode Mode) []*Directive {
	dirs, _ := grammar.ParseFile(f, mode.grammar())
	return viewDirectives(dirs)
}

func viewDirectives(dirs []*grammar.Directive) []*Directive {
	out := make([]*Directive, len(dirs))
	for i, d := range dirs {
		out[i] = viewDirective(d)
	}
	return out
}

func viewDirective(d *grammar.Directive) *Directive {
	v := &Directive{
		Name: d.Name, Known: d.Known, Fortran: d.Lang == grammar.LangFortran,
		Range: d.Range, NameRange: d.NameRange, Text: d.Text,
		Clauses: make([]*WrittenClause, 0, len(d.Clauses)),
	}
	if d.Args != nil {
		v.ArgsRange = d.Args.Range
	}
	if d.Macro != nil {
		v.MacroName = d.Macro.Name
	}
	for _, c := range d.Clauses {
		v.Clauses = append(v.Clauses, viewClause(c))
	}
	return v
}

func viewClause(c *grammar.Clause) *WrittenClause {
	v := &WrittenClause{Name: c.Name, Spelling: c.Spelling, NameRange: c.NameRange, Range: c.Range}
	if c.Args == nil {
		return v
	}
	v.ArgsRange = c.Args.Range
	for _, a := range c.Args.Args {
		va := &WrittenArg{Range: a.Range, Names: exprNames(a.Value, nil)}
		for _, m := range a.Modifiers {
			va.Modifiers = append(va.Modifiers, &Modifier{Name: m.Name, Range: m.Range})
		}
		v.Args = append(v.Args, va)
	}
	return v
}

// exprNames appends the identifiers of e in source order. A member's
// name is not one: it names no variable of its own.
func exprNames(e grammar.Expr, out []Name) []Name {
	switch e := e.(type) {
	case *grammar.Ident:
		return append(out, Name{Name: e.Name, Range: e.Range})
	case *grammar.Unary:
		return exprNames(e.X, out)
	case *grammar.Postfix:
		return exprNames(e.X, out)
	case *grammar.Binary:
		return exprsNames(out, e.X, e.Y)
	case *grammar.Cond:
		return exprsNames(out, e.C, e.T, e.F)
	case *grammar.Cast:
		return exprNames(e.X, out)
	case *grammar.Paren:
		return exprNames(e.X, out)
	case *grammar.Call:
		return exprsNames(exprNames(e.Fun, out), e.Args...)
	case *grammar.Index:
		return exprsNames(out, e.X, e.Index)
	case *grammar.Subarray:
		return exprsNames(out, e.X, e.Lo, e.Len)
	case *grammar.Section:
		return exprsNames(exprNames(e.X, out), e.Subs...)
	case *grammar.Triplet:
		return exprsNames(out, e.Lo, e.Hi, e.Stride)
	case *grammar.Member:
		return exprNames(e.X, out)
	}
	return out
}

// exprsNames appends the identifiers of es in order.
func exprsNames(out []Name, es ...grammar.Expr) []Name {
	for _, e := range es {
		out = exprNames(e, out)
	}
	return out
}

// ReductionOperators lists the reduction operators of the mode's
// language (§2.5.15), for completion.
func (m Mode) ReductionOperators() []string { return ReductionOperators(m.grammar().Lang()) }

// ClauseModifiers is Modifiers for a file read in mode m: the modifiers
// clause accepts on d, or for reduction the mode's operators.
func (d *DirectiveSpec) ClauseModifiers(clause string, m Mode) []string {
	return d.Modifiers(clause, m.grammar().Lang())
}
