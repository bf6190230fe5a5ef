package openclgen

import "testing"

// TestCollapseForceTight: tightly nested loops translate under
// collapse(force:2) as under collapse(2) (§2.9.1). (Intervening code:
// testdata/golden/collapse_force.c.)
func TestCollapseForceTight(t *testing.T) {
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
