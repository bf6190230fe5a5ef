package cfront

import (
	"github.com/accls/accls/source"
	"modernc.org/cc/v4"
)

func (c *converter) compound(n *cc.CompoundStatement) *Compound {
	s := &Compound{Range: c.pm.toks(n.Token, n.Token2)}
	for l := n.BlockItemList; l != nil; l = l.BlockItemList {
		bi := l.BlockItem
		if bi == nil {
			continue
		}
		switch bi.Case {
		case cc.BlockItemDecl:
			if d := c.localDecl(bi.Declaration); d != nil {
				s.Items = append(s.Items, d)
			}
		case cc.BlockItemStmt:
			if st := c.stmt(bi.Statement); st != nil {
				s.Items = append(s.Items, st)
			}
		case cc.BlockItemFuncDef:
			// A nested function (GNU C) is not analysed.
			s.Items = append(s.Items, &OtherStmt{Range: c.pm.tok(bi.Declarator.NameTok()), What: "nested function"})
		}
	}
	return s
}

// localDecl converts a declaration in a block; one declaring nothing of
// interest (a typedef, a struct tag, __func__) yields nil.
func (c *converter) localDecl(d *cc.Declaration) Stmt {
	if d == nil {
		return nil
	}
	c.enumerators(d.DeclarationSpecifiers)
	s := &DeclStmt{Range: c.rangeFrom(d, d.Token)}
	for l := d.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
		id := l.InitDeclarator
		if id == nil || id.Declarator == nil {
			continue
		}
		sym := c.declarator(id.Declarator)
		if sym == nil || sym.Kind != SymVar {
			continue
		}
		vd := &VarDecl{Sym: sym, Range: c.pm.tok(id.Declarator.NameTok())}
		if id.Initializer != nil {
			vd.Init = c.initializer(id.Initializer)
			vd.Range = join(vd.Range, vd.Init.Span())
		}
		s.Vars = append(s.Vars, vd)
	}
	if len(s.Vars) == 0 {
		return nil
	}
	return s
}

func (c *converter) stmt(n *cc.Statement) Stmt {
	if n == nil {
		return nil
	}
	switch n.Case {
	case cc.StatementLabeled:
		return c.labeled(n.LabeledStatement)
	case cc.StatementCompound:
		return c.compound(n.CompoundStatement)
	case cc.StatementExpr:
		es := n.ExpressionStatement
		s := &ExprStmt{Range: c.pm.tok(es.Token)}
		if es.ExpressionList != nil {
			s.X = c.expr(es.ExpressionList)
			s.Range = join(s.X.Span(), s.Range)
		}
		return s
	case cc.StatementSelection:
		return c.selection(n.SelectionStatement)
	case cc.StatementIteration:
		return c.iteration(n.IterationStatement)
	case cc.StatementJump:
		return c.jump(n.JumpStatement)
	case cc.StatementAsm:
		return &OtherStmt{Range: c.rangeFrom(n.AsmStatement, n.AsmStatement.Token), What: "asm statement"}
	}
	return nil
}

func (c *converter) labeled(n *cc.LabeledStatement) Stmt {
	body := c.stmt(n.Statement)
	end := source.Range{}
	if body != nil {
		end = body.Span()
	}
	switch n.Case {
	case cc.LabeledStatementLabel:
		lr := c.pm.tok(n.Token)
		return &Labeled{Range: join(lr, end), Label: n.Token.SrcStr(), LabelRange: lr, Stmt: body}
	case cc.LabeledStatementDefault:
		return &Case{Range: join(c.pm.tok(n.Token), end), Stmt: body}
	default: // case and GNU case ranges
		s := &Case{Range: join(c.pm.tok(n.Token), end), Stmt: body}
		if n.ConstantExpression != nil {
			s.Value = c.expr(n.ConstantExpression)
		}
		return s
	}
}

func (c *converter) selection(n *cc.SelectionStatement) Stmt {
	cond := c.expr(n.ExpressionList)
	then := c.stmt(n.Statement)
	r := c.pm.tok(n.Token)
	if then != nil {
		r = join(r, then.Span())
	}
	switch n.Case {
	case cc.SelectionStatementSwitch:
		return &Switch{Range: r, Tag: cond, Body: then}
	case cc.SelectionStatementIfElse:
		els := c.stmt(n.Statement2)
		if els != nil {
			r = join(r, els.Span())
		}
		return &If{Range: r, Cond: cond, Then: then, Else: els}
	}
	return &If{Range: r, Cond: cond, Then: then}
}

func (c *converter) iteration(n *cc.IterationStatement) Stmt {
	body := c.stmt(n.Statement)
	r := c.pm.tok(n.Token)
	if body != nil {
		r = join(r, body.Span())
	}
	switch n.Case {
	case cc.IterationStatementWhile:
		return &While{Range: r, Cond: c.exprOpt(n.ExpressionList), Body: body}
	case cc.IterationStatementDo:
		return &DoWhile{Range: join(r, c.pm.tok(n.Token5)), Body: body, Cond: c.exprOpt(n.ExpressionList)}
	case cc.IterationStatementForDecl:
		s := &For{Range: r, Header: c.pm.toks(n.Token, n.Token4), Body: body,
			Cond: c.exprOpt(n.ExpressionList), Post: c.exprOpt(n.ExpressionList2)}
		if d := c.localDecl(n.Declaration); d != nil {
			s.Init = d
		}
		return s
	default: // IterationStatementFor
		s := &For{Range: r, Header: c.pm.toks(n.Token, n.Token5), Body: body,
			Cond: c.exprOpt(n.ExpressionList2), Post: c.exprOpt(n.ExpressionList3)}
		if n.ExpressionList != nil {
			x := c.expr(n.ExpressionList)
			s.Init = &ExprStmt{Range: join(x.Span(), c.pm.tok(n.Token3)), X: x}
		}
		return s
	}
}

func (c *converter) jump(n *cc.JumpStatement) Stmt {
	switch n.Case {
	case cc.JumpStatementGoto:
		return &Goto{Range: c.pm.toks(n.Token, n.Token3), Label: n.Token2.SrcStr()}
	case cc.JumpStatementGotoExpr:
		return &Goto{Range: c.pm.toks(n.Token, n.Token3)}
	case cc.JumpStatementContinue:
		return &Continue{Range: c.pm.toks(n.Token, n.Token2)}
	case cc.JumpStatementBreak:
		return &Break{Range: c.pm.toks(n.Token, n.Token2)}
	}
	return &Return{Range: c.pm.toks(n.Token, n.Token2), X: c.exprOpt(n.ExpressionList)}
}

func (c *converter) initializer(n *cc.Initializer) Expr {
	if n.Case == cc.InitializerExpr {
		return c.expr(n.AssignmentExpression)
	}
	l := &InitList{ExprInfo: ExprInfo{Range: c.pm.toks(n.Token, n.Token3), T: c.types.conv(n.Type())}}
	for il := n.InitializerList; il != nil; il = il.InitializerList {
		if il.Initializer != nil {
			l.Elems = append(l.Elems, c.initializer(il.Initializer))
		}
	}
	return l
}
