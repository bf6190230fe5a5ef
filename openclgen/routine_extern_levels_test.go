package openclgen

import (
	"strings"
	"testing"

	"github.com/accls/accls/analysis/model"
)

// TestExternLevelVariant: a call takes the exported copy of its context
// (§2.15.1): a vector routine the copy for its launch's workers and the
// lanes partitioned at the call, a worker or gang routine its one copy
// (compiled for workers, right in a launch without them); a context
// outside the set has none.
func TestExternLevelVariant(t *testing.T) {
	W := model.Worker
	cases := []struct {
		lv   model.Levels
		c    levelCtx
		want string // "" when no copy applies
	}{
		{model.Vector, levelCtx{gang: true, vector: true}, "v"},
		{model.Vector, levelCtx{}, "v"}, // serial: one work-item
		{model.Vector, levelCtx{divergent: true}, "v"},
		{model.Vector, levelCtx{gang: true, worker: true, vector: true}, "vws"},
		{model.Vector, levelCtx{worker: true, vector: true, part: W, pred: true}, "vwa"},
		{model.Vector, levelCtx{worker: true, vector: true, part: W}, ""},
		{model.Vector, levelCtx{worker: true, vector: true, part: model.Vector}, ""},
		{model.Vector, levelCtx{worker: true, vector: true, divergent: true}, ""},
		{model.Worker, levelCtx{worker: true, vector: true}, "ws"},
		{model.Worker, levelCtx{}, "ws"},
		{model.Worker, levelCtx{worker: true, vector: true, part: W}, ""},
		{model.Gang, levelCtx{gang: true, worker: true, vector: true}, "gr"},
		{model.Gang, levelCtx{vector: true}, "gr"},
	}
	for _, c := range cases {
		v, ok := externLevelVariant(c.lv, c.c)
		if got := map[bool]string{true: v.suffix}[ok]; got != c.want {
			t.Errorf("%v routine from %+v: got %q, want %q", c.lv, c.c, got, c.want)
		}
	}
}

// TestExternLevelCall: a vector routine of another file is called
// through the copy of the call's context with the launch's scratch, whose
// size the host reads from the defining file's constant; a pointer to the
// work-item's own memory or to a gang's __local copy is an error at the
// argument.
func TestExternLevelCall(t *testing.T) {
	const decl = `#pragma acc routine vector
double vsum(int n, const double *a);
`
	res, diags := translate(t, decl+`void run(int n, double *restrict a, double *restrict s) {
#pragma acc parallel loop gang copyin(a[0:n*n]) copyout(s[0:n])
	for (int i = 0; i < n; i++) s[i] = vsum(n, &a[i * n]);
}
`)
	if len(diags) != 0 {
		t.Fatalf("unexpected diagnostics: %v", diags)
	}
	for _, want := range []string{linkMarker, "double __acc_x_vsum_g_v(int p0, __global double *p1, __local ulong *__acc_scratch);", "__acc_x_vsum_g_v(((int)n), (&a[(i * n)]), __acc_scratch)"} {
		if !strings.Contains(res.Program, want) {
			t.Errorf("the program lacks %q:\n%s", want, res.Program)
		}
	}
	for _, want := range []string{"extern const unsigned __acc_xs_vsum_g_v;", "8 * (__acc_xs_vsum_g_v > 1 ? __acc_xs_vsum_g_v : 1)"} {
		if !strings.Contains(res.Host, want) {
			t.Errorf("the host file lacks %q", want)
		}
	}

	for what, src := range map[string]string{
		"work-item's own memory": `void run(double *restrict s) {
#pragma acc serial copyout(s[0:1])
	{ double t[4] = {1, 2, 3, 4}; s[0] = vsum(4, t); }
}
`,
		"cached (__local) data": `void run(int n, double *restrict s) {
#pragma acc parallel loop gang copyout(s[0:n])
	for (int i = 0; i < n; i++) { double t[4] = {1, 2, 3, i}; s[i] = vsum(4, t); }
}
`} {
		_, diags = translate(t, decl+src)
		if len(diags) != 1 || !strings.Contains(diags[0].Message, what) {
			t.Errorf("passing a pointer to %s to a vector routine of another file: got %v", what, diags)
		}
	}
}

// TestExportLevelRoutines: a vector routine is exported once per context
// of externLevelCtxs with its scratch constant; a copy that cannot be
// translated (a private value changed in a vector loop, which a launch
// with workers would have to hand from one worker to the others) is left
// out with its constant, and is no error in its own file.
func TestExportLevelRoutines(t *testing.T) {
	res, diags := translate(t, `#pragma acc routine vector
double vmax(int n, double *a)
{
	double m = -1e300;
#pragma acc loop vector reduction(max:m)
	for (int j = 0; j < n; j++) {
		a[j] += 1.0;
		if (a[j] > m)
			m = a[j];
	}
	return m;
}
`)
	if len(diags) != 0 {
		t.Fatalf("unexpected diagnostics: %v", diags)
	}
	for _, s := range []string{"v", "vwa"} {
		if !strings.Contains(res.Program, "double __acc_x_vmax_g_"+s+"(") || !strings.Contains(res.Host, "const unsigned __acc_xs_vmax_g_"+s+" = 1;") {
			t.Errorf("the copy _%s or its constant is missing", s)
		}
	}
	if strings.Contains(res.Program, "__acc_x_vmax_g_vws") || strings.Contains(res.Host, "__acc_xs_vmax_g_vws") {
		t.Errorf("the untranslatable copy _vws is exported")
	}
}
