package analysis

// What Reanalyse reads of a full analysis's model (issue 16): where the
// function definitions are, which bodies the front end left out, where
// the routine directives are, and whether slicing can stand for the
// whole file at all. It is taken from the model once per full analysis,
// or read back from disk (reanalyse_saved.go), where no model is: every
// step of Reanalyse reads this shape, never the model itself.

// incShape is the shape of a full analysis.
type incShape struct {
	// usable is false when no slice can stand for the file: no model,
	// the front end failed, a macro yields a directive, or it left out
	// something other than function bodies.
	usable   bool
	funcs    []baseFunc
	skipped  []span // the function bodies the front end left out
	editable []*editedFunc
	routines []int // the offsets of the routine directives
}

// baseFunc is a function definition of the main file: its name, its
// range (valid when valid) and its body's range (when hasBody).
type baseFunc struct {
	name               string
	valid              bool
	start, end         int
	hasBody            bool
	bodyStart, bodyEnd int
}

// braces is the offset of g's '{' and of its '}' in text; ok is false
// when the body's range does not hold its braces there (a body a macro
// yields).
func (g baseFunc) braces(text []byte) (open, close int, ok bool) {
	if !g.hasBody {
		return 0, 0, false
	}
	open, close = g.bodyStart, g.bodyEnd-1
	if open < 0 || close <= open || close >= len(text) || text[open] != '{' || text[close] != '}' {
		return 0, 0, false
	}
	return open, close, true
}

// shape is r's shape, taken from its model once.
func (r *Result) shape() *incShape {
	return r.inc.shape.get(func() *incShape { return shapeOf(r) })
}

// shapeOf reads r's model.
func shapeOf(r *Result) *incShape {
	s := &incShape{}
	if r.model == nil || r.model.Unit == nil || r.model.Unit.Failed || hasMacroDirectives(r.inc.core.dirs) {
		return s
	}
	u := r.model.Unit
	for _, g := range u.Funcs {
		b := baseFunc{name: g.Name, valid: g.Range.Start.IsValid(), start: g.Range.Start.Offset, end: g.Range.End.Offset}
		if g.Body != nil && g.Body.Range.Start.IsValid() {
			b.hasBody, b.bodyStart, b.bodyEnd = true, g.Body.Range.Start.Offset, g.Body.Range.End.Offset
		}
		s.funcs = append(s.funcs, b)
		if open, end, ok := b.braces(r.file.Text); ok {
			s.editable = append(s.editable, &editedFunc{name: g.Name, hasSym: g.Sym != nil, start: b.start, open: open, end: end + 1})
		}
	}
	s.usable = true
	for _, sk := range u.Skipped {
		off := sk.Range.Start.Offset
		if sk.Func == "" || off < 0 || off >= len(r.file.Text) || r.file.Text[off] != '{' {
			// an item left out whole changes what the front end reports
			// elsewhere (cfront/degrade.go)
			s.usable = false
		}
		s.skipped = append(s.skipped, span{off, sk.Range.End.Offset})
		s.editable = append(s.editable, skippedEditable(u, sk)...)
	}
	for _, d := range r.directives {
		if d.Name == "routine" {
			s.routines = append(s.routines, d.Range.Start.Offset)
		}
	}
	return s
}
