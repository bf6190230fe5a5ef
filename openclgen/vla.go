package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
)

// Variable-length arrays in kernels: a parameter "double a[n][m]" (a
// pointer to rows of m doubles), "double (*a)[m]", or a local VLA. OpenCL
// C has no variably modified types, so the kernel gets the data as a
// pointer to its elements and each row length as a parameter, and a[i][j]
// becomes a[(i) * m + (j)]. The host computes the row lengths with sizeof
// ("sizeof a[0] / sizeof a[0][0]"): the values C fixed when the VLA type
// was declared, whatever its length variables hold now.

// vlaRows returns the array types below the first index of a pointer or
// array type whose element rows are variable-length, and the element type
// under them; ok is false when t has no VLA below its first index.
func vlaRows(t *cfront.Type) (rows []*cfront.Type, elem *cfront.Type, ok bool) {
	if t == nil || (t.Kind != cfront.Pointer && t.Kind != cfront.Array) {
		return nil, nil, false
	}
	vla := false
	e := t.Elem
	for ; e != nil && e.Kind == cfront.Array; e = e.Elem {
		rows = append(rows, e)
		vla = vla || e.VLA || e.Len < 0
	}
	if !vla {
		return nil, nil, false
	}
	return rows, e, true
}

// vlaParam declares a variable with VLA rows in the kernel: the pointer
// to its elements and its row lengths. It reports whether kv is such a
// variable (errors included).
func (k *kern) vlaParam(kv *kvar) bool {
	g := k.g
	rows, elem, ok := vlaRows(kv.sym.Type)
	if !ok {
		return false
	}
	at := k.c.DirRange
	if elem == nil || elem.Kind == cfront.Pointer || elem.Kind == cfront.Void {
		g.limit(model.LimitVLAElementType, at, kv.sym.Name, elem)
		return true
	}
	if !g.memOK(elem, at) || !g.typeOK(elem, at) {
		return true
	}
	p := "__acc_p_" + kv.sym.Name
	k.params = append(k.params, "ulong "+p)
	tn := g.typeName(elem)
	k.prologue = append(k.prologue, fmt.Sprintf("__global %s *%s = ACC_PTR(%s, %s);", tn, kv.name, tn, p))
	var lens []string
	for i := range rows {
		n := fmt.Sprintf("__acc_n%d_%s", i+1, kv.sym.Name)
		k.params = append(k.params, "long "+n)
		lens = append(lens, n)
	}
	if k.vla == nil {
		k.vla = map[*cfront.Symbol][]string{}
	}
	k.vla[kv.sym] = lens
	k.names[kv.sym] = kv.name
	return true
}

// vlaArgs writes the host values of the row lengths of a launch's
// variable with VLA rows, in vlaParam's order, and returns their
// arguments.
func (g *gen) vlaArgs(b *strings.Builder, kv *kvar) []string {
	rows, _, ok := vlaRows(kv.sym.Type)
	if !ok {
		return nil
	}
	var out []string
	idx := "(" + kv.sym.Name + ")[0]"
	for range rows {
		v := g.fresh("n")
		fmt.Fprintf(b, "const long %s = (long)(sizeof(%s) / sizeof(%s[0]));\n", v, idx, idx)
		out = append(out, fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(long), &%s}", v))
		idx += "[0]"
	}
	return out
}

// vlaIndex prints an index expression on a variable with VLA rows when it
// indexes every dimension: a[i][j][l] is a[((i) * m + (j)) * p + (l)].
// ok is false for other index expressions.
func (k *kern) vlaIndex(x *cfront.Index) (string, bool) {
	if len(k.vla) == 0 {
		return "", false
	}
	id, idx := indexChain(x)
	if id == nil {
		return "", false
	}
	lens, has := k.vla[id.Sym]
	if !has {
		return "", false
	}
	if len(idx) != len(lens)+1 {
		k.g.limit(model.LimitVLARow, x.Range, id.Name, id.Name, strings.Repeat("[…]", len(lens)+1))
		return "0", true
	}
	flat := "(long)(" + k.expr(idx[0]) + ")"
	for i, n := range lens {
		flat = "(" + flat + " * " + n + " + (long)(" + k.expr(idx[i+1]) + "))"
	}
	return k.names[id.Sym] + "[" + flat + "]", true
}

// vlaBare reports a variable with VLA rows used other than through a
// full index expression.
func (k *kern) vlaBare(x *cfront.Ident) bool {
	if _, has := k.vla[x.Sym]; !has || x.Sym == nil {
		return false
	}
	k.g.limit(model.LimitVLAHere, x.Range, x.Name)
	return true
}

// wholeVLADim reports a subarray dimension that covers a VLA dimension:
// no bounds, or [0:len] with the length written as the declaration wrote it.
func (g *gen) wholeVLADim(d model.Dim, elem *cfront.Type) bool {
	if elem == nil || elem.Kind != cfront.Array || !(elem.VLA || elem.Len < 0) {
		return false
	}
	if !(d.Lower == "" || d.LowerConst && d.LowerVal == 0) {
		return false
	}
	if d.Length == "" {
		return true
	}
	if elem.LenExpr == nil || !elem.LenExpr.Span().Start.IsValid() {
		return false
	}
	return strings.Join(strings.Fields(d.Length), "") == strings.Join(strings.Fields(g.text(elem.LenExpr.Span())), "")
}

// indexChain splits a[i][j]...[l] into the variable a and its indices,
// outermost first; nil when the indexed expression is not a variable.
func indexChain(x *cfront.Index) (*cfront.Ident, []cfront.Expr) {
	var idx []cfront.Expr
	var e cfront.Expr = x
	for {
		ix, is := cfront.Unparen(e).(*cfront.Index)
		if !is {
			break
		}
		idx = append([]cfront.Expr{ix.Index}, idx...)
		e = ix.X
	}
	id, is := cfront.Unparen(e).(*cfront.Ident)
	if !is || id.Sym == nil {
		return nil, nil
	}
	return id, idx
}
