package grammar

import (
	"errors"
	"fmt"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/accls/accls/source"
)

// Diagnostic codes of the grammar (3.3 §2.1 directive format).
const (
	codeSyntax           = "syntax"
	codeUnclosed         = "unclosed-bracket"
	codeUnknownDirective = "unknown-directive"
	codeDirectiveCase    = "directive-case"
	codeMissingDirective = "missing-directive"
	codeMacroPragma      = "macro-pragma"
)

func init() {
	source.RegisterCodes(
		source.CodeInfo{Code: codeSyntax, Severity: source.Error, Section: "2.1",
			Title: "The directive is not well formed",
			Help:  "Write the directive as 'directive-name [clause [[,] clause]...]'; each clause argument is a list of expressions or subarrays."},
		source.CodeInfo{Code: codeUnclosed, Severity: source.Error, Section: "2.1",
			Title: "A parenthesis or bracket is not closed",
			Help:  "Close every '(' and '[' in the directive before it ends; the note shows where it was opened."},
		source.CodeInfo{Code: codeUnknownDirective, Severity: source.Error, Section: "2.1",
			Title: "Not an OpenACC directive",
			Help:  "The word after '#pragma acc' (or '!$acc') must be an OpenACC 3.3 directive name such as parallel, kernels, serial, data, enter data, exit data, host_data, loop, cache, atomic, declare, init, shutdown, set, update, wait or routine."},
		source.CodeInfo{Code: codeDirectiveCase, Severity: source.Error, Section: "2.1",
			Title: "Directive names are lower case in C and C++",
			Help:  "C and C++ directives are case sensitive: write the directive and clause names in lower case."},
		source.CodeInfo{Code: codeMissingDirective, Severity: source.Error, Section: "2.1",
			Title: "'#pragma acc' without a directive name",
			Help:  "Follow the 'acc' sentinel with a directive name."},
		source.CodeInfo{Code: codeMacroPragma, Severity: source.Error, Section: "2.1",
			Title: "accls cannot see the directive this macro builds",
			Help:  "accls follows macros whose expansion holds _Pragma(\"acc ...\"), stringizes the argument (_Pragma(#x)) or passes 'acc x' on to such a macro; write the directive in one of those ways, or as '#pragma acc'."},
	)
}

func errorAt(f *source.File, r source.Range, code, format string, args ...any) source.Diagnostic {
	return source.Diagnostic{File: f.Name, Range: r, Severity: source.Error, Code: code, Message: fmt.Sprintf(format, args...)}
}

// ParseFile finds every OpenACC directive in f and parses each on its own.
// Directives come back in source order; a pragma whose directive name is
// missing is reported and left out, one with a bad clause keeps its good
// ones.
func ParseFile(f *source.File, mode Mode) ([]*Directive, []source.Diagnostic) {
	var chunks []chunk
	switch mode {
	case ModeC:
		chunks = scanC(f.Text)
	case ModeFortranFree:
		chunks = scanFortranFree(f.Text)
	case ModeFortranFixed:
		chunks = scanFortranFixed(f.Text)
	default:
		return nil, []source.Diagnostic{errorAt(f, f.Range(0, 0), codeSyntax, "unknown source language")}
	}
	var dirs []*Directive
	var diags []source.Diagnostic
	for i := range chunks {
		if ch := &chunks[i]; ch.opaque != "" {
			d := errorAt(f, f.Range(ch.start, ch.end), codeMacroPragma, "accls cannot see the OpenACC directive that macro '%s' makes: %s", ch.macro, ch.opaque)
			d.Notes = []source.Note{{File: f.Name, Range: f.Range(ch.defStart, ch.defEnd), Message: "'" + ch.macro + "' is defined here"}}
			diags = append(diags, d)
			continue
		}
		p := &chunkParser{f: f, ch: &chunks[i], lang: mode.Lang()}
		if d := p.parse(); d != nil {
			dirs = append(dirs, d)
		}
		diags = append(diags, p.diags...)
	}
	return dirs, diags
}

type chunkParser struct {
	f     *source.File
	ch    *chunk
	lang  Lang
	diags []source.Diagnostic
	// pmap maps the offsets of a macro-expanded body to the file
	// (expand.go); nil when the body is the file's text.
	pmap       posMap
	unfaithful []source.Range
}

