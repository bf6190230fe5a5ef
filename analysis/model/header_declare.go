package model

// HeaderDeclare is one variable of a declare directive in an included
// header. Attr has no Construct; its Range is in the main file: the
// #include of the header, or else the first use of the variable.
type HeaderDeclare struct {
	// Attr.Kind is 0 for a clause §2.13 does not allow at file scope.
	Attr   *DataAttr
	Clause string
	// Whole is false when the argument is more than a name.
	Whole bool
}
