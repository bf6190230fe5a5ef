package checkcache

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/cachedir/cachedirtest"
	"github.com/accls/accls/source"
)

// A header saved just before the check (an editor's save, then `accls
// check`) is kept: the entry applies while the header is as cc read it,
// and no longer once it is rewritten with other bytes of the same size
// in the same clock tick (its time put back), which only its bytes tell.
func TestCheckKeepsRacyHeader(t *testing.T) {
	dir, main := project(t)
	params := filepath.Join(dir, "params.h")
	cachedirtest.WriteAged(t, params, header, 0)
	checkAs(t, main, program, opts, Analysed)
	checkAs(t, main, program, opts, Unchanged)

	fi, err := os.Stat(params)
	if err != nil {
		t.Fatal(err)
	}
	cachedirtest.WriteAged(t, params, strings.Replace(header, "64", "32", 1), 0)
	if err := os.Chtimes(params, fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}
	checkAs(t, main, program, opts, Analysed)
	checkAs(t, main, program, opts, Unchanged)
}

// A header saved after cc read it and before the entry was written gives
// no entry that applies to the new header: the next check analyses.
func TestCheckHeaderChangedWhileChecked(t *testing.T) {
	dir, main := project(t)
	f := source.NewFile(main, []byte(program))
	r, err := analysis.Check(context.Background(), f, opts)
	if err != nil {
		t.Fatal(err)
	}
	// N 64 → N 32: the same size, a time of its own an hour old.
	cachedirtest.WriteAged(t, filepath.Join(dir, "params.h"), strings.Replace(header, "64", "32", 1), 50*time.Minute)
	Keep(r, opts)
	checkAs(t, main, program, opts, Analysed)
	checkAs(t, main, program, opts, Unchanged)
}

// An entry that applies is marked used: the folder's pruning removes the
// entries used longest ago first, not the oldest written.
func TestCheckMarksEntryUsed(t *testing.T) {
	dir, main := project(t)
	checkAs(t, main, program, opts, Analysed)
	entry := theEntry(t, dir)
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(entry, old, old); err != nil {
		t.Fatal(err)
	}
	checkAs(t, main, program, opts, Unchanged)
	fi, err := os.Stat(entry)
	if err != nil {
		t.Fatal(err)
	}
	if !fi.ModTime().After(old.Add(30 * time.Minute)) {
		t.Errorf("the entry used keeps its time %v", fi.ModTime())
	}
}
