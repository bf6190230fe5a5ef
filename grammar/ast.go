// Package grammar reads OpenACC directives: C and C++ `#pragma acc` lines
// (with backslash continuations) and `_Pragma("acc ...")` operators, and
// Fortran `!$acc` lines in free and fixed form. Each pragma is parsed on its
// own with a participle grammar, so a bad one never hides the next, and every
// node keeps its exact range in the file.
//
// The grammar knows the spelling of directives (which words form a directive
// name) and the shape of arguments; which clause may stand where is a rule and
// lives in package analysis.
package grammar

import "github.com/accls/accls/source"

// Lang is the source language of a file.
type Lang uint8

const (
	LangC Lang = iota + 1 // C and C++
	LangFortran
)

func (l Lang) String() string {
	switch l {
	case LangC:
		return "C"
	case LangFortran:
		return "Fortran"
	}
	return "unknown"
}

// Form is how a directive is written in the file.
type Form uint8

const (
	FormPragma         Form = iota + 1 // #pragma acc ...
	FormPragmaOperator                 // _Pragma("acc ...")
	FormFortranFree                    // !$acc ... (free form)
	FormFortranFixed                   // c$acc, *$acc, !$acc in column 1 (fixed form)
)

// Directive is one OpenACC directive.
type Directive struct {
	Lang  Lang
	Form  Form
	Range source.Range // the whole pragma, from '#', '_Pragma' or '!$acc' to its end
	// Sentinel is the range of "acc" (C) or "!$acc" (Fortran).
	Sentinel source.Range
	// Name is the canonical directive name: lower case, words joined by one
	// space ("parallel loop", "enter data", "host_data", "end parallel").
	// Empty when the pragma has no directive name.
	Name string
	// NameRange spans the words of the name as written.
	NameRange source.Range
	// Known is false when Name is not an OpenACC directive (it is then the
	// first word as written, lower-cased).
	Known bool
	// Args is the parenthesized argument that follows some directive names:
	// wait(...), cache(...), routine(name). Nil when absent.
	Args *ArgList
	// Clauses in source order. A clause that could not be parsed is absent
	// and reported as a diagnostic.
	Clauses []*Clause
	// Text is the directive text after the sentinel with continuations
	// removed, for display.
	Text string
	// Macro is set when a macro expansion yields the directive
	// (_Pragma in a #define, C99 6.10.9): Range is then the invocation,
	// while the name and clauses keep the ranges where they are written,
	// which may be the definition.
	Macro *MacroExpansion
	// ClauseMacros are the macros expanded at clause-name positions
	// (expand.go), in the order they were expanded.
	ClauseMacros []ClauseMacro

	ch *chunk // the text it was parsed from, for ExpandClauseMacros
}

// ClauseMacro is a macro invocation at a clause-name position of a
// directive: Site is the invocation (name and arguments), Def the macro's
// #define line when it is in this file (zero otherwise).
type ClauseMacro struct {
	Name string
	Site source.Range
	Def  source.Range
	// DefFile and DefAt are the macro's name in its #define, in whichever
	// file holds it ("" when none does: -D, predefined).
	DefFile string
	DefAt   source.Range
}

// MacroExpansion is the macro whose invocation yields a directive.
type MacroExpansion struct {
	Name string
	Def  source.Range // its #define line
}

// Clause is one clause of a directive: a name and an optional argument list.
type Clause struct {
	// Name is the clause name lower-cased; Spelling is as written.
	Name      string
	Spelling  string
	NameRange source.Range
	Range     source.Range // name through ')' when there are arguments
	Args      *ArgList     // nil when written without parentheses
	// Bad is set when the arguments could not be parsed; the grammar has
	// reported why, and Args holds only the range of the parentheses.
	Bad bool
}

// ArgList is a parenthesized, comma-separated list of arguments.
type ArgList struct {
	Range source.Range // '(' through ')'
	Args  []*Arg
}

// ListModifiers returns the modifiers written before the first argument,
// which apply to the whole list: "readonly:" in copyin(readonly: a, b),
// "+:" in reduction(+: s), "devnum: 1 :" and "queues:" in
// wait(devnum: 1 : queues: q), "force:" in collapse(force: 2).
func (l *ArgList) ListModifiers() []*Modifier {
	if l == nil || len(l.Args) == 0 {
		return nil
	}
	return l.Args[0].Modifiers
}

// Modifier is `name:` or `name: value :` (devnum).
type Modifier struct {
	// Name is lower-cased: "readonly", "zero", "num", "dim", "static",
	// "length", "devnum", "queues", "force", or a reduction operator
	// ("+", "*", "max", "min", "&", "|", "^", "&&", "||", and the Fortran
	// ".and.", ".or.", ".eqv.", ".neqv.", "iand", "ior", "ieor").
	Name  string
	Range source.Range
	Value Expr // only for devnum
}

// Arg is one argument with the modifiers written before it. Modifiers of
// the whole list stand on the first argument (see ListModifiers); in
// gang(num: 4, static: *) each argument carries its own.
type Arg struct {
	Range     source.Range
	Modifiers []*Modifier
	Value     Expr
}

