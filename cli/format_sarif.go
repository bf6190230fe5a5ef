package cli

import (
	"encoding/json"
	"io"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/accls/accls/source"
)

// SARIF 2.1.0 output (OASIS Static Analysis Results Interchange Format),
// the format code-scanning services import. Every registered diagnostic
// code becomes a rule with its description and the OpenACC 3.3 section, so
// a service can show help beside each result. Columns are in UTF-16 code
// units, SARIF's default columnKind.

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool       sarifTool       `json:"tool"`
	Artifacts  []sarifArtifact `json:"artifacts"`
	Results    []sarifResult   `json:"results"`
	ColumnKind string          `json:"columnKind"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name            string      `json:"name"`
	Version         string      `json:"version"`
	InformationURI  string      `json:"informationUri,omitempty"`
	SemanticVersion string      `json:"semanticVersion,omitempty"`
	Rules           []sarifRule `json:"rules"`
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifRule struct {
	ID                   string             `json:"id"`
	Name                 string             `json:"name"`
	ShortDescription     sarifText          `json:"shortDescription"`
	FullDescription      sarifText          `json:"fullDescription"`
	Help                 sarifText          `json:"help"`
	DefaultConfiguration sarifConfiguration `json:"defaultConfiguration"`
	Properties           map[string]any     `json:"properties,omitempty"`
}

type sarifConfiguration struct {
	Level string `json:"level"`
}

type sarifArtifact struct {
	Location sarifArtifactLocation `json:"location"`
}

type sarifArtifactLocation struct {
	URI   string `json:"uri"`
	Index *int   `json:"index,omitempty"`
}

type sarifResult struct {
	RuleID           string          `json:"ruleId"`
	RuleIndex        int             `json:"ruleIndex"`
	Level            string          `json:"level"`
	Message          sarifText       `json:"message"`
	Locations        []sarifLocation `json:"locations"`
	RelatedLocations []sarifLocation `json:"relatedLocations,omitempty"`
	Fixes            []sarifFix      `json:"fixes,omitempty"`
}

type sarifLocation struct {
	ID               *int                  `json:"id,omitempty"`
	PhysicalLocation sarifPhysicalLocation `json:"physicalLocation"`
	Message          *sarifText            `json:"message,omitempty"`
}

type sarifPhysicalLocation struct {
	ArtifactLocation sarifArtifactLocation `json:"artifactLocation"`
	Region           sarifRegion           `json:"region"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn"`
	EndLine     int `json:"endLine"`
	EndColumn   int `json:"endColumn"`
}

type sarifFix struct {
	Description     sarifText             `json:"description"`
	ArtifactChanges []sarifArtifactChange `json:"artifactChanges"`
}

type sarifArtifactChange struct {
	ArtifactLocation sarifArtifactLocation `json:"artifactLocation"`
	Replacements     []sarifReplacement    `json:"replacements"`
}

type sarifReplacement struct {
	DeletedRegion   sarifRegion `json:"deletedRegion"`
	InsertedContent sarifText   `json:"insertedContent"`
}

func sarifLevel(s source.Severity) string { return severityName(s, "error", "warning", "note") }

// severityName names s in an output format's words: errors, warnings,
// and the rest (notes and infos).
func severityName(s source.Severity, errorName, warningName, otherName string) string {
	switch s {
	case source.Error:
		return errorName
	case source.Warning:
		return warningName
	}
	return otherName
}

// ruleName turns "clause-not-allowed" into "ClauseNotAllowed".
func ruleName(code string) string {
	var b strings.Builder
	for _, part := range strings.FieldsFunc(code, func(r rune) bool { return r == '-' || r == '_' }) {
		b.WriteString(strings.ToUpper(part[:1]) + part[1:])
	}
	return b.String()
}

func sarifURI(name string) string {
	return (&url.URL{Path: filepath.ToSlash(name)}).String()
}

