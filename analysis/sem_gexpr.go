package analysis

import (
	"strconv"
	"strings"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/grammar"
)

// Clause arguments are C expressions the C front end never saw (cc's
// preprocessor swallows pragmas), so their names are resolved here, in
// the scope of the directive, and macros are expanded by hand for the
// constants they stand for.

// text returns the source text of a clause expression.
func (a *analyzer) text(e grammar.Expr) string {
	if e == nil {
		return ""
	}
	return strings.TrimSpace(a.f.Slice(e.Span()))
}

// constOf folds an integer constant expression: literals, enumeration
// constants, macros that expand to constants, and arithmetic on them.
func (a *analyzer) constOf(e grammar.Expr) (int64, bool) {
	return a.constDepth(e, 0)
}

func (a *analyzer) constDepth(e grammar.Expr, depth int) (int64, bool) {
	if depth > 16 {
		return 0, false
	}
	switch e := e.(type) {
	case *grammar.BasicLit:
		if e.Kind == grammar.IntLit || e.Kind == grammar.CharLit {
			return parseIntLit(e.Value)
		}
	case *grammar.Paren:
		return a.constDepth(e.X, depth+1)
	case *grammar.Cast:
		return a.constDepth(e.X, depth+1)
	case *grammar.Unary:
		x, ok := a.constDepth(e.X, depth+1)
		if !ok {
			return 0, false
		}
		switch e.Op {
		case "-":
			return -x, true
		case "+":
			return x, true
		case "~":
			return ^x, true
		case "!":
			return b2i(x == 0), true
		}
	case *grammar.Binary:
		x, ok1 := a.constDepth(e.X, depth+1)
		y, ok2 := a.constDepth(e.Y, depth+1)
		if !ok1 || !ok2 {
			return 0, false
		}
		return foldBinary(e.Op, x, y)
	case *grammar.Ident:
		if s := a.u.Lookup(e.Name, e.Range.Start.Offset); s != nil {
			if s.Kind == cfront.SymEnumConst {
				return s.Value, true
			}
			return 0, false
		}
		return a.macroConst(e.Name, depth+1)
	}
	return 0, false
}

