package cli

import (
	"encoding/json"
	"io"

	"github.com/accls/accls/source"
)

// The Reviewdog Diagnostic Format (rdjson), which reviewdog reads with
// -f=rdjson to comment on pull requests: a source, then each finding with
// its location, severity, code, related locations (our notes) and
// suggestions (the edits of a finding's first fix).

type rdResult struct {
	Source      rdSource       `json:"source"`
	Diagnostics []rdDiagnostic `json:"diagnostics"`
}

type rdSource struct {
	Name string `json:"name"`
	URL  string `json:"url,omitempty"`
}

type rdPosition struct {
	Line   int `json:"line"`
	Column int `json:"column"`
}

type rdRange struct {
	Start rdPosition `json:"start"`
	End   rdPosition `json:"end"`
}

type rdLocation struct {
	Path  string  `json:"path"`
	Range rdRange `json:"range"`
}

type rdDiagnostic struct {
	Message     string      `json:"message"`
	Location    rdLocation  `json:"location"`
	Severity    string      `json:"severity"`
	Code        rdCode      `json:"code"`
	Suggestions []rdEdit    `json:"suggestions,omitempty"`
	Related     []rdRelated `json:"related_locations,omitempty"`
	Original    string      `json:"original_output,omitempty"`
	Source      *rdSource   `json:"source,omitempty"`
}

type rdCode struct {
	Value string `json:"value"`
	URL   string `json:"url,omitempty"`
}

type rdEdit struct {
	Range rdRange `json:"range"`
	Text  string  `json:"text"`
}

type rdRelated struct {
	Message  string     `json:"message"`
	Location rdLocation `json:"location"`
}

func toRDRange(r source.Range) rdRange {
	return rdRange{Start: rdPosition{r.Start.Line, r.Start.Col}, End: rdPosition{r.End.Line, r.End.Col}}
}

func renderRDJSON(w io.Writer, files []checkedFile) error {
	res := rdResult{Source: rdSource{Name: "accls"}, Diagnostics: []rdDiagnostic{}}
	for _, c := range files {
		for _, d := range c.Diags {
			rd := rdDiagnostic{
				Message:  d.Message,
				Location: rdLocation{Path: d.File, Range: toRDRange(d.Range)},
				Severity: severityName(d.Severity, "ERROR", "WARNING", "INFO"),
				Code:     rdCode{Value: d.Code},
				Original: d.String(),
			}
			for _, n := range d.Notes {
				file := n.File
				if file == "" {
					file = d.File
				}
				rd.Related = append(rd.Related, rdRelated{Message: n.Message, Location: rdLocation{Path: file, Range: toRDRange(n.Range)}})
			}
			if len(d.Fixes) > 0 {
				for _, e := range d.Fixes[0].Edits {
					rd.Suggestions = append(rd.Suggestions, rdEdit{Range: toRDRange(e.Range), Text: e.NewText})
				}
			}
			res.Diagnostics = append(res.Diagnostics, rd)
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(res)
}
