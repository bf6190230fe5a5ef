package cfront

import (
	"strconv"
	"strings"

	"github.com/accls/accls/source"
	"modernc.org/cc/v4"
)

func (c *converter) exprOpt(n cc.ExpressionNode) Expr {
	if n == nil {
		return nil
	}
	return c.expr(n)
}

// info fills what every expression carries from cc's node.
func (c *converter) info(n cc.ExpressionNode, r source.Range) ExprInfo {
	e := ExprInfo{Range: r, T: c.types.conv(n.Type())}
	if v, ok := intValue(n.Value()); ok && e.T.IsInteger() {
		e.Const, e.HasConst = v, true
	}
	return e
}

func (c *converter) binary(n cc.ExpressionNode, x, y cc.ExpressionNode, op cc.Token) Expr {
	l, r := c.expr(x), c.expr(y)
	return &Binary{ExprInfo: c.info(n, join(l.Span(), r.Span())), Op: op.SrcStr(), X: l, Y: r}
}

func (c *converter) expr(n cc.ExpressionNode) Expr {
	switch n := n.(type) {
	case *cc.ExpressionList:
		if n.ExpressionList == nil {
			return c.expr(n.AssignmentExpression)
		}
		// The comma operator is left-associative.
		x := c.expr(n.AssignmentExpression)
		for l := n.ExpressionList; l != nil; l = l.ExpressionList {
			y := c.expr(l.AssignmentExpression)
			x = &Binary{ExprInfo: ExprInfo{Range: join(x.Span(), y.Span()), T: y.Type()}, Op: ",", X: x, Y: y}
		}
		return x
	case *cc.AssignmentExpression:
		if n.Case == cc.AssignmentExpressionCond {
			return c.expr(n.ConditionalExpression)
		}
		l, r := c.expr(n.UnaryExpression), c.expr(n.AssignmentExpression)
		return &Assign{ExprInfo: c.info(n, join(l.Span(), r.Span())), Op: n.Token.SrcStr(), X: l, Y: r}
	case *cc.ConditionalExpression:
		if n.Case == cc.ConditionalExpressionLOr {
			return c.expr(n.LogicalOrExpression)
		}
		cond, t, f := c.expr(n.LogicalOrExpression), c.exprOpt(n.ExpressionList), c.expr(n.ConditionalExpression)
		if t == nil { // GNU x ?: y
			t = cond
		}
		return &CondExpr{ExprInfo: c.info(n, join(cond.Span(), f.Span())), C: cond, Then: t, Else: f}
	case *cc.ConstantExpression:
		return c.expr(n.ConditionalExpression)
	case *cc.LogicalOrExpression:
		if n.Case == cc.LogicalOrExpressionLAnd {
			return c.expr(n.LogicalAndExpression)
		}
		return c.binary(n, n.LogicalOrExpression, n.LogicalAndExpression, n.Token)
	case *cc.LogicalAndExpression:
		if n.Case == cc.LogicalAndExpressionOr {
			return c.expr(n.InclusiveOrExpression)
		}
		return c.binary(n, n.LogicalAndExpression, n.InclusiveOrExpression, n.Token)
	case *cc.InclusiveOrExpression:
		if n.Case == cc.InclusiveOrExpressionXor {
			return c.expr(n.ExclusiveOrExpression)
		}
		return c.binary(n, n.InclusiveOrExpression, n.ExclusiveOrExpression, n.Token)
	case *cc.ExclusiveOrExpression:
		if n.Case == cc.ExclusiveOrExpressionAnd {
			return c.expr(n.AndExpression)
		}
		return c.binary(n, n.ExclusiveOrExpression, n.AndExpression, n.Token)
	case *cc.AndExpression:
		if n.Case == cc.AndExpressionEq {
			return c.expr(n.EqualityExpression)
		}
		return c.binary(n, n.AndExpression, n.EqualityExpression, n.Token)
	case *cc.EqualityExpression:
		if n.Case == cc.EqualityExpressionRel {
			return c.expr(n.RelationalExpression)
		}
		return c.binary(n, n.EqualityExpression, n.RelationalExpression, n.Token)
	case *cc.RelationalExpression:
		if n.Case == cc.RelationalExpressionShift {
			return c.expr(n.ShiftExpression)
		}
		return c.binary(n, n.RelationalExpression, n.ShiftExpression, n.Token)
	case *cc.ShiftExpression:
		if n.Case == cc.ShiftExpressionAdd {
			return c.expr(n.AdditiveExpression)
		}
		return c.binary(n, n.ShiftExpression, n.AdditiveExpression, n.Token)
	case *cc.AdditiveExpression:
		if n.Case == cc.AdditiveExpressionMul {
			return c.expr(n.MultiplicativeExpression)
		}
		return c.binary(n, n.AdditiveExpression, n.MultiplicativeExpression, n.Token)
	case *cc.MultiplicativeExpression:
		if n.Case == cc.MultiplicativeExpressionCast {
			return c.expr(n.CastExpression)
		}
		return c.binary(n, n.MultiplicativeExpression, n.CastExpression, n.Token)
	case *cc.CastExpression:
		if n.Case == cc.CastExpressionUnary {
			return c.expr(n.UnaryExpression)
		}
		x := c.expr(n.CastExpression)
		return &Cast{ExprInfo: c.info(n, join(c.pm.tok(n.Token), x.Span())), X: x}
	case *cc.UnaryExpression:
		return c.unary(n)
	case *cc.PostfixExpression:
		return c.postfix(n)
	case *cc.PrimaryExpression:
		return c.primary(n)
	case nil:
		return &OtherExpr{ExprInfo: ExprInfo{T: &Type{Kind: Invalid, Name: "<invalid type>", Len: -1}}, What: "missing expression"}
	}
	r := source.Range{}
	if p := c.nodeStart(n); p.IsValid() {
		r = source.Range{Start: p, End: p}
	}
	return &OtherExpr{ExprInfo: c.info(n, r), What: "expression"}
}

