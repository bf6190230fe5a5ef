package grammar

import "strings"

// ExprString renders an expression in one line with every binary and
// conditional operation in parentheses, so the shape of the tree shows.
func ExprString(e Expr) string {
	var b strings.Builder
	writeExpr(&b, e)
	return b.String()
}

func writeExpr(b *strings.Builder, e Expr) {
	switch e := e.(type) {
	case nil:
		b.WriteString("<nil>")
	case *Ident:
		b.WriteString(e.Name)
	case *BasicLit:
		b.WriteString(e.Value)
	case *Star:
		b.WriteString("*")
	case *Unary:
		b.WriteString(e.Op)
		if e.Op == "sizeof" || strings.HasPrefix(e.Op, ".") {
			b.WriteByte(' ')
		}
		writeExpr(b, e.X)
	case *Postfix:
		writeExpr(b, e.X)
		b.WriteString(e.Op)
	case *Binary:
		b.WriteByte('(')
		writeExpr(b, e.X)
		b.WriteString(" " + e.Op + " ")
		writeExpr(b, e.Y)
		b.WriteByte(')')
	case *Cond:
		b.WriteByte('(')
		writeExpr(b, e.C)
		b.WriteString(" ? ")
		writeExpr(b, e.T)
		b.WriteString(" : ")
		writeExpr(b, e.F)
		b.WriteByte(')')
	case *Cast:
		b.WriteString("(" + e.Type + ")")
		writeExpr(b, e.X)
	case *SizeofType:
		b.WriteString("sizeof(" + e.Type + ")")
	case *Paren:
		b.WriteByte('(')
		writeExpr(b, e.X)
		b.WriteByte(')')
	case *Call:
		writeExpr(b, e.Fun)
		writeList(b, "(", e.Args, ")")
	case *Section:
		writeExpr(b, e.X)
		writeList(b, "(", e.Subs, ")")
	case *Index:
		writeExpr(b, e.X)
		b.WriteByte('[')
		writeExpr(b, e.Index)
		b.WriteByte(']')
	case *Subarray:
		writeExpr(b, e.X)
		b.WriteByte('[')
		if e.Lo != nil {
			writeExpr(b, e.Lo)
		}
		b.WriteByte(':')
		if e.Len != nil {
			writeExpr(b, e.Len)
		}
		b.WriteByte(']')
	case *Triplet:
		if e.Lo != nil {
			writeExpr(b, e.Lo)
		}
		b.WriteByte(':')
		if e.Hi != nil {
			writeExpr(b, e.Hi)
		}
		if e.Stride != nil {
			b.WriteByte(':')
			writeExpr(b, e.Stride)
		}
	case *Member:
		writeExpr(b, e.X)
		b.WriteString(e.Op + e.Name)
	case *Common:
		b.WriteString("/" + e.Name + "/")
	case *BadExpr:
		b.WriteString("<bad>")
	}
}

func writeList(b *strings.Builder, open string, xs []Expr, close string) {
	b.WriteString(open)
	for i, x := range xs {
		if i > 0 {
			b.WriteString(", ")
		}
		writeExpr(b, x)
	}
	b.WriteString(close)
}

// ArgString renders one argument with its modifiers: "readonly: a[0:n]".
func ArgString(a *Arg) string {
	var b strings.Builder
	for _, m := range a.Modifiers {
		b.WriteString(m.Name)
		if m.Value != nil {
			b.WriteString(": ")
			writeExpr(&b, m.Value)
		}
		b.WriteString(": ")
	}
	writeExpr(&b, a.Value)
	return b.String()
}