// item is one top-level word of a directive with its balanced
// parenthesized argument, as offsets into the chunk body.
type item struct {
	name       lexer.Token
	start, end int
	open       int // offset of '(' or -1
	bad        bool
}

func (p *chunkParser) at(start, end int) source.Range {
	if p.pmap != nil {
		return p.pmap.rng(p.f, start, end)
	}
	return p.f.Range(p.ch.bodyStart+start, p.ch.bodyStart+end)
}

// maxErrors bounds the errors of one directive: past it the text is
// garbage, and more messages would only bury the first one.
const maxErrors = 10

func (p *chunkParser) errorf(r source.Range, code, format string, args ...any) *source.Diagnostic {
	switch {
	case len(p.diags) < maxErrors:
		p.diags = append(p.diags, errorAt(p.f, r, code, format, args...))
	case len(p.diags) == maxErrors:
		p.diags = append(p.diags, errorAt(p.f, r, codeSyntax, "too many errors in this directive; the rest is not checked"))
	}
	return &p.diags[len(p.diags)-1]
}

func (p *chunkParser) lexerDef() lexer.Definition {
	if p.lang == LangFortran {
		return fortranLexer
	}
	return cLexer
}

func (p *chunkParser) parse() *Directive {
	ch := p.ch
	d := &Directive{
		Lang:     p.lang,
		Form:     ch.form,
		Range:    p.f.Range(ch.start, ch.end),
		Sentinel: p.f.Range(ch.sentStart, ch.sentEnd),
		Text:     strings.Join(strings.Fields(string(ch.body)), " "),
		ch:       ch,
	}
	if ch.macro != "" {
		d.Macro = &MacroExpansion{Name: ch.macro, Def: p.f.Range(ch.defStart, ch.defEnd)}
	}
	items := p.split()
	if len(items) == 0 {
		if !p.hasErrors() {
			p.errorf(d.Sentinel, codeMissingDirective, "expected a directive name after '%s'", p.f.Slice(d.Sentinel))
		}
		return nil
	}
	n := p.nameWords(d, items)
	for _, it := range items[n:] {
		if c := p.clause(it); c != nil {
			d.Clauses = append(d.Clauses, c)
		}
	}
	return d
}

func (p *chunkParser) hasErrors() bool { return len(p.diags) > 0 }

var (
	cSymbols       = tokenSymbols
	fortranSymbols = tokenSymbols
)

func (p *chunkParser) symbols() map[string]lexer.TokenType {
	if p.lang == LangFortran {
		return fortranSymbols
	}
	return cSymbols
}

// split tokenizes the body and cuts it into items at depth zero, checking
// that brackets balance so errors can say where a bracket was opened.
func (p *chunkParser) split() []item {
	lx, err := p.lexerDef().Lex("", strings.NewReader(string(p.ch.body)))
	if err != nil {
		p.errorf(p.at(0, 0), codeSyntax, "%v", err)
		return nil
	}
	symbols := p.symbols()
	buf := tokScratch.Get().(*[]lexer.Token)
	defer func() { tokScratch.Put(buf) }()
	toks := (*buf)[:0]
	defer func() { *buf = toks[:0] }()
	for {
		t, err := lx.Next()
		if err != nil {
			var le *lexer.Error
			off := 0
			if errors.As(err, &le) {
				off = le.Pos.Offset
			}
			p.errorf(p.at(off, off+1), codeSyntax, "unexpected character %q in the directive", charAt(p.ch.body, off))
			break
		}
		if t.EOF() {
			break
		}
		if t.Type == symbols["Whitespace"] {
			continue
		}
		toks = append(toks, t)
	}
	var items []item
	expectItem := true // a clause may follow; false right after a ',' error
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.Type == symbols["Ident"] || t.Type == symbols["TypeWord"]:
			it := item{name: t, start: t.Pos.Offset, end: t.Pos.Offset + len(t.Value), open: -1}
			if i+1 < len(toks) && toks[i+1].Value == "(" {
				it.open = toks[i+1].Pos.Offset
				j, ok := p.matchBrackets(toks, i+1, t.Value)
				if !ok {
					// Everything after an unbalanced bracket is suspect.
					return items
				}
				it.end = toks[j].Pos.Offset + 1
				i = j
			}
			items = append(items, it)
			expectItem = true
		case t.Value == ",":
			if len(items) == 0 || !expectItem || i+1 == len(toks) || toks[i+1].Value == "," {
				p.errorf(p.at(t.Pos.Offset, t.Pos.Offset+1), codeSyntax, "unexpected ','; commas only separate clauses")
			}
		case t.Value == ")" || t.Value == "]":
			p.errorf(p.at(t.Pos.Offset, t.Pos.Offset+1), codeUnclosed, "unexpected '%s' without a matching '%s'", t.Value, opener(t.Value))
		default:
			what := "a clause name"
			if len(items) == 0 {
				what = "a directive name"
			}
			p.errorf(p.at(t.Pos.Offset, t.Pos.Offset+len(t.Value)), codeSyntax, "unexpected %s; expected %s", describeToken(t, symbols), what)
		}
	}
	return items
}

