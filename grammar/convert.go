package grammar

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/accls/accls/source"
)

// converter turns participle parse trees of one item into AST nodes with
// file ranges. base is the file offset of the item's first byte.
type converter struct {
	f     *source.File
	lang  Lang
	base  int
	diags []source.Diagnostic
	// pmap, when set, maps the macro-expanded body, in which the item
	// starts at offset item, to the file (expand.go).
	pmap posMap
	item int
	body []byte
	// unfaithful are the arguments whose file range does not hold their
	// expanded text (posMap.faithful).
	unfaithful []source.Range
}

func (c *converter) rng(p, e lexer.Position) source.Range {
	// participle gives an empty match an end before its start.
	if c.pmap != nil {
		return c.pmap.exprRng(c.f, c.item+p.Offset, c.item+max(p.Offset, e.Offset))
	}
	return c.f.Range(c.base+p.Offset, c.base+max(p.Offset, e.Offset))
}

// endPos is the file position of the end of a match.
func (c *converter) endPos(e lexer.Position) source.Pos {
	if c.pmap != nil {
		return c.pmap.exprRng(c.f, c.item+e.Offset, c.item+e.Offset).End
	}
	return c.f.Pos(c.base + e.Offset)
}

func (c *converter) errorf(r source.Range, format string, args ...any) {
	c.diags = append(c.diags, errorAt(c.f, r, codeSyntax, format, args...))
}

func (c *converter) args(p *pArgs) *ArgList {
	if p == nil {
		return nil
	}
	l := &ArgList{Range: c.rng(p.Pos, p.EndPos)}
	for _, a := range p.Args {
		arg := &Arg{Range: c.rng(a.Pos, a.EndPos)}
		if a.Value != nil {
			c.checkFaithful(a.Value.Pos, a.Value.EndPos, arg.Range)
		}
		for _, m := range a.Mods {
			mod := &Modifier{Range: c.rng(m.Pos, m.EndPos), Name: strings.ToLower(m.Name)}
			if m.DevNum != nil {
				mod.Name = "devnum"
				mod.Value = c.cond(m.DevNum)
				c.checkFaithful(m.DevNum.Pos, m.DevNum.EndPos, mod.Range)
			}
			arg.Modifiers = append(arg.Modifiers, mod)
		}
		if a.Star {
			// The value is the '*' after the modifiers.
			end := c.endPos(a.EndPos)
			arg.Value = &Star{Range: source.Range{Start: c.f.Pos(max(end.Offset-1, 0)), End: end}}
		} else {
			arg.Value = c.cond(a.Value)
		}
		l.Args = append(l.Args, arg)
	}
	return l
}

func (c *converter) cond(p *pCond) Expr {
	x := c.binary(p.Cond)
	if p.Then == nil {
		return x
	}
	return &Cond{Range: c.rng(p.Pos, p.EndPos), C: x, T: c.cond(p.Then), F: c.cond(p.Else)}
}

// binary applies operator precedence to the flat operand/operator list
// (precedence climbing).
func (c *converter) binary(p *pBinary) Expr {
	operands := []Expr{c.unary(p.Head)}
	var ops []string
	for _, t := range p.Tail {
		op := strings.ToLower(t.Op)
		if binaryPrec(c.lang, op) == 0 {
			c.errorf(c.rng(t.Pos, t.Pos), "'%s' is not a binary operator", t.Op)
			op = "+"
		}
		ops = append(ops, op)
		operands = append(operands, c.unary(t.X))
	}
	// ops[k] stands between operands[k] and operands[k+1].
	k := 0
	var climb func(lhs Expr, minPrec int) Expr
	climb = func(lhs Expr, minPrec int) Expr {
		for k < len(ops) && binaryPrec(c.lang, ops[k]) >= minPrec {
			op := ops[k]
			prec := binaryPrec(c.lang, op)
			k++
			rhs := operands[k]
			for k < len(ops) {
				next := binaryPrec(c.lang, ops[k])
				if next > prec {
					rhs = climb(rhs, prec+1)
				} else if next == prec && rightAssoc(ops[k]) {
					rhs = climb(rhs, prec)
				} else {
					break
				}
			}
			lhs = &Binary{Range: source.Range{Start: lhs.Span().Start, End: rhs.Span().End}, Op: op, X: lhs, Y: rhs}
		}
		return lhs
	}
	return climb(operands[0], 1)
}

func (c *converter) unary(p *pUnary) Expr {
	r := c.rng(p.Pos, p.EndPos)
	switch {
	case p.X != nil:
		op := strings.ToLower(p.Op)
		if strings.HasPrefix(op, ".") && op != ".not." {
			c.errorf(r, "'%s' is not a unary operator", p.Op)
		}
		return &Unary{Range: r, Op: op, X: c.unary(p.X)}
	case p.Sizeof != nil:
		s := p.Sizeof
		if s.Type != nil {
			return &SizeofType{Range: r, Type: typeString(s.Type.Parts)}
		}
		return &Unary{Range: r, Op: "sizeof", X: c.unary(s.X)}
	case p.Cast != nil:
		return &Cast{Range: r, Type: typeString(p.Cast.Type.Parts), X: c.unary(p.Cast.X)}
	case p.Post != nil:
		return c.postfix(p.Post)
	}
	return &BadExpr{Range: r}
}

