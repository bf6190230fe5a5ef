package openclgen

import (
	"regexp"
	"strings"
	"testing"
)

// TestProfBrackets: each directive's host code brackets its actions with
// __accrt_prof_begin/_end naming the construct kind, the file and the
// directive's line (§5.1, §5.2.1), in the order the actions run.
func TestProfBrackets(t *testing.T) {
	const src = `void f(double *a, int n) {
#pragma acc init
#pragma acc enter data copyin(a[0:n])
#pragma acc update self(a[0:n]) async(2)
#pragma acc wait(2)
#pragma acc data copy(a[0:n])
{
#pragma acc parallel loop present(a[0:n])
for (int i = 0; i < n; i++) a[i] += 1;
}
#pragma acc exit data delete(a[0:n])
#pragma acc set default_async(1)
#pragma acc shutdown
}
`
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("unexpected diagnostics: %v", diags)
	}
	re := regexp.MustCompile(`__accrt_prof_(begin|end)\((\w+), (\w+), ([01]), ([^,]+), "t\.c", (\d+)\)`)
	var got []string
	for _, m := range re.FindAllStringSubmatch(res.Host, -1) {
		got = append(got, strings.Join([]string{m[1], m[2], m[3], m[4], m[5], m[6]}, " "))
	}
	want := []string{
		"begin acc_ev_none acc_construct_init 0 acc_async_sync 2",
		"end acc_ev_none acc_construct_init 0 acc_async_sync 2",
		"begin acc_ev_enter_data_start acc_construct_enter_data 0 * 3",
		"end acc_ev_enter_data_start acc_construct_enter_data 0 * 3",
		"begin acc_ev_update_start acc_construct_update 0 * 4",
		"end acc_ev_update_start acc_construct_update 0 * 4",
		"begin acc_ev_wait_start acc_construct_wait 0 * 5",
		"end acc_ev_wait_start acc_construct_wait 0 * 5",
		"begin acc_ev_enter_data_start acc_construct_data 0 * 6",
		"end acc_ev_enter_data_start acc_construct_data 0 * 6",
		"begin acc_ev_enter_data_start acc_construct_parallel 1 * 8",
		"end acc_ev_enter_data_start acc_construct_parallel 1 * 8",
		"begin acc_ev_exit_data_start acc_construct_parallel 1 * 8",
		"end acc_ev_exit_data_start acc_construct_parallel 1 * 8",
		"begin acc_ev_exit_data_start acc_construct_data 0 * 6",
		"end acc_ev_exit_data_start acc_construct_data 0 * 6",
		"begin acc_ev_exit_data_start acc_construct_exit_data 0 * 11",
		"end acc_ev_exit_data_start acc_construct_exit_data 0 * 11",
		"begin acc_ev_none acc_construct_set 0 acc_async_sync 12",
		"end acc_ev_none acc_construct_set 0 acc_async_sync 12",
		"begin acc_ev_none acc_construct_shutdown 0 acc_async_sync 13",
		"end acc_ev_none acc_construct_shutdown 0 acc_async_sync 13",
	}
	if len(got) != len(want) {
		t.Fatalf("got %d brackets, want %d:\n%s", len(got), len(want), strings.Join(got, "\n"))
	}
	for i := range want {
		w, g := strings.Fields(want[i]), strings.Fields(got[i])
		if w[4] == "*" {
			w[4] = g[4] // a directive's async variable (__acc_asyncN)
			if !strings.HasPrefix(g[4], "__acc_async") {
				t.Errorf("bracket %d: async %q is not the directive's async variable", i, g[4])
			}
		}
		if strings.Join(w, " ") != strings.Join(g, " ") {
			t.Errorf("bracket %d: got %q, want %q", i, got[i], want[i])
		}
	}
	// The compute construct keeps its own events around its bracket.
	if !strings.Contains(res.Host, `__accrt_construct_begin(acc_construct_parallel, "t.c", 8);`) {
		t.Errorf("the parallel loop has no compute construct events")
	}
}
