package tests

import (
	"os"
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
	runMultiFileApp(t, filepath.Join("apps", "header_declare"), []string{"hd_data.c", "hd_main.c"}, "header_declare: ok")
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
