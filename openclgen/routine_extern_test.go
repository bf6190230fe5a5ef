package openclgen

import (
	"strings"
	"testing"
)

// TestExternRoutineCall: a seq routine declared with its directive but
// defined in another file is called through its exported copy
// (testdata/golden/routine_extern_call.c); a static one (internal
// linkage) is an error.
func TestExternRoutineCall(t *testing.T) {
	src := `typedef struct { double f[3]; } cell_t;
#pragma acc routine seq
static double dens(const cell_t *c, double *out);
void run(int n, cell_t *restrict g, double *restrict r) {
#pragma acc parallel loop copy(g[0:n], r[0:n])
	for (int i = 0; i < n; i++) { double t; r[i] = dens(&g[i], &t); }
}
`
	_, diags := translate(t, src)
	if len(diags) != 1 || !strings.Contains(diags[0].Message, "not defined in this file") {
		t.Errorf("calling an undefined static routine: got %v", diags)
	}
}

// TestExportRoutines: a routine that is not exported (its copy cannot be
// translated: a static counter) is no error unless this file calls it.
// (What is exported and registered: testdata/golden/routine_export.c.)
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
	_, diags := translate(t, src+`void run(int n, int *restrict y) {
#pragma acc parallel loop copy(y[0:n])
	for (int i = 0; i < n; i++) y[i] = counter(i);
}
`)
	if len(diags) == 0 || !strings.Contains(diags[0].Message, "static or extern declaration") {
		t.Errorf("calling a routine with a static counter: got %v", diags)
	}
}