func typeString(parts []string) string {
	var b strings.Builder
	for i, p := range parts {
		if i > 0 && p != "*" {
			b.WriteByte(' ')
		}
		b.WriteString(p)
	}
	return b.String()
}

func (c *converter) postfix(p *pPostfix) Expr {
	x := c.primary(p.Prim)
	for _, op := range p.Ops {
		r := source.Range{Start: x.Span().Start, End: c.endPos(op.EndPos)}
		switch {
		case op.Index != nil:
			b := op.Index
			if c.lang == LangFortran {
				c.errorf(r, "Fortran array sections use parentheses, not '['")
			}
			if b.Colon {
				x = &Subarray{Range: r, X: x, Lo: c.optCond(b.Lo), Len: c.optCond(b.Len)}
			} else if b.Lo == nil {
				c.errorf(r, "an array subscript needs an index or a range 'lo:length'")
				x = &BadExpr{Range: r}
			} else {
				x = &Index{Range: r, X: x, Index: c.cond(b.Lo)}
			}
		case op.Call != nil:
			x = c.call(r, x, op.Call)
		case op.Member != nil:
			x = &Member{Range: r, X: x, Op: op.Member.Op, Name: op.Member.Name}
		case op.Incr != "":
			x = &Postfix{Range: r, Op: op.Incr, X: x}
		}
	}
	return x
}

// call converts name(args). In Fortran a range among the arguments makes
// it an array section; in C a range there is an error.
func (c *converter) call(r source.Range, fun Expr, p *pCall) Expr {
	isSection := false
	var subs []Expr
	if len(p.Subs) == 1 && p.Subs[0].Lo == nil && !p.Subs[0].Colon1 {
		// f(): participle matches one empty argument.
		return &Call{Range: r, Fun: fun}
	}
	for _, s := range p.Subs {
		sr := c.rng(s.Pos, s.EndPos)
		if s.Colon1 {
			isSection = true
			subs = append(subs, &Triplet{Range: sr, Lo: c.optCond(s.Lo), Hi: c.optCond(s.Hi), Stride: c.optCond(s.Stride)})
			continue
		}
		if s.Lo == nil {
			c.errorf(sr, "missing argument")
			subs = append(subs, &BadExpr{Range: sr})
			continue
		}
		subs = append(subs, c.cond(s.Lo))
	}
	if isSection {
		if c.lang == LangC {
			c.errorf(r, "a C subarray is written with brackets: a[lo:length]")
		}
		return &Section{Range: r, X: fun, Subs: subs}
	}
	return &Call{Range: r, Fun: fun, Args: subs}
}

func (c *converter) optCond(p *pCond) Expr {
	if p == nil {
		return nil
	}
	return c.cond(p)
}

func (c *converter) primary(p *pPrimary) Expr {
	r := c.rng(p.Pos, p.EndPos)
	switch {
	case p.Ident != "":
		return &Ident{Range: r, Name: p.Ident}
	case p.Number != "":
		kind := IntLit
		n := strings.ToLower(p.Number)
		if !strings.HasPrefix(n, "0x") && strings.ContainsAny(n, ".e") || c.lang == LangFortran && strings.ContainsAny(n, ".ed") {
			kind = FloatLit
		}
		return &BasicLit{Range: r, Kind: kind, Value: p.Number}
	case p.Str != "":
		return &BasicLit{Range: r, Kind: StringLit, Value: p.Str}
	case p.Char != "":
		return &BasicLit{Range: r, Kind: CharLit, Value: p.Char}
	case p.DotLit != "":
		v := strings.ToLower(p.DotLit)
		if v != ".true." && v != ".false." {
			c.errorf(r, "'%s' is an operator, not a value", p.DotLit)
		}
		return &BasicLit{Range: r, Kind: LogicalLit, Value: v}
	case p.Paren != nil:
		return &Paren{Range: r, X: c.cond(p.Paren)}
	case p.Common != "":
		if c.lang == LangC {
			c.errorf(r, "common block names /name/ are Fortran only")
		}
		return &Common{Range: r, Name: p.Common}
	}
	return &BadExpr{Range: r}
}

// checkFaithful records r when the expression at [p, e) of a
// macro-expanded body is not the file's text at its range. Modifier and
// operator names are read by name, not by range, and need no check.
func (c *converter) checkFaithful(p, e lexer.Position, r source.Range) {
	if c.pmap != nil && !c.pmap.faithful(c.f, c.body, c.item+p.Offset, c.item+e.Offset) {
		c.unfaithful = append(c.unfaithful, r)
	}
}
