package plan

import (
	"github.com/accls/accls/cfront"
)

// GangLocalType says why a variable of type t cannot live in __local
// memory, "" when it can.
func GangLocalType(t *cfront.Type) string {
	switch {
	case t == nil:
		return "its type is unknown"
	case t.Kind == cfront.Pointer:
		return "it is a pointer"
	case t.Size <= 0 || t.VLA || t.Kind == cfront.Array && t.Len < 0:
		return "its size is not a constant (OpenCL C declares __local memory with a size known when the kernel is compiled)"
	case HasPtrMember(t):
		return "it is a struct with pointer members"
	}
	for e := t; e != nil && e.Kind == cfront.Array; e = e.Elem {
		if e.VLA || e.Len < 0 {
			return "its size is not a constant (OpenCL C declares __local memory with a size known when the kernel is compiled)"
		}
	}
	return ""
}

// HasPtrMember reports a struct type with a pointer member (at any depth).
func HasPtrMember(t *cfront.Type) bool {
	seen := map[*cfront.Type]bool{}
	var walk func(t *cfront.Type) bool
	walk = func(t *cfront.Type) bool {
		for ; t != nil && t.Kind == cfront.Array; t = t.Elem {
		}
		if t == nil || t.Kind != cfront.Struct || seen[t] {
			return false
		}
		seen[t] = true
		for _, f := range t.Fields {
			if f.Type != nil && f.Type.Kind == cfront.Pointer || walk(f.Type) {
				return true
			}
		}
		return false
	}
	return walk(t)
}
