package openclgen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
)

// Expressions of the C tree printed as OpenCL C. Every operator is
// parenthesized, so the tree's grouping never depends on precedence.

func (k *kern) expr(e cfront.Expr) string {
	if e == nil {
		return ""
	}
	if v, ok := cfront.IntConst(e); ok {
		if _, isAssign := e.(*cfront.Assign); !isAssign {
			if !hasSideEffects(e) {
				return clc.ConstText(v, e.Type())
			}
		}
	}
	if v, ok := k.typedExpr(e); ok { // expr_types.go
		return v
	}
	switch x := e.(type) {
	case *cfront.Ident:
		return k.ident(x)
	case *cfront.Lit:
		switch x.Kind {
		case cfront.FloatLit:
			t := strings.ToLower(x.Text)
			if strings.HasSuffix(t, "l") {
				// a long double constant: a double on the device
				// (longdouble.go)
				k.g.useDouble = true
				return x.Text[:len(x.Text)-1]
			}
			if !strings.HasSuffix(t, "f") {
				k.g.useDouble = true
			}
			return x.Text
		case cfront.StringLit:
			k.g.limit(model.LimitStringLiteralDeviceCode, x.Range)
			return "0"
		}
		return x.Text
	case *cfront.Paren:
		return k.cat("(", k.expr(x.X), ")")
	case *cfront.Unary:
		if v, ok := k.dynUnary(x); ok { // dynarray_device.go
			return v
		}
		if x.Op == "++" || x.Op == "--" {
			k.dynRowWrite(x.X)
		}
		switch x.Op {
		case "-", "+", "!", "~", "*", "&", "++", "--":
			return k.cat("(", x.Op, k.expr(x.X), ")")
		}
		k.g.limit(model.LimitOperatorDeviceCode, x.Range, x.Op)
		return "0"
	case *cfront.Postfix:
		k.ptrMemberWrite(x.X)
		k.dynRowWrite(x.X)
		return k.cat("(", k.expr(x.X), x.Op, ")")
	case *cfront.Binary:
		return k.cat("(", k.expr(x.X), " ", x.Op, " ", k.expr(x.Y), ")")
	case *cfront.Assign:
		k.ptrMemberWrite(x.X)
		k.dynRowWrite(x.X)
		k.ptrAssignSpace(x) // ptr_alias.go
		return k.cat("(", k.expr(x.X), " ", x.Op, " ", k.expr(x.Y), ")")
	case *cfront.CondExpr:
		return k.cat("(", k.expr(x.C), " ? ", k.expr(x.Then), " : ", k.expr(x.Else), ")")
	case *cfront.Index:
		if v, ok := k.vlaIndex(x); ok {
			return v
		}
		if v, ok := k.dynIndex(x); ok {
			return v
		}
		return k.cat(k.expr(x.X), "[", k.expr(x.Index), "]")
	case *cfront.Member:
		if v, ok := k.ptrMember(x); ok {
			return v
		}
		if x.Arrow {
			return k.cat(k.expr(x.X), "->", x.Name)
		}
		return k.cat(k.expr(x.X), ".", x.Name)
	case *cfront.Cast:
		t := x.Type()
		if t != nil && t.Kind == cfront.Void {
			return k.cat("((void)", k.expr(x.X), ")")
		}
		if v, ok := k.ptrCast(x); ok { // cast_ptr.go
			return v
		}
		if clc.ScalarName(t) == "" {
			k.g.limit(model.LimitCastDeviceCode, x.Range, t)
			return "0"
		}
		k.g.typeOK(t, x.Range)
		return k.cat("((", clc.ScalarName(t), ")", k.expr(x.X), ")")
	case *cfront.Call:
		return k.call(x)
	case *cfront.SizeofType:
		k.g.limit(model.LimitSizeofVariablyModifiedType, x.Range)
		return "0"
	case *cfront.InitList:
		var parts []string
		for _, el := range x.Elems {
			parts = append(parts, k.expr(el))
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case *cfront.OtherExpr:
		k.g.limit(model.LimitExpressionKindDeviceCode, x.Range, x.What)
		return "0"
	}
	k.g.limit(model.LimitExpressionDeviceCode, e.Span())
	return "0"
}

// cat joins the parts of an expression's text. The limits run keeps no
// text (noText): the operands among parts were translated for the
// limits they meet, which is all it asks of them.
func (k *kern) cat(parts ...string) string {
	if k.noText {
		return ""
	}
	return strings.Join(parts, "")
}

func (k *kern) ident(x *cfront.Ident) string {
	if x.Sym == nil {
		k.g.limit(model.LimitUnresolvedNameDeviceCode, x.Range, x.Name)
		return x.Name
	}
	if k.vlaBare(x) {
		return x.Name
	}
	if n, ok := k.names[x.Sym]; ok {
		return n
	}
	switch x.Sym.Kind {
	case cfront.SymEnumConst:
		return strconv.FormatInt(x.Sym.Value, 10)
	case cfront.SymFunc:
		k.g.limit(model.LimitFunctionValueDeviceCode, x.Range, x.Name)
		return "0"
	}
	k.g.limit(model.LimitVariableDeviceCode, x.Range, x.Name)
	return x.Name
}

// hasSideEffects reports assignments, increments and calls inside e.
func hasSideEffects(e cfront.Expr) bool {
	found := false
	cfront.Inspect(e, func(n cfront.Node) bool {
		switch n := n.(type) {
		case *cfront.Assign, *cfront.Postfix, *cfront.Call:
			found = true
		case *cfront.Unary:
			if n.Op == "++" || n.Op == "--" {
				found = true
			}
		}
		return !found
	})
	return found
}

// mathFuncs maps the functions of <math.h> and <stdlib.h> to OpenCL C
// built-ins. OpenCL's are overloaded, so each argument is converted to
// the C prototype's parameter type first, as C would.
var mathFuncs = map[string]string{}

func init() {
	for _, n := range strings.Fields(`sqrt cbrt exp exp2 expm1 log log2 log10 log1p pow sin cos tan
		asin acos atan atan2 sinh cosh tanh asinh acosh atanh fabs floor ceil round trunc fmod
		fmin fmax fma hypot copysign erf erfc tgamma lgamma rint remainder fdim logb`) {
		mathFuncs[n] = n
		mathFuncs[n+"f"] = n
		mathFuncs[n+"l"] = n // long double computed as double (longdouble.go)
	}
}

func (k *kern) call(x *cfront.Call) string {
	fn := x.Callee()
	if fn == nil {
		k.g.limit(model.LimitFunctionPointerCall, x.Range)
		return "0"
	}
	args := make([]string, len(x.Args))
	var params []*cfront.Type
	if fn.Type != nil {
		params = fn.Type.Params
	}
	for i, a := range x.Args {
		args[i] = k.expr(a)
		if i < len(params) && (isComplex(params[i]) || isComplex(typeOf(a)) || isBool(params[i])) {
			args[i] = k.convertTo(args[i], typeOf(a), params[i]) // expr_types.go: no struct casts
			k.g.typeOK(params[i], a.Span())
		} else if i < len(params) && clc.ScalarName(params[i]) != "" {
			args[i] = "((" + clc.ScalarName(params[i]) + ")" + args[i] + ")"
			k.g.typeOK(params[i], a.Span())
		}
	}
	if !fn.InMainFile() {
		if cl, ok := mathFuncs[fn.Name]; ok && len(params) == len(args) {
			if fn.Type != nil && fn.Type.Result != nil {
				k.g.typeOK(fn.Type.Result, x.Range)
			}
			return cl + "(" + strings.Join(args, ", ") + ")"
		}
		switch fn.Name {
		case "acc_on_device":
			k.g.addHelper("acc_on_device", onDeviceHelper)
			return "__acc_on_device(" + strings.Join(args, ", ") + ")"
		case "abs", "labs", "llabs":
			// OpenCL's abs returns the unsigned type; C's keeps the sign.
			return "((" + clc.ScalarName(x.Type()) + ")abs(" + strings.Join(args, ", ") + "))"
		}
	}
	return k.g.routineCall(k, fn, x, args)
}

func fmtInt(v int64) string { return fmt.Sprint(v) }

// onDeviceHelper is acc_on_device in device code (§3.2.17): true for
// acc_device_not_host and for the type of the device running the kernel,
// told by the runtime's -D__ACCRT_DEVICE_TYPE build option, or else by
// the compiler's predefined macros (openacc.h's values: not_host 3,
// nvidia 4, radeon 5, opencl 6). NVIDIA's compiler defines no macro
// telling it apart, hence the option.
const onDeviceHelper = `static int __acc_on_device(int t)
{
	if (t == 3)
		return 1;
#if defined(__ACCRT_DEVICE_TYPE)
	return t == __ACCRT_DEVICE_TYPE;
#elif defined(__AMDGCN__) || defined(__AMD__)
	return t == 5;
#elif defined(cl_nv_device_attribute_query)
	return t == 4;
#else
	return t == 6;
#endif
}
`
