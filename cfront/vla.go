package cfront

import "modernc.org/cc/v4"

// Variable-length arrays keep their length expressions (Type.LenExpr):
// the code generator passes a VLA's row lengths to kernels, and the
// analysis can tell whether a subarray covers a whole VLA dimension.

// declSteps lists the derivations a declarator applies to its base type,
// from the base outward: 'p' for a pointer, 'a' for an array (with its
// length expression, nil when none), 'f' for a function.
type declStep struct {
	kind byte
	len  cc.ExpressionNode
}

func declSteps(d *cc.Declarator, out []declStep) []declStep {
	if d == nil {
		return out
	}
	for p := d.Pointer; p != nil; p = p.Pointer {
		out = append(out, declStep{kind: 'p'})
	}
	return directSteps(d.DirectDeclarator, out)
}

func directSteps(dd *cc.DirectDeclarator, out []declStep) []declStep {
	for dd != nil {
		switch dd.Case {
		case cc.DirectDeclaratorIdent:
			return out
		case cc.DirectDeclaratorDecl:
			return declSteps(dd.Declarator, out)
		case cc.DirectDeclaratorArr, cc.DirectDeclaratorStaticArr, cc.DirectDeclaratorArrStatic, cc.DirectDeclaratorStar:
			out = append(out, declStep{kind: 'a', len: dd.AssignmentExpression})
		case cc.DirectDeclaratorFuncParam, cc.DirectDeclaratorFuncIdent:
			out = append(out, declStep{kind: 'f'})
		default:
			return out
		}
		dd = dd.DirectDeclarator
	}
	return out
}

// vlaLens records on the VLA types of t (the type d declares, an array
// parameter already adjusted to a pointer) their length expressions.
func (c *converter) vlaLens(d *cc.Declarator, t *Type) {
	if d == nil || t == nil || !hasVLA(t) {
		return
	}
	steps := declSteps(d, nil)
	// The type's chain runs from the outermost derivation inward: the
	// reverse of the steps. A parameter's outermost array is a pointer.
	for i := len(steps) - 1; i >= 0 && t != nil; i-- {
		st := steps[i]
		switch {
		case st.kind == 'a' && (t.Kind == Array || t.Kind == Pointer):
			if t.Kind == Array && t.VLA && t.LenExpr == nil && st.len != nil {
				t.LenExpr = c.expr(st.len)
			}
			t = t.Elem
		case st.kind == 'p' && t.Kind == Pointer:
			t = t.Elem
		default:
			return
		}
	}
	// A typedef'd VLA element ("typedef double row[m]; row *a") has no
	// steps here; its length stays unknown.
}

func hasVLA(t *Type) bool {
	for ; t != nil && (t.Kind == Array || t.Kind == Pointer); t = t.Elem {
		if t.Kind == Array && t.VLA {
			return true
		}
	}
	return false
}

// paramLen records the first dimension an array parameter was declared
// with: the outermost derivation of its declarator, when that is an array
// with a length.
func (c *converter) paramLen(s *Symbol, d *cc.Declarator) {
	steps := declSteps(d, nil)
	if len(steps) == 0 || steps[len(steps)-1].kind != 'a' || steps[len(steps)-1].len == nil {
		return
	}
	n := steps[len(steps)-1].len
	s.ParamLen = c.expr(n)
	s.ParamLenVal, s.ParamLenConst = intValue(n.Value())
}
