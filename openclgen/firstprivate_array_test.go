package openclgen

import (
	"strings"
	"testing"
)

// TestFirstprivateArrays: a small firstprivate array reaches the kernel as
// an argument, a large one through a temporary device buffer freed after
// the launch; each copy is filled at the kernel's start, in __local memory
// when the vector lanes write it and the gang reads it after their loop;
// the host path works on a copy (§2.5.14).
func TestFirstprivateArrays(t *testing.T) {
	src := `void f(int n, int *restrict y) {
int small[4] = {1, 2, 3, 4};
double big[100];
for (int k = 0; k < 100; k++) big[k] = k;
#pragma acc parallel loop firstprivate(small, big) copy(y[0:n])
for (int i = 0; i < n; i++) y[i] = small[i % 4] + (int)big[i % 100];
int buf[8];
#pragma acc parallel num_gangs(2) firstprivate(buf) copy(y[0:n])
{
#pragma acc loop gang
for (int g = 0; g < 2; g++) {
#pragma acc loop vector
for (int j = 0; j < 4; j++) buf[j + 4] = buf[j] * g;
y[g] = buf[4] + buf[7];
}
}
}
`
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	for _, want := range []string{
		"typedef struct { int v[4]; } __acc_fpw_int__4_;",
		"__acc_fpw_int__4_ __acc_fp_small", "ulong __acc_fpp_big",
		"((int *)small)[__acc_i] = ((const int *)__acc_fp_small.v)[__acc_i];",
		"((double *)big)[__acc_i] = ((__global const double *)ACC_PTR(double, __acc_fpp_big))[__acc_i];",
		"__local int __acc_gl", "_buf)[__acc_i] = ((const int *)__acc_fp_buf.v)[__acc_i];",
	} {
		if !strings.Contains(res.Program, want) {
			t.Errorf("the program lacks %q:\n%s", want, res.Program)
		}
	}
	for _, want := range []string{"{__ACCRT_ARG_VALUE, sizeof(small), &small}", "acc_malloc(sizeof(big));", "(void *)&big, sizeof(big));", "acc_free(__acc_fp",
		"__typeof__(big) big; __builtin_memcpy((void *)&big, "} {
		if !strings.Contains(res.Host, want) {
			t.Errorf("the host file lacks %q:\n%s", want, res.Host)
		}
	}
	// the buffer is freed after the launch that reads it
	if l, f := strings.Index(res.Host, "__accrt_launch_nowait("), strings.Index(res.Host, "acc_free(__acc_fp"); l < 0 || f < l {
		t.Errorf("the buffer is freed before the launch:\n%s", res.Host)
	}
}
