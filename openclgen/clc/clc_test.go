package clc

import (
	"testing"

	"github.com/accls/accls/cfront"
)

// TestConstText: an integer constant keeps its C type in OpenCL C, and
// the most negative values are spelled without overflowing the literal.
func TestConstText(t *testing.T) {
	i32 := &cfront.Type{Kind: cfront.Int, Size: 4}
	u32 := &cfront.Type{Kind: cfront.Int, Size: 4, Unsigned: true}
	i64 := &cfront.Type{Kind: cfront.Int, Size: 8}
	u64 := &cfront.Type{Kind: cfront.Int, Size: 8, Unsigned: true}
	i8 := &cfront.Type{Kind: cfront.Int, Size: 1}
	for _, c := range []struct {
		v    int64
		t    *cfront.Type
		want string
	}{
		{7, i32, "7"}, {-7, i32, "(-7)"}, {-2147483648, i32, "(-2147483647-1)"},
		{-1, u32, "4294967295u"}, {-9223372036854775808, i64, "(-9223372036854775807L-1)"},
		{5, i64, "5L"}, {-1, u64, "18446744073709551615UL"}, {3, i8, "((char)3)"}, {3, nil, "3"},
	} {
		if got := ConstText(c.v, c.t); got != c.want {
			t.Errorf("ConstText(%d, %v) = %q, want %q", c.v, c.t, got, c.want)
		}
	}
}

// TestReductionOperators: §2.5.15's identities and combinations.
func TestReductionOperators(t *testing.T) {
	i32 := &cfront.Type{Kind: cfront.Int, Size: 4}
	f64 := &cfront.Type{Kind: cfront.Float, Size: 8}
	for _, c := range []struct {
		op   string
		t    *cfront.Type
		want string
	}{
		{"+", i32, "((int)0)"}, {"*", f64, "((double)1)"}, {"&", i32, "((int)~(int)0)"},
		{"max", i32, "((int)INT_MIN)"}, {"min", f64, "((double)((double)INFINITY))"}, {"&&", i32, "((int)1)"},
		{"%", i32, ""},
	} {
		if got := RedIdentity(c.op, c.t); got != c.want {
			t.Errorf("RedIdentity(%q) = %q, want %q", c.op, got, c.want)
		}
	}
	if got := RedOp("max", nil, "a", "b"); got != "(a > b ? a : b)" {
		t.Errorf("RedOp(max) = %q", got)
	}
	if got := RedOp("||", nil, "a", "b"); got != "((a) || (b))" {
		t.Errorf("RedOp(||) = %q", got)
	}
	if got := RedOp("%", nil, "a", "b"); got != "" {
		t.Errorf("RedOp(%%) = %q, want none", got)
	}
	b := &cfront.Type{Kind: cfront.Bool, Size: 1, Unsigned: true}
	if got := RedOp("+", b, "a", "b"); got != "((uchar)(((a + b)) != 0))" {
		t.Errorf("RedOp(+, _Bool) = %q", got)
	}
	if RedIdentity("&", b) != "((uchar)1)" || RedIdentity("min", b) != "((uchar)1)" || RedIdentity("max", b) != "((uchar)0)" {
		t.Errorf("_Bool identities: & %s, min %s, max %s", RedIdentity("&", b), RedIdentity("min", b), RedIdentity("max", b))
	}
	z := &cfront.Type{Kind: cfront.Complex, Size: 16}
	if got := RedOp("*", z, "a", "b"); got != "__acc_cmul_double(a, b)" {
		t.Errorf("RedOp(*, double _Complex) = %q", got)
	}
	if RedOp("max", z, "a", "b") != "" || RedIdentity("*", z) != "__acc_cmake_double((double)1, (double)0)" {
		t.Errorf("complex: max %q, identity of * %q", RedOp("max", z, "a", "b"), RedIdentity("*", z))
	}
	if !UsesDouble(z) || UsesDouble(&cfront.Type{Kind: cfront.Complex, Size: 8}) {
		t.Error("UsesDouble: double _Complex uses double, float _Complex does not")
	}
	if ScalarName(&cfront.Type{Kind: cfront.Int, Size: 2, Unsigned: true}) != "ushort" || ScalarName(&cfront.Type{Kind: cfront.Int, Size: 16}) != "" {
		t.Error("ScalarName: want ushort for unsigned short, none for a 16-byte integer")
	}
}

