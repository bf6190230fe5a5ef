package lsp

import (
	"context"
	"fmt"
	"runtime/debug"
	"time"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

// result is one completed analysis of a snapshot.
type result struct {
	snap  *snapshot
	dirs  []*analysis.Directive
	diags []source.Diagnostic
	model *semModel // nil for Fortran and until analysis has a model
	// full is the analysis itself, which quick.go reanalyses edits
	// against; nil where there is none.
	full *analysis.Result
	// settings are those full was made with (settingsKey), opts the
	// analysis options they gave.
	settings string
	opts     analysis.Options
	took     time.Duration
}

// work is a document's background loop: wait for a poke, let edits pause
// for the debounce interval, analyse the newest snapshot, publish. One
// analysis per document runs at a time, so a burst of edits costs at most
// one analysis in flight plus one after it; a result whose snapshot was
// replaced meanwhile is dropped, never published.
func (s *Server) work(ctx context.Context, d *document) {
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-d.wake:
		}
		timer.Reset(s.opts.Debounce)
	debounce:
		for {
			select {
			case <-ctx.Done():
				timer.Stop()
				return
			case <-d.wake:
				// Since Go 1.23 Reset also discards a pending tick.
				timer.Reset(s.opts.Debounce)
			case <-timer.C:
				break debounce
			}
		}

		snap := d.latest()
		if snap.quick {
			// The reanalysis (quick.go) goes first: on a machine of few
			// cores the two would slow each other.
			select {
			case <-ctx.Done():
				return
			case <-d.wake:
				d.poke() // a newer snapshot: debounce again
				continue
			case <-snap.quicked:
			}
		}
		select {
		case s.sem <- struct{}{}:
		case <-ctx.Done():
			return
		}
		actx, abort := context.WithCancel(ctx)
		d.mu.Lock()
		d.abort = abort
		d.mu.Unlock()
		res := s.analyse(actx, snap)
		d.mu.Lock()
		d.abort = nil
		d.mu.Unlock()
		aborted := actx.Err() != nil
		abort()
		<-s.sem
		if aborted {
			d.poke() // the newer snapshot gets its own turn
			continue
		}
		if !s.settle(ctx, d, snap, res) {
			continue
		}
		if s.opts.Preview && res.full != nil {
			// the next edit's reanalysis runs clear of a collection
			// (collect.go)
			collectForEdits()
		}
		published := s.publish(d, res)
		s.keepOnDisk(d, res) // kept.go
		if published {
			if res.model != nil {
				s.refreshHints()
			}
			if d.refused.Swap(false) {
				s.refresh(methodSemanticTokensRefresh, func(c clientInfo) bool { return c.semanticRefresh })
			}
		}
	}
}

// settle stores a result unless its snapshot was replaced meanwhile (or
// the document closed); it reports whether it did.
func (s *Server) settle(ctx context.Context, d *document, snap *snapshot, res *result) bool {
	if ctx.Err() != nil {
		return false
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.snap != snap {
		d.poke() // the newer snapshot gets its own turn
		return false
	}
	d.result = res
	d.dropKeptLocked() // the entry read back is stale now (kept.go)
	return true
}

// analyse runs analysis on a snapshot with the settings in force. A panic
// in analysis becomes a diagnostic on the file instead of ending the
// server.
func (s *Server) analyse(ctx context.Context, snap *snapshot) (res *result) {
	start := time.Now()
	res = &result{snap: snap}
	defer func() {
		if p := recover(); p != nil {
			s.logf("analysis of %s panicked: %v\n%s", snap.path, p, debug.Stack())
			res.diags = []source.Diagnostic{{
				File:     snap.path,
				Range:    snap.file.Range(0, 0),
				Severity: source.Error,
				Code:     "internal-error",
				Message:  fmt.Sprintf("accls could not analyse this file (internal error: %v); please report it", p),
			}}
		}
		res.took = time.Since(start)
	}()
	if snap.mode == 0 || ctx.Err() != nil {
		return res
	}
	res.settings = s.settingsKey()
	res.opts = s.snapOptions(snap)
	r, err := analysis.Check(ctx, snap.file, res.opts)
	if err != nil {
		return res // cancelled: the caller drops it
	}
	res.dirs, res.diags, res.full = r.Directives(), r.Diagnostics(), r
	res.model = modelFrom(snap, r.Model())
	r.PrepareIncremental() // here, not on the next edit's path (quick.go)
	return res
}

// snapOptions are the analysis options of snap with the settings in
// force. C++: directive level only (the grammar and the clause rules);
// the C front end cannot read it.
func (s *Server) snapOptions(snap *snapshot) analysis.Options {
	opts := s.analysisOptions(snap.path)
	opts.Mode, opts.DirectivesOnly = snap.mode, snap.cpp
	return opts
}

// publish sends a result's diagnostics unless a newer snapshot came
// meanwhile: its preview, if sent, must not be overwritten with older
// text's diagnostics; it reports whether it did.
func (s *Server) publish(d *document, res *result) bool {
	d.pubMu.Lock()
	defer d.pubMu.Unlock()
	if d.latest() != res.snap {
		return false
	}
	d.pub = published{snap: res.snap, diags: res.diags, final: true}
	s.sendDiagnostics(res.snap, res.diags)
	if s.settled != nil {
		s.settled(res.snap.uri, res.snap.version, s.toLSPDiagnostics(res.snap, res.diags))
	}
	return true
}

// refreshHints asks the client to ask again for the inlay hints, which
// the new model changes.
func (s *Server) refreshHints() {
	s.refresh(methodInlayHintRefresh, func(c clientInfo) bool { return c.inlayHintRefresh })
}

const methodSemanticTokensRefresh = "workspace/semanticTokens/refresh"

// refresh sends a workspace/.../refresh request when the client supports
// it. The answer carries nothing; waiting for it would only stall the
// worker.
func (s *Server) refresh(method string, supports func(clientInfo) bool) {
	s.mu.Lock()
	supported := supports(s.client)
	s.mu.Unlock()
	if conn := s.conn.Load(); supported && conn != nil {
		_, _ = conn.DispatchCall(s.ctx, method, nil)
	}
}
