package analysis

import (
	"fmt"
	"strings"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// Diagnostic codes of the directive checks. They are stable: tools and
// docs/diagnostics.md refer to them.
const (
	codeUnknownClause         = "unknown-clause"
	codeClauseNotAllowed      = "clause-not-allowed"
	codeClauseRepeated        = "clause-repeated"
	codeClauseRedundant       = "clause-redundant"
	codeMissingClause         = "missing-clause"
	codeClauseAfterDeviceType = "clause-after-device-type"
	codeClauseConflict        = "clause-conflict"
	codeBadArgument           = "bad-argument"
	codeBadArgumentCount      = "bad-argument-count"
	codeMissingArgument       = "missing-argument"
	codeUnexpectedArgument    = "unexpected-argument"
	codeBadModifier           = "bad-modifier"
	codeBadReductionOperator  = "bad-reduction-operator"
	codeUnknownDeviceType     = "unknown-device-type"
	codeDeprecatedClause      = "deprecated-clause"
	// codeClauseCase is the grammar's code for names written in the wrong
	// case in C; the grammar reports directive names, this file clause
	// names.
	codeClauseCase   = "directive-case"
	codeBadDirective = "bad-directive"
)

func init() {
	source.RegisterCodes(
		source.CodeInfo{Code: codeUnknownClause, Severity: source.Error, Section: "2.1",
			Title: "The name is not an OpenACC clause",
			Help:  "Check the spelling; the message suggests the nearest clause name."},
		source.CodeInfo{Code: codeClauseNotAllowed, Severity: source.Error, Section: "2.1",
			Title: "The clause is not allowed on this directive",
			Help:  "Remove the clause or move it to a directive that allows it; the message lists the clauses this directive allows."},
		source.CodeInfo{Code: codeClauseRepeated, Severity: source.Error, Section: "2.1",
			Title: "The clause may appear only once on this directive",
			Help:  "Remove the repeated clause; with device_type, the limit applies to each device type, so put a device type's own value after its device_type clause."},
		source.CodeInfo{Code: codeClauseRedundant, Severity: source.Warning, Section: "2.1",
			Title: "A clause without argument is repeated without effect",
			Help:  "Keep one clause."},
		source.CodeInfo{Code: codeMissingClause, Severity: source.Error, Section: "2.1",
			Title: "A clause the directive requires is missing",
			Help:  "Add one of the clauses the message lists."},
		source.CodeInfo{Code: codeClauseAfterDeviceType, Severity: source.Error, Section: "2.4",
			Title: "The clause may not follow a device_type clause on this directive",
			Help:  "Move the clause before the first device_type clause, where it applies to every device type."},
		source.CodeInfo{Code: codeClauseConflict, Severity: source.Error, Section: "2.9",
			Title: "Two clauses that exclude each other apply together",
			Help:  "Remove one of them, or put them after device_type clauses for different device types."},
		source.CodeInfo{Code: codeBadArgument, Severity: source.Error, Section: "2.1",
			Title: "A clause argument has the wrong form or value",
			Help:  "The message says what the clause expects."},
		source.CodeInfo{Code: codeBadArgumentCount, Severity: source.Error, Section: "2.1",
			Title: "A clause has too many or too few arguments",
			Help:  "The message says how many arguments the clause takes on this directive."},
		source.CodeInfo{Code: codeMissingArgument, Severity: source.Error, Section: "2.1",
			Title: "A clause or directive needs an argument in parentheses",
			Help:  "Add the argument the message shows."},
		source.CodeInfo{Code: codeUnexpectedArgument, Severity: source.Error, Section: "2.1",
			Title: "A clause or directive takes no argument",
			Help:  "Remove the parenthesized argument."},
		source.CodeInfo{Code: codeBadModifier, Severity: source.Error, Section: "2.7",
			Title: "A modifier (readonly:, zero:, force:, num:, ...) is not allowed here",
			Help:  "Remove the modifier, or write it first in the list where the clause takes it."},
		source.CodeInfo{Code: codeBadReductionOperator, Severity: source.Error, Section: "2.5.15",
			Title: "The reduction operator is not one OpenACC defines for this language",
			Help:  "C and C++ take + * max min & | ^ && ||; Fortran takes + * max min iand ior ieor .and. .or. .eqv. .neqv."},
		source.CodeInfo{Code: codeUnknownDeviceType, Severity: source.Warning, Section: "2.4",
			Title: "The device type is not one accls compiles for",
			Help:  "accls knows radeon, nvidia, opencl, host and multicore, and * for any other; clauses for an unknown device type never apply."},
		source.CodeInfo{Code: codeDeprecatedClause, Severity: source.Warning, Section: "2.7.6",
			Title: "The clause is written with an old name",
			Help:  "Use the modern name the message gives; the quick fix rewrites it."},
		source.CodeInfo{Code: codeBadDirective, Severity: source.Error, Section: "2.1",
			Title: "The directive does not exist in this language or form",
			Help:  "Fortran's end directives have no C form: a C construct ends with its structured block."},
	)
}

// CheckDirectives checks each directive against the clause table: that
// every clause exists and is allowed, appears no more often than allowed,
// stands where device_type permits, does not conflict with another, and
// has arguments of the right shape; and that required clauses are there.
// Directives the grammar did not recognize (Known false) are skipped: the
// grammar has reported them.
func CheckDirectives(f *source.File, ds []*grammar.Directive) []source.Diagnostic {
	var out []source.Diagnostic
	for _, d := range ds {
		if d == nil || !d.Known || d.Name == "" {
			continue
		}
		c := newDirChecker(f, d)
		c.check()
		out = append(out, c.diags...)
	}
	return out
}

// dirChecker checks one directive.
type dirChecker struct {
	f    *source.File
	d    *grammar.Directive
	spec *DirectiveSpec
	lang grammar.Lang
	// uses are the clauses that exist and are allowed, by modern name.
	uses  []*resolvedClause
	diags []source.Diagnostic
	seen  map[string]bool // dedupes diagnostics found for several device types
}

// resolvedClause is one allowed clause, resolved to its modern name. The
// semantic rules (sem_devtype.go) read these through quietChecker.
type resolvedClause struct {
	c    *grammar.Clause
	name string
	// section is the index, in sectionsOf's result, of the device_type
	// clause it follows; -1 before any, -2 for a device_type clause itself.
	section int
}

func newDirChecker(f *source.File, d *grammar.Directive) *dirChecker {
	lang := d.Lang
	if lang == 0 {
		lang = grammar.LangC
	}
	return &dirChecker{f: f, d: d, lang: lang, seen: map[string]bool{}}
}

func (c *dirChecker) check() {
	spec, ok := LookupDirective(c.d.Name)
	if !ok {
		if construct, isEnd := strings.CutPrefix(c.d.Name, "end "); isEnd {
			var ends []string
			for _, d := range directiveList {
				if d.Kind == EndDirective {
					ends = append(ends, d.EndOf)
				}
			}
			c.errorf(c.d.NameRange, codeBadDirective, "'%s' has no end directive; only %s do", construct, orList(ends))
			return
		}
		c.errorf(c.d.NameRange, codeBadDirective, "'%s' is not an OpenACC 3.3 directive", c.d.Name)
		return
	}
	c.spec = spec
	if spec.FortranOnly && c.lang == grammar.LangC {
		c.errorf(c.d.NameRange, codeBadDirective, "'%s' exists only in Fortran; in C a construct ends with its structured block", c.d.Name)
		return
	}
	c.checkDirectiveArg()
	c.resolveClauses()
	c.checkGroups()
	c.checkRequired()
	c.checkCombinations()
}

// checkDirectiveArg checks the parenthesized argument of wait, cache and
// routine, and that other directives have none.
func (c *dirChecker) checkDirectiveArg() {
	a := c.spec.Arg
	switch {
	case a == nil && c.d.Args != nil:
		d := c.diag(source.Error, c.d.Args.Range, codeUnexpectedArgument,
			fmt.Sprintf("'%s' takes no argument in parentheses", c.d.Name))
		d.Fixes = []source.Fix{removeTextFix(c.f, "Remove the argument", c.d.Args.Range)}
		c.add(d)
	case a != nil && c.d.Args == nil && !a.Optional:
		c.errorf(c.d.NameRange, codeMissingArgument, "'%s' needs %s in parentheses: %s",
			c.d.Name, argNoun(*a), c.spec.Syntax)
	case a != nil && c.d.Args != nil:
		c.checkArgList(c.d.Args, "'"+c.d.Name+"'", c.d.Name, *a)
	}
}

// resolveClauses maps each clause to its modern name, reports the unknown,
// old, misplaced and disallowed ones, and checks arguments.
func (c *dirChecker) resolveClauses() {
	section := -1
	var deviceType *grammar.Clause
	for _, cl := range c.d.Clauses {
		if cl == nil {
			continue
		}
		name := cl.Name
		if _, ok := clauseIndex[name]; !ok {
			modern, sec, isAlias := ClauseAlias(name)
			if !isAlias {
				c.unknownClause(cl)
				continue
			}
			spelled := cl.Spelling
			if spelled == "" {
				spelled = name
			}
			d := c.diag(source.Warning, cl.NameRange, codeDeprecatedClause,
				fmt.Sprintf("'%s' is an old name for '%s' (§%s); write '%s'", spelled, modern, sec, modern))
			d.Fixes = []source.Fix{replaceTextFix(cl.NameRange, modern)}
			c.add(d)
			name = modern
		} else if c.lang == grammar.LangC && cl.Spelling != "" && cl.Spelling != name {
			// §2.1: directives are case-sensitive in C.
			d := c.diag(source.Error, cl.NameRange, codeClauseCase,
				fmt.Sprintf("OpenACC clause names are lower case in C; write '%s'", name))
			d.Fixes = []source.Fix{replaceTextFix(cl.NameRange, name)}
			c.add(d)
		}
		if !c.spec.Allows(name) {
			c.notAllowed(cl, name)
			continue
		}
		if section >= 0 && name != "device_type" && !c.spec.AllowsAfterDeviceType(name) {
			d := c.diag(source.Error, cl.NameRange, codeClauseAfterDeviceType,
				fmt.Sprintf("'%s' may not follow 'device_type' on '%s'; only %s may", name, c.spec.Name, orList(c.spec.AfterDeviceType)))
			d.Notes = []source.Note{{File: c.f.Name, Range: deviceType.NameRange, Message: "'device_type' is here"}}
			c.add(d)
		}
		if name == "device_type" && !c.spec.DeviceTypeSelects {
			section++
			deviceType = cl
		}
		u := &resolvedClause{c: cl, name: name, section: section}
		if name == "device_type" && !c.spec.DeviceTypeSelects {
			u.section = -2 // belongs to no section: it starts one
		}
		c.uses = append(c.uses, u)
		if !cl.Bad {
			c.checkClauseArgs(cl, name)
		}
	}
}

func (c *dirChecker) unknownClause(cl *grammar.Clause) {
	spelled := cl.Spelling
	if spelled == "" {
		spelled = cl.Name
	}
	msg := fmt.Sprintf("'%s' is not an OpenACC clause", spelled)
	sugg := suggestClause(cl.Name, c.spec)
	if sugg != "" {
		msg += fmt.Sprintf("; did you mean '%s'?", sugg)
	}
	d := c.diag(source.Error, cl.NameRange, codeUnknownClause, msg)
	if sugg != "" {
		d.Fixes = []source.Fix{replaceTextFix(cl.NameRange, sugg)}
	}
	c.add(d)
}

func (c *dirChecker) notAllowed(cl *grammar.Clause, name string) {
	var msg string
	switch {
	case len(c.spec.Clauses) == 0:
		msg = fmt.Sprintf("'%s' takes no clauses", c.spec.Name)
		if c.spec.Kind == CacheDirective {
			msg += "; its list goes in parentheses: " + c.spec.Syntax
		}
	default:
		msg = fmt.Sprintf("'%s' is not allowed on '%s'; allowed: %s", name, c.spec.Name, strings.Join(c.spec.Clauses, ", "))
	}
	d := c.diag(source.Error, cl.NameRange, codeClauseNotAllowed, msg)
	d.Fixes = []source.Fix{removeTextFix(c.f, fmt.Sprintf("Remove '%s'", name), cl.Range)}
	c.add(d)
}

// diag builds a diagnostic for this file.
func (c *dirChecker) diag(sev source.Severity, r source.Range, code, msg string) source.Diagnostic {
	return source.Diagnostic{File: c.f.Name, Range: r, Severity: sev, Code: code, Message: msg}
}

func (c *dirChecker) errorf(r source.Range, code, format string, args ...any) {
	c.add(c.diag(source.Error, r, code, fmt.Sprintf(format, args...)))
}

// add records d unless the same finding was already made (group checks
// run once per device type and may find a default clause's problem in
// each).
func (c *dirChecker) add(d source.Diagnostic) {
	key := fmt.Sprintf("%s@%d-%d", d.Code, d.Range.Start.Offset, d.Range.End.Offset)
	for _, n := range d.Notes {
		key += fmt.Sprintf("/%d", n.Range.Start.Offset)
	}
	if c.seen[key] {
		return
	}
	c.seen[key] = true
	c.diags = append(c.diags, d)
}

// orList writes "a, b or c".
func orList(names []string) string {
	switch len(names) {
	case 0:
		return "none"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
