package cfront

// GNU C builtins that only hint the compiler are read as what they
// compute, so that the analysis and the device code see plain C:
// __builtin_expect(e, c) is the value of e (GCC's manual: "the return
// value is the value of exp"), converted to long as the builtin's type
// says. Other builtins stay calls: the host compiler knows them, and in
// device code a call the translator cannot make is an [unsupported] error
// at its place.

// hintBuiltins are the builtins whose value is their first argument.
var hintBuiltins = map[string]bool{
	"__builtin_expect":                  true,
	"__builtin_expect_with_probability": true,
}

// builtinValue returns what call computes when it is a hint builtin, or
// call itself.
func builtinValue(call *Call) Expr {
	id, ok := call.Fun.(*Ident)
	if !ok || !hintBuiltins[id.Name] || len(call.Args) == 0 {
		return call
	}
	return &Paren{ExprInfo: call.ExprInfo, X: call.Args[0]}
}
