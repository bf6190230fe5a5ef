package analysis

import (
	"bytes"
	"context"

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

// runSlice analyses f (prev's text after e) with every function but fn
// blanked, and reads the outcome; nil when the slice cannot stand for the
// whole file: the front end skipped something outside fn, fn became a
// routine, holds a routine directive, or its compute constructs call a
// function the file defines (that callee's implicit routine, §2.15.1,
// reads fn's calls, and its body is blanked here).
//
// A slice of the old text (e zero) analysed lately, as the new text of an
// earlier edit, is not analysed again (reanalyse_recent.go); a slice of a
// new text is kept for that.
func runSlice(ctx context.Context, prev *Result, fn *editedFunc, e textEdit, f *source.File) *sliceRun {
	compact, m := compactLines(sliceText(prev, fn, e, f.Text), f)
	sf := source.NewFile(f.Name, compact)
	key := keyOf(sf.Text, prev.inc.core.opts, fn.open)
	if e == (textEdit{}) {
		if s := recentSlices.get(key); s != nil {
			return s
		}
	}
	s := analyseSlice(ctx, prev, fn, e, sf, m)
	if s != nil && e != (textEdit{}) && ctx.Err() == nil {
		s.key = key
		recentSlices.put(s)
	}
	return s
}

// analyseSlice analyses the slice sf of runSlice (compacted: m maps it to
// the file).
func analyseSlice(ctx context.Context, prev *Result, fn *editedFunc, e textEdit, sf *source.File, m lineMap) *sliceRun {
	r, err := checkCore(ctx, sf, prev.inc.core.opts)
	if err != nil || r.model == nil || r.model.Unit == nil || r.model.Unit.Failed || hasMacroDirectives(r.dirs) {
		return nil
	}
	in := funcSpan(fn, e)
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
	defined := prev.definedFuncs()
	for sym := range r.model.Routines {
		if sym.Name == fn.name {
			return nil
		}
	}
	for _, c := range r.model.Constructs {
		if c.IsCompute() && c.Body != nil && in.holds(m.off(c.Range.Start)) && callsAny(c.Body, defined) {
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
	r.inc.mu.Lock()
	defer r.inc.mu.Unlock()
	if r.inc.defined == nil {
		r.inc.defined = map[string]bool{}
		for _, g := range r.model.Unit.Funcs {
			r.inc.defined[g.Name] = true
		}
	}
	return r.inc.defined
}

// sliceText is text (prev's text after e) with every function definition
// but fn blanked: its body's '{' becomes ';' and every other byte of the
// body a blank, newlines kept, leaving its declaration; and the whole
// definition so when nothing the slice keeps names it and no pragma line
// precedes it (which would then apply to what follows). The bodies the
// front end skipped in prev are blanked as it did.
func sliceText(prev *Result, fn *editedFunc, e textEdit, text []byte) []byte {
	out := make([]byte, len(text))
	copy(out, text)
	in := funcSpan(fn, e)
	named := prev.namedOutsideFuncs()
	fnNames := identifiers(text[in.start:in.end])
	// a _Pragma operator before a definition blanked whole would apply to
	// the next declaration instead
	whole := !bytes.Contains(prev.file.Text, []byte("_Pragma"))
	for _, g := range prev.model.Unit.Funcs {
		open, end, ok := bodyBraces(prev.file.Text, g)
		if !ok || open == fn.open {
			continue
		}
		open, end = e.moved(open), e.moved(end)
		start := e.moved(g.Range.Start.Offset)
		if whole && !named[g.Name] && !fnNames[g.Name] && !afterPragma(text, start) {
			blankCode(out, start, end+1)
			continue
		}
		blankCode(out, open, end+1)
		out[open] = ';'
	}
	for _, s := range prev.model.Unit.Skipped {
		st, en := e.moved(s.Range.Start.Offset), e.moved(s.Range.End.Offset)
		if en <= in.start || st >= in.end {
			blank(out, st, en)
			out[st] = ';' // a body: bodiesSkipped
		}
	}
	return out
}

// blankCode blanks text[start:end] but its preprocessing lines other than
// pragmas: a macro a function body defines is defined for the functions
// after it (C99 6.10.3), and its #if groups stay balanced.
func blankCode(text []byte, start, end int) {
	lineStart := start == 0 || text[start-1] == '\n'
	for i := start; i < end; {
		c := text[i]
		switch {
		case lineStart && (c == ' ' || c == '\t'):
			i++
			continue
		case lineStart && c == '#' && !isPragmaLine(text[i:end]):
			i = min(ctext.LineEnd(text, i), end)
			continue
		case c == '/' && i+1 < end && text[i+1] == '*':
			// a comment is a blank (C99 5.1.1.2): a line it starts may
			// still be a directive
			j := min(ctext.BlockCommentEnd(text, i), end)
			blank(text, i, j)
			i = j
			continue
		case c == '/' && i+1 < end && text[i+1] == '/':
			j := min(ctext.LineCommentEnd(text, i), end)
			blank(text, i, j)
			i, lineStart = j, false
			continue
		case c == '"' || c == '\'':
			j := min(ctext.QuotedEnd(text, i), end)
			blank(text, i, j)
			i, lineStart = j, false
			continue
		case c == '\n':
			i, lineStart = i+1, true
			continue
		}
		text[i] = ' '
		i, lineStart = i+1, false
	}
}

// isPragmaLine reports whether the preprocessing line at the start of
// text is a #pragma.
func isPragmaLine(text []byte) bool {
	t := bytes.TrimLeft(text[1:], " \t")
	return bytes.HasPrefix(t, []byte("pragma")) && (len(t) == 6 || !ctext.IsIdentByte(t[6]))
}

// blank turns text[start:end] into blanks, newlines kept.
func blank(text []byte, start, end int) {
	for i := max(start, 0); i < min(end, len(text)); i++ {
		if text[i] != '\n' {
			text[i] = ' '
		}
	}
}

// afterPragma reports whether the last non-blank line before off is a
// preprocessing line (a pragma that applies to the definition at off).
func afterPragma(text []byte, off int) bool {
	i := off - 1
	for i >= 0 && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n') {
		i--
	}
	if i < 0 {
		return false
	}
	for i > 0 && text[i-1] != '\n' {
		i--
	}
	for i < off && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	return i < off && text[i] == '#'
}

// namedOutsideFuncs are the identifiers written outside the file's
// function definitions (declarations, macros, file-scope pragmas) and in
// the preprocessing lines inside them: a function one of them names keeps
// its declaration in every slice.
func (r *Result) namedOutsideFuncs() map[string]bool {
	r.inc.mu.Lock()
	defer r.inc.mu.Unlock()
	if r.inc.named != nil {
		return r.inc.named
	}
	text := r.file.Text
	names := map[string]bool{}
	at := 0
	for _, g := range r.model.Unit.Funcs {
		s, e := g.Range.Start.Offset, g.Range.End.Offset
		if !g.Range.Start.IsValid() || s < at || e > len(text) {
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
	r.inc.named = names
	return names
}

// identifiers are the identifiers written in text, outside comments
// (string literals included: _Pragma("acc routine(f)") names f).
func identifiers(text []byte) map[string]bool {
	out := map[string]bool{}
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == '/' && i+1 < len(text) && text[i+1] == '*':
			i = ctext.BlockCommentEnd(text, i)
		case c == '/' && i+1 < len(text) && text[i+1] == '/':
			i = ctext.LineCommentEnd(text, i)
		case ctext.IsIdentByte(c):
			j := i
			for j < len(text) && ctext.IsIdentByte(text[j]) {
				j++
			}
			if c < '0' || c > '9' {
				out[string(text[i:j])] = true
			}
			i = j
		default:
			i++
		}
	}
	return out
}

// onlyBodiesSkipped reports whether the parts the front end left out of
// r are function bodies, which it blanks as slices do; an item left out
// whole changes what the front end reports elsewhere (cfront/degrade.go).
func (r *Result) onlyBodiesSkipped() bool {
	for _, s := range r.model.Unit.Skipped {
		off := s.Range.Start.Offset
		if s.Func == "" || off < 0 || off >= len(r.file.Text) || r.file.Text[off] != '{' {
			return false
		}
	}
	return true
}

// preprocessingLinesIn are the lines of text that start with '#', with
// the lines their splices join to them.
func preprocessingLinesIn(text []byte) [][]byte {
	var out [][]byte
	for i := 0; i < len(text); {
		j := i
		for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
			j++
		}
		if j < len(text) && text[j] == '#' && (i == 0 || text[i-1] == '\n') {
			end := ctext.LineEnd(text, j)
			out = append(out, text[j:end])
			i = end
			continue
		}
		k := bytes.IndexByte(text[i:], '\n')
		if k < 0 {
			break
		}
		i += k + 1
	}
	return out
}
