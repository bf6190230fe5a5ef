package openclgen

import (
	"regexp"
	"testing"
)

// TestLanePointerWrites: a store through a local pointer into a variable
// private to the gang is a store into the gang's one copy (§2.9.10), so
// the variable goes to __local memory and the pointer becomes a __local
// pointer (ptr_alias.go, gang_local.go); what accls cannot keep shared is
// refused at the store, never left per lane. A read-only pointer to what
// the lanes computed redundantly stays private.
func TestLanePointerWrites(t *testing.T) {
	cases := []struct {
		name, src, want string // the error is on the line holding "@"; want "" for none
		match, not      []string
	}{
		{"array through a pointer", `void f(int n, double *restrict out) {
#pragma acc parallel loop gang vector_length(32) copyout(out[0:n])
for (int g = 0; g < n; g++) {
double tmp[40];
double *t = tmp;
#pragma acc loop vector
for (int j = 0; j < 40; j++) t[j] = g + j;
double s = 0;
for (int j = 0; j < 40; j++) s += tmp[j];
out[g] = s;
}
}`, "", []string{
			`__local double (__acc_gl\d+_tmp)\[40\];`,
			`__local double \*t = __acc_gl\d+_tmp;`,
			`\(s \+= __acc_gl\d+_tmp\[j\]\);`,
		}, nil},
		{"element, arithmetic and one lane's store", `void f(int n, double *restrict out) {
#pragma acc parallel loop gang copyout(out[0:n])
for (int g = 0; g < n; g++) {
double tmp[40];
double *t = &tmp[1];
t += 1;
#pragma acc loop vector
for (int j = 0; j < 38; j++) *(t + j) = g + j;
t[0] = -1;
out[g] = tmp[2] + tmp[3];
}
}`, "", []string{
			`__local double \*t = \(&__acc_gl\d+_tmp\[1\]\);`,
			// the gang-redundant store through t runs on one lane and is
			// followed by a barrier before the gang reads tmp
			`if \(get_local_id\(0\) == 0\) \{\s*\(t\[0\] = \(-1\)\);\s*\}\s*barrier\(CLK_LOCAL_MEM_FENCE \| CLK_GLOBAL_MEM_FENCE\);`,
		}, nil},
		{"scalar through a pointer", `void f(int n, int m, int *restrict out) {
#pragma acc parallel loop gang copyout(out[0:n])
for (int g = 0; g < n; g++) {
int last = -1;
int *p = &last;
#pragma acc loop vector
for (int v = 0; v < m; v++)
if (v == g) *p = v;
out[g] = last;
}
}`, "", []string{
			`__local int __acc_gl\d+_last;`,
			`__local int \*p = \(&__acc_gl\d+_last\);`,
		}, nil},
		{"pointer declared in the vector loop", `void f(int n, double *restrict out) {
#pragma acc parallel loop gang copyout(out[0:n])
for (int g = 0; g < n; g++) {
double d[16];
#pragma acc loop vector
for (int j = 0; j < 16; j++) { double *u = d + j; *u = j; }
out[g] = d[3] + d[15];
}
}`, "", []string{
			`__local double __acc_gl\d+_d\[16\];`,
			`__local double \*u = \(__acc_gl\d+_d \+ j\);`,
		}, nil},
		{"routine seq given the pointer", `#pragma acc routine seq
static void put(double *a, int j) { a[j] = j; }
void f(int n, double *restrict out) {
#pragma acc parallel loop gang copyout(out[0:n])
for (int g = 0; g < n; g++) {
double tmp[8];
double *t = tmp;
#pragma acc loop vector
for (int j = 0; j < 8; j++) put(t, j);
out[g] = tmp[7];
}
}`, "", []string{
			`__local double __acc_gl\d+_tmp\[8\];`,
			`__acc_r_put_l\(t, `,
		}, nil},
		{"vector routine given the pointer in gang-redundant code", `#pragma acc routine vector
static void fill(double *a, int m) {
#pragma acc loop vector
for (int j = 0; j < m; j++) a[j] = j;
}
void f(int n, double *restrict out) {
#pragma acc parallel loop gang copyout(out[0:n])
for (int g = 0; g < n; g++) {
double tmp[8];
double *t = tmp + 1;
fill(t, 7);
out[g] = tmp[7];
}
}`, "", []string{
			`__local double __acc_gl\d+_tmp\[8\];`,
		}, nil},
		{"read-only pointer", `void f(int n, double *restrict out) {
#pragma acc parallel loop gang copyout(out[0:n*16])
for (int g = 0; g < n; g++) {
double coef[16];
for (int j = 0; j < 16; j++) coef[j] = g + j;
const double *r = coef;
#pragma acc loop vector
for (int j = 0; j < 16; j++) out[g * 16 + j] = r[15 - j];
}
}`, "", nil, []string{`__local double`}},
		// refused
		{"worker's array through a pointer", `void f(int n, int m, int *restrict out) {
int two[2];
#pragma acc parallel loop gang num_workers(2) vector_length(8) copyout(out[0:n*4])
for (int g = 0; g < n; g++) {
#pragma acc loop worker private(two)
for (int w = 0; w < 4; w++) {
#pragma acc loop vector
for (int v = 0; v < m; v++) { int *t = two; t[v % 2] = v; } // @
out[g * 4 + w] = two[0] + two[1];
}
}
}`, "writing 'two' through a pointer in a loop partitioned over workers or vector lanes", nil, nil},
		{"pointer kept in a struct", `struct h { double *p; };
void f(int n, double *restrict out) {
#pragma acc parallel loop gang copyout(out[0:n])
for (int g = 0; g < n; g++) {
double tmp[8];
struct h s = {tmp};
#pragma acc loop vector
for (int j = 0; j < 8; j++) s.p[j] = j; // @
out[g] = tmp[3];
}
}`, "a pointer to it is kept in 's'", nil, nil},
		{"one lane's store into an element", `void f(int n, double *restrict out) {
#pragma acc parallel loop gang copyout(out[0:n*8])
for (int g = 0; g < n; g++) {
double tmp[2];
tmp[1] = 0;
if (g >= 0) { out[g * 8] = 1; tmp[0] = 5; } // @
#pragma acc loop vector
for (int j = 1; j < 8; j++) out[g * 8 + j] = tmp[0];
}
}`, "writing 'tmp' in a statement that one lane runs", nil, nil},
		{"one lane's store through a pointer", `void f(int n, double *restrict out) {
#pragma acc parallel loop gang copyout(out[0:n*8])
for (int g = 0; g < n; g++) {
double x = 0;
double *p = &x;
if (g >= 0) { out[g * 8] = 1; *p = 5; } // @
#pragma acc loop vector
for (int j = 1; j < 8; j++) out[g * 8 + j] = x;
}
}`, "writing 'x' through a pointer in a statement that one lane runs", nil, nil},
		{"pointer assigned across address spaces", `void f(int n, double *restrict out) {
#pragma acc parallel loop gang copyout(out[0:n])
for (int g = 0; g < n; g++) {
double tmp[8];
double *t = out;
t = tmp; // @
#pragma acc loop vector
for (int j = 0; j < 8; j++) t[j] = j;
out[g] = tmp[3];
}
}`, "assigning to the __global pointer 't' a pointer into __local memory", nil, nil},
		{"collapse(force) intervening store through a pointer", `void f(int n, int *restrict y) {
#pragma acc parallel copy(y[0:n*n])
{
int last[1];
int *p = last;
#pragma acc loop gang vector collapse(force:2)
for (int i = 0; i < n; i++) {
*p = i; // @
for (int j = 0; j < n; j++) y[i*n+j] = j;
}
y[0] = last[0];
}
}`, "writing 'last' through a pointer in the intervening code of collapse(force:n)", nil, nil},
	}
	for _, c := range cases {
		res, diags := translate(t, c.src+"\n")
		if c.want == "" {
			if len(diags) != 0 {
				t.Errorf("%s: want no diagnostics, got %v", c.name, diags)
				continue
			}
			for _, re := range c.match {
				if !regexp.MustCompile(re).MatchString(res.Program) {
					t.Errorf("%s: no match for %s in the program:\n%s", c.name, re, res.Program)
				}
			}
			for _, re := range c.not {
				if regexp.MustCompile(re).MatchString(res.Program) {
					t.Errorf("%s: unwanted %s in the program:\n%s", c.name, re, res.Program)
				}
			}
			continue
		}
		wantErrorAtMark(t, c.name, c.src, diags, CodeUnsupported, c.want)
	}
}
