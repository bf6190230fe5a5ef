package cli

import (
	"strings"
	"testing"
)

// A nohost routine called from host code (§2.15.1) is an error of accls
// check, as it is of accls compile: the same line from both.
func TestCheckReportsNohostHostCall(t *testing.T) {
	const want = "testdata/nohost.c:5:12: error: 'sq_dev' has the nohost clause, so it has no host copy; this call is host code [nohost-host-call]"
	out, _, status := run(t, "check", "testdata/nohost.c")
	if status != ExitFound || strings.TrimSpace(out) != want {
		t.Errorf("check: status %d, output:\n%s\nwant:\n%s", status, out, want)
	}
	_, errOut, status := run(t, "compile", "--emit-opencl", "testdata/nohost.c")
	if status != ExitFound || !strings.Contains(errOut, want) {
		t.Errorf("compile: status %d, stderr:\n%s\nwant:\n%s", status, errOut, want)
	}
}
