package grammar

import (
	"slices"
	"strconv"
	"strings"

	"github.com/accls/accls/internal/ctext"
	"github.com/accls/accls/source"
)

// Macro replacement in directive lines. The tokens of '#pragma acc' after
// the directive name are subject to macro replacement (OpenACC 3.3 §2.1;
// GCC reads the name first, then expands the rest), so
//
//	#define COPYIN(x) copyin(x)
//	#pragma acc parallel loop COPYIN(a[0:n])
//
// is 'parallel loop copyin(a[0:n])'. accls expands the macros standing
// where a clause name stands (the clause arguments are C expressions,
// which the C front end expands itself) and parses the expanded text
// again. Every byte of it keeps a place in the file (posMap): a token
// copied from a macro argument keeps its own range, one from a
// replacement list its range in the #define when the macro is defined in
// this file, else the invocation's.

// MacroDef is what the expansion needs to know of a macro.
type MacroDef struct {
	ctext.Macro
	// Def is the #define in this file; HasDef is false when the macro is
	// defined elsewhere.
	Def    source.Range
	HasDef bool
	// DefFile and DefAt are where the macro is defined, in any file: the
	// place of the note on what its replacement list wrote.
	DefFile string
	DefAt   source.Range
}

// Expansion is the result of ExpandClauseMacros.
type Expansion struct {
	Directive *Directive
	Diags     []source.Diagnostic
	// Unfaithful are the invocations whose clause arguments take text the
	// file does not hold in order at their range (from a header's macro, #,
	// ##, or mixed with the replacement list): whoever reads them by range
	// would read other text.
	Unfaithful []source.Range
}

// maxExpansionDepth bounds nested macro replacement in a directive.
const maxExpansionDepth = 32

// xtok is a token of the expanded directive and where it comes from.
type xtok struct {
	text   string
	s, e   int
	exact  bool // text is the file's text at [s, e)
	ss, se int  // its place in the directive as written (span)
}

type expander struct {
	f        *source.File
	isClause func(string) bool
	lookup   func(string) (*MacroDef, bool)
	invs     []ClauseMacro
	diags    []source.Diagnostic
}

// ExpandClauseMacros expands the macros at the clause-name positions of d
// (names that are no clause names, isClause says which are) and parses
// the result; ok is false when d has none.
func ExpandClauseMacros(f *source.File, d *Directive, isClause func(string) bool, lookup func(string) (*MacroDef, bool)) (Expansion, bool) {
	if d == nil || d.ch == nil || d.Lang != LangC || !d.Known {
		return Expansion{}, false
	}
	toks, ok := lexChunk(f, d.ch)
	if !ok {
		return Expansion{}, false
	}
	clauseStart := d.NameRange.End.Offset
	if d.Args != nil {
		clauseStart = d.Args.Range.End.Offset
	}
	first := len(toks)
	for i, t := range toks {
		if t.s >= clauseStart {
			first = i
			break
		}
	}
	x := &expander{f: f, isClause: isClause, lookup: lookup}
	if !x.anyMacro(toks[first:]) {
		return Expansion{}, false
	}
	out := x.clauses(toks[first:], 0, nil, source.Range{})
	body, pm := x.body(d.ch, toks, first, out)
	ch := *d.ch
	ch.body = body
	p := &chunkParser{f: f, ch: &ch, lang: d.Lang, pmap: pm}
	nd := p.parse()
	if nd == nil {
		return Expansion{}, false
	}
	nd.ch = d.ch
	nd.Macro = d.Macro
	nd.ClauseMacros = x.invs
	return Expansion{Directive: nd, Diags: append(x.diags, p.diags...), Unfaithful: x.unfaithful(p, nd)}, true
}

// lexChunk returns the tokens of a directive's text with their file ranges.
func lexChunk(f *source.File, ch *chunk) ([]xtok, bool) {
	lx, err := cLexer.Lex("", strings.NewReader(string(ch.body)))
	if err != nil {
		return nil, false
	}
	buf := xtokScratch.Get().(*[]xtok)
	out := (*buf)[:0]
	defer func() { *buf = out[:0]; xtokScratch.Put(buf) }()
	for {
		t, err := lx.Next()
		if err != nil {
			return nil, false
		}
		if t.EOF() {
			if len(out) == 0 {
				return nil, true
			}
			return slices.Clone(out), true
		}
		if t.Type == tokWhitespace {
			continue
		}
		s := ch.bodyStart + t.Pos.Offset
		e := s + len(t.Value)
		out = append(out, xtok{text: t.Value, s: s, e: e, exact: e <= len(f.Text) && string(f.Text[s:e]) == t.Value, ss: s, se: e})
	}
}

