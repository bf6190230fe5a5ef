// Package cfront is accls's C front end: it reads a C file with
// modernc.org/cc/v4 (preprocessor, parser, type checker), using the host's
// system headers, -I/-D/-U options and a compile_commands.json found above
// the file, and converts the result into the small typed tree of ir.go
// that package analysis walks.
//
// The front end degrades instead of failing: when a header is missing or a
// function does not parse, the offending include line or top-level item is
// blanked out (offsets stay put) and the rest is translated again, so every
// function that can be read is analysed. Notes say what was left out.
package cfront

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/accls/accls/source"
	"modernc.org/cc/v4"
)

func init() {
	source.RegisterCodes(source.CodeInfo{
		Code:     "c-frontend",
		Severity: source.NoteSeverity,
		Title:    "the C front end could not read part of the file",
		Help:     "Fix the C error, or give the include paths and macros the file needs (-I, -D, or a compile_commands.json above it); the OpenACC checks of the parts it could not read are limited to the directives themselves.",
	})
}

// Unit is one translated C file.
type Unit struct {
	File *source.File
	// Funcs are the function definitions of the main file, in order.
	Funcs []*Func
	// TopDecls are the main file's file-scope declarations and function
	// definitions, in order.
	TopDecls []*TopDecl
	// Globals are the file-scope names: variables, functions, enumeration
	// constants (headers' included).
	Globals map[string]*Symbol
	// Skipped are the parts of the main file the front end could not read.
	Skipped []Skipped
	// HeaderRoutines are the routine directives of the included headers.
	HeaderRoutines []HeaderRoutine
	// HeaderDeclares are the variables of the declare directives of the
	// included headers (header_declares.go).
	HeaderDeclares []HeaderDeclare
	// Failed is set when nothing of the file could be read.
	Failed bool
	// Notes are the front end's diagnostics: the C errors of the file
	// (c-error, at their place) and what degraded otherwise (c-frontend
	// notes: a header cc could not read, what followed a missing header).
	Notes []source.Diagnostic
	// AST is cc's tree of the (possibly blanked) file, nil when Failed.
	AST *cc.AST

	scopes *scopeTree
	items  []item
	mu     sync.Mutex // guards macros, and the lazy conversion of header names
	macros map[string]*Macro
	// headerDecls are the file-scope names headers declare, converted
	// into Globals when first looked up.
	headerDecls map[string]cc.Node
	conv        *converter
	// headerPragmas are gathered by the pragma handler of the last
	// translation.
	headerPragmas headerPragmas
	// activeLines are the lines of the file's acc pragmas that the
	// preprocessor kept (DirectiveActive).
	activeLines map[int]bool
	// pragmaOps numbers the main file's _Pragma("acc ...") operators, by
	// offset; activeOps are the numbers the preprocessor kept
	// (pragma_ops.go).
	pragmaOps map[int]int
	activeOps map[int]bool
	// macroSites are the directives macros yield (macro_sites.go).
	macroSites []macroSite
	// prelude is the header prelude the file was read after, or nil
	// (prelude.go).
	prelude *prelude
	// inputs are what the translation looked for (inputs.go); nil when
	// it stopped before cc ran, or on cc's panic.
	inputs *inputRecord
}

// Skipped is a part of the main file left out of the translation.
type Skipped struct {
	Range  source.Range
	Func   string // the function's name when the part is a function definition
	Reason string
}

// InSkipped reports whether off lies in a part the front end could not
// read.
func (u *Unit) InSkipped(off int) bool {
	for _, s := range u.Skipped {
		if s.Range.Start.Offset <= off && off < s.Range.End.Offset {
			return true
		}
	}
	return false
}

// Parse translates f. It never fails: what cannot be read is reported in
// the Unit's Notes and left out.
func Parse(f *source.File, opts Options) (u *Unit) {
	u = &Unit{File: f, Globals: map[string]*Symbol{}, headerDecls: map[string]cc.Node{}}
	defer func() {
		// cc/v4 panics on some inputs it does not expect; the analysis must
		// go on without the C model rather than crash.
		if r := recover(); r != nil {
			*u = Unit{File: f, Globals: map[string]*Symbol{}, Failed: true}
			u.note(f.Range(0, 0), fmt.Sprintf("the C front end stopped on an internal error (%v); only directive-level checks ran", r))
		}
	}()
	opts, compdbs := withCompileCommands(f.Name, opts)
	cfg, predefined, notes, hostOK := config(opts)
	for _, n := range notes {
		u.note(f.Range(0, 0), n)
	}
	if cfg == nil {
		u.Failed = true
		return u
	}
	u.inputs = recordInputs(f.Name, cfg, predefined, opts, hostOK, compdbs)
	ast := translateDegrading(u, cfg, predefined, opts)
	if ast == nil {
		u.Failed = true
		return u
	}
	u.AST = ast
	pm := &posMap{file: f, name: f.Name}
	conv := newConverter(u, pm)
	conv.translationUnit(ast)
	conv.resolveHeaderRoutines(u.headerPragmas.routines)
	conv.resolveHeaderDeclares(u.headerPragmas.declares)
	u.activeLines = u.headerPragmas.mainLines
	u.activeOps = u.headerPragmas.opsKept
	u.headerPragmas = headerPragmas{}
	u.conv = conv
	u.scopes = buildScopes(u)
	u.itemIndex() // built now, so that a finished Unit is only read
	return u
}

