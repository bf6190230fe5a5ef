package analysis

import (
	"bytes"
	"context"
	"slices"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/internal/ctext"
	"github.com/accls/accls/source"
)

// sliceRun is the analysis of one slice.
type sliceRun struct {
	key  sliceKey
	core []source.Diagnostic
	lim  *limitParts
}

// runSlice analyses f (prev's text after ed's edits) with every function
// but ed's and those they keep (ed.kept) blanked, and reads the outcome;
// nil when the slice cannot stand for the whole file: the front end
// skipped something outside ed's functions, one of them holds a routine
// directive, or their compute constructs call a function whose body is
// blanked (that callee's implicit routine, §2.15.1, reads their calls).
//
// A slice of the old text (ed without edits) analysed lately, as the new
// text of an earlier edit, is not analysed again (reanalyse_recent.go); a
// slice of a new text is kept for that.
func runSlice(ctx context.Context, prev *Result, ed *bodyEdits, f *source.File) *sliceRun {
	compact, m := compactLines(sliceText(prev, ed, f.Text), f)
	sf := source.NewFile(f.Name, compact)
	key := keyOf(sf.Text, prev.inc.core.opts, ed.sliceID())
	if len(ed.edits) == 0 {
		if s := recentSlices.get(key); s != nil {
			return s
		}
	}
	s := analyseSlice(ctx, prev, ed, sf, m)
	if s != nil && len(ed.edits) > 0 && ctx.Err() == nil {
		s.key = key
		recentSlices.put(s)
	}
	return s
}

// analyseSlice analyses the slice sf of runSlice (compacted: m maps it to
// the file).
func analyseSlice(ctx context.Context, prev *Result, ed *bodyEdits, sf *source.File, m lineMap) *sliceRun {
	r, err := checkCore(ctx, sf, prev.inc.core.opts)
	if err != nil || r.model == nil || r.model.Unit == nil || r.model.Unit.Failed || hasMacroDirectives(r.dirs) {
		return nil
	}
	in := ed.spans()
	for _, s := range r.model.Unit.Skipped {
		if !in.holds(m.off(s.Range.Start)) {
			return nil
		}
	}
	for _, d := range r.dirs {
		if d != nil && d.Name == "routine" && in.holds(m.off(d.Range.Start)) {
			return nil
		}
	}
	blanked := map[string]bool{}
	for name := range prev.definedFuncs() {
		if !ed.kept[name] {
			blanked[name] = true
		}
	}
	for _, fn := range ed.funcs {
		delete(blanked, fn.name)
	}
	for _, c := range r.model.Constructs {
		if c.IsCompute() && c.Body != nil && in.holds(m.off(c.Range.Start)) && callsAny(c.Body, blanked) {
			return nil
		}
	}
	lim := limitsOf(sf, r)
	if lim == nil {
		return nil
	}
	lim.model, lim.trans = m.diags(lim.model), m.diags(lim.trans)
	return &sliceRun{core: m.diags(r.diags), lim: lim}
}

// callsAny reports whether n calls a function named in names.
func callsAny(n cfront.Node, names map[string]bool) bool {
	found := false
	cfront.Inspect(n, func(n cfront.Node) bool {
		if c, ok := n.(*cfront.Call); ok {
			if s := c.Callee(); s != nil && names[s.Name] {
				found = true
			}
			if id, ok := cfront.Unparen(c.Fun).(*cfront.Ident); ok && id.Sym == nil {
				found = true // a name the slice cannot resolve
			}
		}
		return !found
	})
	return found
}

// definedFuncs are the names of the functions the file defines.
func (r *Result) definedFuncs() map[string]bool {
	return r.inc.defined.get(func() map[string]bool {
		defined := map[string]bool{}
		for _, g := range r.shape().funcs {
			defined[g.name] = true
		}
		return defined
	})
}

// sliceText is text (prev's text after ed's edits) with every function
// definition but ed's and those they keep blanked: its body's '{'
// becomes ';' and every other byte of the body a blank, newlines kept,
// leaving its declaration; and the whole definition so when nothing the
// slice keeps names it and no pragma line precedes it (which would then
// apply to what follows). The bodies the front end skipped in prev are
// blanked as it did.
func sliceText(prev *Result, ed *bodyEdits, text []byte) []byte {
	out := make([]byte, len(text))
	copy(out, text)
	in := ed.spans()
	named := prev.namedOutsideFuncs()
	fnNames := map[string]bool{}
	for _, s := range in {
		for k := range identifiers(text[s.start:s.end]) {
			fnNames[k] = true
		}
	}
	// a _Pragma operator before a definition blanked whole would apply to
	// the next declaration instead
	whole := !bytes.Contains(prev.file.Text, []byte("_Pragma"))
	blanks := prev.funcBlanks() // the old text's, read once (reanalyse_blank.go)
	sh := prev.shape()
	for i, g := range sh.funcs {
		open, end, ok := g.braces(prev.file.Text)
		if !ok || ed.edited(open) || ed.kept[g.name] {
			continue
		}
		b := blanks[i]
		open, end = ed.moved(open), ed.moved(end)
		start := ed.moved(g.start)
		if whole && !named[g.name] && !fnNames[g.name] && !b.afterDir {
			blankKeeping(out, start, end+1, b.keep, ed)
			continue
		}
		blankKeeping(out, open, end+1, b.keep, ed)
		out[open] = ';'
	}
	for _, s := range sh.skipped {
		st, en := ed.moved(s.start), ed.moved(s.end)
		if !in.overlaps(st, en) {
			blank(out, st, en)
			out[st] = ';' // a body: bodiesSkipped
		}
	}
	return out
}

