package openclgen

import (
	"github.com/accls/accls/source"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
)

// _Bool and complex values in device code. The C tree has no nodes for
// the usual arithmetic conversions, so the operators of these types
// convert their operands here: a _Bool (uchar on the device, the host's
// byte) only ever holds 0 or 1 (C11 6.3.1.2); a complex value is a
// struct (real, imaginary) whose operators are helper functions
// (clc/complex.go), and whose real operands become (r, 0) (C11 6.3.1.7,
// G.5).

func isComplex(t *cfront.Type) bool { return clc.ComplexPart(t) != "" }

var (
	floatComplex  = &cfront.Type{Kind: cfront.Complex, Name: "_Complex float", Size: 8, Len: -1}
	doubleComplex = &cfront.Type{Kind: cfront.Complex, Name: "_Complex double", Size: 16, Len: -1}
)

// typeOf is e's type, with the usual arithmetic conversions of complex
// operands applied where the front end types a real times a complex
// value as real (0.5 * I).
func typeOf(e cfront.Expr) *cfront.Type {
	switch x := e.(type) {
	case *cfront.Paren:
		return typeOf(x.X)
	case *cfront.Binary:
		switch x.Op {
		case "+", "-", "*", "/":
			a, b := typeOf(x.X), typeOf(x.Y)
			if isComplex(a) || isComplex(b) {
				if partSize(a) == 8 || partSize(b) == 8 {
					return doubleComplex
				}
				return floatComplex
			}
		}
	case *cfront.Unary:
		if x.Op == "-" || x.Op == "+" {
			if t := typeOf(x.X); isComplex(t) {
				return t
			}
		}
	case *cfront.CondExpr:
		if a, b := typeOf(x.Then), typeOf(x.Else); isComplex(a) || isComplex(b) {
			if partSize(a) == 8 || partSize(b) == 8 {
				return doubleComplex
			}
			return floatComplex
		}
	}
	return e.Type()
}

// partSize is the size of a floating type's real part, 0 for others.
func partSize(t *cfront.Type) int64 {
	switch {
	case isComplex(t):
		return t.Size / 2
	case t != nil && t.Kind == cfront.Float:
		return t.Size
	}
	return 0
}

func isBool(t *cfront.Type) bool { return t != nil && t.Kind == cfront.Bool }

// convertTo converts the printed value v of type from to type to, where
// one of them is _Bool or complex; other conversions OpenCL does itself.
func (k *kern) convertTo(v string, from, to *cfront.Type) string {
	switch {
	case isComplex(to) && isComplex(from):
		if to.Size == from.Size {
			return v
		}
		return k.cfunc("make", to) + "((" + clc.ComplexPart(to) + ")(" + v + ").x, (" + clc.ComplexPart(to) + ")(" + v + ").y)"
	case isComplex(to):
		part := clc.ComplexPart(to)
		return k.cfunc("make", to) + "((" + part + ")(" + v + "), (" + part + ")0)"
	case isComplex(from) && isBool(to):
		return clc.BoolValue("(" + v + ").x != 0 || (" + v + ").y != 0")
	case isComplex(from):
		// the real part (C11 6.3.1.7)
		return "((" + clc.ScalarName(to) + ")(" + v + ").x)"
	case isBool(to) && !isBool(from):
		return clc.BoolValue(v)
	}
	return v
}

// typedExpr prints the expressions whose operands or result are complex,
// and assignments to _Bool; ok is false for the others.
func (k *kern) typedExpr(e cfront.Expr) (string, bool) {
	switch x := e.(type) {
	case *cfront.Lit:
		if x.Kind == cfront.FloatLit && isComplex(x.Type()) {
			// an imaginary constant (GNU 2.0i, the I of complex.h)
			part := clc.ComplexPart(x.Type())
			num := strings.TrimRight(x.Text, "iIjJfFlL")
			if part == "float" {
				num += "f"
			}
			k.g.typeOK(x.Type(), x.Range)
			return k.cfunc("make", x.Type()) + "((" + part + ")0, " + num + ")", true
		}
	case *cfront.Binary:
		if isComplex(typeOf(x.X)) || isComplex(typeOf(x.Y)) {
			return k.complexBinary(x), true
		}
	case *cfront.Unary:
		if t := typeOf(x.X); isComplex(t) && (x.Op == "-" || x.Op == "+") {
			if x.Op == "-" {
				return k.cfunc("neg", t) + "(" + k.expr(x.X) + ")", true
			}
			return k.expr(x.X), true
		}
		if isComplex(typeOf(x.X)) && x.Op != "&" && x.Op != "*" {
			k.g.limit(model.LimitComplexArithmeticDeviceCode, x.Range)
			return "0", true
		}
		if isBool(typeOf(x.X)) && (x.Op == "++" || x.Op == "--") {
			k.g.limit(model.LimitBoolDeviceCode, x.Range)
			return "0", true
		}
	case *cfront.Postfix:
		if isComplex(typeOf(x.X)) || isBool(typeOf(x.X)) {
			k.g.limit(model.LimitComplexArithmeticDeviceCode, x.Range)
			return "0", true
		}
	case *cfront.Assign:
		if isComplex(typeOf(x.X)) || isBool(typeOf(x.X)) || isComplex(typeOf(x.Y)) {
			return k.typedAssign(x), true
		}
	case *cfront.CondExpr:
		if t := typeOf(x); isComplex(t) {
			return "(" + k.expr(x.C) + " ? " + k.convertTo(k.expr(x.Then), typeOf(x.Then), t) + " : " + k.convertTo(k.expr(x.Else), typeOf(x.Else), t) + ")", true
		}
	case *cfront.Cast:
		if isComplex(x.Type()) || isBool(x.Type()) || isComplex(typeOf(x.X)) {
			k.g.typeOK(x.Type(), x.Range)
			return k.convertTo(k.expr(x.X), typeOf(x.X), x.Type()), true
		}
	case *cfront.Call:
		if fn := x.Callee(); fn != nil && !fn.InMainFile() && len(x.Args) == 1 && fn.Type != nil && len(fn.Type.Params) == 1 && isComplex(fn.Type.Params[0]) {
			return k.complexCall(fn.Name, x)
		}
	}
	return "", false
}

