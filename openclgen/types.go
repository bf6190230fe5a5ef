package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
	"github.com/accls/accls/source"
)

// OpenCL C spellings of C types. Sizes follow the host's ABI (LP64): the
// kernels read and write the host's bytes, so a C long is an OpenCL long
// and a struct keeps its members in the same places.

// typeOK reports whether values of t can live in a kernel: arithmetic
// types, structs of them, and arrays of those.
func (g *gen) typeOK(t *cfront.Type, at source.Range) bool {
	switch {
	case t == nil:
		g.limit(model.LimitExpressionUnknownType, at)
		return false
	case clc.ScalarName(t) != "":
		g.useDouble = g.useDouble || clc.UsesDouble(t)
		if part := clc.ComplexPart(t); part != "" {
			g.addHelper("__acc_c"+part, clc.ComplexPrelude(part))
		}
		return true
	case t.Kind == cfront.Complex:
		g.limit(model.LimitComplexArithmeticDeviceCode, at)
		return false
	case t.Kind == cfront.Array:
		if !g.memOK(t, at) {
			return false
		}
		if t.VLA || t.Len < 0 {
			g.limit(model.LimitArrayLengthNotConstant, at, t.Name)
			return false
		}
		return g.typeOK(t.Elem, at)
	case t.Kind == cfront.Struct:
		return g.structOK(t, at)
	case t.Kind == cfront.Union:
		g.limit(model.LimitUnionDeviceCode, at)
		return false
	case t.Kind == cfront.Pointer:
		g.limit(model.LimitPointerTypeDeviceCode, at, t.Name)
		return false
	}
	g.limit(model.LimitTypeDeviceCode, at, t.Name)
	return false
}

// structOK checks a struct and records its definition for the program.
func (g *gen) structOK(t *cfront.Type, at source.Range) bool {
	if _, done := g.structs[t]; done {
		return true
	}
	if same := g.sameStruct(t); same != nil {
		// the same struct with other qualifiers (const cell_t): one
		// device type (static_const.go)
		g.structs[t] = ""
		return g.structOK(same, at)
	}
	if !strings.HasPrefix(t.Name, "struct ") && t.Name == "struct" {
		// Anonymous structs get a name of their own on the device.
	}
	g.structs[t] = ""
	var b strings.Builder
	name := g.structName(t)
	fmt.Fprintf(&b, "%s {\n", name)
	for _, f := range t.Fields {
		if f.Type != nil && f.Type.Kind == cfront.Pointer {
			// The host pointer's 8 bytes: a device address once attached
			// (attach.go).
			fmt.Fprintf(&b, "\tulong %s;\n", f.Name)
			continue
		}
		if !g.memOK(f.Type, at) || !g.typeOK(f.Type, at) {
			return false
		}
		fmt.Fprintf(&b, "\t%s;\n", g.declare(f.Type, f.Name))
	}
	b.WriteString("};\n")
	g.structs[t] = b.String()
	g.structOrder = append(g.structOrder, t)
	return true
}

// structName is the device name of a struct type: its tag when it has
// one, else a generated tag (typedef names stay host-side).
func (g *gen) structName(t *cfront.Type) string {
	if n, ok := g.structNames[t]; ok {
		return n
	}
	if same := g.sameStruct(t); same != nil {
		n := g.structName(same)
		g.structNames[t] = n
		return n
	}
	n := fmt.Sprintf("struct __acc_s%d", len(g.structNames))
	g.structNames[t] = n
	return n
}

// declare spells a declaration of name with type t: "double a[10][20]".
func (g *gen) declare(t *cfront.Type, name string) string {
	suffix := ""
	for t != nil && t.Kind == cfront.Array {
		suffix += fmt.Sprintf("[%d]", t.Len)
		t = t.Elem
	}
	return g.typeName(t) + " " + name + suffix
}

// typeName is the OpenCL name of a non-array type.
func (g *gen) typeName(t *cfront.Type) string {
	if s := clc.ScalarName(t); s != "" {
		return s
	}
	if t != nil && t.Kind == cfront.Struct {
		return g.structName(t)
	}
	if t != nil && t.Kind == cfront.Void {
		return "void"
	}
	return "/*?*/int"
}

// globalPtrDecl declares name as a pointer into device memory that
// indexes like the host variable of type t: for "double a[N][M]" or
// "double (*a)[M]" it is "__global double (*a)[M]".
func (g *gen) globalPtrDecl(t *cfront.Type, name string, at source.Range) (string, bool) {
	e := clc.ElemOf(t)
	if e == nil {
		return "", false
	}
	if e.Kind == cfront.Void {
		g.limit(model.LimitVoidPointerDereference, at, name)
		return "", false
	}
	if e.Kind == cfront.Pointer {
		g.limit(model.LimitPointerToPointersDeviceCode, at, name)
		return "", false
	}
	if !g.memOK(e, at) || !g.typeOK(e, at) {
		return "", false
	}
	if e.Kind == cfront.Array {
		inner := ""
		for x := e; x != nil && x.Kind == cfront.Array; x = x.Elem {
			inner += fmt.Sprintf("[%d]", x.Len)
			e2 := x.Elem
			if e2 == nil || e2.Kind != cfront.Array {
				return fmt.Sprintf("__global %s (*%s)%s", g.typeName(e2), name, inner), true
			}
		}
	}
	return fmt.Sprintf("__global %s *%s", g.typeName(e), name), true
}

// restrictDecl qualifies the pointer name of a globalPtrDecl
// declaration with restrict: the host pointer is restrict (C11 §6.7.3.1)
// in a block that holds the region, so the region reaches the objects it
// modifies through it by no other pointer, and the kernel's copy of it
// may promise the same; a device compiler then reads through it with
// its read-only loads.
func restrictDecl(decl, name string) string {
	return strings.Replace(decl, "*"+name, "*restrict "+name, 1)
}

// memOK refuses long double in data whose bytes the host laid out (an
// array's elements, a struct's members, what a pointer points to): the
// host stores long double in 16 bytes (x87's 80 bits, on x86-64), which
// the device's double cannot read. Long double scalars are computed as
// double, their values converted where they cross (longdouble.go).
func (g *gen) memOK(t *cfront.Type, at source.Range) bool {
	if clc.HasLongDouble(t) {
		g.limit(model.LimitLongDoubleData, at, t)
		return false
	}
	return true
}
