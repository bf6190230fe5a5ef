package ctext

// Macro is a preprocessor macro as the directive tools read it: the C
// front end reports what cc defined, and the grammar expands it in the
// clause positions of #pragma acc lines.
type Macro struct {
	Name   string
	FnLike bool
	// Params are the parameter names of a function-like macro; a variadic
	// one ends in "__VA_ARGS__" (m(...)) or names its last parameter
	// (m(a...)), with Variadic set.
	Params   []string
	Variadic bool
	// Tokens is the replacement list, one token per element.
	Tokens []string
	// Offsets are the offsets of Tokens in the main file, -1 where the
	// macro is defined elsewhere (a header, the command line).
	Offsets []int
}
