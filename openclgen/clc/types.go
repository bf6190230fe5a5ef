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
		if t.Kind == cfront.Float && t.Size == 8 {
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
