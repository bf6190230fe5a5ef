package cli

import (
	"strings"
	"testing"
)

// What accls compile cannot translate yet is an [unsupported] error of
// accls check too, at the same place; --no-unsupported leaves it out for
// code built with another OpenACC compiler.
func TestCheckReportsTranslatorLimits(t *testing.T) {
	const want = "testdata/recursive_routine.c:4:42: error: the recursive call of the routine 'fact' (OpenCL C has no recursion) is not supported by accls compile yet [unsupported]"
	out, _, status := run(t, "check", "testdata/recursive_routine.c")
	if status != ExitFound || strings.TrimSpace(out) != want {
		t.Errorf("check: status %d, output:\n%s\nwant:\n%s", status, out, want)
	}
	_, errOut, status := run(t, "compile", "--emit-opencl", "testdata/recursive_routine.c")
	if status != ExitFound || !strings.Contains(errOut, want) {
		t.Errorf("compile: status %d, stderr:\n%s\nwant:\n%s", status, errOut, want)
	}
	out, _, status = run(t, "check", "--no-unsupported", "testdata/recursive_routine.c")
	if status != ExitOK || strings.TrimSpace(out) != "" {
		t.Errorf("check --no-unsupported: status %d, output:\n%s", status, out)
	}
}

// --no-unsupported also leaves out the limits analysis decides from the
// model alone (analysis/limits_model.go), not only the translator's.
func TestNoUnsupportedHidesModelLimits(t *testing.T) {
	const want = "testdata/set_two_types.c:4:17: error: more than one device type on 'set' is not supported by accls compile yet [unsupported]"
	out, _, status := run(t, "check", "testdata/set_two_types.c")
	if status != ExitFound || strings.TrimSpace(out) != want {
		t.Errorf("check: status %d, output:\n%s\nwant:\n%s", status, out, want)
	}
	out, _, status = run(t, "check", "--no-unsupported", "testdata/set_two_types.c")
	if status != ExitOK || strings.TrimSpace(out) != "" {
		t.Errorf("check --no-unsupported: status %d, output:\n%s", status, out)
	}
}
