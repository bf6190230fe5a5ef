package tests

import (
	"context"
	"os"
	"reflect"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/bigfile"
	"github.com/accls/accls/openclgen"
	"github.com/accls/accls/source"
)

// limitsRunCorpora are the C files of every corpus the tests and
// benchmarks translate, beyond agreementCorpora.
var limitsRunCorpora = []string{
	"realistic/*.c",
	"apps/*/*.c",
	"mpi/*.c",
	"../bench/*/acc.c",
	"../examples/*.c",
	"../examples/*/*.c",
}

// TestLimitsRunMatchesTranslation: accls check asks the translator for
// its limits alone (openclgen.Limits), which skips printing what decides
// no limit (issue 16); over every corpus, and the benchmarks' 10,000-line
// file, its diagnostics are those of a full translation (accls compile),
// in the same order, so the two runs cannot drift apart.
func TestLimitsRunMatchesTranslation(t *testing.T) {
	files := append(corpusFiles(t), globAll(t, limitsRunCorpora...)...)
	translated, limited := 0, 0
	for _, path := range files {
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		ok, n := compareLimitsRun(t, source.NewFile(path, text))
		if ok {
			translated++
		}
		if n > 0 {
			limited++
		}
	}
	if ok, _ := compareLimitsRun(t, source.NewFile("big10000.c", []byte(bigfile.C(10000)))); ok {
		translated++
	}
	// the corpora must exercise the translator and some of its limits
	// (openclgen's tests compare the runs on every limit's program)
	if translated < len(files)/2 || limited < 5 {
		t.Errorf("%d of %d files reached the translator, %d with limits", translated, len(files)+1, limited)
	}
	t.Logf("%d of %d files translated, %d with limits", translated, len(files)+1, limited)
}

// compareLimitsRun compares the two runs on f's model and counts the
// translation's diagnostics; false when the analysis refuses f (accls
// compile translates no such file).
func compareLimitsRun(t *testing.T, f *source.File) (bool, int) {
	t.Helper()
	r, err := analysis.Check(context.Background(), f, analysis.Options{Mode: analysis.ModeC})
	if err != nil {
		t.Fatal(err)
	}
	if r.Model() == nil || source.HasErrors(r.Diagnostics()) {
		return false, 0
	}
	full := openclgen.Translate(r.Model()).Diagnostics
	limits := openclgen.Limits(r.Model())
	if !reflect.DeepEqual(full, limits) {
		t.Errorf("%s: the limits run differs from the translation\nlimits run: %v\ntranslation: %v", f.Name, limits, full)
	}
	return true, len(full)
}
