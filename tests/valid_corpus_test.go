package tests

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/accls/accls/source"
)

// validCorpora are valid OpenACC C programs of every style the project
// writes: the analysis's valid corpus, the conformance programs, the
// applications and the realistic programs (benchmarks, stencils,
// mini-apps, macro- and #ifdef-heavy code).
var validCorpora = []string{
	"../analysis/testdata/valid/*.c",
	"conformance/*.c",
	"apps/*/*.c",
	"realistic/*.c",
}

// expectedWarnings are the warnings a valid program draws on purpose:
// the file exercises the spelling or shape the warning is about.
var expectedWarnings = map[string]string{
	"clause_aliases.c":        "deprecated-clause",       // the §2.7 compatibility spellings, on purpose
	"exec_gang_pointers.c":    "loop-carried-dependence", // *p written under a condition only one iteration meets
	"shape_compat_names.c":    "deprecated-clause",       // realistic/: the compatibility spellings of issue 12, on purpose
	"long_double.c":           "long-double-as-double",   // long double computed as double on the device, on purpose
	"shape_reduction_types.c": "long-double-as-double",   // realistic/: a long double reduction (issue 12), on purpose
}

// TestValidCorpus: accls check, as CI runs it (with the translator's
// limits), reports no error, no warning and nothing the C front end
// could not read on any valid program: no false alarms (issue 14).
func TestValidCorpus(t *testing.T) {
	files := globAll(t, validCorpora...)
	if len(files) < 60 {
		t.Fatalf("the valid corpus has %d files, fewer than 60", len(files))
	}
	for _, path := range files {
		if knownRealisticFailure(path) {
			continue
		}
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		abs, _ := filepath.Abs(path)
		for _, d := range checkPipeline(source.NewFile(abs, text)) {
			bad := d.Severity == source.Error || d.Severity == source.Warning || d.Code == "c-frontend"
			if bad && expectedWarnings[filepath.Base(path)] != d.Code {
				t.Errorf("%s", d)
			}
		}
	}
}

// knownRealisticFailure reports a program of realistic/ that accls does
// not handle yet (realisticKnownFailures, realistic_test.go): its errors
// are tracked there, and it joins this check once it passes.
func knownRealisticFailure(path string) bool {
	name := strings.TrimSuffix(filepath.Base(path), ".c")
	_, known := realisticKnownFailures[name]
	return known && filepath.Base(filepath.Dir(path)) == "realistic"
}
