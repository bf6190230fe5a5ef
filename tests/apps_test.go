package tests

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/accls/accls/cli"
)

// TestAppLBM builds the two-file lattice Boltzmann mini-application
// (apps/lbm: seq routines in lbm_physics.c called from compute regions of
// lbm_main.c, OpenACC 3.3 §2.15.1) as a user would: each file with
// `accls compile -c`, then a link of the objects. It runs like a
// conformance program: on the default device, on acc_device_host and
// built by plain cc, with the same output; the programs of both files
// also compile for an AMD GPU where clang-19 is installed.
func TestAppLBM(t *testing.T) {
	src := filepath.Join("apps", "lbm")
	files := []string{"lbm_physics.c", "lbm_main.c"}
	dir := runMultiFileApp(t, src, files, "lbm: ok")
	compileAppForAMD(t, dir, src, files)
}

// compileAppForAMD compiles the OpenCL program of each file of an
// application for an AMD GPU (gfx90a) with clang-19, where it is
// installed: portable OpenCL C 1.2, each file's program on its own (as
// the runtime compiles them before linking).
func compileAppForAMD(t *testing.T, dir, src string, files []string) {
	t.Helper()
	clang, err := exec.LookPath("clang-19")
	if err != nil {
		return
	}
	for _, f := range files {
		code, out, stderr := accls("compile", "--emit-opencl", filepath.Join(src, f))
		if code != cli.ExitOK || strings.TrimSpace(out) == "" {
			t.Errorf("%s: accls compile --emit-opencl: exit %d, %d bytes\n%s", f, code, len(out), stderr)
			continue
		}
		cl := filepath.Join(dir, f+".cl")
		os.WriteFile(cl, []byte(out), 0o644)
		cmd := exec.Command(clang, "-x", "cl", "-cl-std=CL1.2", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx90a",
			"-nogpulib", "-Xclang", "-finclude-default-header", "-Werror=implicit-function-declaration",
			"-c", cl, "-o", filepath.Join(dir, f+".o"))
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("%s for gfx90a: %v\n%s", f, err, b)
		}
	}
}

// runMultiFileApp builds the files of an application in src as a user
// would, each with `accls compile -c` and then a link of the objects, and
// runs it like a conformance program: on the default device (its output
// must contain ok), on acc_device_host and built by plain cc, with the
// same output. It returns the test's folder.
func runMultiFileApp(t *testing.T, src string, files []string, ok string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("compiles and runs programs on OpenCL")
	}
	dir := t.TempDir()
	var objs []string
	for _, f := range files {
		obj := filepath.Join(dir, strings.TrimSuffix(f, ".c")+".o")
		if code, _, stderr := accls("compile", "-c", "-O2", filepath.Join(src, f), "-o", obj); code != cli.ExitOK {
			t.Fatalf("accls compile -c %s: exit %d\n%s", f, code, stderr)
		}
		objs = append(objs, obj)
	}
	exe := filepath.Join(dir, "app")
	if code, _, stderr := accls(append(append([]string{"compile"}, objs...), "-o", exe, "-lm")...); code != cli.ExitOK {
		t.Fatalf("accls compile (link): exit %d\n%s", code, stderr)
	}
	device := run(t, "on the device", exe, nil)
	if !strings.Contains(device, ok) {
		t.Fatalf("on the device:\n%s", device)
	}
	if host := run(t, "on acc_device_host", exe, []string{"ACC_DEVICE_TYPE=host"}); host != device {
		t.Errorf("device and host-path outputs differ:\ndevice:\n%s\nhost path:\n%s", device, host)
	}
	plain := filepath.Join(dir, "app-cc")
	args := []string{"-O2", "-w", "-I" + filepath.Join(rtDir, "include")}
	for _, f := range files {
		args = append(args, filepath.Join(src, f))
	}
	cc := exec.Command("cc", append(args, "-o", plain, "-lm")...)
	if out, err := cc.CombinedOutput(); err != nil {
		t.Fatalf("cc: %v\n%s", err, out)
	}
	if got := run(t, "built by cc", plain, nil); got != device {
		t.Errorf("accls and plain cc outputs differ:\naccls:\n%s\ncc:\n%s", device, got)
	}
	return dir
}
