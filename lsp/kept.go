package lsp

import (
	"context"
	"path/filepath"

	"github.com/accls/accls/internal/checkcache"
)

// Analyses kept on disk (issue 16; internal/checkcache, shared with
// `accls check`). A document opened has no analysis for the half second
// a big file's first one takes; when the file's entry applies (the same
// text, or the text of edits inside function bodies), its diagnostics are
// published at once, through the quick loop, and the full analysis
// follows as always. The first full analysis after the document is
// opened or saved is kept in turn, so that the next open, or `accls
// check` of the file as saved, starts from it.

// fromDisk publishes snap's diagnostics from its file's entry, when one
// applies. The entry is read once (keptEntry) and answers every edit
// until the document's first full analysis from memory; nothing is
// written back: the text edited is not the file's. Reanalyse reads the
// entry's options: they are those analyse would use at the reading.
func (s *Server) fromDisk(ctx context.Context, d *document, snap *snapshot) {
	if snap.cpp || !filepath.IsAbs(snap.path) {
		return // C++ is read at directive level only; untitled has no entry
	}
	k := s.keptEntry(ctx, d, snap)
	if k == nil {
		return
	}
	diags, _, ok := k.Answer(ctx, snap.file)
	if ok && ctx.Err() == nil {
		s.publishQuick(d, snap, diags)
	}
}

// keptEntry is d's file's entry read back: read on the first ask, and
// again after dropKept; nil when none applies, and once the document has
// an analysis of its own.
func (s *Server) keptEntry(ctx context.Context, d *document, snap *snapshot) *checkcache.Kept {
	d.mu.Lock()
	read, k, drops := d.keptRead, d.kept, d.keptDrops
	done := d.result != nil
	d.mu.Unlock()
	if done || read {
		return k
	}
	k, _ = checkcache.Open(ctx, snap.file, s.snapOptions(snap))
	if ctx.Err() != nil {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.keptDrops == drops && d.result == nil { // not dropped while it was read
		d.keptRead, d.kept = true, k
	}
	return k
}

// dropKept forgets d's entry read back: the document's analysis is
// published (the normal reanalysis takes over), it is closed, or the
// entry's inputs (a header, the compilation database, the settings) may
// have changed: the next ask before an analysis reads it again.
func (d *document) dropKept() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.dropKeptLocked()
}

func (d *document) dropKeptLocked() {
	d.keptRead, d.kept = false, nil
	d.keptDrops++
}

// keepOnDisk writes res as its file's entry when the document asked for
// it (opened, or saved, since the last one kept).
func (s *Server) keepOnDisk(d *document, res *result) {
	if res.full == nil || res.snap.cpp || !d.keepNext.CompareAndSwap(true, false) {
		return
	}
	checkcache.Keep(res.full, res.opts)
}
