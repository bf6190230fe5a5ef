package openclgen

import (
	"fmt"
	"strings"

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
//   - private(p[lo:n]) of a pointer (and firstprivate(p[lo:n]), below): the private copy of the n elements
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
	if isDynType(t) && (at == nil || at.Section == nil) {
		return k.privateDynPointer(sym, r) // dynarray_device.go
	}
	e := t.Elem
	if e == nil || e.Kind == cfront.Array {
		k.g.limit(model.LimitPointerToArraysComputeRegion, r)
		return nil, false
	}
	if !k.g.memOK(e, r) || !k.g.typeOK(e, r) {
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
	for _, lp := range k.g.LoopsIn(k.c) {
		if at := privateAttr(lp.Private, sym); at != nil {
			return at
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

// firstprivate(p[lo:n]) of a pointer (§2.5.14, §2.7.1): each copy is a
// private array of the n elements, initialized from the host's data when
// the construct starts, which the host passes in a temporary device
// buffer (firstprivateSubarrayArg) as it passes a large firstprivate
// array; p indexes the copy as it indexes the original.

// fpBounds are the constant lower bound and length of a firstprivate or
// private subarray; ok is false when they are not constants.
func fpBounds(at *model.DataAttr) (lower, n int64, ok bool) {
	sec := at.Section
	if sec == nil || !sec.Known || len(sec.Dims) != 1 {
		return 0, 0, false
	}
	d := sec.Dims[0]
	if d.Lower != "" && !d.LowerConst || d.Length == "" || !d.LengthConst || d.LengthVal <= 0 {
		return 0, 0, false
	}
	return d.LowerVal, d.LengthVal, true
}

// firstprivateSubarray declares the kernel's copy of kv's firstprivate
// subarray and fills it from the buffer the host passes.
func (k *kern) firstprivateSubarray(kv *kvar) {
	g, at := k.g, kv.fpSec
	e := kv.sym.Type.Elem
	lower, n, ok := fpBounds(at)
	if !ok {
		g.limit(model.LimitPrivateSubarrayNotConstant, at.Range, at.VarText())
		return
	}
	if e == nil || e.Kind == cfront.Array || e.Kind == cfront.Pointer || !g.memOK(e, at.Range) || !g.typeOK(e, at.Range) {
		g.limit(model.LimitFirstprivatePointerWithoutData, k.c.DirRange, kv.sym.Name)
		return
	}
	tn, p := g.typeName(e), "__acc_fpp_"+kv.name
	k.params = append(k.params, "ulong "+p)
	arr := kv.name
	if lower != 0 {
		arr = "__acc_pa_" + kv.name
	}
	k.prologue = append(k.prologue, fmt.Sprintf("%s %s[%d];", tn, arr, n),
		fmt.Sprintf("for (uint __acc_i = 0; __acc_i < %d; __acc_i++)", n),
		fmt.Sprintf("\t%s[__acc_i] = ((__global const %s *)ACC_PTR(%s, %s))[__acc_i];", arr, tn, tn, p))
	if lower != 0 {
		k.prologue = append(k.prologue, fmt.Sprintf("%s *%s = %s - %d;", tn, kv.name, arr, lower))
	}
	k.names[kv.sym] = kv.name
	k.spaces[kv.sym] = ""
}

// firstprivateSubarrayArg is the host side of kv's firstprivate
// subarray: a temporary device buffer holding its elements as they are
// when the construct starts, which free releases after the launch.
func (g *gen) firstprivateSubarrayArg(b *strings.Builder, kv *kvar) (arg, free string) {
	h := kv.sym.Name
	lower, n, _ := fpBounds(kv.fpSec)
	bytes := fmt.Sprintf("(size_t)%d * sizeof(*%s)", n, h)
	p, v := g.fresh("fp"), g.fresh("a")
	fmt.Fprintf(b, "void *%s = acc_malloc(%s);\nacc_memcpy_to_device(%s, (void *)&%s[%d], %s);\nuint64_t %s = (uint64_t)(uintptr_t)%s;\n",
		p, bytes, p, h, lower, bytes, v, p)
	return fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(uint64_t), &%s}", v), fmt.Sprintf("acc_free(%s);\n", p)
}

// hostFirstprivateSubarray is the host path's copy of firstprivate(p[lo:n])
// of a pointer (hostPrivates): outer keeps the original pointer, inner
// declares the array, fills it and points p into it.
func (g *gen) hostFirstprivateSubarray(at *model.DataAttr) (outer, inner string, ok bool) {
	sym := at.Sym
	if at.Section == nil || sym.Type == nil || sym.Type.Kind != cfront.Pointer {
		return "", "", false
	}
	lower, n, ok := fpBounds(at)
	if !ok {
		return "", "", false
	}
	h, arr := g.fresh("h"), "__acc_pa_"+sym.Name
	return fmt.Sprintf(" __typeof__(%s) %s = %s;", sym.Name, h, sym.Name),
		fmt.Sprintf(" __typeof__(*%s) %s[%d]; __builtin_memcpy((void *)%s, (void *)&%s[%d], sizeof %s); __typeof__(%s) %s = %s - %d;",
			h, arr, n, arr, h, lower, arr, h, sym.Name, arr, lower), true
}
