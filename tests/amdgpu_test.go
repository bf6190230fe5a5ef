package tests

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestAMDGPUKernels compiles the OpenCL program of every conformance
// program for AMD CDNA2 (gfx90a) and RDNA2 (gfx1030) with clang-19: the
// kernels must be portable OpenCL C 1.2, not only what PoCL accepts.
// ACCLS_REQUIRE_CLANG=1 (CI) makes a missing clang-19 a failure.
func TestAMDGPUKernels(t *testing.T) {
	clang, err := exec.LookPath("clang-19")
	if err != nil {
		if os.Getenv("ACCLS_REQUIRE_CLANG") != "" {
			t.Fatal("clang-19 is not installed (apt-get install clang-19)")
		}
		t.Skip("clang-19 is not installed: the AMD GPU compile test needs it (apt-get install clang-19)")
	}
	dir := t.TempDir()
	n := 0
	for _, file := range programs(t) {
		name := strings.TrimSuffix(filepath.Base(file), ".c")
		code, out, stderr := accls("compile", "--emit-opencl", "-I", "conformance", file)
		if code != 0 {
			t.Errorf("%s: accls compile --emit-opencl: exit %d\n%s", name, code, stderr)
			continue
		}
		if strings.TrimSpace(out) == "" {
			continue // a program of executable directives only
		}
		cl := filepath.Join(dir, name+".cl")
		os.WriteFile(cl, []byte(out), 0o644)
		for _, cpu := range []string{"gfx90a", "gfx1030"} {
			cmd := exec.Command(clang, "-x", "cl", "-cl-std=CL1.2", "-target", "amdgcn-amd-amdhsa", "-mcpu="+cpu,
				"-nogpulib", "-Xclang", "-finclude-default-header", "-Werror=implicit-function-declaration",
				"-c", cl, "-o", filepath.Join(dir, name+"-"+cpu+".o"))
			if b, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("%s for %s: %v\n%s", name, cpu, err, b)
			}
		}
		n++
	}
	if n == 0 {
		t.Fatal("no program generated kernels")
	}
	t.Logf("%d programs' kernels compile for gfx90a and gfx1030", n)
}