func renderSARIF(w io.Writer, files []checkedFile) error {
	codes := source.Codes()
	ruleIndex := map[string]int{}
	rules := make([]sarifRule, 0, len(codes))
	for i, c := range codes {
		ruleIndex[c.Code] = i
		help := c.Help
		if c.Section != "" {
			help += " See OpenACC 3.3 section " + c.Section + "."
		}
		r := sarifRule{
			ID: c.Code, Name: ruleName(c.Code),
			ShortDescription:     sarifText{c.Title},
			FullDescription:      sarifText{c.Help},
			Help:                 sarifText{help},
			DefaultConfiguration: sarifConfiguration{sarifLevel(c.Severity)},
		}
		if c.Section != "" {
			r.Properties = map[string]any{"openaccSection": c.Section}
		}
		rules = append(rules, r)
	}
	run := sarifRun{
		Tool: sarifTool{Driver: sarifDriver{
			Name: "accls", Version: Version, SemanticVersion: Version, Rules: rules,
		}},
		Artifacts:  []sarifArtifact{},
		Results:    []sarifResult{},
		ColumnKind: "utf16CodeUnits",
	}
	artifactIndex := map[string]int{}
	byName := map[string]*source.File{}
	for _, c := range files {
		artifactIndex[c.File.Name] = len(run.Artifacts)
		byName[c.File.Name] = c.File
		run.Artifacts = append(run.Artifacts, sarifArtifact{Location: sarifArtifactLocation{URI: sarifURI(c.File.Name)}})
	}
	locate := func(file string, r source.Range) sarifPhysicalLocation {
		loc := sarifArtifactLocation{URI: sarifURI(file)}
		if i, ok := artifactIndex[file]; ok {
			loc.Index = &i
		}
		region := sarifRegion{StartLine: r.Start.Line, StartColumn: r.Start.Col, EndLine: r.End.Line, EndColumn: r.End.Col}
		if f := byName[file]; f != nil {
			region.StartColumn = f.UTF16Col(r.Start)
			region.EndColumn = f.UTF16Col(r.End)
		}
		return sarifPhysicalLocation{ArtifactLocation: loc, Region: region}
	}
	for _, c := range files {
		for _, d := range c.Diags {
			idx, ok := ruleIndex[d.Code]
			if !ok {
				// Every code is registered; an unknown one is a bug, but the
				// result must still reach the user.
				idx = len(run.Tool.Driver.Rules)
				ruleIndex[d.Code] = idx
				run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRule{
					ID: d.Code, Name: ruleName(d.Code), ShortDescription: sarifText{d.Code},
					FullDescription: sarifText{d.Code}, Help: sarifText{d.Code},
					DefaultConfiguration: sarifConfiguration{sarifLevel(d.Severity)},
				})
			}
			res := sarifResult{
				RuleID: d.Code, RuleIndex: idx, Level: sarifLevel(d.Severity),
				Message:   sarifText{d.Message},
				Locations: []sarifLocation{{PhysicalLocation: locate(d.File, d.Range)}},
			}
			for i, n := range d.Notes {
				id := i + 1
				file := n.File
				if file == "" {
					file = d.File
				}
				res.RelatedLocations = append(res.RelatedLocations, sarifLocation{
					ID: &id, PhysicalLocation: locate(file, n.Range), Message: &sarifText{n.Message},
				})
			}
			for _, fx := range d.Fixes {
				change := sarifArtifactChange{ArtifactLocation: sarifArtifactLocation{URI: sarifURI(d.File)}}
				for _, e := range fx.Edits {
					change.Replacements = append(change.Replacements, sarifReplacement{
						DeletedRegion:   locate(d.File, e.Range).Region,
						InsertedContent: sarifText{e.NewText},
					})
				}
				res.Fixes = append(res.Fixes, sarifFix{Description: sarifText{fx.Title}, ArtifactChanges: []sarifArtifactChange{change}})
			}
			run.Results = append(run.Results, res)
		}
	}
	log := sarifLog{
		Schema:  "https://json.schemastore.org/sarif-2.1.0.json",
		Version: "2.1.0",
		Runs:    []sarifRun{run},
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}
