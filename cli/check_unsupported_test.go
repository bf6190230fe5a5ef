package cli

import (
	"strings"
	"testing"
)

// What accls compile cannot translate yet is an [unsupported] error of
// accls check too, at the same place; --no-unsupported leaves it out for
// code built with another OpenACC compiler.
func TestCheckReportsTranslatorLimits(t *testing.T) {
	const file = "testdata/recursive_routine.c"
	wantCheckAndCompile(t, file, "testdata/recursive_routine.c:4:42: error: the recursive call of the routine 'fact' (OpenCL C has no recursion) is not supported by accls compile yet [unsupported]")
	wantCheck(t, "", "--no-unsupported", file)
}

// --no-unsupported also leaves out the limits analysis decides from the
// model alone (analysis/model/limits_model.go), not only the translator's.
func TestNoUnsupportedHidesModelLimits(t *testing.T) {
	const file = "testdata/set_two_types.c"
	wantCheck(t, "testdata/set_two_types.c:4:17: error: more than one device type on 'set' is not supported by accls compile yet [unsupported]", file)
	wantCheck(t, "", "--no-unsupported", file)
}

// wantCheckAndCompile wants the error line want from both commands on
// file: accls check prints only it, accls compile's stderr holds it.
func wantCheckAndCompile(t *testing.T, file, want string) {
	t.Helper()
	wantCheck(t, want, file)
	_, errOut, status := run(t, "compile", "--emit-opencl", file)
	if status != ExitFound || !strings.Contains(errOut, want) {
		t.Errorf("compile %s: status %d, stderr:\n%s\nwant:\n%s", file, status, errOut, want)
	}
}

// wantCheck wants accls check with args to print exactly want, and to
// exit with ExitFound, or with ExitOK when want is "".
func wantCheck(t *testing.T, want string, args ...string) {
	t.Helper()
	out, _, status := run(t, append([]string{"check"}, args...)...)
	wantStatus := ExitFound
	if want == "" {
		wantStatus = ExitOK
	}
	if status != wantStatus || strings.TrimSpace(out) != want {
		t.Errorf("check %v: status %d, output:\n%s\nwant (status %d):\n%s", args, status, out, wantStatus, want)
	}
}
