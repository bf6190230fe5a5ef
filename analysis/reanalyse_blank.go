package analysis

import (
	"bytes"

	"github.com/accls/accls/internal/ctext"
)

// What sliceText reads of the old text, read once per full analysis
// (issue 16, session 9). Blanking a function keeps its preprocessing
// lines other than pragmas, and a function is blanked whole only when no
// preprocessing line comes just before it: both took scans of the C
// tokens of every other function, about 15% of an edit's reanalysis on
// 10,000 lines. Every function but the edited one is the same text in
// the old and the new file, moved by the edit, and it lexes the same:
// Reanalyse takes only edits whose new body is one balanced block with
// its literals and comments closed (balancedBlock), so the tokens after
// the body are the old text's.

// funcBlank is what blanking one function definition of the old text
// needs: the preprocessing lines (other than pragmas) from its start to
// its '}', which stay, and whether a preprocessing line comes just before
// it (a pragma that applies to it), when the file has no _Pragma.
type funcBlank struct {
	keep     []span
	afterDir bool
}

// funcBlanks are r's funcBlank, one per function of r's model, in
// order; nil for a function whose body's braces are not in the text.
func (r *Result) funcBlanks() []*funcBlank {
	return r.inc.blanks.get(r.computeFuncBlanks)
}

func (r *Result) computeFuncBlanks() []*funcBlank {
	funcs := r.shape().funcs
	text := r.file.Text
	var afterDir map[int]bool
	if !bytes.Contains(text, []byte("_Pragma")) {
		starts := make([]int, len(funcs))
		for i, g := range funcs {
			starts[i] = g.start
		}
		afterDir = afterDirective(text, starts)
	}
	out := make([]*funcBlank, len(funcs))
	for i, g := range funcs {
		_, end, ok := g.braces(text)
		if !ok {
			continue
		}
		start := g.start
		out[i] = &funcBlank{keep: keptLines(text, start, end+1), afterDir: afterDir[start]}
	}
	return out
}

// keptLines are the preprocessing lines other than pragmas in
// text[start:end] that blankCode keeps.
func keptLines(text []byte, start, end int) []span {
	var keep []span
	s := ctext.NewScanner(text[:end], start)
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		if t.Kind == ctext.Directive && !isPragmaLine(text[t.Start:t.End]) {
			keep = append(keep, span{t.Start, t.End})
		}
	}
	return keep
}

// blankKeeping is blankCode of text[start:end] (the new text) for a
// function of the old text whose lines to keep are keep, in the old
// text's offsets, moved by ed.
func blankKeeping(text []byte, start, end int, keep []span, ed *bodyEdits) {
	from := start
	for _, k := range keep {
		ks, ke := ed.moved(k.start), ed.moved(k.end)
		if ks < start {
			continue // before the body: blankCode from the '{' did not see it
		}
		blank(text, from, ks)
		from = ke
	}
	blank(text, from, end)
}
