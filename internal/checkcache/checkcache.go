// Package checkcache keeps `accls check`'s full analyses on disk between
// processes (issue 16). A check of a big file costs the C front end's
// reading of every function, in every process; the next check of the
// same file reads the last full analysis back instead: the same text
// gives its diagnostics, an edit inside one function body gives
// analysis.Reanalyse's (that function alone analysed again), anything
// else a full analysis, which is kept in turn.
//
// An entry applies only while everything the analysis read is as it
// was: the build of accls, the options, the configuration the front end
// derived for the file (host compiler, compilation database) and every
// file it looked for, found or not (cfront.Inputs). It lives under
// $ACCLS_CACHE_DIR/check (cachedir); ACCLS_CACHE_DIR=off keeps nothing.
package checkcache

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"os"
	"path/filepath"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/internal/cachedir"
	"github.com/accls/accls/source"
)

// entryVersion changes when an entry's layout or meaning changes.
const entryVersion = 1

// entriesKept bounds the folder: one entry per file and set of options.
const entriesKept = 256

// How says where a result came from.
type How int

const (
	// Analysed: a full analysis (analysis.Check).
	Analysed How = iota
	// Unchanged: the entry's, for the same text.
	Unchanged
	// Reanalysed: the entry's with the edited function analysed again.
	Reanalysed
)

func (h How) String() string {
	return [...]string{"analysed", "unchanged", "reanalysed"}[h]
}

// entry is what is kept for one file.
type entry struct {
	Version int
	Config  string
	Files   []cfront.FileStamp
	Result  []byte // analysis.Result.Save
}

// Check is analysis.Check of f with opts, answered from the entry an
// earlier check of the same file left when it still applies.
func Check(ctx context.Context, f *source.File, opts analysis.Options) (*analysis.Result, How, error) {
	dir := cachedir.Folder("check")
	if dir == "" {
		r, err := analysis.Check(ctx, f, opts)
		return r, Analysed, err
	}
	name := entryFile(dir, f.Name, opts)
	if prev := load(name, f, opts); prev != nil {
		if bytes.Equal(prev.File().Text, f.Text) {
			return prev, Unchanged, nil
		}
		if r, ok := analysis.Reanalyse(ctx, prev, f); ok {
			return r, Reanalysed, nil
		}
	}
	r, err := analysis.Check(ctx, f, opts)
	if err == nil {
		save(name, r)
	}
	return r, Analysed, err
}

// entryFile names the entry of the file called name (as given, and
// absolute) checked with opts.
func entryFile(dir, name string, opts analysis.Options) string {
	abs, err := filepath.Abs(name)
	if err != nil {
		abs = name
	}
	h := sha256.New()
	for _, s := range []string{abs, name, opts.Key()} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return filepath.Join(dir, hex.EncodeToString(h.Sum(nil)[:16])+".gob")
}

// load reads the entry at name back as Reanalyse's prev; nil when there
// is none that applies to f with opts.
func load(name string, f *source.File, opts analysis.Options) *analysis.Result {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil
	}
	var e entry
	if gob.NewDecoder(bytes.NewReader(data)).Decode(&e) != nil || e.Version != entryVersion {
		return nil
	}
	if cfg, ok := cfront.ConfigOf(f.Name, opts.Frontend); !ok || cfg != e.Config {
		return nil
	}
	for _, s := range e.Files {
		if !s.Unchanged() {
			return nil
		}
	}
	prev, err := analysis.Load(e.Result, opts)
	if err != nil || prev.File().Name != f.Name {
		return nil
	}
	return prev
}

// save keeps r, a full analysis, at name, when its inputs are known.
func save(name string, r *analysis.Result) {
	m := r.Model()
	if m == nil || m.Unit == nil {
		return
	}
	in := m.Unit.Inputs()
	if !in.Known { // a header written just before it was read, among others
		return
	}
	data, err := r.Save()
	if err != nil {
		return
	}
	var b bytes.Buffer
	if gob.NewEncoder(&b).Encode(&entry{Version: entryVersion, Config: in.Config, Files: in.Files, Result: data}) != nil {
		return
	}
	cachedir.Write(name, b.Bytes())
	cachedir.Prune(filepath.Dir(name), entriesKept)
}
