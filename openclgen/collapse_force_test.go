package openclgen

import (
	"strings"
	"testing"
)

// TestCollapseForce: the intervening code of collapse(force:n) runs in
// each iteration of the flat space after the loop variables are recovered
// (§2.9.1), an inner loop under an if runs its body when the condition
// holds, and tightly nested loops translate as without force.
func TestCollapseForce(t *testing.T) {
	src := `void f(int n, int *restrict y) {
#pragma acc parallel loop collapse(force:2) copy(y[0:n*n])
for (int i = 0; i < n; i++) {
int k = i * n;
if (i % 2 == 0)
for (int j = 0; j < n; j++) y[k + j] += j;
y[k] = -1;
}
}
`
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	prog := res.Program
	iv, decl, cond, body, after := strings.Index(prog, "int i = (int)"), strings.Index(prog, "int k = (i * n);"),
		strings.Index(prog, "if (((i % 2) == 0))"), strings.Index(prog, "(y[(k + j)] += j);"), strings.Index(prog, "(y[k] = (-1));")
	if iv < 0 || decl < iv || cond < decl || body < cond || after < body {
		t.Errorf("the intervening code is not around the body after the loop variables:\n%s", prog)
	}
	if strings.Contains(prog, "for (int j") {
		t.Errorf("the inner loop is still a loop:\n%s", prog)
	}
	tight := func(clause string) string {
		res, diags := translate(t, "void f(int n, int *restrict y) {\n#pragma acc parallel loop "+clause+" copy(y[0:n*n])\nfor (int i = 0; i < n; i++) {\nfor (int j = 0; j < n; j++) y[i*n+j] = j;\n}\n}\n")
		if len(diags) != 0 {
			t.Fatalf("%s: diagnostics: %v", clause, diags)
		}
		return res.Program
	}
	if a, b := tight("collapse(2)"), tight("collapse(force:2)"); a != b {
		t.Errorf("collapse(force:2) of tightly nested loops differs from collapse(2):\n%s\n----\n%s", a, b)
	}
}
