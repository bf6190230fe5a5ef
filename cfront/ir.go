package cfront

import "github.com/accls/accls/source"

// The C tree accls analyses: a small, typed tree converted from cc/v4's
// parse tree, so that analysis, the language server and the code generator
// walk one simple shape. Every node keeps its range in the main file; a
// node that came from another file (a header) has a zero range.

// Node is any node of the tree.
type Node interface {
	Span() source.Range
}

// Stmt is a statement.
type Stmt interface {
	Node
	stmtNode()
}

// Expr is an expression with its C type.
type Expr interface {
	Node
	Type() *Type
	exprNode()
}

// ExprInfo is what every expression carries.
type ExprInfo struct {
	Range source.Range
	T     *Type
	// Const is the value of an integer constant expression, when cc could
	// fold it (literals, enum constants, sizeof, macros that expand to
	// constants).
	Const    int64
	HasConst bool
}

func (e *ExprInfo) Span() source.Range { return e.Range }
func (e *ExprInfo) Type() *Type        { return e.T }
func (*ExprInfo) exprNode()            {}

// IntConst returns e's integer constant value.
func IntConst(e Expr) (int64, bool) {
	if e == nil {
		return 0, false
	}
	if info := exprInfo(e); info != nil && info.HasConst {
		return info.Const, true
	}
	return 0, false
}

func exprInfo(e Expr) *ExprInfo {
	switch e := e.(type) {
	case *Ident:
		return &e.ExprInfo
	case *Lit:
		return &e.ExprInfo
	case *Unary:
		return &e.ExprInfo
	case *Postfix:
		return &e.ExprInfo
	case *Binary:
		return &e.ExprInfo
	case *Assign:
		return &e.ExprInfo
	case *CondExpr:
		return &e.ExprInfo
	case *Call:
		return &e.ExprInfo
	case *Index:
		return &e.ExprInfo
	case *Member:
		return &e.ExprInfo
	case *Cast:
		return &e.ExprInfo
	case *Paren:
		return &e.ExprInfo
	case *SizeofType:
		return &e.ExprInfo
	case *InitList:
		return &e.ExprInfo
	case *OtherExpr:
		return &e.ExprInfo
	}
	return nil
}

type (
	// Ident is a name used in an expression, resolved to its symbol.
	Ident struct {
		ExprInfo
		Name string
		Sym  *Symbol // nil when cc could not resolve it
	}
	// Lit is a literal: number, character or string.
	Lit struct {
		ExprInfo
		Kind  LitKind
		Text  string
		Float float64 // for FloatLit
	}
	// Unary is a prefix operator: - + ! ~ * & ++ -- sizeof _Alignof
	// __real__ __imag__.
	Unary struct {
		ExprInfo
		Op string
		X  Expr
	}
	// Postfix is x++ or x--.
	Postfix struct {
		ExprInfo
		Op string
		X  Expr
	}
	// Binary is x op y, including the comma operator and && ||.
	Binary struct {
		ExprInfo
		Op   string
		X, Y Expr
	}
	// Assign is x = y or a compound assignment x op= y (Op is "=", "+=", ...).
	Assign struct {
		ExprInfo
		Op   string
		X, Y Expr
	}
	// CondExpr is c ? t : f.
	CondExpr struct {
		ExprInfo
		C, Then, Else Expr
	}
	// Call is f(args).
	Call struct {
		ExprInfo
		Fun  Expr
		Args []Expr
	}
	// Index is x[i].
	Index struct {
		ExprInfo
		X, Index Expr
	}
	// Member is x.name or x->name.
	Member struct {
		ExprInfo
		X     Expr
		Name  string
		Arrow bool
	}
	// Cast is (T)x; T is the target type.
	Cast struct {
		ExprInfo
		X Expr
	}
	// Paren is (x).
	Paren struct {
		ExprInfo
		X Expr
	}
	// SizeofType is sizeof(type) or _Alignof(type).
	SizeofType struct {
		ExprInfo
		Op string
		Of *Type
	}
	// InitList is a brace-enclosed initializer or a compound literal's
	// initializer.
	InitList struct {
		ExprInfo
		Elems []Expr
	}
	// OtherExpr is a form the analysis does not look into (a statement
	// expression, _Generic); Kids are the expressions found inside.
	OtherExpr struct {
		ExprInfo
		What string
		Kids []Expr
	}
)

// LitKind tells literals apart.
type LitKind uint8

const (
	IntLit LitKind = iota + 1
	FloatLit
	CharLit
	StringLit
)

// Callee returns the function symbol a call names directly, or nil for a
// call through a pointer.
func (c *Call) Callee() *Symbol {
	if id, ok := Unparen(c.Fun).(*Ident); ok && id.Sym != nil && id.Sym.Kind == SymFunc {
		return id.Sym
	}
	return nil
}

// Unparen strips parentheses.
func Unparen(e Expr) Expr {
	for {
		p, ok := e.(*Paren)
		if !ok {
			return e
		}
		e = p.X
	}
}

