package clc

import (
	"github.com/accls/accls/cfront"
)

// ScalarName returns the OpenCL name of an arithmetic type, or "".
func ScalarName(t *cfront.Type) string {
	if t == nil {
		return ""
	}
	switch t.Kind {
	case cfront.Int, cfront.Enum:
		base := map[int64]string{1: "char", 2: "short", 4: "int", 8: "long"}[t.Size]
		if base == "" {
			return ""
		}
		if t.Unsigned {
			return "u" + base
		}
		return base
	case cfront.Bool:
		// the host's one byte; device code keeps it 0 or 1 (BoolValue)
		return "uchar"
	case cfront.Float:
		switch t.Size {
		case 4:
			return "float"
		case 8:
			return "double"
		}
		if IsLongDouble(t) {
			// OpenCL has no long double: a scalar is computed as double,
			// and the host converts at the boundary (openclgen/longdouble.go)
			return "double"
		}
	case cfront.Complex:
		// (real, imaginary) as a struct, not float2/double2: the host
		// aligns a double _Complex to 8 bytes, and a double2 access to
		// such an address faults (complex.go prints the type).
		switch t.Size {
		case 8:
			return "__acc_cfloat"
		case 16:
			return "__acc_cdouble"
		}
	}
	return ""
}

// ComplexPart is the OpenCL name of a complex type's real and imaginary
// parts ("double" for double _Complex), or "" for other types.
func ComplexPart(t *cfront.Type) string {
	if t == nil || t.Kind != cfront.Complex {
		return ""
	}
	return map[int64]string{8: "float", 16: "double"}[t.Size]
}

// BoolValue converts the OpenCL value v to _Bool: 0 or 1 (C11 6.3.1.2).
func BoolValue(v string) string {
	return "((uchar)((" + v + ") != 0))"
}

// UsesDouble reports whether t involves double: itself, or a member,
// element or pointee at any depth.
func UsesDouble(t *cfront.Type) bool {
	seen := map[*cfront.Type]bool{}
	for todo := []*cfront.Type{t}; len(todo) > 0; {
		t := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if t == nil || seen[t] {
			continue
		}
		seen[t] = true
		if (t.Kind == cfront.Float && t.Size >= 8) || ComplexPart(t) == "double" {
			return true
		}
		todo = append(todo, t.Elem)
		for _, f := range t.Fields {
			todo = append(todo, f.Type)
		}
	}
	return false
}

// ElemOf returns the element type reached by indexing t once: the
// pointee of a pointer, the element of an array.
func ElemOf(t *cfront.Type) *cfront.Type {
	if t == nil {
		return nil
	}
	if t.Kind == cfront.Pointer || t.Kind == cfront.Array {
		return t.Elem
	}
	return nil
}

// IsLongDouble reports the C type long double: a real floating type wider
// than double (on x86-64, an 80-bit x87 value in 16 bytes).
func IsLongDouble(t *cfront.Type) bool {
	return t != nil && t.Kind == cfront.Float && t.Size > 8
}

// HasLongDouble reports long double in t's own bytes: t itself, an
// element of an array, a member of a struct or union (not the target of a
// pointer member, which is other memory).
func HasLongDouble(t *cfront.Type) bool {
	seen := map[*cfront.Type]bool{}
	for todo := []*cfront.Type{t}; len(todo) > 0; {
		t := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if t == nil || seen[t] || t.Kind == cfront.Pointer {
			continue
		}
		seen[t] = true
		if IsLongDouble(t) {
			return true
		}
		todo = append(todo, t.Elem)
		for _, f := range t.Fields {
			todo = append(todo, f.Type)
		}
	}
	return false
}