// TestNames: a C name that is an OpenCL C keyword or type is renamed;
// the atomic helpers' names tell operator, types, order and space apart.
func TestNames(t *testing.T) {
	for in, want := range map[string]string{"global": "global__acc", "float4": "float4__acc", "half": "half__acc", "x": "x", "int": "int"} {
		if got := Mangle(in); got != want {
			t.Errorf("Mangle(%q) = %q, want %q", in, got, want)
		}
	}
	for _, c := range []struct {
		op, t, ot string
		rev       bool
		space     string
		want      string
	}{
		{"+", "int", "int", false, "__global ", "__acc_atomic_add_int"},
		{"-", "double", "int", true, "__local ", "__acc_atomic_sub_double_int_r_local"},
		{"read", "uchar", "uchar", false, "__global ", "__acc_atomic_read_uchar"},
	} {
		if got := AtomicHelperName(c.op, c.t, c.ot, c.rev, c.space); got != c.want {
			t.Errorf("AtomicHelperName(%q, %q, %q, %v, %q) = %q, want %q", c.op, c.t, c.ot, c.rev, c.space, got, c.want)
		}
	}
	if AtomicCombine("-", "old", "e", true) != "(e - old)" || AtomicCombine("-", "old", "e", false) != "(old - e)" {
		t.Error("AtomicCombine: want the operand order kept")
	}
	if !IsSubword("ushort") || IsSubword("int") {
		t.Error("IsSubword: want the types narrower than 32 bits")
	}
}

// TestArithResult: C11 6.3.1.8 on LP64: narrow types promote to int,
// uint with long is long, floating wins.
func TestArithResult(t *testing.T) {
	for _, c := range []struct{ a, b, want string }{
		{"char", "short", "int"}, {"uint", "long", "long"}, {"uint", "int", "uint"}, {"long", "ulong", "ulong"},
		{"int", "float", "float"}, {"double", "float", "double"}, {"int", "bool", ""},
	} {
		if got := ArithResult(c.a, c.b); got != c.want {
			t.Errorf("ArithResult(%s, %s) = %q, want %q", c.a, c.b, got, c.want)
		}
	}
}

// TestUsesDouble: double anywhere in a type (a member, an element, a
// pointee) needs cl_khr_fp64; a type that refers to itself ends.
func TestUsesDouble(t *testing.T) {
	f64 := &cfront.Type{Kind: cfront.Float, Size: 8}
	f32 := &cfront.Type{Kind: cfront.Float, Size: 4}
	node := &cfront.Type{Kind: cfront.Struct}
	node.Fields = []*cfront.Field{{Name: "next", Type: &cfront.Type{Kind: cfront.Pointer, Elem: node}}, {Name: "v", Type: f32}}
	withD := &cfront.Type{Kind: cfront.Struct, Fields: []*cfront.Field{{Name: "n", Type: node}, {Name: "d", Type: &cfront.Type{Kind: cfront.Array, Elem: f64}}}}
	for _, c := range []struct {
		name string
		t    *cfront.Type
		want bool
	}{
		{"double", f64, true}, {"float", f32, false}, {"pointer to double", &cfront.Type{Kind: cfront.Pointer, Elem: f64}, true},
		{"self-referential struct", node, false}, {"struct with a double array", withD, true}, {"nil", nil, false},
	} {
		if got := UsesDouble(c.t); got != c.want {
			t.Errorf("UsesDouble(%s) = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestLongDouble: long double is computed as double (it needs
// cl_khr_fp64); its bytes in an array or struct are the host's layout,
// which HasLongDouble finds, but not through a pointer.
func TestLongDouble(t *testing.T) {
	ld := &cfront.Type{Kind: cfront.Float, Size: 16, Name: "long double"}
	f64 := &cfront.Type{Kind: cfront.Float, Size: 8}
	if ScalarName(ld) != "double" || !UsesDouble(ld) || !IsLongDouble(ld) || IsLongDouble(f64) {
		t.Errorf("long double: ScalarName %q, UsesDouble %v", ScalarName(ld), UsesDouble(ld))
	}
	arr := &cfront.Type{Kind: cfront.Array, Elem: ld, Len: 4}
	st := &cfront.Type{Kind: cfront.Struct, Fields: []*cfront.Field{{Name: "a", Type: arr}}}
	ptr := &cfront.Type{Kind: cfront.Pointer, Elem: ld}
	withPtr := &cfront.Type{Kind: cfront.Struct, Fields: []*cfront.Field{{Name: "p", Type: ptr}}}
	if !HasLongDouble(arr) || !HasLongDouble(st) || HasLongDouble(ptr) || HasLongDouble(withPtr) || HasLongDouble(f64) {
		t.Error("HasLongDouble: want true for an array and a struct of long double, false for pointers and double")
	}
}
