package openclgen

import (
	"strings"
	"testing"
)

// TestExternRoutineCall: a seq routine declared with its directive but
// defined in another file is called through its exported copy for the
// arguments' address spaces, declared in the program with the link marker
// (§2.15.1); a static one (internal linkage) stays an error.
func TestExternRoutineCall(t *testing.T) {
	src := `typedef struct { double f[3]; } cell_t;
#pragma acc routine seq
double dens(const cell_t *c, double *out);
void run(int n, cell_t *restrict g, double *restrict r) {
#pragma acc parallel loop copy(g[0:n], r[0:n])
	for (int i = 0; i < n; i++) { double t; r[i] = dens(&g[i], &t); }
}
`
	res, diags := translate(t, src)
	if len(diags) > 0 {
		t.Fatalf("unexpected diagnostics: %v", diags)
	}
	for _, want := range []string{linkMarker, "double __acc_x_dens_gp(__global struct __acc_s0 *p0, double *p1);", "__acc_x_dens_gp((&g[i]), (&t))"} {
		if !strings.Contains(res.Program, want) {
			t.Errorf("the program lacks %q:\n%s", want, res.Program)
		}
	}
	if strings.Contains(res.Host, "__accrt_library_register") {
		t.Errorf("a file that only calls routines registers itself as a library")
	}

	_, diags = translate(t, strings.Replace(src, "double dens(", "static double dens(", 1))
	if len(diags) != 1 || !strings.Contains(diags[0].Message, "not defined in this file") {
		t.Errorf("calling an undefined static routine: got %v", diags)
	}
}

// TestExportRoutines: a file defining seq routines with external linkage
// exports a copy per combination of address spaces of the pointer
// parameters and registers its program, even without compute constructs;
// a static routine, and one whose copy cannot be translated, are not
// exported, the latter without an error unless this file calls it.
func TestExportRoutines(t *testing.T) {
	src := `typedef struct { double f[3]; } cell_t;
#pragma acc routine seq
double dens(const cell_t *c)
{
	static const double w[3] = {1, 2, 3};
	const double *f = c->f;
	return f[0] * w[0] + f[1] * w[1] + f[2] * w[2];
}
#pragma acc routine seq
static double hidden(double x) { return x; }
#pragma acc routine seq
int counter(int x) { static int calls; calls++; return x; }
`
	res, diags := translate(t, src)
	if len(diags) > 0 {
		t.Fatalf("unexpected diagnostics: %v", diags)
	}
	for _, want := range []string{"double __acc_x_dens_g(__global struct __acc_s0 *c)", "double __acc_x_dens_p(__private struct __acc_s0 *c)", "double w[3] = {1, 2, 3};"} {
		if !strings.Contains(res.Program, want) {
			t.Errorf("the program lacks %q:\n%s", want, res.Program)
		}
	}
	for _, bad := range []string{"hidden", "__acc_x_counter", linkMarker} {
		if strings.Contains(res.Program, bad) {
			t.Errorf("the program has %q:\n%s", bad, res.Program)
		}
	}
	if !strings.Contains(res.Host, "__accrt_library_register(&lib)") {
		t.Errorf("the host file does not register the library:\n%s", res.Host)
	}

	// calling the routine that was not exported still reports its error
	_, diags = translate(t, src+`void run(int n, int *restrict y) {
#pragma acc parallel loop copy(y[0:n])
	for (int i = 0; i < n; i++) y[i] = counter(i);
}
`)
	if len(diags) == 0 || !strings.Contains(diags[0].Message, "static or extern declaration") {
		t.Errorf("calling a routine with a static counter: got %v", diags)
	}
}
