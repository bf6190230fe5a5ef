package cfront

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync/atomic"

	"modernc.org/cc/v4"
	"modernc.org/token"

	"github.com/accls/accls/internal/ctext"
)

// The header prelude: a file's directive prefix (prefix.go), read once by
// cc and kept as flat C text — the headers' declarations after macro
// expansion, then the macros in force after the prefix as #define lines —
// so that the next translation with the same prefix and headers does not
// expand glibc's macros again (that expansion is most of cc's time on a
// small file). #line markers, and spaces up to each token's column, keep
// every token's file, line and column what they were in the header; the
// offsets of header macros, the one thing #line cannot carry, are kept
// beside (macroOrigin). A prelude is checked once when built: read back,
// it must give cc the same tokens at the same places and the same macros,
// or it is not used (preludeCache keeps the failure, and the file is read
// whole as before).

// prelude is the cached reading of one directive prefix.
type prelude struct {
	// head undefines the predefined macros the prefix undefined or
	// redefined; decls and macros are the headers' declarations (in
	// order) and macros (by name), each as text that starts with its own
	// #line marker, so that any subset of them reads as in full.
	head   string
	decls  []preludeDecl
	macros []preludeMacro
	// declsOf and macroOf index them by the names they declare.
	declsOf map[string][]int
	macroOf map[string]int
	// seeds are names every translation needs (the header directives'
	// variables and functions, and the types cc itself looks up); always
	// are declarations that declare no name, or that follow an unnamed
	// header routine directive.
	seeds  []string
	always []int
	// keep are the directive lines (numbered from 0) of the macros the
	// prefix itself defines and that are in force after it: these #define
	// lines stay in the file's text, at their place.
	keep []int
	// origins are where the header macros are defined.
	origins map[string]macroOrigin
	// routines and declares are the OpenACC directives of the headers
	// (pragmas.go); once are the headers that said "#pragma once".
	routines []HeaderRoutine
	declares []HeaderDeclare
	once     []string
	// declSum and macroSum sum what the headers gave cc; declOK and
	// macroOK are set once a reading of the prelude gave the same, and
	// broken once one did not (prelude_verify.go).
	declSum, macroSum []uint64
	declOK, macroOK   []atomic.Bool
	broken            atomic.Bool
	// deps are the files cc looked for while building it, found or not
	// (a file read after it depends on them: Unit.Inputs).
	deps []FileStamp
	// disk is where the prelude is kept on disk, nil when it is not
	// (prelude_disk.go).
	disk *preludeDisk
}

// preludeDecl is one external declaration of a header.
type preludeDecl struct {
	text string
	uses []string // the identifiers it names
}

// preludeMacro is one header macro's #define.
type preludeMacro struct {
	name  string
	place token.Position
	text  string
	uses  []string // the identifiers of its replacement list
	paste bool     // it pastes tokens (##): what it names cannot be told
}

// macroOrigin is where a macro's name is in its header.
type macroOrigin struct {
	file            string
	line, col, offs int
}

// errUnfaithful says that a prefix cannot be flattened faithfully.
var errUnfaithful = errors.New("the header prelude would not be faithful")

// errInputsChanged says that a header changed while the prelude was built.
var errInputsChanged = errors.New("a header changed while the prelude was built")

// buildPrelude reads prefix (the file's directive lines, the file named
// name) with cc and flattens the result.
func buildPrelude(cfg *cc.Config, predefined, name string, prefix []byte, base map[string]*cc.Macro) (*prelude, error) {
	c := *cfg
	var hp headerPragmas
	once := map[string]bool{}
	c.PragmaHandler = pragmaHandler(name, &hp, once)
	// Parsed, not type-checked: an error the checker finds in a header
	// shows when a file is read after the prelude, and that file is then
	// read whole (translateDegrading).
	ast, err := cc.Parse(&c, sources(predefined, name, prefix, ""))
	if err != nil {
		return nil, err
	}
	if len(hp.mainLines) > 0 || len(hp.opsKept) > 0 {
		return nil, errUnfaithful
	}
	p := &prelude{routines: hp.routines, declares: hp.declares, origins: map[string]macroOrigin{},
		declsOf: map[string][]int{}, macroOf: map[string]int{}, seeds: []string{"size_t", "ptrdiff_t", "wchar_t"}}
	for f := range once {
		p.once = append(p.once, f)
	}
	sort.Strings(p.once)
	undefs, defs, keep := macroChanges(ast.Macros, base, name)
	p.keep = directiveNumbers(prefix, keep)
	if len(p.keep) != len(keep) {
		return nil, errUnfaithful
	}
	for _, n := range undefs {
		p.head += "#undef " + n + "\n"
	}
	for _, ed := range headerDecls(ast) {
		dt := withoutInjected(cc.NodeTokens(ed))
		if err := p.addDecl(ed, dt); err != nil {
			return nil, err
		}
	}
	for _, m := range defs {
		if err := p.addMacro(m); err != nil {
			return nil, err
		}
	}
	p.addDirectiveSeeds()
	p.declOK = make([]atomic.Bool, len(p.decls))
	p.macroOK = make([]atomic.Bool, len(p.macros))
	return p, nil
}