// anyMacro reports whether a clause-name position of toks holds a macro.
func (x *expander) anyMacro(toks []xtok) bool {
	depth := 0
	for _, t := range toks {
		switch t.text {
		case "(", "[":
			depth++
		case ")", "]":
			depth--
		default:
			if depth == 0 && x.isMacro(t.text) {
				return true
			}
		}
	}
	return false
}

func (x *expander) isMacro(name string) bool {
	if !isIdentText(name) || x.isClause(strings.ToLower(name)) && name == strings.ToLower(name) {
		return false
	}
	_, ok := x.lookup(name)
	return ok
}

func isIdentText(s string) bool {
	return s != "" && isLetter(s[0])
}

// clauses expands the macros at the clause-name positions of toks. hide
// holds the macros being expanded (C99 6.10.3.4: no recursion); site is
// the outermost invocation, in the directive as written.
func (x *expander) clauses(toks []xtok, depth int, hide []string, site source.Range) []xtok {
	var out []xtok
	for i := 0; i < len(toks); {
		t := toks[i]
		if t.text == "(" || t.text == "[" {
			j := closeOf(toks, i)
			out = append(out, toks[i:j]...)
			i = j
			continue
		}
		if !x.isMacro(t.text) || indexOf(hide, t.text) >= 0 {
			out = append(out, t)
			i++
			continue
		}
		m, _ := x.lookup(t.text)
		args, next, ok := x.arguments(toks, i, m)
		if !ok {
			if next == i+1 {
				out = append(out, t) // a function-like macro's name alone
			}
			i = next // past an invocation reported as wrong
			continue
		}
		s := site
		if depth == 0 {
			s = x.f.Range(t.s, toks[next-1].e)
		}
		if depth >= maxExpansionDepth {
			x.diags = append(x.diags, errorAt(x.f, s, codeSyntax, "macro '%s' is nested more than %d deep in the directive; accls stops expanding it", m.Name, maxExpansionDepth))
			return out
		}
		cm := ClauseMacro{Name: m.Name, Site: s, DefFile: m.DefFile, DefAt: m.DefAt}
		if m.HasDef {
			cm.Def = m.Def
		}
		x.invs = append(x.invs, cm)
		repl := x.substitute(m, args, t, s)
		out = append(out, x.clauses(repl, depth+1, append(hide[:len(hide):len(hide)], m.Name), s)...)
		i = next
	}
	return out
}

