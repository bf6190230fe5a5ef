package openclgen

import (
	"strings"
	"testing"
)

// TestArrayReductionsTranslate: arrays, subarrays with run-time bounds,
// array elements and structs reduce without diagnostics, through per-lane
// copies in a buffer the host allocates, and the fold kernel folds each
// element over the gangs (reduce_array.go).
func TestArrayReductionsTranslate(t *testing.T) {
	src := `struct st { int n; double s; long b[3]; };
void f(int n, int m, const int *restrict a, double *restrict h) {
	int hist[8] = {0};
	struct st t = {0, 0, {0, 0, 0}};
#pragma acc parallel loop reduction(+:h[1:m]) copyin(a[0:n])
	for (int i = 0; i < n; i++) h[1 + a[i] % m] += 1;
#pragma acc parallel loop gang copyin(a[0:n]) copy(hist)
	for (int g = 0; g < n; g++) {
		int row[4] = {0, 0, 0, 0};
#pragma acc loop worker vector reduction(max:row)
		for (int j = 0; j < n; j++) row[j % 4] = a[j] > row[j % 4] ? a[j] : row[j % 4];
		hist[g % 8] = row[g % 4];
	}
#pragma acc parallel loop reduction(+:t, hist[5]) copyin(a[0:n])
	for (int i = 0; i < n; i++) { t.n++; t.s += a[i]; t.b[i % 3] += a[i]; hist[5] += 1; }
}
`
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	for _, want := range []string{
		"long count0, uint ngangs",                                            // the fold kernel of h[1:m]
		"(p + (ulong)g * (ulong)count0)->b",                                   // a struct's array member, per gang
		"+ ((ulong)get_global_id(1) * get_global_size(0) + get_global_id(0))", // a lane's copy
		"__acc_cnt = (__acc_n0 * get_local_size(1))",                          // worker and vector lanes fold
	} {
		if !strings.Contains(res.Program, want) {
			t.Errorf("the program lacks %q", want)
		}
	}
	for _, want := range []string{"acc_malloc(", "(long)((m))", "(uint64_t)(1) * 8"} {
		if !strings.Contains(res.Host, want) {
			t.Errorf("the host code lacks %q", want)
		}
	}
}