// addDecl adds a header declaration of tokens toks.
func (p *prelude) addDecl(ed *cc.ExternalDeclaration, toks []cc.Token) error {
	var w flatWriter
	for _, t := range toks {
		if err := w.token(t); err != nil {
			return err
		}
	}
	w.b.WriteByte('\n')
	i := len(p.decls)
	p.decls = append(p.decls, preludeDecl{text: w.b.String(), uses: identifiers(toks)})
	p.declSum = append(p.declSum, tokenSum(toks))
	names := declaredNames(ed, toks)
	for _, n := range names {
		p.declsOf[n] = append(p.declsOf[n], i)
	}
	if len(names) == 0 {
		p.always = append(p.always, i)
	}
	return nil
}

// addMacro adds a header macro's definition.
func (p *prelude) addMacro(m *cc.Macro) error {
	var w flatWriter
	if err := w.define(m); err != nil {
		return err
	}
	pm := preludeMacro{name: m.Name.SrcStr(), place: m.Name.Position(), text: w.b.String(), uses: identifiers(m.ReplacementList())}
	for _, t := range m.ReplacementList() {
		pm.paste = pm.paste || t.SrcStr() == "##"
	}
	name := m.Name.SrcStr()
	p.macroOf[name] = len(p.macros)
	p.macros = append(p.macros, pm)
	p.macroSum = append(p.macroSum, macroSum(m))
	pos := m.Name.Position()
	p.origins[name] = macroOrigin{pos.Filename, pos.Line, pos.Column, pos.Offset}
	return nil
}

// addDirectiveSeeds makes the names of the headers' OpenACC directives
// needed; an unnamed routine directive applies to the next function its
// header declares, so every declaration of that header after it stays.
func (p *prelude) addDirectiveSeeds() {
	for _, d := range p.declares {
		p.seeds = append(p.seeds, d.Name)
	}
	for _, r := range p.routines {
		if r.name != "" {
			p.seeds = append(p.seeds, r.name)
			continue
		}
		for i, d := range p.decls {
			if strings.Contains(d.text, "\""+r.File+"\"") {
				p.always = append(p.always, i)
			}
		}
	}
	sort.Ints(p.always)
}

// headerDecls returns the external declarations the headers made.
func headerDecls(ast *cc.AST) []*cc.ExternalDeclaration {
	var out []*cc.ExternalDeclaration
	for tu := ast.TranslationUnit; tu != nil; tu = tu.TranslationUnit {
		if ed := tu.ExternalDeclaration; ed != nil && !ccOwnSource(ed.Position().Filename) {
			out = append(out, ed)
		}
	}
	return out
}

// headerTokens returns the tokens of the declarations the headers made.
func headerTokens(ast *cc.AST) []cc.Token {
	var out []cc.Token
	for _, ed := range headerDecls(ast) {
		out = append(out, withoutInjected(cc.NodeTokens(ed))...)
	}
	return out
}

// identifiers returns the distinct identifiers among toks.
func identifiers(toks []cc.Token) []string {
	seen := map[string]bool{}
	var out []string
	for _, t := range toks {
		s := t.SrcStr()
		if s == "" || !isIdentStart(s[0]) || seen[s] {
			continue
		}
		seen[s] = true
		out = append(out, s)
	}
	return out
}

func isIdentStart(c byte) bool {
	return ctext.IsIdentByte(c) && !(c >= '0' && c <= '9')
}

