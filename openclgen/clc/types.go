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
	case cfront.Float:
		switch t.Size {
		case 4:
			return "float"
		case 8:
			return "double"
		}
	}
	return ""
}

// UsesDouble reports whether t involves double.
func UsesDouble(t *cfront.Type) bool {
	seen := map[*cfront.Type]bool{}
	var walk func(t *cfront.Type) bool
	walk = func(t *cfront.Type) bool {
		if t == nil || seen[t] {
			return false
		}
		seen[t] = true
		if t.Kind == cfront.Float && t.Size == 8 {
			return true
		}
		for _, f := range t.Fields {
			if walk(f.Type) {
				return true
			}
		}
		return walk(t.Elem)
	}
	return walk(t)
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
