package openclgen

import (
	"fmt"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
	"github.com/accls/accls/source"
)

// Private pointers declared outside the compute construct (§2.5.13,
// §2.9.10):
//   - private(p) of a pointer: each copy is a pointer variable of the
//     kernel, uninitialized like the private copy of any variable; the
//     region gives it its value (p = &x[i], p = x + k, p = q). Its
//     address space is that of what the region assigns to it (the device
//     arrays are __global), the same in every assignment (ptrAssignSpace
//     refuses a mix);
//   - private(p[lo:n]) of a pointer: the private copy of the n elements
//     the subarray names, an array of the kernel whose length must be a
//     constant (OpenCL C sizes private arrays when the kernel is
//     compiled); p indexes it as it indexes the original, p[lo] its
//     first element.

// privatePointer declares the kernel's private copy of the pointer sym,
// whose private attribute is at (nil when the construct has none of its
// own: a loop's private variable); r is where a refusal is reported. It
// returns the declarations to print; ok is false after a refusal.
func (k *kern) privatePointer(sym *cfront.Symbol, at *model.DataAttr, r source.Range) (decls []string, ok bool) {
	t := sym.Type
	e := t.Elem
	if e == nil || e.Kind == cfront.Array {
		k.g.limit(model.LimitPointerToArraysComputeRegion, r)
		return nil, false
	}
	if !k.g.typeOK(e, r) {
		return nil, false
	}
	name := clc.Mangle(sym.Name)
	if at != nil && at.Section != nil {
		return k.privateSubarray(sym, at, name, e)
	}
	space, ok := k.assignedSpace(sym)
	if !ok {
		k.g.limit(model.LimitPointerTargetSpaceUnknown, r)
		return nil, false
	}
	k.names[sym] = name
	k.spaces[sym] = space
	return []string{fmt.Sprintf("%s%s *%s;", space, k.g.typeName(e), name)}, true
}

// privateSubarray declares the private array of private(p[lo:n]).
func (k *kern) privateSubarray(sym *cfront.Symbol, at *model.DataAttr, name string, e *cfront.Type) ([]string, bool) {
	sec := at.Section
	if !sec.Known || len(sec.Dims) != 1 {
		k.g.limit(model.LimitPrivateSubarrayShape, at.Range, at.VarText())
		return nil, false
	}
	d := sec.Dims[0]
	lower := int64(0)
	if d.Lower != "" {
		if !d.LowerConst {
			k.g.limit(model.LimitPrivateSubarrayNotConstant, at.Range, at.VarText())
			return nil, false
		}
		lower = d.LowerVal
	}
	if d.Length == "" || !d.LengthConst || d.LengthVal <= 0 {
		k.g.limit(model.LimitPrivateSubarrayNotConstant, at.Range, at.VarText())
		return nil, false
	}
	tn := k.g.typeName(e)
	k.names[sym] = name
	k.spaces[sym] = ""
	if lower == 0 {
		return []string{fmt.Sprintf("%s %s[%d];", tn, name, d.LengthVal)}, true
	}
	// p[lo] is the copy's first element: p points lo elements before it,
	// as the host's p does before its subarray.
	arr := "__acc_pa_" + name
	return []string{fmt.Sprintf("%s %s[%d];", tn, arr, d.LengthVal),
		fmt.Sprintf("%s *%s = %s - %d;", tn, name, arr, lower)}, true
}

// assignedSpace is the address space of what the kernel's body assigns
// to the pointer sym; ok is false when it assigns nothing or the space of
// a value cannot be told, or two assignments disagree.
func (k *kern) assignedSpace(sym *cfront.Symbol) (space string, ok bool) {
	body := k.bodyNode()
	if body == nil {
		return "", false
	}
	found, agree := false, true
	cfront.Inspect(body, func(n cfront.Node) bool {
		a, isAssign := n.(*cfront.Assign)
		if !isAssign || a.Op != "=" {
			return true
		}
		id, isID := cfront.Unparen(a.X).(*cfront.Ident)
		if !isID || id.Sym != sym {
			return true
		}
		sp, good := k.space(a.Y)
		switch {
		case !good || found && sp != space:
			agree = false
		case !found:
			space, found = sp, true
		}
		return true
	})
	return space, found && agree
}

// privateAttr is sym's private attribute among attrs, nil when it has
// none there.
func privateAttr(attrs []*model.DataAttr, sym *cfront.Symbol) *model.DataAttr {
	for _, at := range attrs {
		if at.Sym == sym && at.Kind == model.AttrPrivate && len(at.Member) == 0 {
			return at
		}
	}
	return nil
}

// constructPrivate is the private attribute of sym on the kernel's
// construct, or else on one of its loops (a loop's private variable
// also has a copy per work-item at the kernel's start).
func (k *kern) constructPrivate(sym *cfront.Symbol) *model.DataAttr {
	if at := privateAttr(append(append([]*model.DataAttr(nil), k.c.Data...), k.c.Implicit...), sym); at != nil {
		return at
	}
	for _, lp := range k.g.M.Loops {
		if lp.Compute == k.c {
			if at := privateAttr(lp.Private, sym); at != nil {
				return at
			}
		}
	}
	return nil
}

// hostPrivateSubarray is the host path's copy of private(p[lo:n]) of a
// pointer (hostPrivates): an array of n elements that p points into as
// the original p points into its data. ok is false for other attributes
// (and for bounds the kernel refuses).
func hostPrivateSubarray(at *model.DataAttr) (string, bool) {
	sym := at.Sym
	if at.Kind != model.AttrPrivate || at.Section == nil || sym.Type == nil || sym.Type.Kind != cfront.Pointer {
		return "", false
	}
	sec := at.Section
	if !sec.Known || len(sec.Dims) != 1 || !sec.Dims[0].LengthConst || sec.Dims[0].Lower != "" && !sec.Dims[0].LowerConst {
		return "", false
	}
	d := sec.Dims[0]
	arr := "__acc_pa_" + sym.Name
	return fmt.Sprintf(" __typeof__(*%s) %s[%d]; __typeof__(%s) %s = %s - %d;", sym.Name, arr, d.LengthVal, sym.Name, sym.Name, arr, d.LowerVal), true
}
