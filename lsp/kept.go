package lsp

import (
	"context"
	"path/filepath"

	"github.com/accls/accls/internal/checkcache"
)

// Analyses kept on disk (issue 16; internal/checkcache, shared with
// `accls check`). A document opened has no analysis for the half second
// a big file's first one takes; when the file's entry applies (the same
// text, or the text of an edit inside one function), its diagnostics are
// published at once, through the quick loop, and the full analysis
// follows as always. The first full analysis after the document is
// opened or saved is kept in turn, so that the next open, or `accls
// check` of the file as saved, starts from it.

// fromDisk publishes snap's diagnostics from its file's entry, when one
// applies. Reanalyse reads the entry's options: they are those analyse
// would use now.
func (s *Server) fromDisk(ctx context.Context, d *document, snap *snapshot) {
	if snap.cpp || !filepath.IsAbs(snap.path) {
		return // C++ is read at directive level only; untitled has no entry
	}
	diags, _, ok := checkcache.Lookup(ctx, snap.file, s.snapOptions(snap))
	if ok && ctx.Err() == nil {
		s.publishQuick(d, snap, diags)
	}
}

// keepOnDisk writes res as its file's entry when the document asked for
// it (opened, or saved, since the last one kept).
func (s *Server) keepOnDisk(d *document, res *result) {
	if res.full == nil || res.snap.cpp || !d.keepNext.CompareAndSwap(true, false) {
		return
	}
	checkcache.Keep(res.full, res.opts)
}
