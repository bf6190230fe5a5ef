package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestCompileSkipsInactiveDirectives: a broken pragma under #if 0 does
// not stop the build, and a directive under #ifndef _OPENACC is not
// translated (its copyout would be an error: b is not an array).
func TestCompileSkipsInactiveDirectives(t *testing.T) {
	t.Setenv("ACCLS_RUNTIME_DIR", runtimeDir(t))
	dir := t.TempDir()
	src := filepath.Join(dir, "p.c")
	os.WriteFile(src, []byte(`#include <stdio.h>
int main(void) {
	static int a[100];
	int b = 0;
#if 0
#pragma acc parallel loop bogus(
#endif
#ifndef _OPENACC
#pragma acc parallel loop copyout(b[0:100])
#endif
#pragma acc parallel loop copyout(a)
	for (int i = 0; i < 100; i++) a[i] = 3 * i;
	printf("%d %d\n", a[99], b);
	return 0;
}
`), 0o644)
	exe := filepath.Join(dir, "p")
	if code, out, stderr := runAccls(t, "compile", src, "-o", exe); code != ExitOK {
		t.Fatalf("compile: exit %d\n%s%s", code, out, stderr)
	}
	if got, err := exec.Command(exe).CombinedOutput(); err != nil || string(got) != "297 0\n" {
		t.Fatalf("program: %v %q", err, got)
	}
	if code, out, _ := runAccls(t, "check", src); code != ExitOK || strings.TrimSpace(out) != "" {
		t.Fatalf("check: exit %d %q", code, out)
	}
}
