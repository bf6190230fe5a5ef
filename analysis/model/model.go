package model

import (
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// Model is the semantic model of one C file: its constructs, data
// regions, loops with their parallelization decisions, and every variable
// a construct uses with its data attribute. The checker, the language
// server and the code generator all read it; it is not changed after
// Analyze returns.
type Model struct {
	File *source.File
	// Unit is the C front end's view of the file; Unit.Failed is set when
	// it could not read the file, and then the model holds no constructs.
	Unit *cfront.Unit
	// Constructs are the file's directives in source order, each with
	// what it applies to.
	Constructs []*Construct
	// Loops are the loops inside compute constructs and the loops of
	// orphaned loop directives, in source order.
	Loops []*Loop
	// Routines are the routine directives, by function.
	Routines map[*cfront.Symbol]*Routine
	// HeaderDeclares are the variables of declare directives in included
	// headers (header_declares.go).
	HeaderDeclares []HeaderDeclare
	// DeviceType is the device type the model was built for (the
	// analysis's Options.DeviceType); "" for the default model.
	DeviceType string
	// Variants are the models of the file for each device type that loop
	// clauses after device_type name (check_devtypes.go), by normalised
	// name; a nil entry is a type whose analysis found errors. Empty for a
	// model built for one device type (DeviceType set).
	Variants map[string]*Model
}

// ConstructKind is the kind of a directive.
type ConstructKind uint8

const (
	KindParallel ConstructKind = iota + 1
	KindSerial
	KindKernels
	KindParallelLoop
	KindSerialLoop
	KindKernelsLoop
	KindData
	KindEnterData
	KindExitData
	KindHostData
	KindLoop
	KindCache
	KindAtomic
	KindDeclare
	KindInit
	KindShutdown
	KindSet
	KindUpdate
	KindWait
	KindRoutine
)

// Construct is one directive and, for a construct, the statement it
// applies to.
type Construct struct {
	Kind ConstructKind
	// DirName is the directive's name ("parallel loop").
	DirName string
	// Syntax is the directive as analysis parsed it, which only analysis
	// reads (a *grammar.Directive; analysis/syntax_of.go). It is opaque
	// here so that the model, and every consumer that reads only the
	// model (the code generator), does not depend on the directive
	// grammar: those read DirRange, NameRange and Resolved instead. A
	// field rather than a table beside the model, because analysis reads
	// the syntax of a finished model too (variant models, the limits of
	// unanalysed directives), with only the model at hand.
	Syntax any
	// DirRange spans the directive (the whole pragma), NameRange its
	// name; Resolved is its clauses as they apply (resolved.go).
	DirRange, NameRange source.Range
	Resolved            *Resolved
	// Func is the function the directive is in; nil at file scope.
	Func *cfront.Func
	// Body is the statement the construct applies to (its structured
	// block, loop or atomic statement); nil for executable and declarative
	// directives.
	Body cfront.Stmt
	// Range spans the directive and Body.
	Range source.Range
	// Parent is the innermost construct whose body holds this one.
	Parent   *Construct
	Children []*Construct
	// Compute is the compute construct this one is in (itself for a
	// compute or combined construct); nil outside compute regions.
	Compute *Construct
	// Loop is the loop a loop or combined construct applies to.
	Loop *Loop
	// Data are the attributes the construct's clauses give explicitly,
	// in clause order.
	Data []*DataAttr
	// Implicit are the attributes determined implicitly for the variables
	// a compute construct uses (§2.6.2), and the ones it inherits from
	// data regions around it.
	Implicit []*DataAttr
	// Refs are the variable references inside Body.
	Refs []*VarRef
	// Default is the default clause in effect ("none", "present" or ""),
	// and DefaultAt the construct whose clause sets it.
	Default   string
	DefaultAt *Construct
	// VectorLength is the vector length the loops of a compute construct
	// use: the constant of vector_length, or the default.
	VectorLength int64
	// Routine is set for routine directives.
	Routine *Routine
	// KernelsPlan is how a kernels or kernels loop construct runs
	// (kernels_plan.go).
	KernelsPlan *KernelsPlan
}

// Name returns the directive's name ("parallel loop").
func (c *Construct) Name() string { return c.DirName }

// IsCompute reports compute and combined constructs.
func (c *Construct) IsCompute() bool {
	switch c.Kind {
	case KindParallel, KindSerial, KindKernels, KindParallelLoop, KindSerialLoop, KindKernelsLoop:
		return true
	}
	return false
}

// IsCombined reports parallel loop, serial loop and kernels loop.
func (c *Construct) IsCombined() bool {
	return c.Kind == KindParallelLoop || c.Kind == KindSerialLoop || c.Kind == KindKernelsLoop
}

// ComputeKind returns KindParallel, KindSerial or KindKernels for a
// compute or combined construct, and 0 otherwise.
func (c *Construct) ComputeKind() ConstructKind {
	switch c.Kind {
	case KindParallel, KindParallelLoop:
		return KindParallel
	case KindSerial, KindSerialLoop:
		return KindSerial
	case KindKernels, KindKernelsLoop:
		return KindKernels
	}
	return 0
}

// HasLoop reports loop and combined constructs.
func (c *Construct) HasLoop() bool { return c.Kind == KindLoop || c.IsCombined() }

// Within reports whether c is outer or lies inside it (nil is inside
// nothing).
func (c *Construct) Within(outer *Construct) bool {
	for p := c; p != nil; p = p.Parent {
		if p == outer {
			return true
		}
	}
	return false
}

// IsDataRegion reports the constructs that open a structured data region
// (§2.6.3): data, host_data, and the compute constructs.
func (c *Construct) IsDataRegion() bool {
	return c.Kind == KindData || c.Kind == KindHostData || c.IsCompute()
}

// AttrKind is a data attribute: the clause that gives it.
type AttrKind uint8

const (
	AttrCopy AttrKind = iota + 1
	AttrCopyin
	AttrCopyout
	AttrCreate
	AttrNoCreate
	AttrPresent
	AttrDeviceptr
	AttrAttach
	AttrDetach
	AttrDelete
	AttrPrivate
	AttrFirstprivate
	AttrReduction
	AttrUseDevice
	AttrDeviceResident
	AttrLink
	AttrCache
	AttrUpdateSelf
	AttrUpdateDevice
)

var attrNames = map[AttrKind]string{
	AttrCopy: "copy", AttrCopyin: "copyin", AttrCopyout: "copyout", AttrCreate: "create",
	AttrNoCreate: "no_create", AttrPresent: "present", AttrDeviceptr: "deviceptr",
	AttrAttach: "attach", AttrDetach: "detach", AttrDelete: "delete", AttrPrivate: "private",
	AttrFirstprivate: "firstprivate", AttrReduction: "reduction", AttrUseDevice: "use_device",
	AttrDeviceResident: "device_resident", AttrLink: "link", AttrCache: "cache",
	AttrUpdateSelf: "self", AttrUpdateDevice: "device",
}

// String returns the clause name.
func (k AttrKind) String() string { return attrNames[k] }

// IsDataClause reports the data clauses of §2.7 (those that move or map
// data), as opposed to private, firstprivate, reduction and the rest.
func (k AttrKind) IsDataClause() bool {
	switch k {
	case AttrCopy, AttrCopyin, AttrCopyout, AttrCreate, AttrNoCreate, AttrPresent,
		AttrDeviceptr, AttrAttach, AttrDetach, AttrDelete, AttrDeviceResident, AttrLink:
		return true
	}
	return false
}

// DataAttr is the data attribute of one variable on one construct.
type DataAttr struct {
	Kind AttrKind
	Sym  *cfront.Symbol
	// Section is the part of an array or of the data a pointer points to;
	// nil for the whole variable.
	Section *Section
	// Member is the member path for a member of a composite variable
	// (copy(s.a) has Member ["a"]); nil otherwise.
	Member []string
	// Path is the member expression as written, without the section and
	// blanks ("s.a.v", "q->r->v", "q[i].v" of copyin(q[i].v[0:n])); ""
	// when Member is nil.
	Path string
	// Written is the argument as the clause writes it ("p->v[0:n]"), for
	// explicit attributes.
	Written string
	// Op is the reduction operator.
	Op string
	// Readonly and Zero are the copyin/create modifiers.
	Readonly, Zero bool
	// Construct is the construct the attribute is on.
	Construct *Construct
	// Loop is set for attributes on a loop (private, reduction), explicit
	// or autoscoped.
	Loop *Loop
	// Syntax is the clause and argument that write an explicit
	// attribute, which only analysis reads (opaque here like
	// Construct.Syntax); nil for an implicit one.
	Syntax any
	// MemberExpr is the member path of an explicit attribute on a member
	// (resolved_member.go); nil otherwise.
	MemberExpr *MemberPath
	// MemberInStorage is set for a member that is an array lying in the
	// variable's own storage, reached through members and subscripts of
	// arrays only (A[b].data of an array of structs, s.a.v): the
	// attribute names part of the variable, as a subarray does (§2.7.1),
	// and Section is the member's (its full extent when it is named
	// without one, resolved_member.go).
	MemberInStorage bool
	// Range is the argument for an explicit attribute, the directive's
	// name for an implicit one.
	Range source.Range
	// Implicit is set for attributes the spec or the autoscoping
	// determines; Reason says why and Spec cites the section.
	Implicit bool
	// Predetermined is set for the loop variables of loops (§2.6.1).
	Predetermined bool
	Reason        string
	Spec          string
	// From is the data construct (or declare directive) whose clause makes
	// the variable present for an inherited attribute; nil otherwise.
	From *DataAttr
}

// Text renders the attribute as a clause: "copy(a[0:n])",
// "reduction(+:s)".
func (a *DataAttr) Text() string {
	v := a.VarText()
	if a.Kind == AttrReduction {
		return "reduction(" + a.Op + ":" + v + ")"
	}
	return a.Kind.String() + "(" + v + ")"
}

// VarText renders the variable with its member path and section.
func (a *DataAttr) VarText() string {
	if a.Written != "" {
		return a.Written
	}
	v := a.Sym.Name
	for _, m := range a.Member {
		v += "." + m
	}
	if a.Section != nil {
		v += a.Section.String()
	}
	return v
}

// Section is a subarray: one bound pair per dimension, outermost first.
type Section struct {
	Dims []Dim
	// Known is false when the bounds could not be determined; String then
	// renders "[:]".
	Known bool
}

// Dim is one dimension of a subarray. Lower and Length are C expressions
// as text; an empty one was left out in the clause (a[:n], a[2:]).
type Dim struct {
	Lower, Length string
	// LowerVal and LengthVal are the constant values when known.
	LowerVal, LengthVal     int64
	LowerConst, LengthConst bool
}

func (s *Section) String() string {
	if s == nil {
		return ""
	}
	if !s.Known {
		return "[:]"
	}
	out := ""
	for _, d := range s.Dims {
		out += "[" + d.Lower + ":" + d.Length + "]"
	}
	return out
}

// Access says how a reference uses a variable.
type Access uint8

const (
	Read Access = 1 << iota
	Write
	AddrOf // its address is taken (&x), or it is passed where the callee may write it
)

// VarRef is one reference to a variable inside a construct.
type VarRef struct {
	Sym   *cfront.Symbol
	Ident *cfront.Ident
	Range source.Range
	// Access is how the reference uses the variable; for an element
	// (a[i], p[i], *p, s.m) it is how the element is used.
	Access Access
	// Elem is the element expression (a[i][j], p->x) when the reference
	// is the base of one; nil for a use of the variable itself.
	Elem cfront.Expr
	// Subs are the subscripts of Elem from the outermost dimension in.
	Subs []cfront.Expr
	// Construct is the innermost construct whose body holds the reference,
	// Compute the compute construct, Loop the innermost loop.
	Construct *Construct
	Compute   *Construct
	Loop      *Loop
	// Stmt is the statement the reference is in.
	Stmt cfront.Stmt
	// Through is set when the element is reached through a member
	// (s.a[i], p->x[i]); Subs are then those of the member's array.
	Through bool

	// Order is the reference's place in program order.
	Order int
}

// Levels is a set of levels of parallelism.
type Levels uint8

const (
	Gang Levels = 1 << iota
	Worker
	Vector
	Seq
)

// String lists the levels: "gang, vector".
func (l Levels) String() string {
	out := ""
	for _, x := range []struct {
		bit  Levels
		name string
	}{{Gang, "gang"}, {Worker, "worker"}, {Vector, "vector"}, {Seq, "seq"}} {
		if l&x.bit != 0 {
			if out != "" {
				out += ", "
			}
			out += x.name
		}
	}
	return out
}

// Loop is a loop inside a compute construct or under a loop directive.
type Loop struct {
	// Stmt is the loop statement; For is set for a for loop.
	Stmt cfront.Stmt
	For  *cfront.For
	Func *cfront.Func
	// Construct is the loop or combined directive that applies to the
	// loop; for a loop associated through collapse or tile, the directive
	// of the outermost loop (see Assoc).
	Construct *Construct
	// Assoc is the loop's place among the loops a collapse or tile
	// associates with Construct: 0 for the directive's own loop.
	Assoc int
	// Compute is the compute construct the loop is in; nil in an orphaned
	// loop (a routine).
	Compute *Construct
	// Routine is the routine directive of the function of an orphaned
	// loop, when there is one.
	Routine  *Routine
	Parent   *Loop
	Children []*Loop
	// Canonical form (§2.9): the loop variable, its initial value, the
	// bound and the comparison, and the step.
	IV        *cfront.Symbol
	Init      cfront.Expr
	Bound     cfront.Expr
	Cmp       string // "<", "<=", ">", ">=", "!="
	Step      int64
	StepKnown bool
	StepExpr  cfront.Expr
	Canonical bool
	// NotCanonical says why the loop is not in canonical form.
	NotCanonical string
	// TripCount is the number of iterations when it is a constant, else -1.
	TripCount int64
	// Explicit are the level clauses written on the directive for the
	// device type analysed; Independent, Auto and SeqClause the other
	// loop clauses.
	Explicit    Levels
	Independent bool
	Auto        bool
	SeqClause   bool
	// Parallel is the decision: whether the iterations are shared out, at
	// which Levels, and why.
	Parallel bool
	Levels   Levels
	Reason   string
	// VectorLength is the vector length of a vector loop.
	VectorLength int64
	// Private and Reductions are the loop's private and reduction
	// variables, explicit and autoscoped.
	Private    []*DataAttr
	Reductions []*DataAttr
	// Deps are the loop-carried dependences found.
	Deps []*Dependence
	// Schedule is how accls compile runs the loop (kernels_plan.go).
	Schedule Schedule
}

// Range returns the loop statement's range.
func (l *Loop) Range() source.Range { return l.Stmt.Span() }

// Partitioned reports a loop whose iterations are shared out at gang,
// worker or vector level: a parallel loop with one of those levels, the
// directive's own loop of a collapse or tile nest (Assoc 0).
func (l *Loop) Partitioned() bool {
	return l.Parallel && l.Assoc == 0 && l.Levels&(Gang|Worker|Vector) != 0
}

// Routine is a routine directive: the function and its level.
type Routine struct {
	// Construct is the directive in this file; nil for a routine
	// directive in an included header (see Header).
	Construct *Construct
	Header    *cfront.HeaderRoutine
	Sym       *cfront.Symbol
	// Level is Gang, Worker, Vector or Seq for the device type analysed;
	// 0 when the directive gives none.
	Level Levels
	// Implicit marks the routine seq that §2.15.1 applies to a function
	// defined in this file without a routine directive, because a compute
	// region or another routine calls it; CalledAt is such a call.
	Implicit bool
	CalledAt source.Range
}

// Dependence is a loop-carried dependence between two accesses.
type Dependence struct {
	Loop *Loop
	// Src and Dst are the two references (Src before Dst in the body).
	Src, Dst *VarRef
	// Kind is "flow" (write then read), "anti" (read then write) or
	// "output" (two writes).
	Kind string
	// Distance is the dependence distance in iterations of Loop when it
	// is known (HasDistance).
	Distance    int64
	HasDistance bool
	// Proven is set when the dependence certainly exists (for some
	// iterations); otherwise it could not be ruled out.
	Proven bool
	// Test names the test that decided it ("strong SIV", "ZIV", "GCD",
	// "Banerjee", "scalar").
	Test string
	// Why explains a dependence that could not be ruled out.
	Why string
}