// declaredNames returns the names a declaration declares: its
// declarators, the tags it names (struct S, whether it defines S or
// not: more is safe) and its enumeration constants.
func declaredNames(ed *cc.ExternalDeclaration, toks []cc.Token) []string {
	var out []string
	switch {
	case ed.FunctionDefinition != nil:
		out = append(out, ed.FunctionDefinition.Declarator.Name())
	case ed.Declaration != nil:
		for l := ed.Declaration.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
			if id := l.InitDeclarator; id != nil && id.Declarator != nil {
				out = append(out, id.Declarator.Name())
			}
		}
	}
	for i := 0; i+1 < len(toks); i++ {
		switch toks[i].SrcStr() {
		case "struct", "union":
			if n := toks[i+1].SrcStr(); isIdentStart(n[0]) {
				out = append(out, n)
			}
		case "enum":
			out = append(out, enumNames(toks[i+1:])...)
		}
	}
	var names []string
	for _, n := range out {
		if n != "" {
			names = append(names, n)
		}
	}
	return names
}

// enumNames returns the tag and constants of the enum whose tokens
// follow the keyword.
func enumNames(toks []cc.Token) []string {
	var out []string
	i := 0
	if i < len(toks) && isIdentStart(toks[i].SrcStr()[0]) {
		out = append(out, toks[i].SrcStr())
		i++
	}
	if i >= len(toks) || toks[i].SrcStr() != "{" {
		return out
	}
	depth := 0
	for ; i < len(toks); i++ {
		switch s := toks[i].SrcStr(); s {
		case "{", "(", "[":
			depth++
		case "}", ")", "]":
			depth--
			if depth == 0 {
				return out
			}
		default:
			prev := toks[i-1].SrcStr()
			if depth == 1 && (prev == "{" || prev == ",") && isIdentStart(s[0]) {
				out = append(out, s)
			}
		}
	}
	return out
}

// ccOwnSource reports whether file is one of the sources the front end
// gives cc besides the headers and the file.
func ccOwnSource(file string) bool {
	return file == "<predefined>" || file == "<builtin>" || file == "<end>"
}

// directiveNumbers turns offsets in prefix (directive lines, a line may
// hold splices) into the numbers of the directive lines that hold them.
func directiveNumbers(prefix []byte, offs []int) []int {
	_, lines := directivePrefix(prefix)
	var out []int
	for _, off := range offs {
		for k, l := range lines {
			if l.start <= off && off < l.end {
				out = append(out, k)
				break
			}
		}
	}
	return out
}

// injectedFunc are the tokens cc's parser adds after the '{' of every
// function body (static const char __func__[] = "name";), at the place of
// the '{'. They are not the header's: written out, they would be
// declared twice.
var injectedFunc = []string{"static", "const", "char", "__func__", "[", "]", "=", "", ";"}

func withoutInjected(toks []cc.Token) []cc.Token {
	out := toks[:0:0]
	for i := 0; i < len(toks); i++ {
		out = append(out, toks[i])
		if toks[i].SrcStr() == "{" && injectedAt(toks[i+1:], toks[i].Position()) {
			i += len(injectedFunc)
		}
	}
	return out
}

func injectedAt(toks []cc.Token, at token.Position) bool {
	if len(toks) < len(injectedFunc) {
		return false
	}
	for k, w := range injectedFunc {
		if w != "" && toks[k].SrcStr() != w || !samePlace(toks[k].Position(), at) {
			return false
		}
	}
	return true
}

// macroChanges compares the macros in force after the prefix with those
// of the predefined and builtin sources (base): the names to #undef first
// (gone, or redefined), the header macros to define, and the offsets of
// the prefix's own definitions.
func macroChanges(final, base map[string]*cc.Macro, main string) (undefs []string, defs []*cc.Macro, keep []int) {
	for n, m := range final {
		pos := m.Name.Position()
		if b := base[n]; b != nil && samePlace(b.Name.Position(), pos) {
			continue
		}
		if base[n] != nil {
			undefs = append(undefs, n)
		}
		if pos.Filename == main {
			keep = append(keep, pos.Offset)
			continue
		}
		defs = append(defs, m)
	}
	for n := range base {
		if final[n] == nil {
			undefs = append(undefs, n)
		}
	}
	sort.Strings(undefs)
	sort.Slice(defs, func(i, j int) bool { return defs[i].Name.SrcStr() < defs[j].Name.SrcStr() })
	sort.Ints(keep)
	return undefs, defs, keep
}

