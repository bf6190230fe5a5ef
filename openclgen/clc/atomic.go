package clc

import "strings"

// ArithResult is the type of a binary operation on the OpenCL types a
// and b after the usual arithmetic conversions (C11 6.3.1.8) on LP64,
// "" when one is not arithmetic.
func ArithResult(a, b string) string {
	order := []string{"int", "uint", "long", "ulong", "float", "double"}
	promote := func(s string) string {
		switch s {
		case "char", "uchar", "short", "ushort":
			return "int"
		}
		return s
	}
	a, b = promote(a), promote(b)
	ia, ib := -1, -1
	for i, n := range order {
		if n == a {
			ia = i
		}
		if n == b {
			ib = i
		}
	}
	if ia < 0 || ib < 0 {
		return ""
	}
	if a == "uint" && b == "long" || a == "long" && b == "uint" {
		return "long"
	}
	if ia > ib {
		return a
	}
	return b
}

// AtomicCombine is old op e (e op old when rev) as OpenCL C.
func AtomicCombine(op, old, e string, rev bool) string {
	if rev {
		return "(" + e + " " + op + " " + old + ")"
	}
	return "(" + old + " " + op + " " + e + ")"
}

// IsSubword reports the OpenCL types narrower than 32 bits.
func IsSubword(t string) bool {
	switch t {
	case "char", "uchar", "short", "ushort":
		return true
	}
	return false
}

// atomicOpNames spell the operators in helper names.
var atomicOpNames = map[string]string{"read": "read", "=": "write", "+": "add", "-": "sub", "*": "mul", "/": "div",
	"&": "and", "|": "or", "^": "xor", "<<": "shl", ">>": "shr"}

// AtomicHelperName names the helper of op on t in space with operand ot.
func AtomicHelperName(op, t, ot string, rev bool, space string) string {
	name := "__acc_atomic_" + atomicOpNames[op] + "_" + t
	if ot != t {
		name += "_" + ot
	}
	if rev {
		name += "_r"
	}
	if sp := strings.TrimSpace(space); sp != "__global" {
		name += "_" + strings.TrimPrefix(sp, "__")
	}
	return name
}
