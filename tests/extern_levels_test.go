package tests

import (
	"path/filepath"
	"testing"
)

// TestAppExternLevels builds apps/extern_levels: vector routines (a
// vector loop with a sum reduction; a private value, memory written and a
// max reduction), a worker routine and a gang routine defined in
// el_routines.c and called from el_main.c in every context OpenACC 3.3
// §2.15.1 allows (gang loop, worker-single code, worker loop,
// gang-redundant code, serial and kernels constructs), each file compiled
// on its own with `accls compile -c`. It runs on the default device, on
// acc_device_host and built by plain cc with the same output, checking
// every value against a serial computation; both files' programs also
// compile for an AMD GPU where clang-19 is installed.
func TestAppExternLevels(t *testing.T) {
	src := filepath.Join("apps", "extern_levels")
	files := []string{"el_routines.c", "el_main.c"}
	dir := runMultiFileApp(t, src, files, "extern_levels: ok")
	compileAppForAMD(t, dir, src, files)
}