// closeOf returns the index after the bracket closing toks[i] (or the end).
func closeOf(toks []xtok, i int) int {
	depth := 0
	for j := i; j < len(toks); j++ {
		switch toks[j].text {
		case "(", "[":
			depth++
		case ")", "]":
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return len(toks)
}

// arguments reads the arguments of an invocation of m named at toks[i]; ok
// is false when a function-like macro is not invoked there (no '(').
func (x *expander) arguments(toks []xtok, i int, m *MacroDef) (args [][]xtok, next int, ok bool) {
	if !m.FnLike {
		return nil, i + 1, true
	}
	if i+1 >= len(toks) || toks[i+1].text != "(" {
		return nil, i + 1, false
	}
	end := closeOf(toks, i+1)
	depth, from := 0, i+2
	for j := i + 2; j < end-1; j++ {
		switch toks[j].text {
		case "(", "[":
			depth++
		case ")", "]":
			depth--
		case ",":
			if depth == 0 && !(m.Variadic && len(args) == len(m.Params)-1) {
				args = append(args, toks[from:j])
				from = j + 1
			}
		}
	}
	args = append(args, toks[from:max(from, end-1)])
	if len(m.Params) == 0 && len(args) == 1 && len(args[0]) == 0 {
		args = nil
	}
	if m.Variadic && len(args) == len(m.Params)-1 {
		args = append(args, nil)
	}
	if len(args) != len(m.Params) {
		x.diags = append(x.diags, errorAt(x.f, x.f.Range(toks[i].s, toks[end-1].e), codeSyntax,
			"macro '%s' takes %s, %d given", m.Name, plural(len(m.Params), "argument"), len(args)))
		return nil, end, false
	}
	return args, end, true
}

// substitute returns m's replacement list with its parameters replaced by
// args (# stringizes, ## pastes). name is the invocation's name token:
// where the tokens the file does not hold stand.
func (x *expander) substitute(m *MacroDef, args [][]xtok, name xtok, site source.Range) []xtok {
	ss, se := site.Start.Offset, site.End.Offset
	made := func(text string) xtok { return xtok{text: text, s: name.s, e: name.e, ss: ss, se: se} }
	var out []xtok
	for k := 0; k < len(m.Tokens); k++ {
		t := m.Tokens[k]
		if m.FnLike && t == "#" && k+1 < len(m.Tokens) {
			if p := indexOf(m.Params, m.Tokens[k+1]); p >= 0 {
				out = append(out, made(strconv.Quote(joinText(args[p]))))
				k++
				continue
			}
		}
		if p := indexOf(m.Params, t); p >= 0 && m.FnLike {
			out = append(out, args[p]...)
			continue
		}
		if t == "##" {
			out = append(out, xtok{text: "##", s: -1, ss: ss, se: se})
			continue
		}
		if off := m.Offsets[k]; off >= 0 {
			out = append(out, xtok{text: t, s: off, e: off + len(t), exact: true, ss: ss, se: se})
		} else {
			out = append(out, made(t))
		}
	}
	return paste(out, made)
}

// paste joins the tokens around each '##' of a replacement list.
func paste(toks []xtok, made func(string) xtok) []xtok {
	var out []xtok
	for k := 0; k < len(toks); k++ {
		if toks[k].text != "##" || toks[k].s != -1 {
			out = append(out, toks[k])
			continue
		}
		if k+1 < len(toks) && len(out) > 0 {
			out[len(out)-1] = made(out[len(out)-1].text + toks[k+1].text)
			k++
		}
	}
	return out
}

func joinText(toks []xtok) string {
	parts := make([]string, len(toks))
	for i, t := range toks {
		parts[i] = t.text
	}
	return strings.Join(parts, " ")
}

// body writes the expanded directive: the text up to the first clause as
// written, then the expanded tokens, one space apart.
func (x *expander) body(ch *chunk, toks []xtok, first int, out []xtok) ([]byte, posMap) {
	prefix := len(ch.body)
	if first < len(toks) {
		prefix = toks[first].s - ch.bodyStart
	}
	var b []byte
	var pm posMap
	for i := 0; i < prefix; i++ {
		b = append(b, ch.body[i])
		o := ch.bodyStart + i
		pm = append(pm, span{s: o, e: o + 1, exact: ch.body[i] == x.f.Text[o], ss: o, se: o + 1})
	}
	for _, t := range out {
		last := span{s: ch.bodyStart + prefix, e: ch.bodyStart + prefix}
		if len(pm) > 0 {
			last = pm[len(pm)-1]
		}
		b = append(b, ' ')
		pm = append(pm, span{s: last.e, e: last.e, ss: last.se, se: last.se})
		for k := 0; k < len(t.text); k++ {
			b = append(b, t.text[k])
			sp := span{s: t.s, e: t.e, ss: t.ss, se: t.se}
			if t.exact {
				sp.s, sp.e, sp.exact = t.s+k, t.s+k+1, true
			}
			if t.ss == t.s && t.se == t.e {
				sp.ss, sp.se = sp.s, sp.e // written in the directive: byte for byte
			}
			pm = append(pm, sp)
		}
	}
	return b, pm
}

// unfaithful returns the invocations that hold an argument p found
// unfaithful, once each.
func (x *expander) unfaithful(p *chunkParser, d *Directive) []source.Range {
	var out []source.Range
	for _, r := range p.unfaithful {
		site := r
		for _, inv := range x.invs {
			if within(r, inv.Site) || inv.Def != (source.Range{}) && within(r, inv.Def) {
				site = inv.Site
				break
			}
		}
		if len(out) == 0 || out[len(out)-1] != site {
			out = append(out, site)
		}
	}
	return out
}

func within(r, outer source.Range) bool {
	return outer.Start.Offset <= r.Start.Offset && r.Start.Offset <= outer.End.Offset
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "s"
}
