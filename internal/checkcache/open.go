package checkcache

import (
	"bytes"
	"context"
	"crypto/sha256"
	"slices"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/cachedir"
	"github.com/accls/accls/source"
)

// Kept is a file's entry read back: its analysis as Reanalyse's prev, and
// the last text Reanalyse answered. Read once (Open), it answers any
// number of texts of the file (Answer) without the disk: the language
// server asks it on every edit until the document's own first analysis,
// where reading the entry again would cost a big file's decoding each
// time (0.2 s for 10 MB). What it answers is only as current as the
// inputs were at Open: whoever holds it opens the entry again when a
// header may have changed. One caller at a time.
type Kept struct {
	name string // the entry's file
	e    *entry
	prev *analysis.Result
	// last is the text Answer last reanalysed (e.LastDiags its
	// diagnostics); nil while the entry's own last text stands.
	last []byte
}

// Open reads f's entry with opts, when one applies (the same inputs, the
// same options, the same file name).
func Open(ctx context.Context, f *source.File, opts analysis.Options) (*Kept, bool) {
	dir := cachedir.Folder("check")
	if dir == "" || ctx.Err() != nil {
		return nil, false
	}
	name := entryFile(dir, f.Name, opts)
	e, prev := load(name, f, opts)
	if prev == nil {
		return nil, false
	}
	return &Kept{name: name, e: e, prev: prev}, true
}

// Answer gives f's diagnostics: Unchanged for the entry's text or the
// last one reanalysed, Reanalysed for an edit inside function bodies
// (the entry's analysis then holds the old slice for the next edit
// there); ok is false when Reanalyse declines. f's text must not change
// afterwards: it stands as the last text answered.
func (k *Kept) Answer(ctx context.Context, f *source.File) (diags []source.Diagnostic, how How, ok bool) {
	if bytes.Equal(k.prev.File().Text, f.Text) {
		return k.prev.Diagnostics(), Unchanged, true
	}
	if k.isLast(f.Text) {
		return slices.Clone(k.e.LastDiags), Unchanged, true
	}
	r, ok := analysis.Reanalyse(ctx, k.prev, f)
	if !ok {
		return nil, Analysed, false
	}
	k.last, k.e.HasLast, k.e.LastDiags = f.Text, true, r.Diagnostics()
	return r.Diagnostics(), Reanalysed, true
}

// isLast reports whether text is the last one answered: by its bytes when
// this Kept answered it, by the entry's digest otherwise (digested only
// until then: hashing a big text on every edit would cost what reading
// the entry did).
func (k *Kept) isLast(text []byte) bool {
	if k.last != nil {
		return bytes.Equal(k.last, text)
	}
	if !k.e.HasLast || k.e.Last != sha256.Sum256(text) {
		return false
	}
	k.last = text
	return true
}

// write writes the entry back with what Answer learned: the old slices
// its analysis holds now, and the last text reanalysed. `accls check`
// does, for the next check; the language server never does (its texts
// are not the file's, and an edit's answer is not worth the file's
// writing on every keystroke).
func (k *Kept) write() {
	if k.last == nil {
		return
	}
	data, err := k.prev.Save()
	if err != nil {
		return
	}
	k.e.Result, k.e.Last = data, sha256.Sum256(k.last)
	write(k.name, k.e)
}
