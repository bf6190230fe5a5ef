package source

import (
	"fmt"
	"sort"
)

// Severity orders diagnostics the way gcc and the LSP do.
type Severity uint8

const (
	Error Severity = iota + 1
	Warning
	Info
	NoteSeverity
)

func (s Severity) String() string {
	switch s {
	case Error:
		return "error"
	case Warning:
		return "warning"
	case Info:
		return "info"
	case NoteSeverity:
		return "note"
	}
	return "unknown"
}

// Diagnostic is one finding about a file. Code is stable (tools rely on it)
// and documented in docs/diagnostics.md.
type Diagnostic struct {
	File     string
	Range    Range
	Severity Severity
	Code     string
	Message  string
	// Notes point at related places ("'copyin(' opened here", "construct is here").
	Notes []Note
	// Fixes are edits that resolve the diagnostic, offered as quick fixes.
	Fixes []Fix
}

// Note is a related location with a message; it prints as a "note:" line.
type Note struct {
	File    string
	Range   Range
	Message string
}

// Fix is one named set of edits.
type Fix struct {
	Title string
	Edits []Edit
}

// Edit replaces the text in Range with NewText.
type Edit struct {
	Range   Range
	NewText string
}

// String renders d in gcc's shape: FILE:LINE:COL: severity: message [code].
func (d Diagnostic) String() string {
	s := fmt.Sprintf("%s:%d:%d: %s: %s", d.File, d.Range.Start.Line, d.Range.Start.Col, d.Severity, d.Message)
	if d.Code != "" {
		s += " [" + d.Code + "]"
	}
	return s
}

// String renders a note line.
func (n Note) String() string {
	return fmt.Sprintf("%s:%d:%d: note: %s", n.File, n.Range.Start.Line, n.Range.Start.Col, n.Message)
}

// Sort orders diagnostics by file, position, then severity, keeping the
// original order of equal ones.
func Sort(ds []Diagnostic) {
	sort.SliceStable(ds, func(i, j int) bool {
		a, b := ds[i], ds[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Range.Start.Offset != b.Range.Start.Offset {
			return a.Range.Start.Offset < b.Range.Start.Offset
		}
		return a.Severity < b.Severity
	})
}

// HasErrors reports whether any diagnostic is an error.
func HasErrors(ds []Diagnostic) bool {
	for _, d := range ds {
		if d.Severity == Error {
			return true
		}
	}
	return false
}
