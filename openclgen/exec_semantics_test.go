package openclgen

import (
	"regexp"
	"strings"
	"testing"

	"github.com/accls/accls/source"
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
// share (§2.9.10) written in that loop and used outside it is refused;
// used only inside it, each lane's copy is exact.
func TestLaneSharedWrites(t *testing.T) {
	cases := []struct {
		src, want string // the error is on the line holding "@"; want "" for none
	}{
		{`void f(int n, int *restrict out) {
int tmp[8];
#pragma acc parallel loop gang num_workers(4) private(tmp) copyout(out[0:n])
for (int g = 0; g < n; g++) {
#pragma acc loop worker
for (int w = 0; w < 8; w++)
tmp[w] = g + w; // @
int s = 0;
for (int w = 0; w < 8; w++) s += tmp[w];
out[g] = s;
}
}`, "writing 'tmp' in a loop partitioned over workers or vector lanes"},
		{`void f(int n, int m, int *restrict out) {
#pragma acc parallel loop gang copyout(out[0:n])
for (int g = 0; g < n; g++) {
int last = -1;
#pragma acc loop vector
for (int v = 0; v < m; v++)
if (v == g) last = v; // @
out[g] = last;
}
}`, "writing 'last' in a loop partitioned over workers or vector lanes"},
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
}`, ""},
	}
	for _, c := range cases {
		_, diags := translate(t, c.src+"\n")
		if c.want == "" {
			if len(diags) != 0 {
				t.Errorf("%s: want no diagnostics, got %v", c.src, diags)
			}
			continue
		}
		line := strings.Count(c.src[:strings.Index(c.src, "@")], "\n") + 1
		found := false
		for _, d := range diags {
			if d.Code == CodeUnsupported && d.Severity == source.Error && strings.Contains(d.Message, c.want) && d.Range.Start.Line == line {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: want an unsupported error %q at line %d, got %v", c.src, c.want, line, diags)
		}
	}
}

// TestTripCountKeepsLiterals: the trip count of a bound holding a long
// literal ending in 0 keeps the literal (a text replacement of "0L)"
// once made 6400000000L) read 640000000(__ACC_IX)0)).
func TestTripCountKeepsLiterals(t *testing.T) {
	src := `void f(long s, long *restrict b)
{
#pragma acc parallel loop copy(b[0:64])
	for (long x = s; x < s + 64L * 100000000L; x += 100000000L)
		b[(x - s) / 100000000L] = x;
}
`
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	if strings.Contains(res.Program, "(__ACC_IX)0)") && strings.Contains(res.Program, "0000(__ACC_IX)") {
		t.Errorf("a literal was rewritten:\n%s", res.Program)
	}
	if !strings.Contains(res.Program, "100000000L)") {
		t.Errorf("the bound's literal is gone:\n%s", res.Program)
	}
}
