package openclgen

import (
	"regexp"
	"strings"
	"testing"
)

// Miscompilations found by tests/conformance/exec_*.c and GPU runs, kept
// here as checks on the generated text (PoCL runs a work-group's lanes
// one after the other between barriers, so it cannot show a missing one).

// TestStoreThenReadBarrier: a store made by one lane in gang-redundant
// code is read by every lane after a barrier (§1.2: the lanes of a gang
// run the redundant code, one performs the store).
func TestStoreThenReadBarrier(t *testing.T) {
	src := `void f(int n, int m, int *restrict buf, int *restrict out)
{
#pragma acc parallel loop gang copy(buf[0:n]) copyout(out[0:n*m])
	for (int g = 0; g < n; g++) {
		buf[g] = g * 2;
		int t = buf[g];
#pragma acc loop vector
		for (int v = 0; v < m; v++)
			out[g * m + v] = t + v;
	}
}
void h(int n, int m, int *restrict flag, int *restrict out)
{
#pragma acc parallel loop gang copy(flag[0:n], out[0:n*m])
	for (int g = 0; g < n; g++) {
		while (flag[g] < 3) {
#pragma acc loop vector
			for (int v = 0; v < m; v++)
				out[g * m + v] += 1;
			flag[g] += 1;
		}
	}
}
`
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	for _, re := range []string{
		`\(buf\[g\] = \(g \* 2\)\);\s*\}\s*barrier\(CLK_LOCAL_MEM_FENCE \| CLK_GLOBAL_MEM_FENCE\);\s*int t = buf\[g\];`,
		// the loop's head reads flag[g], which the last trip stored from one lane
		`\(flag\[g\] \+= 1\);\s*\}\s*\}\s*barrier\(CLK_LOCAL_MEM_FENCE \| CLK_GLOBAL_MEM_FENCE\);\s*\}`,
	} {
		if !regexp.MustCompile(re).MatchString(res.Program) {
			t.Errorf("no match for %s in the program:\n%s", re, res.Program)
		}
	}
}

