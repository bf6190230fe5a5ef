// Package checkcache keeps `accls check`'s full analyses on disk between
// processes (issue 16). A check of a big file costs the C front end's
// reading of every function, in every process; the next check of the
// same file reads the last full analysis back instead: the same text
// gives its diagnostics, edits inside function bodies give
// analysis.Reanalyse's (those functions alone analysed again; the entry
// then keeps that text's diagnostics, and the slice of the old text that
// Reanalyse compared with, for the next edit there), anything else (or
// edits too large for a slice to pay) a full analysis, which is kept in
// turn.
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

// entryVersion changes when an entry's layout or meaning changes (2: a
// stamp may be racy, cfront.FileStamp.Racy, and is then compared by its
// bytes; an entry of version 1 says nothing of it).
const entryVersion = 2

// entriesKept bounds the folder: one entry per file and set of options,
// the least recently used removed first. An entry of a 10,000-line file
// is 360 KB, of a 10 MB file 10.6 MB: 256 MiB holds 256 entries of files
// up to about 29,000 lines, or 25 of 10 MB files (docs/design/checkcache.md).
var entriesKept = cachedir.Bound{Entries: 256, Bytes: 256 << 20}

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

// entry is what is kept for one file: the last full analysis (with the
// old slices Reanalyse analysed since), and the last text Reanalyse
// answered, by its digest, with its diagnostics.
type entry struct {
	Version   int
	Config    string
	Files     []cfront.FileStamp
	Result    []byte // analysis.Result.Save
	HasLast   bool
	Last      [sha256.Size]byte
	LastDiags []source.Diagnostic
}

// Check is analysis.Check's diagnostics of f with opts, answered from the
// entry an earlier check of the same file left when it still applies
// (Lookup); a full analysis is kept as the file's entry (Keep).
func Check(ctx context.Context, f *source.File, opts analysis.Options) ([]source.Diagnostic, How, error) {
	if diags, how, ok := Lookup(ctx, f, opts); ok {
		return diags, how, nil
	}
	r, err := analysis.Check(ctx, f, opts)
	if err != nil {
		return nil, Analysed, err
	}
	Keep(r, opts)
	return r.Diagnostics(), Analysed, nil
}

// Lookup answers f with opts from its file's entry (Open, Answer):
// Unchanged or Reanalysed; ok is false when no entry applies or Reanalyse
// declines. A Reanalysed answer is written back for the next check.
func Lookup(ctx context.Context, f *source.File, opts analysis.Options) (diags []source.Diagnostic, how How, ok bool) {
	k, ok := Open(ctx, f, opts)
	if !ok {
		return nil, Analysed, false
	}
	diags, how, ok = k.Answer(ctx, f)
	if how == Reanalysed {
		k.write()
	}
	return diags, how, ok
}

// entryFile names the entry of the file called name (as given, and
// absolute) checked with opts.
func entryFile(dir, name string, opts analysis.Options) string {
	abs, err := filepath.Abs(name)
	if err != nil {
		abs = name
	}
	h := sha256.New()
	for _, s := range []string{abs, name, opts.Key(name)} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return filepath.Join(dir, hex.EncodeToString(h.Sum(nil)[:16])+".gob")
}

// load reads the entry at name, and its analysis back as Reanalyse's
// prev; nil when there is none that applies to f with opts.
func load(name string, f *source.File, opts analysis.Options) (*entry, *analysis.Result) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, nil
	}
	var e entry
	if gob.NewDecoder(bytes.NewReader(data)).Decode(&e) != nil || e.Version != entryVersion {
		return nil, nil
	}
	if cfg, ok := cfront.ConfigOf(f.Name, opts.Frontend); !ok || cfg != e.Config {
		return nil, nil
	}
	if !cfront.AllUnchanged(e.Files) {
		return nil, nil
	}
	prev, err := analysis.Load(e.Result, opts)
	if err != nil || prev.File().Name != f.Name {
		return nil, nil
	}
	cachedir.Used(name)
	return &e, prev
}

// Keep writes r, a full analysis of its file with opts, as the file's
// entry, when the front end could tell what it read.
func Keep(r *analysis.Result, opts analysis.Options) {
	dir := cachedir.Folder("check")
	m := r.Model()
	if dir == "" || m == nil || m.Unit == nil {
		return
	}
	in := m.Unit.Inputs()
	if !in.Known { // a header changed after cc read it, among others
		return
	}
	data, err := r.Save()
	if err != nil {
		return
	}
	write(entryFile(dir, r.File().Name, opts), &entry{Version: entryVersion, Config: in.Config, Files: in.Files, Result: data})
}

// write writes e at name, and bounds the folder.
func write(name string, e *entry) {
	var b bytes.Buffer
	if gob.NewEncoder(&b).Encode(e) != nil {
		return
	}
	cachedir.Put(name, b.Bytes(), entriesKept)
}
