package clc

import (
	"github.com/accls/accls/cfront"
)

// RedOp returns the OpenCL combination of a and b, of type t, for a
// reduction operator, or "" for an operator the generator does not know.
// a and b are names: a complex product reads each twice.
func RedOp(op string, t *cfront.Type, a, b string) string {
	if ComplexPart(t) != "" {
		switch op {
		case "+":
			return ComplexFunc("add", t) + "(" + a + ", " + b + ")"
		case "*":
			return ComplexFunc("mul", t) + "(" + a + ", " + b + ")"
		}
		return ""
	}
	if t != nil && t.Kind == cfront.Bool {
		// the combination stored in a _Bool is 0 or 1 (+ of two trues)
		if r := redOp(op, a, b); r != "" {
			return BoolValue(r)
		}
		return ""
	}
	return redOp(op, a, b)
}

func redOp(op, a, b string) string {
	switch op {
	case "+", "*", "&", "|", "^":
		return "(" + a + " " + op + " " + b + ")"
	case "&&", "||":
		return "((" + a + ") " + op + " (" + b + "))"
	case "max":
		return "(" + a + " > " + b + " ? " + a + " : " + b + ")"
	case "min":
		return "(" + a + " < " + b + " ? " + a + " : " + b + ")"
	}
	return ""
}

// redLimits are the smallest and largest values of each scalar type,
// the identities of max and min (built once: RedIdentity runs for every
// reduction of every kernel, issue 16).
var redLimits = map[string][2]string{
	"char": {"CHAR_MIN", "CHAR_MAX"}, "short": {"SHRT_MIN", "SHRT_MAX"}, "int": {"INT_MIN", "INT_MAX"},
	"long": {"LONG_MIN", "LONG_MAX"}, "uchar": {"0", "UCHAR_MAX"}, "ushort": {"0", "USHRT_MAX"},
	"uint": {"0u", "UINT_MAX"}, "ulong": {"0UL", "ULONG_MAX"},
	"float": {"(-INFINITY)", "INFINITY"}, "double": {"(-(double)INFINITY)", "((double)INFINITY)"},
}

// RedIdentity is the initial value of a private copy (§2.5.15's table).
func RedIdentity(op string, t *cfront.Type) string {
	name := ScalarName(t)
	if part := ComplexPart(t); part != "" {
		switch op {
		case "+":
			return ComplexFunc("make", t) + "((" + part + ")0, (" + part + ")0)"
		case "*":
			return ComplexFunc("make", t) + "((" + part + ")1, (" + part + ")0)"
		}
		return ""
	}
	if t != nil && t.Kind == cfront.Bool {
		// false or true: & and min keep a true, max and | a false
		switch op {
		case "*", "&&", "&", "min":
			return "((uchar)1)"
		}
		return "((uchar)0)"
	}
	limits := redLimits
	switch op {
	case "+", "|", "^", "||":
		return "((" + name + ")0)"
	case "*", "&&":
		return "((" + name + ")1)"
	case "&":
		return "((" + name + ")~(" + name + ")0)"
	case "max":
		return "((" + name + ")" + limits[name][0] + ")"
	case "min":
		return "((" + name + ")" + limits[name][1] + ")"
	}
	return ""
}
