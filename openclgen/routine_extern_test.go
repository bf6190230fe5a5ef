package openclgen

import (
	"os"
	"path/filepath"
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
// The routines are those of testdata/golden/routine_export.c, whose
// snapshots show what is exported and registered.
func TestExportRoutines(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(goldenDir, "routine_export.c"))
	if err != nil {
		t.Fatal(err)
	}
	_, diags := translate(t, string(src)+`void run(int n, int *restrict y) {
#pragma acc parallel loop copy(y[0:n])
	for (int i = 0; i < n; i++) y[i] = counter(i);
}
`)
	if len(diags) == 0 || !strings.Contains(diags[0].Message, "static or extern declaration") {
		t.Errorf("calling a routine with a static counter: got %v", diags)
	}
}
