package cli

import "testing"

// A nohost routine called from host code (§2.15.1) is an error of accls
// check, as it is of accls compile: the same line from both.
func TestCheckReportsNohostHostCall(t *testing.T) {
	wantCheckAndCompile(t, "testdata/nohost.c", "testdata/nohost.c:5:12: error: 'sq_dev' has the nohost clause, so it has no host copy; this call is host code [nohost-host-call]")
}
