package analysis

import "github.com/accls/accls/source"

// A slice is mostly blank lines (every other function blanked), which the
// C front end would scan byte by byte. The slice analysed is compacted:
// the lines that hold only blanks are emptied, every other line kept as
// it is, so that lines and columns stay the file's and only offsets
// move; its diagnostics are mapped back to the file's offsets by line and
// column.

// lineMap maps positions of a compacted slice to the file it was cut from.
type lineMap struct {
	real   *source.File
	starts []int // starts[i]: the offset in real of line i+1
}

// compactLines empties the lines of text that hold only blanks.
func compactLines(text []byte, real *source.File) ([]byte, lineMap) {
	out := make([]byte, 0, len(text)/4)
	m := lineMap{real: real}
	for i := 0; i <= len(text); {
		m.starts = append(m.starts, i)
		j := i
		blankLine := true
		for j < len(text) && text[j] != '\n' {
			if c := text[j]; c != ' ' && c != '\t' && c != '\r' && c != '\f' && c != '\v' {
				blankLine = false
			}
			j++
		}
		if !blankLine {
			out = append(out, text[i:j]...)
		}
		if j == len(text) {
			break
		}
		out = append(out, '\n')
		i = j + 1
	}
	return out, m
}

// off is the file's offset of a position of the slice.
func (m lineMap) off(p source.Pos) int {
	if p.Line < 1 || p.Line > len(m.starts) {
		return 0
	}
	return m.starts[p.Line-1] + p.Col - 1
}

func (m lineMap) rng(r source.Range) source.Range {
	return m.real.Range(m.off(r.Start), m.off(r.End))
}

// diags maps the slice's diagnostics in the main file to the file's.
func (m lineMap) diags(ds []source.Diagnostic) []source.Diagnostic {
	name := m.real.Name
	out := make([]source.Diagnostic, len(ds))
	for i, d := range ds {
		if d.File == name || d.File == "" {
			d.Range = m.rng(d.Range)
		}
		if len(d.Notes) > 0 {
			notes := make([]source.Note, len(d.Notes))
			for k, n := range d.Notes {
				if n.File == name || n.File == "" {
					n.Range = m.rng(n.Range)
				}
				notes[k] = n
			}
			d.Notes = notes
		}
		if len(d.Fixes) > 0 && (d.File == name || d.File == "") {
			fixes := make([]source.Fix, len(d.Fixes))
			for k, fx := range d.Fixes {
				edits := make([]source.Edit, len(fx.Edits))
				for j, ed := range fx.Edits {
					ed.Range = m.rng(ed.Range)
					edits[j] = ed
				}
				fx.Edits = edits
				fixes[k] = fx
			}
			d.Fixes = fixes
		}
		out[i] = d
	}
	return out
}
