package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func runAccls(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Main(&Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb}, args)
	return code, out.String(), errb.String()
}

// TestCompileRefusesUnsupported: what the generator cannot translate is
// an error at its line naming it, and nothing is built.
func TestCompileRefusesUnsupported(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "dtype.c")
	os.WriteFile(file, []byte("void f(int n, int c, float *restrict y) {\n  #pragma acc parallel loop copy(y[0:n]) device_type(radeon) gang(static:c)\n  for (int i = 0; i < n; i++) y[i] = 0;\n}\n"), 0o644)
	code, _, stderr := runAccls(t, "compile", file, "-o", filepath.Join(dir, "dtype"))
	if code != ExitFound {
		t.Fatalf("exit %d, want %d", code, ExitFound)
	}
	want := file + ":2:67: error: a static argument of the gang clause other than * or an integer constant is not supported by accls compile yet [unsupported]"
	if !strings.Contains(stderr, want) {
		t.Fatalf("stderr %q lacks %q", stderr, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "dtype")); err == nil {
		t.Fatal("an executable was built anyway")
	}
}

const accProgram = `#include <stdio.h>
#include "twice.h"
int main(void) {
	static int a[1000];
	long s = 0;
#pragma acc parallel loop copyout(a) reduction(+:s)
	for (int i = 0; i < 1000; i++) {
		a[i] = TWICE(i);
		s += a[i];
	}
	printf("%d %ld\n", a[999], s);
	return 0;
}
`

// TestCompileDirectives builds a program with directives through each
// path of the driver: one step, -c then link, --keep and --emit-opencl.
func TestCompileDirectives(t *testing.T) {
	t.Setenv("ACCLS_RUNTIME_DIR", runtimeDir(t))
	t.Setenv("ACCLS_CACHE_DIR", t.TempDir())
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "src"), 0o755)
	os.WriteFile(filepath.Join(dir, "src", "twice.h"), []byte("#define TWICE(x) ((x) * FACTOR)\n"), 0o644)
	src := filepath.Join(dir, "src", "prog.c")
	os.WriteFile(src, []byte(accProgram), 0o644)
	exe := filepath.Join(dir, "prog")
	if code, out, stderr := runAccls(t, "compile", "-DFACTOR=2", "--info", src, "-o", exe); code != ExitOK {
		t.Fatalf("compile: exit %d\n%s%s", code, out, stderr)
	} else if !strings.Contains(stderr, "[loop-parallel]") {
		t.Errorf("--info printed no feedback: %q", stderr)
	}
	if got, err := exec.Command(exe).CombinedOutput(); err != nil || string(got) != "1998 999000\n" {
		t.Fatalf("program: %v %q", err, got)
	}
	obj := filepath.Join(dir, "prog.o")
	if code, _, stderr := runAccls(t, "compile", "-c", "-DFACTOR=3", src, "-o", obj); code != ExitOK {
		t.Fatalf("-c: %d %s", code, stderr)
	}
	if code, _, stderr := runAccls(t, "compile", obj, "-o", exe); code != ExitOK {
		t.Fatalf("link: %d %s", code, stderr)
	}
	if got, _ := exec.Command(exe).CombinedOutput(); string(got) != "2997 1498500\n" {
		t.Fatalf("linked program printed %q", got)
	}
	if code, _, stderr := runAccls(t, "compile", "--keep", "-DFACTOR=1", src, "-o", exe); code != ExitOK {
		t.Fatalf("--keep: %d %s", code, stderr)
	}
	for _, kept := range []string{"prog.acc.c", "prog.acc.cl"} {
		if _, err := os.Stat(filepath.Join(dir, kept)); err != nil {
			t.Errorf("--keep left no %s: %v", kept, err)
		}
	}
	code, out, _ := runAccls(t, "compile", "--emit-opencl", "-DFACTOR=1", src)
	if code != ExitOK || !strings.Contains(out, "__kernel void __acc_main_l6_0(ACC_HEAP_PARAMS") || !strings.Contains(out, "#define ACC_PTR") {
		t.Fatalf("--emit-opencl: %d %q", code, out)
	}
}

func TestCompileUsage(t *testing.T) {
	for _, args := range [][]string{{"compile"}, {"compile", "-x", "a.c"}, {"compile", "a.f90"}, {"compile", "-o"}} {
		if code, _, stderr := runAccls(t, args...); code != ExitUsage || !strings.Contains(stderr, "usage: accls compile") {
			t.Errorf("%v: exit %d, stderr %q", args, code, stderr)
		}
	}
	if code, out, _ := runAccls(t, "compile", "-h"); code != ExitOK || !strings.Contains(out, "usage") {
		t.Errorf("-h: %d %q", code, out)
	}
}

