package openclgen

import (
	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
)

// Casts between integer and pointer types in device code. The integer
// value of a pointer into device memory is its device address, the value
// the host sees (acc_deviceptr, §3.2.23) and attach stores (runtime.md:
// device pointers): ACC_PTR_VALUE of the pointer, 0 for a null pointer.
// The runtime places a device copy at its host address modulo 16, so
// alignment tests ((uintptr_t)p & 7) give the host's answer. An integer
// cast to a pointer is read as such a device address and points into
// device memory (__global): a pointer's value round-trips, and 0 gives a
// null pointer. A pointer to the work-item's own (private) or to __local
// memory has no device address, so its cast to an integer is refused
// rather than given a value no device address equals.

// ptrIntHelper and intPtrHelper convert between a __global pointer and a
// device address; functions rather than macros so the operand is
// evaluated once.
const ptrIntHelper = `static ulong __acc_ptr_int(ACC_HEAP_PARAMS, __global const char *q)
{
	return q ? ACC_PTR_VALUE(q) : 0;
}
`

const intPtrHelper = `static __global char *__acc_int_ptr(ACC_HEAP_PARAMS, ulong p)
{
	return p ? ACC_PTR(char, p) : (__global char *)0;
}
`

// heapArgs passes a kernel's (or routine's) heap parameters on.
const heapArgs = "acc_heap_, acc_heap_base_"

// isIntegerType reports an integer or enumeration type.
func isIntegerType(t *cfront.Type) bool {
	return t != nil && (t.Kind == cfront.Int || t.Kind == cfront.Enum)
}

// isPointerValue reports a pointer or an array (which decays to one).
func isPointerValue(t *cfront.Type) bool {
	return t != nil && (t.Kind == cfront.Pointer || t.Kind == cfront.Array)
}

// ptrCast prints a cast between an integer and a pointer type; ok is
// false for other casts.
func (k *kern) ptrCast(x *cfront.Cast) (string, bool) {
	to, from := x.Type(), x.X.Type()
	switch {
	case isIntegerType(to) && isPointerValue(from):
		return k.ptrToInt(x), true
	case to != nil && to.Kind == cfront.Pointer && isIntegerType(from):
		return k.intToPtr(x), true
	}
	return "", false
}

// ptrToInt is (uintptr_t)p: the device address p holds.
func (k *kern) ptrToInt(x *cfront.Cast) string {
	to := x.Type()
	sp, ok := k.space(x.X)
	if _, dyn := k.dynDepth(x.X); dyn {
		sp, ok = "__global ", true
	}
	if !ok {
		k.g.limit(model.LimitPointerTargetSpaceUnknown, x.Range)
		return "0"
	}
	if sp != "__global " {
		k.g.limit(model.LimitCastPointerIntegerSpace, x.Range, spaceWord(sp), to)
		return "0"
	}
	if !k.g.typeOK(to, x.Range) {
		return "0"
	}
	k.g.addHelper("__acc_ptr_int", ptrIntHelper)
	return "((" + clc.ScalarName(to) + ")__acc_ptr_int(" + heapArgs + ", (__global const char *)(" + k.expr(x.X) + ")))"
}

// intToPtr is (T *)n: the device address n as a pointer into device
// memory; a pointer to pointers is a device pointer array
// (dynarray_device.go).
func (k *kern) intToPtr(x *cfront.Cast) string {
	to := x.Type()
	elem := "ulong"
	if isDynType(to) {
		if !k.g.dynElemOK(to, k.g.text(x.Range), x.Range) {
			return "0"
		}
	} else {
		e := to.Elem
		if e == nil || e.Kind == cfront.Void || e.Kind == cfront.Function || e.Kind == cfront.Array {
			k.g.limit(model.LimitCastDeviceCode, x.Range, to)
			return "0"
		}
		if !k.g.memOK(e, x.Range) || !k.g.typeOK(e, x.Range) {
			return "0"
		}
		elem = k.g.typeName(e)
	}
	k.g.addHelper("__acc_int_ptr", intPtrHelper)
	return "((__global " + elem + " *)__acc_int_ptr(" + heapArgs + ", (ulong)(" + k.expr(x.X) + ")))"
}