// blankCode blanks text[start:end] but its preprocessing lines other than
// pragmas: a macro a function body defines is defined for the functions
// after it (C99 6.10.3), and its #if groups stay balanced. Comments are
// blanks (C99 5.1.1.2): a line one starts may still be a directive.
func blankCode(text []byte, start, end int) {
	s := ctext.NewScanner(text[:end], start)
	from := start
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		if t.Kind == ctext.Directive && !isPragmaLine(text[t.Start:t.End]) {
			blank(text, from, t.Start)
			from = t.End
		}
	}
	blank(text, from, end)
}

// isPragmaLine reports whether the preprocessing line at the start of
// text is a #pragma.
func isPragmaLine(text []byte) bool {
	s := ctext.NewScanner(text, 1)
	t := s.Next()
	return t.Kind == ctext.Ident && ctext.Spelling(s.Text(t)) == "pragma"
}

// blank turns text[start:end] into blanks, newlines kept.
func blank(text []byte, start, end int) {
	for i := max(start, 0); i < min(end, len(text)); i++ {
		if text[i] != '\n' {
			text[i] = ' '
		}
	}
}

// afterDirective reports, for each offset of offs, whether the token
// before it in text is a preprocessing line (a pragma that applies to the
// definition there, with only comments and blanks between).
func afterDirective(text []byte, offs []int) map[int]bool {
	offs = slices.Sorted(slices.Values(offs))
	out := map[int]bool{}
	s := ctext.NewScanner(text, 0)
	var last ctext.Token
	for t := s.Next(); len(offs) > 0; t = s.Next() {
		for len(offs) > 0 && (offs[0] <= t.Start || t.Kind == ctext.EOF) {
			out[offs[0]] = last.Kind == ctext.Directive && last.End <= offs[0]
			offs = offs[1:]
		}
		last = t
	}
	return out
}

// namedOutsideFuncs are the identifiers written outside the file's
// function definitions (declarations, macros, file-scope pragmas) and in
// the preprocessing lines inside them: a function one of them names keeps
// its declaration in every slice.
func (r *Result) namedOutsideFuncs() map[string]bool {
	return r.inc.named.get(r.computeNamedOutsideFuncs)
}

func (r *Result) computeNamedOutsideFuncs() map[string]bool {
	funcs := r.shape().funcs
	text := r.file.Text
	names := map[string]bool{}
	at := 0
	for _, g := range funcs {
		s, e := g.start, g.end
		if !g.valid || s < at || e > len(text) {
			continue
		}
		for k := range identifiers(text[at:s]) {
			names[k] = true
		}
		// the macros a body defines stay in every slice (blankCode)
		for _, line := range preprocessingLinesIn(text[s:e]) {
			for k := range identifiers(line) {
				names[k] = true
			}
		}
		at = e
	}
	for k := range identifiers(text[at:]) {
		names[k] = true
	}
	return names
}

// identifiers are the identifiers written in text, outside comments
// (string literals included: _Pragma("acc routine(f)") names f).
func identifiers(text []byte) map[string]bool {
	out := map[string]bool{}
	s := ctext.NewScanner(text, 0)
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		switch t.Kind {
		case ctext.Ident:
			if c := text[t.Start]; c < '0' || c > '9' {
				out[ctext.Spelling(s.Text(t))] = true
			}
		case ctext.Directive, ctext.Literal:
			// the words of a preprocessing line or a literal, read as
			// words: a quote inside either opens nothing
			wordsIn(text[t.Start+1:t.End], out)
		}
	}
	return out
}

// wordsIn adds the runs of identifier bytes of text not starting with a
// digit to out.
func wordsIn(text []byte, out map[string]bool) {
	for i := 0; i < len(text); {
		j := i
		for j < len(text) && ctext.IsIdentByte(text[j]) {
			j++
		}
		if j > i && (text[i] < '0' || text[i] > '9') {
			out[string(text[i:j])] = true
		}
		i = j + 1
	}
}

// preprocessingLinesIn are the preprocessing lines of text, with the
// lines their splices join to them.
func preprocessingLinesIn(text []byte) [][]byte {
	var out [][]byte
	s := ctext.NewScanner(text, 0)
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		if t.Kind == ctext.Directive {
			out = append(out, text[t.Start:t.End])
		}
	}
	return out
}