// Statements.
type (
	// Compound is { items }.
	Compound struct {
		Range source.Range
		Items []Stmt
	}
	// DeclStmt declares local variables.
	DeclStmt struct {
		Range source.Range
		Vars  []*VarDecl
	}
	// ExprStmt is an expression statement; X is nil for the empty
	// statement ";".
	ExprStmt struct {
		Range source.Range
		X     Expr
	}
	// If is if (Cond) Then else Else; Else may be nil.
	If struct {
		Range      source.Range
		Cond       Expr
		Then, Else Stmt
	}
	// For is for (Init; Cond; Post) Body. Init is nil, a *DeclStmt or an
	// *ExprStmt; Cond and Post may be nil.
	For struct {
		Range source.Range
		// Header spans "for (...)".
		Header source.Range
		Init   Stmt
		Cond   Expr
		Post   Expr
		Body   Stmt
	}
	// While is while (Cond) Body.
	While struct {
		Range source.Range
		Cond  Expr
		Body  Stmt
	}
	// DoWhile is do Body while (Cond);.
	DoWhile struct {
		Range source.Range
		Body  Stmt
		Cond  Expr
	}
	// Switch is switch (Tag) Body.
	Switch struct {
		Range source.Range
		Tag   Expr
		Body  Stmt
	}
	// Case is "case Value:" or "default:" (Value nil) and its statement.
	Case struct {
		Range source.Range
		Value Expr
		Stmt  Stmt
	}
	// Labeled is "Label: Stmt".
	Labeled struct {
		Range      source.Range
		Label      string
		LabelRange source.Range
		Stmt       Stmt
	}
	// Return is return X; X may be nil.
	Return struct {
		Range source.Range
		X     Expr
	}
	// Break is break;.
	Break struct{ Range source.Range }
	// Continue is continue;.
	Continue struct{ Range source.Range }
	// Goto is goto Label; (a computed goto has Label "").
	Goto struct {
		Range source.Range
		Label string
	}
	// OtherStmt is a statement the analysis does not look into (asm).
	OtherStmt struct {
		Range source.Range
		What  string
	}
)

// VarDecl is one declarator of a declaration with its initializer.
type VarDecl struct {
	Range source.Range
	Sym   *Symbol
	Init  Expr // nil when none
}

func (s *Compound) Span() source.Range  { return s.Range }
func (s *DeclStmt) Span() source.Range  { return s.Range }
func (s *ExprStmt) Span() source.Range  { return s.Range }
func (s *If) Span() source.Range        { return s.Range }
func (s *For) Span() source.Range       { return s.Range }
func (s *While) Span() source.Range     { return s.Range }
func (s *DoWhile) Span() source.Range   { return s.Range }
func (s *Switch) Span() source.Range    { return s.Range }
func (s *Case) Span() source.Range      { return s.Range }
func (s *Labeled) Span() source.Range   { return s.Range }
func (s *Return) Span() source.Range    { return s.Range }
func (s *Break) Span() source.Range     { return s.Range }
func (s *Continue) Span() source.Range  { return s.Range }
func (s *Goto) Span() source.Range      { return s.Range }
func (s *OtherStmt) Span() source.Range { return s.Range }

func (*Compound) stmtNode()  {}
func (*DeclStmt) stmtNode()  {}
func (*ExprStmt) stmtNode()  {}
func (*If) stmtNode()        {}
func (*For) stmtNode()       {}
func (*While) stmtNode()     {}
func (*DoWhile) stmtNode()   {}
func (*Switch) stmtNode()    {}
func (*Case) stmtNode()      {}
func (*Labeled) stmtNode()   {}
func (*Return) stmtNode()    {}
func (*Break) stmtNode()     {}
func (*Continue) stmtNode()  {}
func (*Goto) stmtNode()      {}
func (*OtherStmt) stmtNode() {}

// SymKind tells what a name denotes.
type SymKind uint8

const (
	SymVar       SymKind = iota + 1 // an object: variable or parameter
	SymFunc                         // a function
	SymEnumConst                    // an enumeration constant
	SymTypedef                      // a typedef name
)

func (k SymKind) String() string {
	switch k {
	case SymVar:
		return "variable"
	case SymFunc:
		return "function"
	case SymEnumConst:
		return "enumeration constant"
	case SymTypedef:
		return "type name"
	}
	return "name"
}

// Storage is where a variable lives.
type Storage uint8

const (
	StorageAuto   Storage = iota + 1 // a local variable
	StorageParam                     // a function parameter
	StorageStatic                    // a static local or a file-scope variable
	StorageExtern                    // declared extern
)

// Symbol is a declared name: variable, parameter, function, enumeration
// constant or typedef.
type Symbol struct {
	Kind SymKind
	Name string
	Type *Type
	// Decl is the range of the name in its declaration in the main file;
	// zero when it is declared in another file (see DeclFile).
	Decl     source.Range
	DeclFile string
	Storage  Storage
	Global   bool  // declared at file scope
	Func     *Func // the function a local or parameter belongs to
	// Restrict is set for a pointer declared with the restrict qualifier.
	Restrict bool
	Const    bool
	Volatile bool
	// Value is an enumeration constant's value.
	Value int64
	// Def is the definition of a function in the main file.
	Def *Func
	// Decls lists a function's declarations in the main file (prototypes
	// and the definition), for routine directives that precede them.
	Decls []source.Range
	// Internal is set for a function with internal linkage (static):
	// other files cannot call it.
	Internal bool
	// ParamLen is the declared length of an array parameter's first
	// dimension (N in "double a[N][M]"), which C adjusts to a pointer
	// (C11 6.7.6.3p7); nil for other symbols. ParamLenVal is its value
	// when constant (ParamLenConst).
	ParamLen      Expr
	ParamLenVal   int64
	ParamLenConst bool
}

// InMainFile reports whether s is declared in the main file.
func (s *Symbol) InMainFile() bool { return s.Decl.Start.IsValid() }

// Func is a function definition in the main file.
type Func struct {
	Sym       *Symbol
	Name      string
	Range     source.Range // from the declaration specifiers to '}'
	NameRange source.Range
	Params    []*Symbol
	Body      *Compound
}

func (f *Func) Span() source.Range { return f.Range }

// TopDecl is a file-scope declaration in the main file.
type TopDecl struct {
	Range source.Range
	Syms  []*Symbol
	Vars  []*VarDecl
}

func (d *TopDecl) Span() source.Range { return d.Range }