func (c *converter) unary(n *cc.UnaryExpression) Expr {
	op := n.Token.SrcStr()
	var x Expr
	switch n.Case {
	case cc.UnaryExpressionPostfix:
		return c.expr(n.PostfixExpression)
	case cc.UnaryExpressionSizeofType, cc.UnaryExpressionAlignofType:
		if n.Case == cc.UnaryExpressionSizeofType {
			op = "sizeof"
		} else {
			op = "_Alignof"
		}
		return &SizeofType{ExprInfo: c.info(n, c.pm.toks(n.Token, n.Token3)), Op: op, Of: c.types.conv(n.TypeName.Type())}
	case cc.UnaryExpressionLabelAddr:
		return &OtherExpr{ExprInfo: c.info(n, c.pm.toks(n.Token, n.Token2)), What: "label address"}
	case cc.UnaryExpressionAddrof, cc.UnaryExpressionDeref, cc.UnaryExpressionPlus,
		cc.UnaryExpressionMinus, cc.UnaryExpressionCpl, cc.UnaryExpressionNot:
		x = c.expr(n.CastExpression)
	default: // ++ -- sizeof expr, _Alignof expr, __real__, __imag__
		x = c.expr(n.UnaryExpression)
		switch n.Case {
		case cc.UnaryExpressionSizeofExpr:
			op = "sizeof"
		case cc.UnaryExpressionAlignofExpr:
			op = "_Alignof"
		}
	}
	return &Unary{ExprInfo: c.info(n, join(c.pm.tok(n.Token), x.Span())), Op: op, X: x}
}