func foldBinary(op string, x, y int64) (int64, bool) {
	switch op {
	case "+":
		return x + y, true
	case "-":
		return x - y, true
	case "*":
		return x * y, true
	case "/":
		if y == 0 {
			return 0, false
		}
		return x / y, true
	case "%":
		if y == 0 {
			return 0, false
		}
		return x % y, true
	case "<<":
		if y < 0 || y > 62 {
			return 0, false
		}
		return x << uint(y), true
	case ">>":
		if y < 0 || y > 62 {
			return 0, false
		}
		return x >> uint(y), true
	case "&":
		return x & y, true
	case "|":
		return x | y, true
	case "^":
		return x ^ y, true
	case "&&":
		return b2i(x != 0 && y != 0), true
	case "||":
		return b2i(x != 0 || y != 0), true
	case "<":
		return b2i(x < y), true
	case "<=":
		return b2i(x <= y), true
	case ">":
		return b2i(x > y), true
	case ">=":
		return b2i(x >= y), true
	case "==":
		return b2i(x == y), true
	case "!=":
		return b2i(x != y), true
	}
	return 0, false
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// parseIntLit reads a C integer or character literal.
func parseIntLit(s string) (int64, bool) {
	if strings.HasPrefix(s, "'") {
		u, err := strconv.Unquote(s)
		if err != nil || len(u) == 0 {
			return 0, false
		}
		return int64(u[0]), true
	}
	s = strings.TrimRight(s, "uUlL")
	base := 10
	switch {
	case strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X"):
		base, s = 16, s[2:]
	case strings.HasPrefix(s, "0b") || strings.HasPrefix(s, "0B"):
		base, s = 2, s[2:]
	case len(s) > 1 && s[0] == '0':
		base, s = 8, s[1:]
	}
	v, err := strconv.ParseInt(s, base, 64)
	if err != nil {
		u, err := strconv.ParseUint(s, base, 64)
		if err != nil {
			return 0, false
		}
		v = int64(u)
	}
	return v, true
}

// macroConst evaluates an object-like macro whose replacement list is an
// integer constant expression of literals, other such macros, parentheses
// and the arithmetic operators.
func (a *analyzer) macroConst(name string, depth int) (int64, bool) {
	m, ok := a.u.Macro(name)
	if !ok || m.FnLike || depth > 16 {
		return 0, false
	}
	p := &tokEval{toks: m.Tokens, a: a, depth: depth}
	v, ok := p.expr(0)
	if !ok || p.i != len(p.toks) {
		return 0, false
	}
	return v, true
}

// tokEval is a precedence-climbing evaluator over a macro's tokens.
type tokEval struct {
	toks  []string
	i     int
	a     *analyzer
	depth int
}

var binPrec = map[string]int{
	"||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6,
	"<": 7, "<=": 7, ">": 7, ">=": 7, "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
}

func (p *tokEval) expr(minPrec int) (int64, bool) {
	x, ok := p.unary()
	if !ok {
		return 0, false
	}
	for p.i < len(p.toks) {
		op := p.toks[p.i]
		prec, isOp := binPrec[op]
		if !isOp || prec <= minPrec {
			break
		}
		p.i++
		y, ok := p.expr(prec)
		if !ok {
			return 0, false
		}
		if x, ok = foldBinary(op, x, y); !ok {
			return 0, false
		}
	}
	return x, true
}

func (p *tokEval) unary() (int64, bool) {
	if p.i >= len(p.toks) {
		return 0, false
	}
	t := p.toks[p.i]
	p.i++
	switch {
	case t == "(":
		v, ok := p.expr(0)
		if !ok || p.i >= len(p.toks) || p.toks[p.i] != ")" {
			return 0, false
		}
		p.i++
		return v, true
	case t == "-" || t == "+" || t == "~" || t == "!":
		v, ok := p.unary()
		if !ok {
			return 0, false
		}
		switch t {
		case "-":
			return -v, true
		case "~":
			return ^v, true
		case "!":
			return b2i(v == 0), true
		}
		return v, true
	case len(t) > 0 && (t[0] >= '0' && t[0] <= '9' || t[0] == '\''):
		return parseIntLit(t)
	case len(t) > 0 && (t[0] == '_' || t[0] >= 'a' && t[0] <= 'z' || t[0] >= 'A' && t[0] <= 'Z'):
		if s := p.a.u.Lookup(t, 0); s != nil && s.Kind == cfront.SymEnumConst {
			return s.Value, true
		}
		return p.a.macroConst(t, p.depth+1)
	}
	return 0, false
}

// typeOf returns the C type of a clause expression when it can be told,
// or nil. Only what the argument checks need is modelled: names, literals,
// members, subscripts, calls and the arithmetic conversions.
func (a *analyzer) typeOf(e grammar.Expr) *cfront.Type {
	switch e := e.(type) {
	case *grammar.BasicLit:
		switch e.Kind {
		case grammar.IntLit, grammar.CharLit:
			return intType
		case grammar.FloatLit:
			if strings.HasSuffix(e.Value, "f") || strings.HasSuffix(e.Value, "F") {
				return floatType
			}
			return doubleType
		case grammar.StringLit:
			return &cfront.Type{Kind: cfront.Pointer, Name: "char *", Elem: &cfront.Type{Kind: cfront.Int, Name: "char", Size: 1, Len: -1}, Size: 8, Len: -1}
		}
	case *grammar.Paren:
		return a.typeOf(e.X)
	case *grammar.Ident:
		s := a.u.Lookup(e.Name, e.Range.Start.Offset)
		if s == nil {
			if m, ok := a.u.Macro(e.Name); ok && !m.FnLike {
				if _, ok := a.macroConst(e.Name, 0); ok {
					return intType
				}
				if len(m.Tokens) == 1 && strings.ContainsAny(m.Tokens[0], ".eE") && m.Tokens[0][0] >= '0' && m.Tokens[0][0] <= '9' {
					return doubleType
				}
			}
			return nil
		}
		if s.Kind == cfront.SymVar || s.Kind == cfront.SymEnumConst {
			return s.Type
		}
	case *grammar.Unary:
		t := a.typeOf(e.X)
		switch e.Op {
		case "!":
			return intType
		case "*":
			if t != nil && (t.Kind == cfront.Pointer || t.Kind == cfront.Array) {
				return t.Elem
			}
			return nil
		case "&":
			if t != nil {
				return &cfront.Type{Kind: cfront.Pointer, Name: t.Name + " *", Elem: t, Size: 8, Len: -1}
			}
			return nil
		case "sizeof":
			return sizeType
		}
		return t
	case *grammar.SizeofType:
		return sizeType
	case *grammar.Binary:
		switch e.Op {
		case "<", "<=", ">", ">=", "==", "!=", "&&", "||":
			return intType
		case ",":
			return a.typeOf(e.Y)
		}
		return arith(a.typeOf(e.X), a.typeOf(e.Y))
	case *grammar.Cond:
		return arith(a.typeOf(e.T), a.typeOf(e.F))
	case *grammar.Index:
		if t := a.typeOf(e.X); t != nil && (t.Kind == cfront.Pointer || t.Kind == cfront.Array) {
			return t.Elem
		}
	case *grammar.Member:
		t := a.typeOf(e.X)
		if t != nil && e.Op == "->" && t.Kind == cfront.Pointer {
			t = t.Elem
		}
		if f := t.FieldByName(e.Name); f != nil {
			return f.Type
		}
	case *grammar.Call:
		if id, ok := e.Fun.(*grammar.Ident); ok {
			if s := a.u.Lookup(id.Name, id.Range.Start.Offset); s != nil && s.Kind == cfront.SymFunc && s.Type != nil {
				return s.Type.Result
			}
		}
	case *grammar.Cast:
		return basicType(e.Type)
	}
	return nil
}

var (
	intType    = &cfront.Type{Kind: cfront.Int, Name: "int", Size: 4, Len: -1}
	sizeType   = &cfront.Type{Kind: cfront.Int, Name: "size_t", Size: 8, Unsigned: true, Len: -1}
	floatType  = &cfront.Type{Kind: cfront.Float, Name: "float", Size: 4, Len: -1}
	doubleType = &cfront.Type{Kind: cfront.Float, Name: "double", Size: 8, Len: -1}
)

// arith is the type of a binary arithmetic expression, when both are
// known: floating wins, then the wider integer.
func arith(x, y *cfront.Type) *cfront.Type {
	if x == nil || y == nil {
		return nil
	}
	switch {
	case x.Kind == cfront.Pointer:
		return x
	case y.Kind == cfront.Pointer:
		return y
	case x.Kind == cfront.Complex:
		return x
	case y.Kind == cfront.Complex:
		return y
	case x.IsFloating() && (!y.IsFloating() || x.Size >= y.Size):
		return x
	case y.IsFloating():
		return y
	case x.IsInteger() && y.IsInteger():
		if y.Size > x.Size {
			return y
		}
		return x
	}
	return nil
}

// basicType reads a cast's type name when it is a basic type.
func basicType(name string) *cfront.Type {
	n := strings.Join(strings.Fields(name), " ")
	switch {
	case strings.Contains(n, "*"):
		return &cfront.Type{Kind: cfront.Pointer, Name: n, Size: 8, Len: -1}
	case n == "float":
		return floatType
	case n == "double" || n == "long double":
		return doubleType
	case n == "int" || n == "unsigned" || n == "unsigned int" || n == "long" || n == "unsigned long" ||
		n == "long long" || n == "unsigned long long" || n == "short" || n == "char" || n == "size_t" ||
		n == "signed char" || n == "unsigned char" || n == "unsigned short" || n == "long int":
		return intType
	}
	return nil
}
