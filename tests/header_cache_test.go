package tests

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen"
	"github.com/accls/accls/source"
)

// headerCacheCorpora are every C file of the test corpora.
var headerCacheCorpora = []string{
	"../analysis/testdata/*/*.c",
	"conformance/*.c",
	"realistic/*.c",
	"apps/*/*.c",
	"../examples/*.c",
	"../bench/*/acc.c",
}

// TestHeaderCacheEquivalence: with the header prelude cache (cfront,
// prelude.go) the analysis of every corpus file gives the same
// diagnostics and directives as reading its headers every time. Each file
// is checked twice with the cache, so that the second reading comes from
// a prelude (the first sighting of a prefix reads it whole).
func TestHeaderCacheEquivalence(t *testing.T) {
	files := globAll(t, headerCacheCorpora...)
	if len(files) < 150 {
		t.Fatalf("the corpora have %d C files, fewer than 150", len(files))
	}
	before := cfront.HeaderCache().Used
	for _, path := range files {
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		abs, _ := filepath.Abs(path)
		f := source.NewFile(abs, text)
		want := checkWith(f, true)
		for pass := 0; pass < 2; pass++ {
			got := checkWith(f, false)
			if !reflect.DeepEqual(got.Diagnostics(), want.Diagnostics()) {
				t.Errorf("%s: diagnostics differ with the header cache:\n%v\nwithout:\n%v", path, got.Diagnostics(), want.Diagnostics())
				break
			}
			if !reflect.DeepEqual(got.Directives(), want.Directives()) {
				t.Errorf("%s: directives differ with the header cache", path)
				break
			}
		}
	}
	// Most files include headers: the comparison must have read most of
	// them after a prelude.
	if used := cfront.HeaderCache().Used - before; used < int64(len(files))/2 {
		t.Errorf("only %d of %d files were read after a header prelude", used, len(files))
	}
}

func checkWith(f *source.File, noCache bool) *analysis.Result {
	r, err := analysis.Check(context.Background(), f, analysis.Options{Info: true, Translator: openclgen.Limits,
		Frontend: cfront.Options{NoHeaderCache: noCache}})
	if err != nil {
		panic(err) // a background context is never done
	}
	return r
}
