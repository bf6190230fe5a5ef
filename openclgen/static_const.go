package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/cfront"
)

// staticConstTable reports a local `static const` object with an
// initializer in device code, such as a routine's table of weights
// (`static const double w[9] = {...}`). Its initializer is a constant
// expression (C11 §6.7.9p4) and it is never written, so a private copy
// initialized where it is declared reads the same values; OpenCL C 1.2 has
// no static locals. Objects that are not const stay unsupported: their
// value persists between calls.
func staticConstTable(v *cfront.VarDecl) bool {
	if v.Init == nil || v.Sym == nil || v.Sym.Storage != cfront.StorageStatic {
		return false
	}
	if v.Sym.Const {
		return true
	}
	// const qualifies an array's elements
	t := v.Sym.Type
	for t != nil && t.Kind == cfront.Array {
		t = t.Elem
	}
	return t != nil && t.Kind != cfront.Pointer && strings.HasPrefix(t.Name, "const ")
}

// memberIsArray reports x.name or x->name naming an array member (which
// decays to a pointer into the struct, unlike a pointer member).
func memberIsArray(x *cfront.Member) bool {
	st := x.X.Type()
	if x.Arrow && st != nil && st.Kind == cfront.Pointer {
		st = st.Elem
	}
	if st == nil {
		return false
	}
	for _, f := range st.Fields {
		if f.Name == x.Name {
			return f.Type != nil && f.Type.Kind == cfront.Array
		}
	}
	return false
}

// sameStruct is a struct type already named on the device that differs
// from t only in qualifiers (const cell_t and cell_t are distinct types
// of the front end but one layout): pointers to both must have one device
// type, or passing &a[i] to a routine taking const cell_t * mixes two.
func (g *gen) sameStruct(t *cfront.Type) *cfront.Type {
	sig := structSig(t)
	for u := range g.structNames {
		if u != t && u.Kind == cfront.Struct && structSig(u) == sig {
			return u
		}
	}
	return nil
}

func structSig(t *cfront.Type) string {
	var b strings.Builder
	b.WriteString(unqualified(t.Name))
	fmt.Fprintf(&b, "/%d{", t.Size)
	for _, f := range t.Fields {
		b.WriteString(f.Name + ":")
		if f.Type != nil {
			b.WriteString(unqualified(f.Type.Name))
		}
		b.WriteString(";")
	}
	return b.String()
}

func unqualified(name string) string {
	for _, q := range []string{"const ", "volatile "} {
		name = strings.ReplaceAll(name, q, "")
	}
	return name
}
