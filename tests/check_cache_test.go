package tests

import (
	"testing"
)

// TestCheckCacheAgrees: over every corpus of the agreement test, accls
// check answered from the check cache (the second check of an unchanged
// file, internal/checkcache) prints what a check with nothing kept
// prints, diagnostics, notes and fixes alike. (Edits answered from it,
// through analysis.Reanalyse, are TestReanalyseMatchesCheck's, and
// sequences of them through the cache TestCheckCacheEditSequences's.)
func TestCheckCacheAgrees(t *testing.T) {
	for _, path := range corpusFiles(t) {
		t.Setenv("ACCLS_CACHE_DIR", "off")
		_, want, wantErr := accls("check", "--format", "json", path)
		t.Setenv("ACCLS_CACHE_DIR", t.TempDir())
		for _, run := range []string{"first", "second"} {
			_, got, gotErr := accls("check", "--format", "json", path)
			if got != want || gotErr != wantErr {
				t.Errorf("%s: the %s check with a cache differs\n got: %s%s\nwant: %s%s", path, run, got, gotErr, want, wantErr)
			}
		}
	}
}
