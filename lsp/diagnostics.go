package lsp

import (
	"strings"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/source"
)

var diagSource = "accls"

// toLSPDiagnostics converts the diagnostics that belong to the snapshot's
// file; those reported in other files (headers) are not this document's.
func (s *Server) toLSPDiagnostics(snap *snapshot, ds []source.Diagnostic) []protocol.Diagnostic {
	out := make([]protocol.Diagnostic, 0, len(ds))
	for _, d := range ds {
		if d.File != "" && d.File != snap.path {
			continue
		}
		out = append(out, toLSPDiagnostic(snap, d))
	}
	return out
}

func toLSPDiagnostic(snap *snapshot, d source.Diagnostic) protocol.Diagnostic {
	sev := lspSeverity(d.Severity)
	pd := protocol.Diagnostic{
		Range:    lspRange(snap.file, d.Range),
		Severity: &sev,
		Source:   &diagSource,
		Message:  d.Message,
	}
	if d.Code != "" {
		pd.Code = &protocol.IntegerOrString{Value: d.Code}
		if strings.Contains(d.Code, "deprecated") {
			pd.Tags = []protocol.DiagnosticTag{protocol.DiagnosticTagDeprecated}
		}
	}
	for _, n := range d.Notes {
		loc := protocol.Location{URI: snap.uri, Range: lspRange(snap.file, n.Range)}
		if n.File != "" && n.File != snap.path {
			// Another file's text is not at hand: its byte columns stand
			// in for UTF-16 ones.
			loc = protocol.Location{URI: pathURI(n.File), Range: protocol.Range{
				Start: protocol.Position{Line: uint32(max(n.Range.Start.Line-1, 0)), Character: uint32(max(n.Range.Start.Col-1, 0))},
				End:   protocol.Position{Line: uint32(max(n.Range.End.Line-1, 0)), Character: uint32(max(n.Range.End.Col-1, 0))},
			}}
		}
		pd.RelatedInformation = append(pd.RelatedInformation, protocol.DiagnosticRelatedInformation{Location: loc, Message: n.Message})
	}
	return pd
}

func lspSeverity(s source.Severity) protocol.DiagnosticSeverity {
	switch s {
	case source.Error:
		return protocol.DiagnosticSeverityError
	case source.Warning:
		return protocol.DiagnosticSeverityWarning
	case source.Info:
		return protocol.DiagnosticSeverityInformation
	}
	return protocol.DiagnosticSeverityHint
}
