package openclgen

import (
	"regexp"
	"strings"
	"testing"
)

// TestBarrierBeforeLoopAfterOneLaneStore: the PoCL 3.1 workaround of
// syncBeforeLoop (docs/design/codegen.md, "One-lane stores before a
// loop") puts a barrier between a one-lane store and a loop every lane
// runs inside a loop of the kernel, and nowhere else.
func TestBarrierBeforeLoopAfterOneLaneStore(t *testing.T) {
	cases := []struct {
		name, src string
		want      bool // a barrier between the store and the loop
	}{
		{"gang loop", `void f(int n, double *restrict out, double *restrict rd) {
#pragma acc parallel loop gang num_workers(4) copyout(out[0:n], rd[0:n*8])
for (int g = 0; g < n; g++) {
out[g] = g;
double c[8];
for (int j = 0; j < 8; j++) c[j] = g + j;
#pragma acc loop worker
for (int j = 0; j < 8; j++) rd[g * 8 + j] = c[j];
}
}`, true},
		{"while in a sequential loop", `void f(int n, double *restrict out, double *restrict rd) {
#pragma acc parallel loop gang vector_length(8) copyout(out[0:n*3], rd[0:n*8])
for (int g = 0; g < n; g++) {
for (int it = 0; it < 3; it++) {
double c[8];
#pragma acc loop vector
for (int j = 0; j < 8; j++) rd[g * 8 + j] = it + j;
out[g * 3 + it] = it;
int j = 0;
while (j < 8) { c[j] = j; j++; }
#pragma acc loop vector
for (int k = 0; k < 8; k++) rd[g * 8 + k] += c[k];
}
}
}`, true},
		{"no loop around", `void f(double *restrict out, double *restrict rd) {
#pragma acc parallel num_gangs(1) num_workers(4) copyout(out[0:1], rd[0:8])
{
out[0] = 1;
double c[8];
for (int j = 0; j < 8; j++) c[j] = j;
#pragma acc loop worker
for (int j = 0; j < 8; j++) rd[j] = c[j];
}
}`, false},
		{"the loop writes memory from one lane", `void f(int n, double *restrict out, double *restrict rd) {
#pragma acc parallel loop gang num_workers(4) copyout(out[0:n], rd[0:n*8])
for (int g = 0; g < n; g++) {
out[g] = g;
for (int j = 0; j < 8; j++) rd[g * 8 + j] = j;
#pragma acc loop worker
for (int j = 0; j < 8; j++) rd[g * 8 + j] += 1;
}
}`, false},
	}
	store := regexp.MustCompile(`if \(get_local_id\([01]\) == 0\) \{\s*\(out\[[^\]]*\] = [^;]*\);\s*\}`)
	loop := regexp.MustCompile(`\b(for|while) \(`)
	for _, c := range cases {
		res, diags := translate(t, c.src)
		if len(diags) != 0 {
			t.Fatalf("%s: diagnostics: %v", c.name, diags)
		}
		loc := store.FindStringIndex(res.Program)
		if loc == nil {
			t.Fatalf("%s: no one-lane store of out in:\n%s", c.name, res.Program)
		}
		rest := res.Program[loc[1]:]
		between := rest[:loop.FindStringIndex(rest)[0]] // up to the next loop
		if got := strings.Contains(between, "barrier("); got != c.want {
			t.Errorf("%s: barrier between the store and the loop = %v, want %v:\n%s", c.name, got, c.want, res.Program)
		}
	}
}
