package analysis_test

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/bigfile"
	"github.com/accls/accls/internal/bodyedit"
	"github.com/accls/accls/openclgen"
	"github.com/accls/accls/source"
)

// TestReanalyseMatchesCheck makes random edits inside function bodies of
// the corpora (analysis/testdata, tests/conformance, tests/realistic, the
// benchmarks, the translator's golden files, a generated big file):
// whenever Reanalyse takes an edit, its diagnostics must be Check's on
// the new text, exactly.
// Every other file's edits are reanalysed against the full analysis
// saved and loaded back (Save, Load: another process's prev).
// As many edits again change 2 to 4 functions at once (a replace-all, a
// patch). ACCLS_REANALYSE_SEED picks the seed, ACCLS_REANALYSE_EDITS the
// edits of each kind per file (1), ACCLS_REANALYSE_EVERY the share of the files (all; every 4th
// with -short).
func TestReanalyseMatchesCheck(t *testing.T) {
	seed := uint64(16)
	if s := os.Getenv("ACCLS_REANALYSE_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	// Every file by default, a quarter with -short (which, the seed
	// picks).
	edits, every := 1, 1
	if testing.Short() {
		every = 4
	}
	if s := os.Getenv("ACCLS_REANALYSE_EDITS"); s != "" {
		edits, _ = strconv.Atoi(s)
	}
	if s := os.Getenv("ACCLS_REANALYSE_EVERY"); s != "" {
		every, _ = strconv.Atoi(s)
		every = max(every, 1)
	}
	t.Logf("seed %d (ACCLS_REANALYSE_SEED), %d edits (ACCLS_REANALYSE_EDITS) in every %d-th file (ACCLS_REANALYSE_EVERY)", seed, edits, every)
	// the edits tried and taken, in one function and in several
	var stats [2]struct{ tried, took, loaded int }
	for i, c := range reanalyseCorpus(t) {
		if uint64(i)%uint64(every) != seed%uint64(every) && c.name != "big1k.c" {
			continue
		}
		f := source.NewFile(c.name, c.text)
		// the translator's limits, and in turn info-level feedback, a
		// device type, no [unsupported] errors
		opts := analysis.Options{Translator: openclgen.Limits, Info: i%2 == 1, NoUnsupported: i%5 == 4}
		if i%3 == 2 {
			opts.DeviceType = "nvidia"
		}
		prev, err := analysis.Check(context.Background(), f, opts)
		if err != nil || prev.Model() == nil {
			continue
		}
		base := prev
		if i%2 == 0 {
			base = savedAndLoaded(t, prev, opts)
		}
		rng := rand.New(rand.NewPCG(seed, uint64(i)))
		for k := 0; k < 2*edits; k++ {
			// the first edits in one function, as typed, the others in
			// 2 to 4 at once, as a replace-all or a patch makes
			n := 1
			if k >= edits {
				n = 2 + rng.IntN(3)
			}
			e, ok := bodyedit.Random(rng, prev, n)
			if !ok {
				continue
			}
			st := &stats[min(n, 2)-1]
			st.tried++
			nf := source.NewFile(c.name, e.Apply(c.text))
			got, ok := reanalyseAnyCost(base, nf, n > 1)
			if !ok {
				continue
			}
			st.took++
			if base != prev {
				st.loaded++
			}
			if g, w := got.Diagnostics(), checkedLike(t, nf, opts, got.Diagnostics()); !reflect.DeepEqual(g, w) {
				t.Errorf("seed %d, %s: %s: Reanalyse differs from Check\n got: %s\nwant: %s",
					seed, c.name, e, listDiags(g), listDiags(w))
			}
		}
	}
	for n, st := range stats {
		what := []string{"in one function", "in 2 to 4 functions"}[n]
		t.Logf("edits %s: Reanalyse took %d of %d (%.0f%%), %d against a loaded result",
			what, st.took, st.tried, 100*float64(st.took)/float64(max(st.tried, 1)), st.loaded)
		if st.tried > 20 && (st.took == 0 || st.loaded == 0) {
			t.Errorf("edits %s: Reanalyse took %d of %d, %d against a loaded result", what, st.took, st.tried, st.loaded)
		}
	}
}

// reanalyseAnyCost is Reanalyse, whatever its slices cost when anyCost:
// the edits in several functions of a small file, which a full analysis
// serves as cheaply, still check what it would tell.
func reanalyseAnyCost(prev *analysis.Result, f *source.File, anyCost bool) (*analysis.Result, bool) {
	if anyCost {
		defer analysis.WithoutSliceCosts()()
	}
	return analysis.Reanalyse(context.Background(), prev, f)
}

// savedAndLoaded is prev read back from what it saved, with its
// diagnostics; prev itself when it cannot be saved.
func savedAndLoaded(t *testing.T, prev *analysis.Result, opts analysis.Options) *analysis.Result {
	data, err := prev.Save()
	if err != nil {
		return prev
	}
	got, err := analysis.Load(data, opts)
	if err != nil {
		t.Fatalf("%s: Load: %v", prev.File().Name, err)
	}
	if !reflect.DeepEqual(got.Diagnostics(), prev.Diagnostics()) || string(got.File().Text) != string(prev.File().Text) {
		t.Fatalf("%s: the loaded result differs from the saved one", prev.File().Name)
	}
	return got
}

// checkedLike is bodyedit.CheckedLike, failing t on an error.
func checkedLike(t *testing.T, f *source.File, opts analysis.Options, want []source.Diagnostic) []source.Diagnostic {
	got, err := bodyedit.CheckedLike(f, opts, want)
	if err != nil {
		t.Fatal(err)
	}
	return got.Diagnostics()
}

type corpusFile struct {
	name string
	text []byte
}

func reanalyseCorpus(t *testing.T) []corpusFile {
	var out []corpusFile
	for _, pat := range []string{"testdata/valid/*.c", "testdata/semantic/*.c", "testdata/semantic/*/*.c",
		"testdata/unsupported/*.c", "../tests/conformance/*.c", "../tests/realistic/*.c", "../bench/*/acc.c",
		"../openclgen/testdata/golden/*.c"} {
		files, _ := filepath.Glob(pat)
		for _, p := range files {
			text, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			abs, _ := filepath.Abs(p)
			out = append(out, corpusFile{abs, text})
		}
	}
	return append(out, corpusFile{"big1k.c", []byte(bigfile.C(1000))})
}

// listDiags prints ds for a failure.
func listDiags(ds []source.Diagnostic) string { return bodyedit.List(ds) }
