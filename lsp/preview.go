package lsp

import (
	"bytes"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

// Directive-level diagnostics at once (issue 16). The analysis of a large
// file takes a while after each edit; an edit that touches a directive
// gets that directive's grammar and clause-rule diagnostics published
// from the edit's handler, with the last published diagnostics elsewhere
// kept (moved with the text after the edit). The analysis's result
// replaces them when it is done, and is what the document settles on.

// published is the last list of diagnostics sent for a document.
type published struct {
	snap  *snapshot
	diags []source.Diagnostic
	// final is set on the full analysis's publication.
	final bool
}

// preview publishes the directive-level diagnostics of the lines where
// snap differs from the last published snapshot, when they hold a
// directive (or held one).
func (s *Server) preview(d *document, snap *snapshot) {
	if !s.opts.Preview || snap.mode == 0 {
		return
	}
	d.pubMu.Lock()
	defer d.pubMu.Unlock()
	base := d.pub
	if base.snap == nil || base.snap == snap || d.latest() != snap {
		return
	}
	e, ok := editBetween(base.snap, snap)
	if !ok {
		return
	}
	diags := append(shiftOutside(base.diags, base.snap.path, snap.file, e),
		analysis.DirectiveDiagnostics(snap.regionFile(e.start, e.newEnd), snap.mode)...)
	source.Sort(diags)
	d.pub = published{snap: snap, diags: diags}
	s.sendDiagnostics(snap, diags)
}

// edit is where two texts differ, widened to whole lines (and directive
// continuation lines): [start, oldEnd) of the old text became
// [start, newEnd) of the new one.
type edit struct {
	start, oldEnd, newEnd int
}

func (e edit) delta() int { return e.newEnd - e.oldEnd }

// editBetween finds the lines that changed from old to cur; ok is false
// when nothing changed or no directive is on those lines, before or after.
func editBetween(old, cur *snapshot) (edit, bool) {
	a, b := old.file.Text, cur.file.Text
	p := source.CommonPrefix(a, b)
	if p == len(a) && p == len(b) {
		return edit{}, false
	}
	sfx := source.CommonSuffix(a[p:], b[p:])
	ls, le := cur.region(p, len(b)-sfx)
	e := edit{start: ls, newEnd: le}
	e.oldEnd = le - (len(b) - len(a))
	return e, mentionsAcc(a[ls:e.oldEnd]) || mentionsAcc(b[ls:le])
}

func mentionsAcc(text []byte) bool {
	return bytes.Contains(bytes.ToLower(text), []byte("acc"))
}

// shiftOutside keeps the diagnostics of the old text that lie wholly
// before or after the edit, those after moved by its length; the edited
// lines' own are left out (the caller supplies new ones).
func shiftOutside(diags []source.Diagnostic, path string, f *source.File, e edit) []source.Diagnostic {
	out := make([]source.Diagnostic, 0, len(diags))
	for _, dg := range diags {
		if dg.File != "" && dg.File != path {
			out = append(out, dg)
			continue
		}
		r, inside := shiftRange(dg.Range, f, e)
		if inside {
			continue
		}
		dg.Range = r
		if len(dg.Notes) > 0 {
			notes := make([]source.Note, len(dg.Notes))
			for i, n := range dg.Notes {
				if n.File == "" || n.File == path {
					n.Range, _ = shiftRange(n.Range, f, e)
				}
				notes[i] = n
			}
			dg.Notes = notes
		}
		out = append(out, dg)
	}
	return out
}

// shiftRange moves a range of the old text to the new one; inside
// reports a range that overlaps the edited lines (returned clamped).
func shiftRange(r source.Range, f *source.File, e edit) (source.Range, bool) {
	start, end := r.Start.Offset, r.End.Offset
	switch {
	case end < e.start:
	case start > e.oldEnd:
		start, end = start+e.delta(), end+e.delta()
	default:
		n := len(f.Text)
		return f.Range(min(start, n), min(end, n)), true
	}
	return f.Range(start, end), false
}

// sendDiagnostics publishes diagnostics for a snapshot.
func (s *Server) sendDiagnostics(snap *snapshot, diags []source.Diagnostic) {
	version := protocol.UInteger(snap.version)
	s.notify(protocol.ServerTextDocumentPublishDiagnostics, protocol.PublishDiagnosticsParams{
		URI:         snap.uri,
		Version:     &version,
		Diagnostics: s.toLSPDiagnostics(snap, diags),
	})
}