func (c *converter) postfix(n *cc.PostfixExpression) Expr {
	switch n.Case {
	case cc.PostfixExpressionPrimary:
		return c.expr(n.PrimaryExpression)
	case cc.PostfixExpressionIndex:
		x, i := c.expr(n.PostfixExpression), c.expr(n.ExpressionList)
		return &Index{ExprInfo: c.info(n, join(x.Span(), c.pm.tok(n.Token2))), X: x, Index: i}
	case cc.PostfixExpressionCall:
		fun := c.expr(n.PostfixExpression)
		call := &Call{ExprInfo: c.info(n, join(fun.Span(), c.pm.tok(n.Token2))), Fun: fun}
		for l := n.ArgumentExpressionList; l != nil; l = l.ArgumentExpressionList {
			call.Args = append(call.Args, c.expr(l.AssignmentExpression))
		}
		return builtinValue(call)
	case cc.PostfixExpressionSelect, cc.PostfixExpressionPSelect:
		x := c.expr(n.PostfixExpression)
		return &Member{ExprInfo: c.info(n, join(x.Span(), c.pm.tok(n.Token2))), X: x,
			Name: n.Token2.SrcStr(), Arrow: n.Case == cc.PostfixExpressionPSelect}
	case cc.PostfixExpressionInc, cc.PostfixExpressionDec:
		x := c.expr(n.PostfixExpression)
		return &Postfix{ExprInfo: c.info(n, join(x.Span(), c.pm.tok(n.Token))), Op: n.Token.SrcStr(), X: x}
	case cc.PostfixExpressionComplit:
		l := &InitList{ExprInfo: c.info(n, join(c.pm.tok(n.Token), c.pm.tok(n.Token5)))}
		for il := n.InitializerList; il != nil; il = il.InitializerList {
			if il.Initializer != nil {
				l.Elems = append(l.Elems, c.initializer(il.Initializer))
			}
		}
		return l
	}
	return &OtherExpr{ExprInfo: c.info(n, source.Range{}), What: "expression"}
}

func (c *converter) primary(n *cc.PrimaryExpression) Expr {
	r := c.pm.tok(n.Token)
	switch n.Case {
	case cc.PrimaryExpressionIdent:
		id := &Ident{ExprInfo: c.info(n, r), Name: n.Token.SrcStr()}
		switch d := n.ResolvedTo().(type) {
		case *cc.Declarator:
			id.Sym = c.declarator(d)
		case *cc.Parameter:
			id.Sym = c.param(d)
		case *cc.Enumerator:
			id.Sym = c.enumSym(d)
		}
		if id.Sym == nil {
			if s := c.unit.Globals[id.Name]; s != nil {
				id.Sym = s
			}
		}
		return id
	case cc.PrimaryExpressionInt, cc.PrimaryExpressionChar, cc.PrimaryExpressionLChar:
		kind := IntLit
		if n.Case != cc.PrimaryExpressionInt {
			kind = CharLit
		}
		return &Lit{ExprInfo: c.info(n, r), Kind: kind, Text: n.Token.SrcStr()}
	case cc.PrimaryExpressionFloat:
		text := n.Token.SrcStr()
		l := &Lit{ExprInfo: c.info(n, r), Kind: FloatLit, Text: text}
		if v, ok := n.Value().(cc.Float64Value); ok {
			l.Float = float64(v)
		} else if f, err := strconv.ParseFloat(strings.TrimRight(text, "fFlL"), 64); err == nil {
			l.Float = f
		}
		return l
	case cc.PrimaryExpressionString, cc.PrimaryExpressionLString:
		return &Lit{ExprInfo: c.info(n, r), Kind: StringLit, Text: n.Token.SrcStr()}
	case cc.PrimaryExpressionExpr:
		x := c.expr(n.ExpressionList)
		return &Paren{ExprInfo: c.info(n, c.pm.toks(n.Token, n.Token2)), X: x}
	case cc.PrimaryExpressionStmt:
		return &OtherExpr{ExprInfo: c.info(n, c.pm.toks(n.Token, n.Token2)), What: "statement expression"}
	}
	return &OtherExpr{ExprInfo: c.info(n, c.nodeRange(n)), What: "generic selection"}
}

func (c *converter) nodeRange(n cc.Node) source.Range {
	p := c.nodeStart(n)
	return source.Range{Start: p, End: p}
}
