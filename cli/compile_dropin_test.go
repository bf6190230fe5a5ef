package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/accls/accls/cfront"
)

// An OpenMP and OpenACC program as HPC codes are built: OpenMP host
// threads and timers beside the directives, its sizes from a header found
// through -I and a macro from -D.
const openmpProgram = `#include <stdio.h>
#include <omp.h>
#include "params.h"
#ifndef _OPENMP
#error "-fopenmp did not reach the C front end"
#endif
#if __STDC_VERSION__ != 199901L
#error "-std=c99 did not reach the C front end"
#endif
int main(void) {
	double t0 = omp_get_wtime();
	static double x[N], y[N];
	int i;
#pragma omp parallel for
	for (i = 0; i < N; i++) x[i] = i;
#pragma acc parallel loop copyin(x) copyout(y)
	for (i = 0; i < N; i++) y[i] = SCALE * x[i];
	double s = 0;
#pragma omp parallel for reduction(+:s)
	for (i = 0; i < N; i++) s += y[i];
	printf("%.1f %d\n", s, omp_get_wtime() >= t0);
	return 0;
}
`

func writeOpenMPProgram(t *testing.T) (dir, src string) {
	dir = t.TempDir()
	os.MkdirAll(filepath.Join(dir, "inc"), 0o755)
	os.MkdirAll(filepath.Join(dir, "src"), 0o755)
	os.WriteFile(filepath.Join(dir, "inc", "params.h"), []byte("#define SCALE 3\n"), 0o644)
	src = filepath.Join(dir, "src", "stream.c")
	os.WriteFile(src, []byte(openmpProgram), 0o644)
	return dir, src
}

// TestCompileAsDropInCC builds the program with the flags Makefiles pass
// to cc, compiling with -c and dependency output, then linking; the
// OpenMP runtime linked beside accls's must not take its entry points.
func TestCompileAsDropInCC(t *testing.T) {
	t.Setenv("ACCLS_RUNTIME_DIR", runtimeDir(t))
	dir, src := writeOpenMPProgram(t)
	obj := filepath.Join(dir, "stream.o")
	cflags := []string{"-std=c99", "-O2", "-Wall", "-w", "-fopenmp", "-ffast-math", "-pthread", "-DN=1000", "-I" + filepath.Join(dir, "inc"), "-MMD", "-MP"}
	code, out, stderr := runAccls(t, append(append([]string{"compile"}, cflags...), "-c", src, "-o", obj)...)
	if code != ExitOK {
		t.Fatalf("compile -c: exit %d\n%s%s", code, out, stderr)
	}
	deps, err := os.ReadFile(filepath.Join(dir, "stream.d"))
	if err != nil {
		t.Fatalf("-MMD wrote no stream.d beside the object: %v", err)
	}
	if d := strings.Join(strings.Fields(strings.ReplaceAll(string(deps), "\\\n", "")), " "); !strings.HasPrefix(d, obj+": "+src) || !strings.Contains(d, "params.h") || strings.Contains(d, "accls-compile") {
		t.Errorf("stream.d names the translated copy or lacks the header:\n%s", d)
	}
	exe := filepath.Join(dir, "stream")
	if code, _, stderr := runAccls(t, "compile", "-fopenmp", "-Wl,--as-needed", obj, "-o", exe, "-lm"); code != ExitOK {
		t.Fatalf("link: %d %s", code, stderr)
	}
	if got, err := exec.Command(exe).CombinedOutput(); err != nil || string(got) != "1498500.0 1\n" {
		t.Fatalf("program: %v %q", err, got)
	}
}

