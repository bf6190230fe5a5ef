// Package source holds what every stage of accls shares about a file:
// its text, positions and ranges in it, and the diagnostics reported
// against it. It is the first stage of the pipeline
// (source → grammar + C front end → analysis → lsp | check | openclgen).
package source

import (
	"fmt"
	"sort"
)

// Pos is a position in a file. Line and Col are 1-based; Col counts bytes
// (the LSP converts to UTF-16 units at its edge). Offset is the 0-based
// byte offset in the file.
type Pos struct {
	Offset int
	Line   int
	Col    int
}

func (p Pos) String() string { return fmt.Sprintf("%d:%d", p.Line, p.Col) }

// IsValid reports whether p was set.
func (p Pos) IsValid() bool { return p.Line > 0 }

// Range is a half-open range [Start, End) in a file.
type Range struct {
	Start, End Pos
}

func (r Range) String() string { return r.Start.String() + "-" + r.End.String() }

// Contains reports whether the byte offset lies in r (End included, so that
// a cursor just after a word still belongs to it).
func (r Range) Contains(off int) bool { return r.Start.Offset <= off && off <= r.End.Offset }

// File is the text of one file with a line table.
type File struct {
	Name string
	Text []byte
	// lines[i] is the offset of the first byte of line i+1.
	lines []int
}

// NewFile indexes the lines of text. The File keeps text; callers must not
// modify it afterwards.
func NewFile(name string, text []byte) *File {
	lines := make([]int, 1, len(text)/32+1)
	for i, c := range text {
		if c == '\n' {
			lines = append(lines, i+1)
		}
	}
	return &File{Name: name, Text: text, lines: lines}
}

// LineCount is the number of lines (a final line without a newline counts).
func (f *File) LineCount() int { return len(f.lines) }

// LineStart returns the offset of the first byte of the 1-based line.
func (f *File) LineStart(line int) int {
	if line < 1 {
		return 0
	}
	if line > len(f.lines) {
		return len(f.Text)
	}
	return f.lines[line-1]
}

// Pos converts a byte offset (clamped into the file) to a Pos.
func (f *File) Pos(off int) Pos {
	if off < 0 {
		off = 0
	}
	if off > len(f.Text) {
		off = len(f.Text)
	}
	i := sort.Search(len(f.lines), func(i int) bool { return f.lines[i] > off }) - 1
	return Pos{Offset: off, Line: i + 1, Col: off - f.lines[i] + 1}
}

// Range converts two offsets to a Range.
func (f *File) Range(start, end int) Range { return Range{f.Pos(start), f.Pos(end)} }

// OffsetOf converts a 1-based line and byte column back to an offset,
// clamping to the line's end.
func (f *File) OffsetOf(line, col int) int {
	if line < 1 {
		return 0
	}
	if line > len(f.lines) {
		return len(f.Text)
	}
	start := f.lines[line-1]
	end := len(f.Text)
	if line < len(f.lines) {
		end = f.lines[line] - 1
	}
	off := start + col - 1
	if off > end {
		off = end
	}
	if off < start {
		off = start
	}
	return off
}

// Slice returns the text in r.
func (f *File) Slice(r Range) string {
	s, e := r.Start.Offset, r.End.Offset
	if s < 0 || e > len(f.Text) || s > e {
		return ""
	}
	return string(f.Text[s:e])
}

// UTF16Col converts p's byte column to a 1-based column in UTF-16 code
// units, the unit of LSP positions and of SARIF's default columnKind.
func (f *File) UTF16Col(p Pos) int {
	start := f.LineStart(p.Line)
	end := start + p.Col - 1
	if end > len(f.Text) {
		end = len(f.Text)
	}
	col := 1
	for _, r := range string(f.Text[start:end]) {
		if r >= 0x10000 {
			col += 2
		} else {
			col++
		}
	}
	return col
}
