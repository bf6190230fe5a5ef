package tests

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/accls/accls/cli"
)

// TestAppHeaderDeclare builds apps/header_declare, whose declare
// directives (create, copyin, device_resident: OpenACC 3.3 §2.13) are in
// a header both files include, as a user would: each file with
// `accls compile -c`, then a link. hd_main.c holds only extern
// declarations and checks that the declared copies are present from the
// start (present clauses, acc_is_present) and hold copyin's initial
// values. The outputs on the device, on acc_device_host and built by
// plain cc must agree.
func TestAppHeaderDeclare(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles and runs programs on OpenCL")
	}
	src := filepath.Join("apps", "header_declare")
	files := []string{"hd_data.c", "hd_main.c"}
	dir := t.TempDir()
	var objs []string
	for _, f := range files {
		obj := filepath.Join(dir, strings.TrimSuffix(f, ".c")+".o")
		if code, _, stderr := accls("compile", "-c", "-O2", filepath.Join(src, f), "-o", obj); code != cli.ExitOK {
			t.Fatalf("accls compile -c %s: exit %d\n%s", f, code, stderr)
		}
		objs = append(objs, obj)
	}
	exe := filepath.Join(dir, "hd")
	if code, _, stderr := accls(append(append([]string{"compile"}, objs...), "-o", exe, "-lm")...); code != cli.ExitOK {
		t.Fatalf("accls compile (link): exit %d\n%s", code, stderr)
	}
	device := run(t, "on the device", exe, nil)
	if !strings.Contains(device, "header_declare: ok") {
		t.Fatalf("on the device:\n%s", device)
	}
	if host := run(t, "on acc_device_host", exe, []string{"ACC_DEVICE_TYPE=host"}); host != device {
		t.Errorf("device and host-path outputs differ:\ndevice:\n%s\nhost path:\n%s", device, host)
	}
	plain := filepath.Join(dir, "hd-cc")
	cc := exec.Command("cc", "-O2", "-w", "-I"+filepath.Join(rtDir, "include"), filepath.Join(src, files[0]), filepath.Join(src, files[1]),
		"-o", plain, "-lm")
	if out, err := cc.CombinedOutput(); err != nil {
		t.Fatalf("cc: %v\n%s", err, out)
	}
	if got := run(t, "built by cc", plain, nil); got != device {
		t.Errorf("accls and plain cc outputs differ:\naccls:\n%s\ncc:\n%s", device, got)
	}
}

// TestHeaderDeclareUntranslatable: a header's declare directive that
// §2.13 does not allow at file scope (a subarray, a clause other than
// create, copyin, device_resident, link, deviceptr) is a compile error at
// the file's #include, never silently dropped.
func TestHeaderDeclareUntranslatable(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "h.h"), []byte("extern double a[8];\nextern double b[8];\n"+
		"#pragma acc declare create(a[0:4])\n#pragma acc declare copy(b)\n"), 0o644)
	main := filepath.Join(dir, "m.c")
	os.WriteFile(main, []byte("#include \"h.h\"\ndouble a[8], b[8];\nint main(void) {\n"+
		"#pragma acc parallel loop\n  for (int i = 0; i < 8; i++) a[i] = b[i];\n  return 0;\n}\n"), 0o644)
	code, _, stderr := accls("compile", "-c", main, "-o", filepath.Join(dir, "m.o"))
	if code == cli.ExitOK {
		t.Fatalf("accls compile accepted untranslatable header declares:\n%s", stderr)
	}
	for _, want := range []string{"m.c:1:", "create(a)", "copy(b)", "h.h:3", "h.h:4"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
}