// TestLaneSharedWrites: a variable the lanes of a worker or vector loop
// share (§2.9.10) written in that loop and used outside it lives in
// __local memory when it is private to the gang (gang_local.go), and is
// refused when accls keeps it per lane (a worker's variable shared by its
// vector lanes, a routine's variable); used only inside the loop, each
// lane's copy is exact.
func TestLaneSharedWrites(t *testing.T) {
	cases := []struct {
		src, want string // the error is on the line holding "@"; want "" for none
		match     []string
	}{
		{`void f(int n, int *restrict out) {
int tmp[8];
#pragma acc parallel loop gang num_workers(4) private(tmp) copyout(out[0:n])
for (int g = 0; g < n; g++) {
#pragma acc loop worker
for (int w = 0; w < 8; w++)
tmp[w] = g + w;
int s = 0;
for (int w = 0; w < 8; w++) s += tmp[w];
out[g] = s;
}
}`, "", []string{
			`__local int (__acc_gl\d+_tmp)\[8\];`,
			// the worker loop's lanes write the gang's copy, the end barrier
			// shows it to every lane, which reads it redundantly
			`\(__acc_gl\d+_tmp\[w\] = \(g \+ w\)\);\s*\}\s*barrier\(CLK_LOCAL_MEM_FENCE \| CLK_GLOBAL_MEM_FENCE\);\s*\}\s*int s = 0;`,
			`\(s \+= __acc_gl\d+_tmp\[w\]\);`,
		}},
		{`void f(int n, int m, int *restrict out) {
#pragma acc parallel loop gang copyout(out[0:n])
for (int g = 0; g < n; g++) {
int last = -1;
#pragma acc loop vector
for (int v = 0; v < m; v++)
if (v == g) last = v;
int t = last + 1;
last = t * 2;
out[g] = last + t;
}
}`, "", []string{
			`__local int __acc_gl\d+_last;`,
			// one lane initializes it, after a barrier: the gang's previous
			// iteration may still be reading it
			`barrier\(CLK_LOCAL_MEM_FENCE \| CLK_GLOBAL_MEM_FENCE\);\s*if \(get_local_id\(0\) == 0\) __acc_gl\d+_last = \(-1\);`,
			`\(__acc_gl\d+_last = v\);`,
			// every lane reads it after the loop's end barrier, and one lane
			// overwrites it only after a barrier
			`barrier\(CLK_LOCAL_MEM_FENCE \| CLK_GLOBAL_MEM_FENCE\);\s*\}\s*int t = \(__acc_gl\d+_last \+ 1\);\s*barrier\(CLK_LOCAL_MEM_FENCE \| CLK_GLOBAL_MEM_FENCE\);\s*if \(get_local_id\(0\) == 0\) \{\s*\(__acc_gl\d+_last = \(t \* 2\)\);`,
		}},
		{`void f(int n, int m, int *restrict out) {
int found = -1;
#pragma acc parallel num_gangs(2) vector_length(32) firstprivate(found) copyout(out[0:1])
{
#pragma acc loop vector
for (int v = 0; v < m; v++)
if (v == 3) found = v;
out[0] = found;
}
}`, "", []string{
			// §2.5.14: the gang's copy starts with the original's value
			`int __acc_fp_found[,)]`,
			`__local int (__acc_gl\d+_found);\s*if \(get_local_id\(0\) == 0\) __acc_gl\d+_found = __acc_fp_found;\s*barrier\(CLK_LOCAL_MEM_FENCE\);`,
		}},
		{`void f(int n, int m, double *restrict out) {
double tmp[2];
#pragma acc parallel loop gang private(tmp) copyout(out[0:n*m])
for (int g = 0; g < n; g++) {
double s;
#pragma acc loop vector
for (int v = 0; v < m; v++) {
tmp[0] = v; tmp[1] = tmp[0] * g;
s = tmp[1] + 1;
out[g * m + v] = s;
}
}
}`, "", nil},
		// a worker's variable, shared by its vector lanes
		{`void f(int n, int m, int *restrict out) {
#pragma acc parallel loop gang num_workers(2) vector_length(8) copyout(out[0:n*4])
for (int g = 0; g < n; g++) {
#pragma acc loop worker
for (int w = 0; w < 4; w++) {
int last = -1;
#pragma acc loop vector
for (int v = 0; v < m; v++)
if (v == w) last = v; // @
out[g * 4 + w] = last;
}
}
}`, "writing 'last' in a loop partitioned over workers or vector lanes", nil},
		// a routine's: OpenCL C has __local variables only in kernels
		{`#pragma acc routine gang
void r(int *restrict out) {
int tmp[4];
#pragma acc loop worker
for (int w = 0; w < 4; w++) tmp[w] = w; // @
out[0] = tmp[3];
}
void f(int n, int *restrict out) {
#pragma acc parallel num_gangs(2) copy(out[0:n])
r(out);
}`, "__local variables only in kernels", nil},
		// a routine seq given a pointer to a worker's array in a vector loop
		{`#pragma acc routine seq
void put(int *t, int v) { t[v % 2] = v; }
void f(int n, int m, int *restrict out) {
#pragma acc parallel loop gang num_workers(2) vector_length(8) copyout(out[0:n*4])
for (int g = 0; g < n; g++) {
#pragma acc loop worker
for (int w = 0; w < 4; w++) {
int two[2];
#pragma acc loop vector
for (int v = 0; v < m; v++)
put(two, v); // @
out[g * 4 + w] = two[0];
}
}
}`, "writing 'two' in a loop partitioned over workers or vector lanes", nil},
	}
	for _, c := range cases {
		res, diags := translate(t, c.src+"\n")
		if c.want == "" {
			if len(diags) != 0 {
				t.Errorf("%s: want no diagnostics, got %v", c.src, diags)
				continue
			}
			for _, re := range c.match {
				if !regexp.MustCompile(re).MatchString(res.Program) {
					t.Errorf("no match for %s in the program:\n%s", re, res.Program)
				}
			}
			if c.match == nil && strings.Contains(res.Program, "__local double") {
				t.Errorf("%s: a variable only used inside the loop went to __local memory:\n%s", c.src, res.Program)
			}
			continue
		}
		wantErrorAtMark(t, c.src, c.src, diags, CodeUnsupported, c.want)
	}
}
