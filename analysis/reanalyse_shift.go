package analysis

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/accls/accls/source"
)

// shifter moves diagnostics of the old text that lie outside the edited
// functions to the new text: offsets after an edit move by its length,
// lines and columns are read again from f, and the line numbers messages
// name ("the loop at line 12") move with the lines.
type shifter struct {
	ed   *bodyEdits
	f    *source.File
	name string
	// fns are the edited functions' spans in the old text, lines their
	// lines.
	fns, lines spans
}

func newShifter(ed *bodyEdits, old, f *source.File) shifter {
	sh := shifter{ed: ed, f: f, name: f.Name, fns: ed.old().spans()}
	for _, s := range sh.fns {
		sh.lines = append(sh.lines, span{old.Pos(s.start).Line, old.Pos(s.end).Line})
	}
	return sh
}

// inside reports whether d lies in one of the spans in of the main file.
func (s shifter) inside(d source.Diagnostic, in spans) bool {
	return s.mainFile(d.File) && in.holds(d.Range.Start.Offset)
}

func (s shifter) mainFile(name string) bool { return name == "" || name == s.name }

// moveAll moves ds; ok is false when one of them points into an edited
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

// moveRange moves a range that lies wholly between the edited
// functions; ok is false for one that overlaps one of them.
func (s shifter) moveRange(r source.Range) (source.Range, bool) {
	start, end := r.Start.Offset, r.End.Offset
	before := true // no edit comes before the range
	for _, fn := range s.fns {
		switch {
		case start < fn.start && end <= fn.start:
		case start >= fn.end:
			before = false
		default:
			return r, false
		}
	}
	if before {
		return r, true
	}
	return s.f.Range(s.ed.moved(start), s.ed.moved(end)), true
}

var lineRef = regexp.MustCompile(`\bline (\d+)`)

// moveLines renumbers the lines msg names after an edited function ("the
// loop at line 12", the C front end's "first definition at FILE:12:3"); a
// line inside one, when the lines move, clears ok.
func (s shifter) moveLines(msg string, ok *bool) string {
	if !s.ed.linesMove() {
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
		if err != nil {
			return m
		}
		moved := n
		for i, l := range s.lines {
			switch {
			case n > l.end:
				moved += s.ed.edits[i].lineDelta
			case n >= l.start:
				*ok = false
				return m
			}
		}
		return m[:g[2]] + strconv.Itoa(moved) + m[g[3]:]
	})
}