func charAt(b []byte, off int) string {
	if off < 0 || off >= len(b) {
		return ""
	}
	return string(b[off])
}

func opener(close string) string {
	if close == ")" {
		return "("
	}
	return "["
}

// matchBrackets returns the index of the ')' closing toks[open], or
// reports the first mismatch.
func (p *chunkParser) matchBrackets(toks []lexer.Token, open int, name string) (int, bool) {
	type frame struct {
		tok  lexer.Token
		what string
	}
	stack := []frame{{toks[open], "'" + name + "('"}}
	for j := open + 1; j < len(toks); j++ {
		t := toks[j]
		switch t.Value {
		case "(", "[":
			stack = append(stack, frame{t, "'" + t.Value + "'"})
		case ")", "]":
			top := stack[len(stack)-1]
			want := ")"
			if top.tok.Value == "[" {
				want = "]"
			}
			if t.Value != want {
				d := p.errorf(p.at(t.Pos.Offset, t.Pos.Offset+1), codeUnclosed, "expected '%s' to close %s opened at %s, found '%s'",
					want, top.what, p.posOf(top.tok), t.Value)
				p.noteOpen(d, top.tok, top.what)
				return 0, false
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return j, true
			}
		}
	}
	top := stack[len(stack)-1]
	want := ")"
	if top.tok.Value == "[" {
		want = "]"
	}
	end := len(strings.TrimRight(string(p.ch.body), " "))
	d := p.errorf(p.at(end, end), codeUnclosed, "expected '%s' to close %s opened at %s", want, top.what, p.posOf(top.tok))
	p.noteOpen(d, top.tok, top.what)
	return 0, false
}

func (p *chunkParser) posOf(t lexer.Token) string {
	return p.at(t.Pos.Offset, t.Pos.Offset).Start.String()
}

func (p *chunkParser) noteOpen(d *source.Diagnostic, t lexer.Token, what string) {
	d.Notes = append(d.Notes, source.Note{File: p.f.Name, Range: p.at(t.Pos.Offset, t.Pos.Offset+1), Message: what + " opened here"})
}

func describeToken(t lexer.Token, symbols map[string]lexer.TokenType) string {
	switch t.Type {
	case symbols["Number"]:
		return "number " + t.Value
	case symbols["String"], symbols["Char"]:
		return "literal " + t.Value
	}
	return "'" + t.Value + "'"
}

// nameWords finds the directive name among the first items (the longest
// known name wins), fills d's name fields and returns how many items it
// used.
func (p *chunkParser) nameWords(d *Directive, items []item) int {
	for k := min(maxNameWords, len(items)); k >= 1; k-- {
		words := make([]string, 0, k)
		ok := true
		for i, it := range items[:k] {
			if i < k-1 && it.open >= 0 {
				ok = false // only the last word of a name takes an argument
				break
			}
			words = append(words, it.name.Value)
		}
		if !ok {
			continue
		}
		written := strings.Join(words, " ")
		lower := strings.ToLower(written)
		if !IsDirectiveName(p.lang, lower) {
			continue
		}
		last := items[k-1]
		d.Name = lower
		d.Known = true
		d.NameRange = p.at(items[0].start, last.name.Pos.Offset+len(last.name.Value))
		if p.lang == LangC && written != lower {
			diag := p.errorf(d.NameRange, codeDirectiveCase, "OpenACC directive names are lower case in C; write '%s'", lower)
			diag.Fixes = []source.Fix{{Title: "Write '" + lower + "'", Edits: []source.Edit{{Range: d.NameRange, NewText: lower}}}}
		}
		if last.open >= 0 {
			d.Args = p.argsOf(last)
		}
		return k
	}
	first := items[0]
	d.Name = strings.ToLower(first.name.Value)
	d.NameRange = p.at(first.start, first.start+len(first.name.Value))
	msg := fmt.Sprintf("'%s' is not an OpenACC directive", first.name.Value)
	if s := p.suggestDirective(items); s != "" {
		msg += fmt.Sprintf("; did you mean '%s'?", s)
	}
	p.errorf(d.NameRange, codeUnknownDirective, "%s", msg)
	return 1
}

