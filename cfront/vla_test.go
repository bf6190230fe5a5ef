package cfront

import "testing"

// TestVLALengthExpressions: a VLA keeps its length expression, resolved to
// the symbols it names, for parameters (adjusted to pointers), pointers to
// VLA rows and local VLAs.
func TestVLALengthExpressions(t *testing.T) {
	f, u := parse(t, `void g(int n, int m, double a[n][m + 1], double (*b)[m]) {
	float c[n][2 * m];
	a[0][0] = b[0][0] + c[0][0];
}
`, Options{})
	if u.Failed {
		t.Fatalf("failed: %v", u.Notes)
	}
	var fn *Func
	for _, x := range u.Funcs {
		if x.Name == "g" {
			fn = x
		}
	}
	if fn == nil || len(fn.Params) != 4 {
		t.Fatalf("g's parameters not found")
	}
	lenText := func(ty *Type) string {
		if ty == nil || ty.LenExpr == nil {
			return "<none>"
		}
		r := ty.LenExpr.Span()
		return string(f.Text[r.Start.Offset:r.End.Offset])
	}
	a, b := fn.Params[2].Type, fn.Params[3].Type
	if a.Kind != Pointer || a.Elem == nil || !a.Elem.VLA || lenText(a.Elem) != "m + 1" {
		t.Errorf("a: got %s with row length %q, want a pointer to VLA rows of m + 1", a, lenText(a.Elem))
	}
	if b.Kind != Pointer || b.Elem == nil || !b.Elem.VLA || lenText(b.Elem) != "m" {
		t.Errorf("b: got %s with row length %q, want m", b, lenText(b.Elem))
	}
	if id, ok := b.Elem.LenExpr.(*Ident); !ok || id.Sym != fn.Params[1] {
		t.Errorf("b's row length does not resolve to the parameter m: %#v", b.Elem.LenExpr)
	}
	var c *Symbol
	Inspect(fn.Body, func(n Node) bool {
		if d, ok := n.(*DeclStmt); ok && len(d.Vars) > 0 {
			c = d.Vars[0].Sym
		}
		return true
	})
	if c == nil || c.Type.Kind != Array || lenText(c.Type) != "n" || lenText(c.Type.Elem) != "2 * m" {
		t.Errorf("c: got lengths %q, %q, want n, 2 * m", lenText(c.Type), lenText(c.Type.Elem))
	}
}
