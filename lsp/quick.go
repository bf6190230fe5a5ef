package lsp

import (
	"context"
	"encoding/json"
	"runtime/debug"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

// The whole file's diagnostics at once after an edit inside function
// bodies (issue 16). analysis.Reanalyse analyses the edited functions in a
// slice of the file against the last full analysis, or declines; what it
// returns is what a full analysis of the new text would publish. The
// debounced full analysis still runs after it: the model that hover,
// inlay hints and code actions read comes from there.

// quickWork is a document's second loop: for each new snapshot, publish
// Reanalyse's diagnostics when it takes the edit. It runs beside the full
// analysis, outside its slots (s.sem), so that an analysis in flight does
// not hold it back.
func (s *Server) quickWork(ctx context.Context, d *document) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-d.quickWake:
		}
		snap := d.latest()
		s.reanalyse(ctx, d, snap)
		snap.quickDone()
	}
}

// reanalyse publishes Reanalyse's diagnostics of snap against the last
// full analysis, when it takes the edit.
func (s *Server) reanalyse(ctx context.Context, d *document, snap *snapshot) {
	defer func() {
		if p := recover(); p != nil {
			// the full analysis reports it, or publishes without it
			s.logf("reanalysis of %s panicked: %v\n%s", snap.path, p, debug.Stack())
		}
	}()
	d.mu.Lock()
	base := d.result
	d.mu.Unlock()
	if base == nil && snap.mode != 0 {
		s.fromDisk(ctx, d, snap) // no analysis yet: the file's kept one (kept.go)
		return
	}
	if base == nil || base.full == nil || base.snap == snap || snap.mode == 0 || snap.cpp ||
		base.settings != s.settingsKey() {
		return // Reanalyse reads base's options: new settings wait for the full analysis
	}
	a0 := allocated()
	r, ok := analysis.Reanalyse(ctx, base.full, snap.file)
	reanalyseAlloc.Store(allocated() - a0)
	if ok {
		s.publishQuick(d, snap, r.Diagnostics())
	}
}

// publishQuick sends diags for snap unless a newer snapshot came (whose
// preview must not be overwritten) or snap's own analysis was published.
func (s *Server) publishQuick(d *document, snap *snapshot, diags []source.Diagnostic) {
	d.pubMu.Lock()
	defer d.pubMu.Unlock()
	if d.latest() != snap || d.pub.snap == snap && d.pub.final {
		return
	}
	d.pub = published{snap: snap, diags: diags}
	s.sendDiagnostics(snap, diags)
	if s.quickPublished != nil {
		s.quickPublished(snap.uri, snap.version, s.toLSPDiagnostics(snap, diags))
	}
}

// pokeQuick tells the quick loop there is a new snapshot.
func (d *document) pokeQuick() {
	select {
	case d.quickWake <- struct{}{}:
	default:
	}
}

// settingsKey tells the settings in force apart.
func (s *Server) settingsKey() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, _ := json.Marshal(s.settings)
	return string(b)
}