// complexBinary prints a binary operator with a complex operand.
func (k *kern) complexBinary(x *cfront.Binary) string {
	t := typeOf(x)
	if !isComplex(t) { // a comparison
		t = typeOf(&cfront.Binary{Op: "+", X: x.X, Y: x.Y})
	}
	a, b := k.expr(x.X), k.expr(x.Y)
	ca, cb := k.convertTo(a, typeOf(x.X), t), k.convertTo(b, typeOf(x.Y), t)
	part := clc.ComplexPart(t)
	switch x.Op {
	case "+":
		return k.cfunc("add", t) + "(" + ca + ", " + cb + ")"
	case "-":
		return k.cfunc("sub", t) + "(" + ca + ", " + cb + ")"
	case "*":
		switch {
		case !isComplex(typeOf(x.X)):
			return k.cfunc("scale", t) + "(" + cb + ", (" + part + ")(" + a + "))"
		case !isComplex(typeOf(x.Y)):
			return k.cfunc("scale", t) + "(" + ca + ", (" + part + ")(" + b + "))"
		}
		return k.cfunc("mul", t) + "(" + ca + ", " + cb + ")"
	case "/":
		if !isComplex(typeOf(x.Y)) {
			return k.cfunc("div", t) + "(" + ca + ", (" + part + ")(" + b + "))"
		}
	case "==":
		return k.cfunc("eq", t) + "(" + ca + ", " + cb + ")"
	case "!=":
		return "(!" + k.cfunc("eq", t) + "(" + ca + ", " + cb + "))"
	}
	k.g.limit(model.LimitComplexArithmeticDeviceCode, x.Range)
	return "0"
}

// cfunc names a complex helper and makes sure the program defines it.
func (k *kern) cfunc(op string, t *cfront.Type) string {
	k.g.typeOK(t, source.Range{})
	return clc.ComplexFunc(op, t)
}

// typedAssign prints an assignment to a complex or _Bool lvalue, or of a
// complex value to a real one.
func (k *kern) typedAssign(x *cfront.Assign) string {
	k.ptrMemberWrite(x.X)
	lt, rt := typeOf(x.X), typeOf(x.Y)
	lhs, rhs := k.expr(x.X), k.expr(x.Y)
	if x.Op == "=" {
		return "(" + lhs + " = " + k.convertTo(rhs, rt, lt) + ")"
	}
	op := strings.TrimSuffix(x.Op, "=")
	if hasSideEffects(x.X) || isComplex(rt) && !isComplex(lt) {
		k.g.limit(model.LimitComplexArithmeticDeviceCode, x.Range)
		return "0"
	}
	// x op= y is x = x op y, with x evaluated twice (it has no side effects)
	if isComplex(lt) {
		v := k.complexBinary(&cfront.Binary{ExprInfo: cfront.ExprInfo{Range: x.Range, T: lt}, Op: op, X: x.X, Y: x.Y})
		return "(" + lhs + " = " + v + ")"
	}
	return "(" + lhs + " = " + clc.BoolValue(lhs+" "+op+" "+rhs) + ")"
}

// complexCall prints creal, cimag and conj (complex.h, C11 7.3.9).
func (k *kern) complexCall(name string, x *cfront.Call) (string, bool) {
	t := x.Callee().Type.Params[0]
	v := k.convertTo(k.expr(x.Args[0]), typeOf(x.Args[0]), t)
	switch strings.TrimSuffix(name, "f") {
	case "creal":
		return "(" + v + ").x", true
	case "cimag":
		return "(" + v + ").y", true
	case "conj":
		return k.cfunc("conj", t) + "(" + v + ")", true
	}
	return "", false
}

// initExpr prints the initializer of a variable of type t, converted.
func (k *kern) initExpr(init cfront.Expr, t *cfront.Type) string {
	if _, list := init.(*cfront.InitList); list {
		return k.expr(init)
	}
	return k.convertTo(k.expr(init), typeOf(init), t)
}
