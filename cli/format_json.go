package cli

import (
	"encoding/json"
	"io"

	"github.com/accls/accls/source"
)

// The JSON output of `accls check --format json`, documented in
// docs/json-format.md. Bump jsonVersion when a field changes meaning or
// goes away; adding fields keeps it.
const jsonVersion = 1

type jsonReport struct {
	Version     int              `json:"version"`
	Tool        jsonTool         `json:"tool"`
	Files       []string         `json:"files"`
	Diagnostics []jsonDiagnostic `json:"diagnostics"`
	Summary     jsonSummary      `json:"summary"`
}

type jsonTool struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

type jsonPos struct {
	Line   int `json:"line"`   // 1-based
	Column int `json:"column"` // 1-based, in bytes
	Offset int `json:"offset"` // 0-based byte offset
}

type jsonRange struct {
	Start jsonPos `json:"start"`
	End   jsonPos `json:"end"`
}

type jsonNote struct {
	File    string    `json:"file"`
	Range   jsonRange `json:"range"`
	Message string    `json:"message"`
}

type jsonEdit struct {
	Range   jsonRange `json:"range"`
	NewText string    `json:"newText"`
}

type jsonFix struct {
	Title string     `json:"title"`
	Edits []jsonEdit `json:"edits"`
}

type jsonDiagnostic struct {
	File     string     `json:"file"`
	Range    jsonRange  `json:"range"`
	Severity string     `json:"severity"` // error, warning, info
	Code     string     `json:"code"`
	Message  string     `json:"message"`
	Section  string     `json:"section,omitempty"` // OpenACC 3.3 section of the rule
	Notes    []jsonNote `json:"notes,omitempty"`
	Fixes    []jsonFix  `json:"fixes,omitempty"`
}

type jsonSummary struct {
	Errors   int `json:"errors"`
	Warnings int `json:"warnings"`
	Infos    int `json:"infos"`
}

func toJSONRange(r source.Range) jsonRange {
	return jsonRange{
		Start: jsonPos{r.Start.Line, r.Start.Col, r.Start.Offset},
		End:   jsonPos{r.End.Line, r.End.Col, r.End.Offset},
	}
}

func renderJSON(w io.Writer, files []checkedFile) error {
	rep := jsonReport{
		Version:     jsonVersion,
		Tool:        jsonTool{Name: "accls", Version: Version},
		Files:       []string{},
		Diagnostics: []jsonDiagnostic{},
	}
	for _, c := range files {
		rep.Files = append(rep.Files, c.File.Name)
		for _, d := range c.Diags {
			jd := jsonDiagnostic{
				File: d.File, Range: toJSONRange(d.Range), Severity: d.Severity.String(),
				Code: d.Code, Message: d.Message,
			}
			if info, ok := source.LookupCode(d.Code); ok {
				jd.Section = info.Section
			}
			for _, n := range d.Notes {
				file := n.File
				if file == "" {
					file = d.File
				}
				jd.Notes = append(jd.Notes, jsonNote{File: file, Range: toJSONRange(n.Range), Message: n.Message})
			}
			for _, fx := range d.Fixes {
				jf := jsonFix{Title: fx.Title, Edits: []jsonEdit{}}
				for _, e := range fx.Edits {
					jf.Edits = append(jf.Edits, jsonEdit{Range: toJSONRange(e.Range), NewText: e.NewText})
				}
				jd.Fixes = append(jd.Fixes, jf)
			}
			switch d.Severity {
			case source.Error:
				rep.Summary.Errors++
			case source.Warning:
				rep.Summary.Warnings++
			default:
				rep.Summary.Infos++
			}
			rep.Diagnostics = append(rep.Diagnostics, jd)
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(rep)
}