// Expr is a C or Fortran expression in a clause argument.
type Expr interface {
	Span() source.Range
	exprNode()
}

type (
	// Ident is a name.
	Ident struct {
		Range source.Range
		Name  string
	}
	// BasicLit is a number, character or string literal as written.
	BasicLit struct {
		Range source.Range
		Kind  LitKind
		Value string
	}
	// Star is a lone '*' argument: tile(*), gang(static: *), device_type(*).
	Star struct{ Range source.Range }
	// Unary is a prefix operator: - + ! ~ * & ++ -- sizeof, Fortran .not.
	Unary struct {
		Range source.Range
		Op    string
		X     Expr
	}
	// Postfix is x++ or x--.
	Postfix struct {
		Range source.Range
		Op    string
		X     Expr
	}
	// Binary is x op y.
	Binary struct {
		Range source.Range
		Op    string
		X, Y  Expr
	}
	// Cond is c ? t : f.
	Cond struct {
		Range   source.Range
		C, T, F Expr
	}
	// Cast is (Type)x. Type is the type name as written.
	Cast struct {
		Range source.Range
		Type  string
		X     Expr
	}
	// SizeofType is sizeof(type).
	SizeofType struct {
		Range source.Range
		Type  string
	}
	// Paren is (x).
	Paren struct {
		Range source.Range
		X     Expr
	}
	// Call is f(args) in C. In Fortran, name(args) is a Call unless one of
	// its arguments is a range, which makes it a Section.
	Call struct {
		Range source.Range
		Fun   Expr
		Args  []Expr
	}
	// Index is x[i] in C.
	Index struct {
		Range source.Range
		X     Expr
		Index Expr
	}
	// Subarray is x[lo:len] in C; Lo or Len may be nil (a[:n], a[lo:]).
	Subarray struct {
		Range   source.Range
		X       Expr
		Lo, Len Expr
	}
	// Section is a Fortran array section x(s1, s2, ...); each subscript is a
	// Triplet or an element expression.
	Section struct {
		Range source.Range
		X     Expr
		Subs  []Expr
	}
	// Triplet is lo:hi[:stride] in a Fortran section; parts may be nil.
	Triplet struct {
		Range          source.Range
		Lo, Hi, Stride Expr
	}
	// Member is x.name, x->name (C) or x%name (Fortran).
	Member struct {
		Range source.Range
		X     Expr
		Op    string // ".", "->" or "%"
		Name  string
	}
	// Common is a Fortran common block name /blk/.
	Common struct {
		Range source.Range
		Name  string
	}
	// BadExpr stands where an expression could not be parsed.
	BadExpr struct{ Range source.Range }
)

// LitKind tells literals apart.
type LitKind uint8

const (
	IntLit LitKind = iota + 1
	FloatLit
	CharLit
	StringLit
	LogicalLit // Fortran .true. / .false.
)

func (e *Ident) Span() source.Range      { return e.Range }
func (e *BasicLit) Span() source.Range   { return e.Range }
func (e *Star) Span() source.Range       { return e.Range }
func (e *Unary) Span() source.Range      { return e.Range }
func (e *Postfix) Span() source.Range    { return e.Range }
func (e *Binary) Span() source.Range     { return e.Range }
func (e *Cond) Span() source.Range       { return e.Range }
func (e *Cast) Span() source.Range       { return e.Range }
func (e *SizeofType) Span() source.Range { return e.Range }
func (e *Paren) Span() source.Range      { return e.Range }
func (e *Call) Span() source.Range       { return e.Range }
func (e *Index) Span() source.Range      { return e.Range }
func (e *Subarray) Span() source.Range   { return e.Range }
func (e *Section) Span() source.Range    { return e.Range }
func (e *Triplet) Span() source.Range    { return e.Range }
func (e *Member) Span() source.Range     { return e.Range }
func (e *Common) Span() source.Range     { return e.Range }
func (e *BadExpr) Span() source.Range    { return e.Range }

func (*Ident) exprNode()      {}
func (*BasicLit) exprNode()   {}
func (*Star) exprNode()       {}
func (*Unary) exprNode()      {}
func (*Postfix) exprNode()    {}
func (*Binary) exprNode()     {}
func (*Cond) exprNode()       {}
func (*Cast) exprNode()       {}
func (*SizeofType) exprNode() {}
func (*Paren) exprNode()      {}
func (*Call) exprNode()       {}
func (*Index) exprNode()      {}
func (*Subarray) exprNode()   {}
func (*Section) exprNode()    {}
func (*Triplet) exprNode()    {}
func (*Member) exprNode()     {}
func (*Common) exprNode()     {}
func (*BadExpr) exprNode()    {}

// Clause returns the first clause named name (lower case), or nil.
func (d *Directive) Clause(name string) *Clause {
	for _, c := range d.Clauses {
		if c.Name == name {
			return c
		}
	}
	return nil
}
