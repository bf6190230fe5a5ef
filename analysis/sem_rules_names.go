package analysis

import (
	"strings"

	"github.com/accls/accls/grammar"
)

// exprClauses are the clauses whose arguments are C expressions (not
// variable lists, names or keywords): conditions, counts, queues, sizes.
var exprClauses = map[string]bool{
	"if": true, "num_gangs": true, "num_workers": true, "vector_length": true,
	"async": true, "wait": true, "gang": true, "worker": true, "vector": true,
	"collapse": true, "tile": true, "device_num": true, "default_async": true,
}

// checkClauseNames reports identifiers in clause expressions that are not
// declared at the directive: conditions, counts, queues and the bounds of
// subarrays (§2.7.1 for var-lists; C scoping for every expression). The
// variables a var-list names are resolveArg's.
func (a *analyzer) checkClauseNames() {
	for _, c := range a.m.Constructs {
		d := dirOf(c)
		if d == nil {
			continue
		}
		if c.Kind == KindWait && d.Args != nil {
			a.checkArgNames(c, "wait", d.Args.Args, false)
		}
		if c.Kind == KindCache && d.Args != nil {
			a.checkArgNames(c, "cache", d.Args.Args, true)
		}
		for _, cl := range d.Clauses {
			if cl == nil || cl.Bad || cl.Args == nil {
				continue
			}
			name := modernName(cl.Name)
			if _, isVars := varClauseKind(name, c.Kind); isVars {
				a.checkArgNames(c, name, cl.Args.Args, true)
			} else if exprClauses[name] || (name == "self" && c.Kind != KindUpdate) {
				a.checkArgNames(c, name, cl.Args.Args, false)
			}
		}
	}
}

// checkArgNames checks the identifiers of args; in a var-list only those
// of the subscripts, the variable itself being resolved apart.
func (a *analyzer) checkArgNames(c *Construct, clause string, args []*grammar.Arg, varList bool) {
	for _, arg := range args {
		if arg == nil {
			continue
		}
		for _, m := range arg.Modifiers {
			if m.Value != nil {
				a.checkExprNames(c, clause, m.Value)
			}
		}
		if arg.Value == nil {
			continue
		}
		if varList {
			if !a.baseDeclared(c, arg.Value) {
				continue // resolveArg reports the variable: one error an argument
			}
			for _, s := range subscriptsOf(arg.Value) {
				a.checkExprNames(c, clause, s)
			}
			continue
		}
		a.checkExprNames(c, clause, arg.Value)
	}
}

// baseDeclared reports whether the variable a var-list argument starts
// from is declared (or is no plain name at all).
func (a *analyzer) baseDeclared(c *Construct, e grammar.Expr) bool {
	for {
		switch x := e.(type) {
		case *grammar.Subarray:
			e = x.X
		case *grammar.Index:
			e = x.X
		case *grammar.Member:
			e = x.X
		case *grammar.Paren:
			e = x.X
		case *grammar.Ident:
			if a.u.Lookup(x.Name, dirOf(c).Range.Start.Offset) != nil {
				return true
			}
			m, ok := a.u.Macro(x.Name)
			return ok && !m.FnLike && len(m.Tokens) == 1 && a.u.Lookup(m.Tokens[0], dirOf(c).Range.Start.Offset) != nil
		default:
			return true
		}
	}
}

// subscriptsOf returns the subscript expressions of a var-list argument:
// subarray bounds and element indices, at any depth of its path.
func subscriptsOf(e grammar.Expr) []grammar.Expr {
	var out []grammar.Expr
	for e != nil {
		switch x := e.(type) {
		case *grammar.Subarray:
			for _, s := range []grammar.Expr{x.Lo, x.Len} {
				if s != nil {
					out = append(out, s)
				}
			}
			e = x.X
		case *grammar.Index:
			out = append(out, x.Index)
			e = x.X
		case *grammar.Member:
			e = x.X
		case *grammar.Paren:
			e = x.X
		default:
			return out
		}
	}
	return out
}

// checkExprNames reports each identifier of e that names nothing at the
// directive: no declaration in scope and no macro.
func (a *analyzer) checkExprNames(c *Construct, clause string, e grammar.Expr) {
	at := dirOf(c).Range.Start.Offset
	for _, id := range identsOf(e) {
		if strings.HasPrefix(id.Name, "__") {
			continue // __builtin_*, __func__ and the like are the compiler's
		}
		if a.u.Lookup(id.Name, at) != nil {
			continue
		}
		if _, ok := a.u.Macro(id.Name); ok {
			continue
		}
		a.siteErrorf(dirOf(c), id.Range, codeUndeclared, "'%s' in '%s' is not declared", id.Name, clause)
	}
}

// identsOf returns the identifiers e uses as names: not member names,
// nor the type names of casts and sizeof.
func identsOf(e grammar.Expr) []*grammar.Ident {
	var out []*grammar.Ident
	var walk func(e grammar.Expr)
	walk = func(e grammar.Expr) {
		switch x := e.(type) {
		case *grammar.Ident:
			out = append(out, x)
		case *grammar.Unary:
			walk(x.X)
		case *grammar.Postfix:
			walk(x.X)
		case *grammar.Binary:
			walk(x.X)
			walk(x.Y)
		case *grammar.Cond:
			walk(x.C)
			walk(x.T)
			walk(x.F)
		case *grammar.Cast:
			walk(x.X)
		case *grammar.Paren:
			walk(x.X)
		case *grammar.Call:
			walk(x.Fun)
			for _, arg := range x.Args {
				walk(arg)
			}
		case *grammar.Index:
			walk(x.X)
			walk(x.Index)
		case *grammar.Subarray:
			walk(x.X)
			walk(x.Lo)
			walk(x.Len)
		case *grammar.Member:
			walk(x.X)
		}
	}
	walk(e)
	return out
}