func (p *chunkParser) suggestDirective(items []item) string {
	w := strings.ToLower(items[0].name.Value)
	names := directiveNames
	if p.lang == LangFortran {
		for _, n := range directiveNames {
			names = append(names, "end "+n)
		}
	}
	// "enter" alone, or "end" followed by a typo: a name that starts with
	// the word is the likely intent.
	if len(items) > 1 {
		two := w + " " + strings.ToLower(items[1].name.Value)
		if s := suggest(two, names); s != "" {
			return s
		}
	}
	if s := suggest(w, names); s != "" {
		return s
	}
	for _, n := range names {
		if strings.HasPrefix(n, w+" ") {
			return n
		}
	}
	return ""
}

// argsOf parses the parenthesized argument of an item (a directive name
// such as wait(...) takes one, like a clause).
func (p *chunkParser) argsOf(it item) *ArgList {
	c := p.clause(it)
	if c == nil {
		return nil
	}
	return c.Args
}

// clause parses one item with the participle grammar.
func (p *chunkParser) clause(it item) *Clause {
	text := string(p.ch.body[it.start:it.end])
	parser := cParser
	if p.lang == LangFortran {
		parser = fortranParser
	}
	name := it.name.Value
	c := &Clause{
		Name:      strings.ToLower(name),
		Spelling:  name,
		NameRange: p.at(it.start, it.start+len(name)),
		Range:     p.at(it.start, it.end),
	}
	tree, err := parseClause(p.lang, parser, text)
	if err != nil {
		p.reportParseError(it, err)
		c.Bad = true
		if it.open >= 0 {
			c.Args = &ArgList{Range: p.at(it.open, it.end)}
		}
		return c
	}
	conv := &converter{f: p.f, lang: p.lang, base: p.ch.bodyStart + it.start, pmap: p.pmap, item: it.start, body: p.ch.body}
	c.Args = conv.args(tree.Args)
	p.unfaithful = append(p.unfaithful, conv.unfaithful...)
	if len(conv.diags) > 0 {
		c.Bad = true
		p.diags = append(p.diags, conv.diags...)
	}
	return c
}

// reportParseError turns a participle error into a message about the
// user's text.
func (p *chunkParser) reportParseError(it item, err error) {
	var perr participle.Error
	if !errors.As(err, &perr) {
		p.errorf(p.at(it.start, it.end), codeSyntax, "cannot read the arguments of '%s'", it.name.Value)
		return
	}
	off := it.start + perr.Position().Offset
	tok := ""
	var ute *participle.UnexpectedTokenError
	if errors.As(err, &ute) && !ute.Unexpected.EOF() {
		tok = ute.Unexpected.Value
		off = it.start + ute.Unexpected.Pos.Offset
	}
	r := p.at(off, off+max(len(tok), 1))
	prev := prevNonSpace(p.ch.body, off)
	switch {
	case tok == ")" && prev == ',':
		p.errorf(r, codeSyntax, "expected an argument after ',' in '%s('", it.name.Value)
	case tok == ")" && prev == ':':
		p.errorf(r, codeSyntax, "expected an argument after ':' in '%s('", it.name.Value)
	case tok == "," && (prev == ',' || prev == '('):
		p.errorf(r, codeSyntax, "missing argument before ',' in '%s('", it.name.Value)
	case tok == "":
		p.errorf(r, codeSyntax, "unexpected end of the arguments of '%s'", it.name.Value)
	default:
		p.errorf(r, codeSyntax, "unexpected '%s' in the arguments of '%s'", tok, it.name.Value)
	}
}

func prevNonSpace(b []byte, off int) byte {
	for i := off - 1; i >= 0; i-- {
		if b[i] != ' ' {
			return b[i]
		}
	}
	return 0
}