// TestCompileHonoursCC: CC with flags of its own ("gcc -fopenmp") is
// the host compiler and what the front end asks for macros.
func TestCompileHonoursCC(t *testing.T) {
	t.Setenv("ACCLS_RUNTIME_DIR", runtimeDir(t))
	t.Setenv("CC", "gcc -fopenmp")
	dir, src := writeOpenMPProgram(t)
	exe := filepath.Join(dir, "stream")
	code, _, stderr := runAccls(t, "compile", "-std=c99", "-DN=100", "-I", filepath.Join(dir, "inc"), "-x", "c", src, "-x", "none", "-o", exe)
	if code != ExitOK {
		t.Fatalf("compile: exit %d\n%s", code, stderr)
	}
	if got, err := exec.Command(exe).CombinedOutput(); err != nil || string(got) != "14850.0 1\n" {
		t.Fatalf("program: %v %q", err, got)
	}
}

// TestCompilePreprocessOnly: -E and -MM are the host compiler's, on the
// file as written, with _OPENACC defined.
func TestCompilePreprocessOnly(t *testing.T) {
	t.Setenv("ACCLS_RUNTIME_DIR", runtimeDir(t))
	dir, src := writeOpenMPProgram(t)
	inc := "-I" + filepath.Join(dir, "inc")
	code, out, stderr := runAccls(t, "compile", "-E", "-P", "-fopenmp", "-std=c99", "-DN=8", inc, src)
	if code != ExitOK || !strings.Contains(out, "#pragma acc parallel loop copyin(x) copyout(y)") || !strings.Contains(out, "static double x[8]") {
		t.Fatalf("-E: exit %d %s\n%s", code, stderr, out)
	}
	code, out, stderr = runAccls(t, "compile", "-MM", "-fopenmp", "-std=c99", inc, src)
	if code != ExitOK || !strings.HasPrefix(out, "stream.o: "+src) || !strings.Contains(out, "params.h") {
		t.Fatalf("-MM: exit %d %s\n%s", code, stderr, out)
	}
}

// TestCheckTakesCCFlags: accls check reads a Makefile's $(CFLAGS) as cc
// does: the attached -D gives the collapse depth, -include the header
// that declares size_t.
func TestCheckTakesCCFlags(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "k.c")
	os.WriteFile(src, []byte("void f(size_t n, float *x) {\n#pragma acc parallel loop copy(x[0:n]) collapse(DEPTH)\n  for (size_t i = 0; i < n; i++) x[i] = 0;\n}\n"), 0o644)
	flags := []string{"-std=c99", "-Wall", "-O3", "-march=native", "-I" + dir, "-include", "stddef.h", "-c", src}
	if code, out, stderr := runAccls(t, append([]string{"check", "-DDEPTH=1"}, flags...)...); code != ExitOK {
		t.Fatalf("-DDEPTH=1: exit %d\n%s%s", code, out, stderr)
	}
	code, out, _ := runAccls(t, append([]string{"check", "-DDEPTH=2"}, flags...)...)
	if code != ExitFound || !strings.Contains(out, "k.c:2:40: error: collapse(2) needs 2 tightly nested for loops") {
		t.Fatalf("-DDEPTH=2: exit %d\n%s", code, out)
	}
	if code, _, stderr := runAccls(t, "check", "--bogus", src); code != ExitUsage || !strings.Contains(stderr, "bogus") {
		t.Fatalf("an unknown --flag of accls's own: exit %d %q", code, stderr)
	}
}

// TestHostCompilerIsNeverAccls: make CC="accls compile" exports CC to
// the commands it runs; accls then builds with cc, or with $ACCLS_CC.
func TestHostCompilerIsNeverAccls(t *testing.T) {
	t.Setenv("ACCLS_CC", "")
	t.Setenv("CC", "/usr/local/bin/accls compile")
	if got := cfront.HostCompiler(); strings.Join(got, " ") != "cc" {
		t.Errorf("CC=accls: host compiler %q, want cc", got)
	}
	t.Setenv("ACCLS_CC", "gcc -fopenmp")
	if got := cfront.HostCompiler(); strings.Join(got, " ") != "gcc -fopenmp" {
		t.Errorf("ACCLS_CC: host compiler %q", got)
	}
}
