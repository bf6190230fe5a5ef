package tests

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
	"github.com/accls/accls/internal/checkcache"
	"github.com/accls/accls/openclgen"
	"github.com/accls/accls/source"
)

// TestCheckCacheEditSequences: `accls check` run again and again as a
// file is edited (issue 16). Each step edits 1 to 3 function bodies of
// the text before (internal/bodyedit) and checks the new text through the
// check cache as the command does (checkcache.Check: an entry written by
// the steps before, read back from disk, answering the text, the last
// text it answered, or a reanalysis against its full analysis with the
// slices kept since); every answer must be a full analysis's. Every
// fourth file of the agreement corpora, by the seed, and a generated
// file of 2,000 lines on which edits in several functions are cheap
// enough to be reanalysed. ACCLS_CACHE_SEQ_SEED picks another seed
// (longer runs).
func TestCheckCacheEditSequences(t *testing.T) {
	seed, steps := uint64(11), 6
	if s := os.Getenv("ACCLS_CACHE_SEQ_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	t.Setenv("ACCLS_CACHE_DIR", t.TempDir())
	var hows [3]int
	files := corpusFiles(t)
	big := filepath.Join(t.TempDir(), "big2k.c")
	if err := os.WriteFile(big, []byte(bigfile.C(2000)), 0o644); err != nil {
		t.Fatal(err)
	}
	for i, path := range append(files, big) {
		if uint64(i)%4 != seed%4 && path != big {
			continue
		}
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		opts := analysis.Options{Translator: openclgen.Limits, Info: i%2 == 1}
		rng := rand.New(rand.NewPCG(seed, uint64(i)))
		edit := "none"
		for step := 0; step <= steps; step++ {
			f := source.NewFile(path, text)
			got, how, err := checkcache.Check(context.Background(), f, opts)
			if err != nil {
				t.Fatal(err)
			}
			hows[how]++
			full, err := bodyedit.CheckedLike(f, opts, got)
			if err != nil {
				t.Fatal(err)
			}
			if want := full.Diagnostics(); !reflect.DeepEqual(got, want) {
				t.Fatalf("%s, step %d (%s, after the edit %s): the check cache's answer differs from a full analysis\n got: %s\nwant: %s",
					path, step, how, edit, bodyedit.List(got), bodyedit.List(want))
			}
			text, edit = nextText(rng, full, text)
			if text == nil {
				break
			}
		}
	}
	t.Logf("answers: %d analysed, %d unchanged, %d reanalysed", hows[checkcache.Analysed], hows[checkcache.Unchanged], hows[checkcache.Reanalysed])
	if hows[checkcache.Reanalysed] == 0 || hows[checkcache.Unchanged] == 0 {
		t.Errorf("the sequences never reached the cache's reanalysis or its unchanged answer: %v", hows)
	}
}

// nextText edits 1 to 3 function bodies of text (r, its full analysis),
// or returns it as it was one time in five (the same text checked again),
// with the edit; nil when r has no bodies to edit.
func nextText(rng *rand.Rand, r *analysis.Result, text []byte) ([]byte, string) {
	if rng.IntN(5) == 0 {
		return text, "none"
	}
	if r.Model() == nil || r.Model().Unit == nil {
		return nil, ""
	}
	e, ok := bodyedit.Random(rng, r, 1+rng.IntN(3))
	if !ok {
		return nil, ""
	}
	return e.Apply(text), e.String()
}
