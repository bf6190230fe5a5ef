package lsp

import (
	"context"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// Text synchronization: full and incremental. Each notification makes a
// new snapshot and pokes the document's worker; nothing here analyses.

func (s *Server) didOpen(_ *glsp.Context, p *protocol.DidOpenTextDocumentParams) error {
	td := p.TextDocument
	snap := newSnapshot(td.URI, td.LanguageID, td.Version, []byte(td.Text))
	s.mu.Lock()
	if old, ok := s.docs[td.URI]; ok {
		old.stop() // a second open replaces the first
	}
	// the quick loop first: the file's analysis kept on disk (kept.go)
	snap.quick = s.opts.Preview
	d := &document{snap: snap, wake: make(chan struct{}, 1), quickWake: make(chan struct{}, 1)}
	d.keepNext.Store(true)
	s.docs[td.URI] = d
	s.mu.Unlock()
	s.startWorker(d)
	d.poke()
	if s.opts.Preview {
		d.pokeQuick()
	}
	return nil
}

func (s *Server) didChange(_ *glsp.Context, p *protocol.DidChangeTextDocumentParams) error {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		s.logf("didChange: %v", err)
		return nil // a notification has no answer; log and go on
	}
	d.mu.Lock()
	old := d.snap
	text := old.file.Text
	for _, c := range p.ContentChanges {
		switch c := c.(type) {
		case protocol.TextDocumentContentChangeEventWhole:
			text = []byte(c.Text)
		case protocol.TextDocumentContentChangeEvent:
			text = applyChange(source.NewFile(old.path, text), c)
		}
	}
	snap := newSnapshot(old.uri, old.langID, p.TextDocument.Version, text)
	snap.quick = s.opts.Preview
	d.snap = snap
	if d.abort != nil {
		d.abort() // the analysis of the old text stops at its next phase
	}
	d.mu.Unlock()
	d.poke()
	s.preview(d, snap)
	if s.opts.Preview {
		d.pokeQuick()
	}
	return nil
}

// applyChange replaces a range of f's text. A range past the end of the
// text is clamped to it: the edit still lands, at the end.
func applyChange(f *source.File, c protocol.TextDocumentContentChangeEvent) []byte {
	start := clampedOffset(f, c.Range.Start)
	end := clampedOffset(f, c.Range.End)
	if end < start {
		start, end = end, start
	}
	out := make([]byte, 0, len(f.Text)-(end-start)+len(c.Text))
	out = append(out, f.Text[:start]...)
	out = append(out, c.Text...)
	return append(out, f.Text[end:]...)
}

func (s *Server) didClose(_ *glsp.Context, p *protocol.DidCloseTextDocumentParams) error {
	s.mu.Lock()
	d, ok := s.docs[p.TextDocument.URI]
	delete(s.docs, p.TextDocument.URI)
	s.mu.Unlock()
	if ok {
		d.stop()
		d.dropKept()
		// A closed file's diagnostics go away with it.
		s.notify(protocol.ServerTextDocumentPublishDiagnostics, protocol.PublishDiagnosticsParams{URI: p.TextDocument.URI, Diagnostics: []protocol.Diagnostic{}})
	}
	return nil
}

// didSave re-analyses: headers or compile_commands.json may have changed
// on disk although the document did not.
func (s *Server) didSave(_ *glsp.Context, p *protocol.DidSaveTextDocumentParams) error {
	if d, err := s.doc(p.TextDocument.URI); err == nil {
		d.keepNext.Store(true) // the analysis of the text as saved (kept.go)
		d.dropKept()           // and the entry is read again until then
		d.poke()
	}
	return nil
}

// didChangeWatchedFiles re-analyses every open document, since a header
// or compilation database they depend on may have changed.
func (s *Server) didChangeWatchedFiles(*glsp.Context, *protocol.DidChangeWatchedFilesParams) error {
	cfront.ForgetCompileCommands()
	s.reanalyseAll()
	return nil
}

func (s *Server) reanalyseAll() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.docs {
		d.dropKept() // its inputs may have changed (kept.go)
		d.poke()
	}
}

// startWorker runs the document's background analysis until it is closed
// or the connection ends.
func (s *Server) startWorker(d *document) {
	ctx, cancel := context.WithCancel(s.ctx)
	d.cancel = cancel
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		s.work(ctx, d)
	}()
	if s.opts.Preview {
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			s.quickWork(ctx, d)
		}()
	}
}