// runtimeDir builds the runtime archive and lays it out as `make build`
// does: lib/libaccrt.a and include/openacc.h.
func runtimeDir(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the runtime archive")
	}
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "lib"), 0o755)
	os.MkdirAll(filepath.Join(dir, "include"), 0o755)
	lib := filepath.Join(dir, "lib", "libaccrt.a")
	if pre := os.Getenv("ACCLS_RUNTIME_LIB"); pre != "" {
		if err := os.Symlink(pre, lib); err != nil {
			t.Fatal(err)
		}
	} else {
		goTool, err := exec.LookPath("go")
		if err != nil {
			goTool = filepath.Join(runtime.GOROOT(), "bin", "go")
		}
		out, err := exec.Command(goTool, "build", "-buildmode=c-archive", "-o", lib, "../runtime/capi").CombinedOutput()
		if err != nil {
			t.Fatalf("building the runtime: %v\n%s", err, out)
		}
	}
	for _, h := range []string{"openacc.h", "accrt.h"} {
		b, err := os.ReadFile(filepath.Join("..", "runtime", "include", h))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, "include", h), b, 0o644)
	}
	return dir
}

const apiProgram = `#include <stdio.h>
#include <openacc.h>
#include "twice.h"
int main(void) {
#if _OPENACC != 202211
	return 2;
#endif
	int a[64];
	for (int i = 0; i < 64; i++) a[i] = i;
	int *d = acc_copyin(a, sizeof a);
	int b[64];
	acc_memcpy_from_device(b, d, sizeof b);
	acc_delete(a, sizeof a);
	printf("%d %d %d\n", TWICE(b[63]), acc_is_present(a, sizeof a), acc_get_num_devices(acc_device_host));
	return 0;
}
`

func TestCompileLinksTheRuntime(t *testing.T) {
	t.Setenv("ACCLS_RUNTIME_DIR", runtimeDir(t))
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "inc"), 0o755)
	os.WriteFile(filepath.Join(dir, "inc", "twice.h"), []byte("#define TWICE(x) ((x) * FACTOR)\n"), 0o644)
	src := filepath.Join(dir, "prog.c")
	os.WriteFile(src, []byte(apiProgram), 0o644)
	exe := filepath.Join(dir, "prog")
	code, out, stderr := runAccls(t, "compile", "-O2", "-g", "-DFACTOR=2", "-I", filepath.Join(dir, "inc"), src, "-o", exe, "-lm")
	if code != ExitOK {
		t.Fatalf("compile: exit %d\n%s%s", code, out, stderr)
	}
	got, err := exec.Command(exe).CombinedOutput()
	if err != nil {
		t.Fatalf("run: %v\n%s", err, got)
	}
	if string(got) != "126 0 1\n" {
		t.Fatalf("program printed %q", got)
	}

	// -c, then link the object.
	obj := filepath.Join(dir, "prog.o")
	if code, _, stderr := runAccls(t, "compile", "-c", "-DFACTOR=3", "-I"+filepath.Join(dir, "inc"), src, "-o", obj); code != ExitOK {
		t.Fatalf("-c: %d %s", code, stderr)
	}
	exe2 := filepath.Join(dir, "prog2")
	if code, _, stderr := runAccls(t, "compile", obj, "-o", exe2); code != ExitOK {
		t.Fatalf("link: %d %s", code, stderr)
	}
	if got, _ := exec.Command(exe2).CombinedOutput(); string(got) != "189 0 1\n" {
		t.Fatalf("linked program printed %q", got)
	}

	// A C error is the compiler's, with exit status 1.
	bad := filepath.Join(dir, "bad.c")
	os.WriteFile(bad, []byte("int main(void) { return undeclared; }\n"), 0o644)
	if code, _, stderr := runAccls(t, "compile", bad, "-o", filepath.Join(dir, "bad")); code != ExitFound || !strings.Contains(stderr, "undeclared") {
		t.Fatalf("bad program: %d %q", code, stderr)
	}
}

func TestCompileNeedsTheRuntime(t *testing.T) {
	t.Setenv("ACCLS_RUNTIME_DIR", t.TempDir())
	dir := t.TempDir()
	src := filepath.Join(dir, "p.c")
	os.WriteFile(src, []byte("int main(void) { return 0; }\n"), 0o644)
	code, _, stderr := runAccls(t, "compile", src, "-o", filepath.Join(dir, "p"))
	if code != ExitUsage || !strings.Contains(stderr, "cannot find the OpenACC runtime") {
		t.Fatalf("exit %d, %q", code, stderr)
	}
}
