package analysis

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/accls/accls/source"
)

// shifter moves diagnostics of the old text that lie outside the edited
// function to the new text: offsets after the edit move by its length,
// lines and columns are read again from f, and the line numbers messages
// name ("the loop at line 12") move with the lines.
type shifter struct {
	e    textEdit
	f    *source.File
	name string
	// fn is the edited function's span in the old text, lines its lines.
	fn, lines span
}

// inside reports whether d lies in the span in of the main file.
func (s shifter) inside(d source.Diagnostic, in span) bool {
	return s.mainFile(d.File) && in.holds(d.Range.Start.Offset)
}

func (s shifter) mainFile(name string) bool { return name == "" || name == s.name }

// moveAll moves ds; ok is false when one of them points into the edited
// function (its range, a note, a fix or a line its message names), which
// the edit may have changed.
func (s shifter) moveAll(ds []source.Diagnostic) ([]source.Diagnostic, bool) {
	out := make([]source.Diagnostic, 0, len(ds))
	for _, d := range ds {
		d, ok := s.move(d)
		if !ok {
			return nil, false
		}
		out = append(out, d)
	}
	return out, true
}

func (s shifter) move(d source.Diagnostic) (source.Diagnostic, bool) {
	ok := true
	main := s.mainFile(d.File)
	if main {
		d.Range, ok = s.moveRange(d.Range)
	}
	d.Message = s.moveLines(d.Message, &ok)
	if len(d.Notes) > 0 {
		notes := make([]source.Note, len(d.Notes))
		for i, n := range d.Notes {
			if s.mainFile(n.File) {
				var nok bool
				n.Range, nok = s.moveRange(n.Range)
				ok = ok && nok
			}
			n.Message = s.moveLines(n.Message, &ok)
			notes[i] = n
		}
		d.Notes = notes
	}
	if len(d.Fixes) > 0 && main {
		fixes := make([]source.Fix, len(d.Fixes))
		for i, fx := range d.Fixes {
			edits := make([]source.Edit, len(fx.Edits))
			for j, ed := range fx.Edits {
				var eok bool
				ed.Range, eok = s.moveRange(ed.Range)
				ok = ok && eok
				edits[j] = ed
			}
			fx.Edits = edits
			fx.Title = s.moveLines(fx.Title, &ok)
			fixes[i] = fx
		}
		d.Fixes = fixes
	}
	return d, ok
}

// moveRange moves a range that lies wholly before or after the edited
// function; ok is false for one that overlaps it.
func (s shifter) moveRange(r source.Range) (source.Range, bool) {
	start, end := r.Start.Offset, r.End.Offset
	switch {
	case start < s.fn.start && end <= s.fn.start:
		return r, true
	case start >= s.fn.end:
		if s.e.delta() == 0 {
			return r, true
		}
		return s.f.Range(start+s.e.delta(), end+s.e.delta()), true
	}
	return r, false
}

var lineRef = regexp.MustCompile(`\bline (\d+)`)

// moveLines renumbers the lines msg names after the edited function ("the
// loop at line 12", the C front end's "first definition at FILE:12:3"); a
// line inside it clears ok.
func (s shifter) moveLines(msg string, ok *bool) string {
	if s.e.lineDelta == 0 {
		return msg
	}
	msg = s.renumber(lineRef, msg, ok)
	if s.name != "" && strings.Contains(msg, s.name+":") {
		msg = s.renumber(regexp.MustCompile(regexp.QuoteMeta(s.name)+`:(\d+)`), msg, ok)
	}
	return msg
}

// renumber moves the line number of re's first group in each match.
func (s shifter) renumber(re *regexp.Regexp, msg string, ok *bool) string {
	return re.ReplaceAllStringFunc(msg, func(m string) string {
		g := re.FindStringSubmatchIndex(m)
		n, err := strconv.Atoi(m[g[2]:g[3]])
		switch {
		case err != nil:
		case n > s.lines.end:
			return m[:g[2]] + strconv.Itoa(n+s.e.lineDelta) + m[g[3]:]
		case n >= s.lines.start:
			*ok = false
		}
		return m
	})
}
