package cfront

import (
	"fmt"
	"testing"
)

// childrenWalk is Inspect written with Children: the order and the
// pruning Inspect must keep.
func childrenWalk(n Node, f func(Node) bool) {
	if n == nil || isNilNode(n) || !f(n) {
		return
	}
	for _, k := range Children(n) {
		childrenWalk(k, f)
	}
}

// TestInspectWalksLikeChildren compares Inspect with the walk through
// Children on every kind of node, once whole and once pruned below every
// third node.
func TestInspectWalksLikeChildren(t *testing.T) {
	_, u := parse(t, `struct s { int a; float *p; };
int g(int);
int f(int n, struct s *q, float *x) {
	int k = 0, m = n ? 1 : 2, arr[3] = {1, 2, n};
	;
	if (n > 1) k++; else --k;
	if (k) k = (int)x[0];
	for (int i = 0; i < n; i += 2) x[i] = q->p[i] + sizeof(int) + g(i);
	for (;;) break;
	while (k < 10) { k++; continue; }
	do k--; while (k > 0);
	switch (k) { case 1: k = 2; break; default: ; }
lbl:
	k = (k, m);
	if (k > 100) goto lbl;
	q->a = arr[0] + (int)sizeof q->a;
	k = ({ int t = 1; t; });
	return k + _Generic(k, int: 1, default: 0);
}
`, Options{})
	if u.Failed {
		t.Fatalf("failed: %v", u.Notes)
	}
	kinds := map[string]bool{}
	for _, prune := range []int{0, 3} {
		var want, got []string
		visit := func(out *[]string) func(Node) bool {
			i := 0
			return func(n Node) bool {
				*out = append(*out, fmt.Sprintf("%T%v", n, n.Span()))
				kinds[fmt.Sprintf("%T", n)] = true
				i++
				return prune == 0 || i%prune != 0
			}
		}
		for _, fn := range u.Funcs {
			childrenWalk(fn, visit(&want))
			Inspect(fn, visit(&got))
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("prune %d: Inspect visited\n%v\nChildren give\n%v", prune, got, want)
		}
	}
	for _, k := range []string{"*cfront.Func", "*cfront.DeclStmt", "*cfront.ExprStmt", "*cfront.If", "*cfront.For",
		"*cfront.While", "*cfront.DoWhile", "*cfront.Switch", "*cfront.Case", "*cfront.Labeled", "*cfront.Return",
		"*cfront.Unary", "*cfront.Postfix", "*cfront.Binary", "*cfront.Assign", "*cfront.CondExpr", "*cfront.Call",
		"*cfront.Index", "*cfront.Member", "*cfront.Cast", "*cfront.Paren", "*cfront.InitList", "*cfront.OtherExpr",
		"*cfront.SizeofType", "*cfront.Goto", "*cfront.Break", "*cfront.Continue"} {
		if !kinds[k] {
			t.Errorf("the program has no %s", k)
		}
	}
}