func samePlace(a, b token.Position) bool {
	return a.Filename == b.Filename && a.Line == b.Line && a.Column == b.Column
}

// flatWriter writes tokens so that cc gives each the position it had.
type flatWriter struct {
	b         strings.Builder
	file      string
	line, col int // the position the next byte written will have
	prev      string
}

// sync starts a new line that cc will number line of file.
func (w *flatWriter) sync(file string, line int) error {
	if strings.ContainsAny(file, "\"\\\n") {
		return errUnfaithful
	}
	if w.b.Len() > 0 {
		w.b.WriteByte('\n')
	}
	fmt.Fprintf(&w.b, "#line %d \"%s\"\n", line, file)
	w.file, w.line, w.col, w.prev = file, line, 1, ""
	return nil
}

// token writes t at its line and column.
func (w *flatWriter) token(t cc.Token) error {
	pos := t.Position()
	src := t.SrcStr()
	if strings.ContainsAny(src, "\n\r") || pos.Line < 1 || pos.Column < 1 {
		return errUnfaithful
	}
	switch {
	case pos.Filename != w.file || pos.Line < w.line || pos.Line > w.line+16:
		if err := w.sync(pos.Filename, pos.Line); err != nil {
			return err
		}
	case pos.Line > w.line:
		w.b.WriteString(strings.Repeat("\n", pos.Line-w.line))
		w.line, w.col, w.prev = pos.Line, 1, ""
	case pos.Column < w.col || pos.Column == w.col && !canAbut(w.prev, src):
		// Tokens of one macro expansion share the invocation's place.
		if err := w.sync(pos.Filename, pos.Line); err != nil {
			return err
		}
	}
	w.b.WriteString(strings.Repeat(" ", pos.Column-w.col))
	w.b.WriteString(src)
	w.col, w.prev = pos.Column+len(src), src
	return nil
}

// canAbut reports whether b written right after a lexes as two tokens.
func canAbut(a, b string) bool {
	if a == "" {
		return true
	}
	brackets := "()[]{},;"
	if len(a) == 1 && strings.Contains(brackets, a) || len(b) == 1 && strings.Contains(brackets, b) {
		return true
	}
	aWord := ctext.IsIdentByte(a[len(a)-1])
	bWord := ctext.IsIdentByte(b[0])
	switch {
	case aWord && a[0] >= '0' && a[0] <= '9':
		return false // a pp-number swallows what follows
	case aWord:
		return !bWord && b[0] != '"' && b[0] != '\''
	case bWord:
		return a[len(a)-1] != '.' || !(b[0] >= '0' && b[0] <= '9')
	}
	return false
}

// define writes m's #define with its name at its place.
func (w *flatWriter) define(m *cc.Macro) error {
	pos := m.Name.Position()
	const lead = "#define "
	if pos.Column < len(lead)+1 {
		return errUnfaithful
	}
	if err := w.sync(pos.Filename, pos.Line); err != nil {
		return err
	}
	w.b.WriteString(lead)
	w.b.WriteString(strings.Repeat(" ", pos.Column-1-len(lead)))
	w.b.WriteString(m.Name.SrcStr())
	if m.IsFnLike {
		var ps []string
		for _, p := range m.Params {
			ps = append(ps, p.SrcStr())
		}
		switch {
		case m.VarArg >= 0 && m.VarArg == len(ps):
			ps = append(ps, "...")
		case m.VarArg >= 0:
			ps[m.VarArg] += "..."
		}
		w.b.WriteString("(" + strings.Join(ps, ", ") + ")")
	}
	for i, t := range m.ReplacementList() {
		// The spaces of the definition stay where they were: "a##b" and
		// the spelling of a stringified expansion keep their form.
		if i == 0 || len(t.Sep()) > 0 {
			w.b.WriteByte(' ')
		}
		w.b.WriteString(t.SrcStr())
	}
	w.b.WriteByte('\n')
	w.file = ""
	return nil
}

// origin returns where the prelude's macro name is defined.
func (p *prelude) origin(name string) (macroOrigin, bool) {
	if p == nil {
		return macroOrigin{}, false
	}
	o, ok := p.origins[name]
	return o, ok
}
