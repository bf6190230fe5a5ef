package cfront

import (
	"strconv"
	"strings"

	"modernc.org/cc/v4"
)

// TypeKind classifies C types the way OpenACC's rules need them.
type TypeKind uint8

const (
	Invalid TypeKind = iota
	Void
	Bool
	Int // every integer type but _Bool: char, short, int, long, long long, __int128
	Float
	Complex
	Enum
	Pointer
	Array
	Struct
	Union
	Function
)

// Type is a C type.
type Type struct {
	Kind TypeKind
	// Name is the type as C spells it, for messages ("float *", "int[100]").
	Name     string
	Unsigned bool
	Size     int64 // bytes; negative when unknown
	// Elem is the pointed-to type of a pointer and the element type of an
	// array.
	Elem *Type
	// Len is an array's length, -1 when unknown (incomplete or VLA).
	Len int64
	VLA bool
	// LenExpr is a VLA's length expression as its declarator in the main
	// file wrote it ("m" in "double a[n][m]"); nil otherwise (cfront/vla.go).
	LenExpr Expr
	// Fields are a struct's or union's members.
	Fields []*Field
	// Result and Params describe a function type.
	Result   *Type
	Params   []*Type
	Variadic bool
}

// Field is a struct or union member.
type Field struct {
	Name string
	Type *Type
}

func (t *Type) String() string {
	if t == nil {
		return "<unknown type>"
	}
	return t.Name
}

// IsInteger reports integer types, _Bool and enums.
func (t *Type) IsInteger() bool {
	return t != nil && (t.Kind == Int || t.Kind == Bool || t.Kind == Enum)
}

// IsFloating reports real floating types.
func (t *Type) IsFloating() bool { return t != nil && t.Kind == Float }

// IsArithmetic reports integer, floating and complex types.
func (t *Type) IsArithmetic() bool {
	return t.IsInteger() || t.IsFloating() || (t != nil && t.Kind == Complex)
}

// IsScalar reports what OpenACC calls a scalar in C: arithmetic types and
// pointers (§1.6, "scalar").
func (t *Type) IsScalar() bool { return t.IsArithmetic() || (t != nil && t.Kind == Pointer) }

// IsAggregate reports arrays, structs and unions: OpenACC's aggregate
// (array or composite) variables (§2.6.2).
func (t *Type) IsAggregate() bool {
	return t != nil && (t.Kind == Array || t.Kind == Struct || t.Kind == Union)
}

// FieldByName returns a member by name.
func (t *Type) FieldByName(name string) *Field {
	if t == nil {
		return nil
	}
	for _, f := range t.Fields {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// typeConv converts cc types, once each: struct types refer to themselves
// through pointers, so a type is cached before its parts are converted.
type typeConv struct {
	cache map[cc.Type]*Type
}

func newTypeConv() *typeConv { return &typeConv{cache: map[cc.Type]*Type{}} }

func (c *typeConv) conv(t cc.Type) (r *Type) {
	if t == nil {
		return &Type{Kind: Invalid, Name: "<invalid type>", Size: -1, Len: -1}
	}
	if r, ok := c.cache[t]; ok {
		return r
	}
	r = &Type{Size: t.Size(), Len: -1}
	c.cache[t] = r
	// cc's spelling of the type is kept for the scalar kinds alone; the
	// others name themselves below (spelling every pointer and array
	// type cost a check of 10,000 lines a few ms, issue 16).
	switch k := t.Kind(); {
	case k == cc.Void:
		r.Kind = Void
		r.Name = "void"
	case k == cc.Bool:
		r.Kind = Bool
		r.Unsigned = true
		r.Name = "_Bool"
	case k == cc.Enum:
		r.Kind = Enum
		r.Name = "enum"
		if e, ok := t.(*cc.EnumType); ok {
			if tag := e.Tag(); tag.SrcStr() != "" {
				r.Name = "enum " + tag.SrcStr()
			}
		}
	case cc.IsIntegerType(t):
		r.Kind = Int
		r.Unsigned = !cc.IsSignedInteger(t)
		r.Name = t.String()
	case cc.IsComplexType(t):
		r.Kind = Complex
		r.Name = t.String()
	case cc.IsFloatingPointType(t):
		r.Kind = Float
		r.Name = t.String()
	case k == cc.Ptr:
		r.Kind = Pointer
		r.Name = "pointer"
		if p, ok := t.(*cc.PointerType); ok {
			r.Elem = c.conv(p.Elem())
			switch r.Elem.Kind {
			case Function, Array:
			case Pointer:
				r.Name = r.Elem.Name + "*"
			default:
				r.Name = r.Elem.Name + " *"
			}
		}
	case k == cc.Array:
		r.Kind = Array
		r.Name = "array"
		if a, ok := t.(*cc.ArrayType); ok {
			r.Elem = c.conv(a.Elem())
			r.VLA = a.IsVLA()
			if !r.VLA && !a.IsIncomplete() {
				r.Len = a.Len()
			}
			r.Name = arrayName(r)
		}
	case k == cc.Struct:
		r.Kind = Struct
		c.record(r, "struct", t)
	case k == cc.Union:
		r.Kind = Union
		c.record(r, "union", t)
	case k == cc.Function:
		r.Kind = Function
		r.Name = "function"
		if f, ok := t.(*cc.FunctionType); ok {
			r.Result = c.conv(f.Result())
			r.Variadic = f.IsVariadic()
			for _, p := range f.Parameters() {
				r.Params = append(r.Params, c.conv(p.Type()))
			}
			r.Name = r.Result.Name + " ()"
		}
	default:
		r.Kind = Invalid
		r.Name = t.String()
	}
	if d := t.Typedef(); d != nil {
		if n := d.Name(); n != "" && !strings.HasPrefix(n, "__") {
			r.Name = n
		}
	}
	return r
}

// arrayName spells an array type with its dimensions: "float[10][20]".
func arrayName(t *Type) string {
	dims := ""
	for ; t != nil && t.Kind == Array; t = t.Elem {
		if t.Len >= 0 {
			dims += "[" + strconv.FormatInt(t.Len, 10) + "]"
		} else {
			dims += "[]"
		}
		if t.Elem == nil || t.Elem.Kind != Array {
			if t.Elem == nil {
				return "array" + dims
			}
			return t.Elem.Name + dims
		}
	}
	return "array" + dims
}

// ccRecord is what cc's struct and union types have in common.
type ccRecord interface {
	Tag() cc.Token
	NumFields() int
	FieldByIndex(int) *cc.Field
}

// record fills the name ("struct tag") and fields of a struct or union.
func (c *typeConv) record(r *Type, keyword string, t cc.Type) {
	r.Name = keyword
	rec, ok := t.(ccRecord)
	if !ok {
		return
	}
	if tag := rec.Tag(); tag.SrcStr() != "" {
		r.Name = keyword + " " + tag.SrcStr()
	}
	for i := 0; i < rec.NumFields(); i++ {
		f := rec.FieldByIndex(i)
		r.Fields = append(r.Fields, &Field{Name: f.Name(), Type: c.conv(f.Type())})
	}
}
