package lsp

import (
	"strings"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/analysis"
)

// Inlay hints are LSP 3.17, which glsp's protocol_3_16 lacks: the method,
// its parameters and its result are declared here and dispatched by the
// wrapping handler (dispatch.go).

const (
	methodInlayHint        = "textDocument/inlayHint"
	methodInlayHintRefresh = "workspace/inlayHint/refresh"
)

type inlayHintParams struct {
	TextDocument protocol.TextDocumentIdentifier `json:"textDocument"`
	Range        protocol.Range                  `json:"range"`
}

type inlayHint struct {
	Position    protocol.Position       `json:"position"`
	Label       string                  `json:"label"`
	Kind        int                     `json:"kind,omitempty"` // 1 type, 2 parameter
	Tooltip     *protocol.MarkupContent `json:"tooltip,omitempty"`
	PaddingLeft bool                    `json:"paddingLeft,omitempty"`
}

// inlayHints shows, after the pragma of each compute construct in range,
// the data clauses it gets implicitly, as they would be written, and
// where the kernels plan departs from "all gangs": the statements of a
// kernels region that run on one gang and the loops the host runs.
func (s *Server) inlayHints(p *inlayHintParams) ([]inlayHint, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	v := d.view()
	snap, res := v.snap, v.res
	start, err := offsetAt(snap.file, p.Range.Start)
	if err != nil {
		return nil, err
	}
	end, err := offsetAt(snap.file, p.Range.End)
	if err != nil {
		end = len(snap.file.Text)
	}
	hints := []inlayHint{}
	if res == nil || res.model == nil {
		// Nothing current to show; the refresh after the next analysis
		// brings the hints.
		return hints, nil
	}
	for _, dir := range v.directivesIn(start, end) {
		con := res.model.constructOf(dir)
		if con == nil || len(con.implicit) == 0 {
			continue
		}
		var tip strings.Builder
		tip.WriteString("Implicit data attributes (OpenACC 3.3 §2.6.2):\n\n")
		for _, im := range con.implicit {
			tip.WriteString("- `" + im.name + "`: " + im.clause)
			if im.reason != "" {
				tip.WriteString(": " + im.reason)
			}
			tip.WriteString("\n")
		}
		hints = append(hints, inlayHint{
			Position:    lspPosition(snap.file, clauseInsertPoint(dir)),
			Label:       implicitClauseText(con.implicit),
			Kind:        2,
			Tooltip:     &protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: tip.String()},
			PaddingLeft: true,
		})
	}
	for _, k := range res.model.kernels {
		if k.at >= start && k.at <= end {
			hints = append(hints, inlayHint{
				Position:    lspPosition(snap.file, k.at),
				Label:       k.label,
				Tooltip:     &protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: k.tip},
				PaddingLeft: true,
			})
		}
	}
	return hints, nil
}

// kernelHint is an inlay hint of the kernels plan: at the end of a host
// loop's header, or of the first line of a statement on one gang.
type kernelHint struct {
	at         int
	label, tip string
}

// kernelHints are the hints of a kernels construct's plan (nil for the
// other constructs).
func kernelHints(snap *snapshot, p *analysis.KernelsPlan) []kernelHint {
	if p == nil {
		return nil
	}
	var out []kernelHint
	var walk func(ks []*analysis.Kernel)
	walk = func(ks []*analysis.Kernel) {
		for _, k := range ks {
			switch {
			case k.Launch == analysis.LaunchHostLoop:
				out = append(out, kernelHint{at: k.Loop.For.Header.End.Offset, label: "host loop: " + kernelCount(len(k.Body)) + " per iteration",
					tip: "The host runs this loop (OpenACC 3.3 §2.5.3): " + k.Reason})
				walk(k.Body)
			case k.Launch == analysis.LaunchOneGang && k.Levels != 0:
				out = append(out, kernelHint{at: lineEnd(snap, k.Stmt.Span().Start.Offset), label: "one gang",
					tip: "This statement of the kernels region runs on one gang (OpenACC 3.3 §2.5.3): " + k.Reason})
			}
		}
	}
	walk(p.Kernels)
	return out
}

// lineEnd is the offset of the end of the line holding off.
func lineEnd(snap *snapshot, off int) int {
	text := snap.file.Text
	for off < len(text) && text[off] != '\n' {
		off++
	}
	return off
}