func (u *Unit) note(r source.Range, msg string) {
	u.Notes = append(u.Notes, source.Diagnostic{File: u.File.Name, Range: r, Severity: source.NoteSeverity, Code: "c-frontend", Message: msg})
}

// endGuard follows the file: a declaration that begins with a typedef
// name. cc's parser loops forever when the tokens end inside a pointer's
// qualifier list (modernc.org/cc/v4 v4.31.0, parser.go typeQualifierList);
// a typedef name ends that list, and after a complete file it is one more
// harmless declaration.
const (
	endGuardTypedef = "\ntypedef int __accls_end_t;\n"
	endGuard        = "\n;\n__accls_end_t __accls_end;\n"
)

func sources(predefined, name string, text []byte, pre string) []cc.Source {
	srcs := []cc.Source{
		{Name: "<predefined>", Value: predefined + endGuardTypedef},
		{Name: "<builtin>", Value: cc.Builtin},
	}
	if pre != "" {
		srcs = append(srcs, cc.Source{Name: preludeSource, Value: pre})
	}
	if text != nil {
		srcs = append(srcs, cc.Source{Name: name, Value: text})
	}
	return append(srcs, cc.Source{Name: "<end>", Value: endGuard})
}

// translate runs cc on the file, after the header prelude pre when there
// is one; hp receives the routine and declare directives of the headers.
func translate(cfg *cc.Config, predefined, name string, text []byte, pre *preludeUse, hp *headerPragmas) (*cc.AST, error) {
	c := *cfg
	*hp = headerPragmas{}
	once := map[string]bool{}
	if pre != nil {
		hp.routines = append(hp.routines, pre.p.routines...)
		hp.declares = append(hp.declares, pre.p.declares...)
		for _, f := range pre.p.once {
			once[f] = true
		}
	}
	c.PragmaHandler = pragmaHandler(name, hp, once)
	return cc.Translate(&c, sources(predefined, name, text, pre.textOrNone()))
}

func parseOnly(cfg *cc.Config, predefined, name string, text []byte, pre *preludeUse) error {
	var hp headerPragmas
	c := *cfg
	once := map[string]bool{}
	if pre != nil {
		for _, f := range pre.p.once {
			once[f] = true
		}
	}
	c.PragmaHandler = pragmaHandler(name, &hp, once)
	_, err := cc.Parse(&c, sources(predefined, name, text, pre.textOrNone()))
	return err
}

// ccError is one error cc reported.
type ccError struct {
	file      string
	line, col int
	msg       string
}

// ccErrors splits cc's error text ("file:line:col: message" lines).
func ccErrors(err error) []ccError {
	var out []ccError
	for _, line := range strings.Split(err.Error(), "\n") {
		e := ccError{msg: line}
		// The file name may itself hold colons; the position is the last
		// "N:N: " before the message.
		parts := strings.SplitN(line, ": ", 2)
		if len(parts) == 2 {
			loc := parts[0]
			var file string
			var l, c int
			if i := strings.LastIndexByte(loc, ':'); i > 0 {
				if j := strings.LastIndexByte(loc[:i], ':'); j > 0 {
					file = loc[:j]
					if _, err := fmt.Sscanf(loc[j+1:], "%d:%d", &l, &c); err == nil {
						e = ccError{file: file, line: l, col: c, msg: parts[1]}
					}
				}
			}
		}
		out = append(out, e)
	}
	sortCCErrors(out)
	return out
}

// sortCCErrors puts cc's duplicate-definition errors in the order of
// their positions, in the places they held: cc checks a scope's names in
// a map's order (modernc.org/cc/v4 check.go checkScope), so two of them
// came out in either order from one run to the next, and which one the
// front end reported with them. The other errors keep cc's order, which
// puts a cause (an undeclared name) before its consequences.
func sortCCErrors(errs []ccError) {
	var at []int
	for i, e := range errs {
		if strings.HasPrefix(e.msg, "multiple definitions of ") {
			at = append(at, i)
		}
	}
	dups := make([]ccError, len(at))
	for k, i := range at {
		dups[k] = errs[i]
	}
	sort.SliceStable(dups, func(i, j int) bool {
		a, b := dups[i], dups[j]
		if a.file != b.file {
			return a.file < b.file
		}
		if a.line != b.line {
			return a.line < b.line
		}
		return a.col < b.col
	})
	for k, i := range at {
		errs[i] = dups[k]
	}
}
