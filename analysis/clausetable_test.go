package analysis

import (
	"sort"
	"strings"
	"testing"

	"github.com/accls/accls/grammar"
)

// specClauses is every clause name of OpenACC 3.3, written out from the
// spec's syntax sections, independently of the table.
const specClauses = `async wait num_gangs num_workers vector_length device_type if self
reduction copy copyin copyout create no_create present deviceptr attach private
firstprivate default detach delete finalize use_device if_present collapse gang
worker vector seq independent auto tile read write update capture
device_resident link device_num default_async host device bind nohost`

// specAllowed transcribes, for every directive, the clauses its syntax
// section lists ("where clause is one of the following").
var specAllowed = map[string]string{
	// §2.5.1
	"parallel": `async wait num_gangs num_workers vector_length device_type if self reduction
		copy copyin copyout create no_create present deviceptr attach private firstprivate default`,
	// §2.5.2: as parallel, without num_gangs, num_workers, vector_length.
	"serial": `async wait device_type if self reduction copy copyin copyout create no_create
		present deviceptr attach private firstprivate default`,
	// §2.5.3
	"kernels": `async wait num_gangs num_workers vector_length device_type if self copy copyin
		copyout create no_create present deviceptr attach default`,
	// §2.6.5
	"data": `if async wait device_type copy copyin copyout create no_create present deviceptr
		attach default`,
	// §2.6.6
	"enter data": `if async wait copyin create attach`,
	"exit data":  `if async wait copyout delete detach finalize`,
	// §2.8
	"host_data": `use_device if if_present`,
	// §2.9
	"loop": `collapse gang worker vector seq independent auto tile device_type private reduction`,
	// §2.10: the list goes in the directive's parentheses.
	"cache": ``,
	// §2.11: any clause of the compute construct or of loop.
	"parallel loop": `async wait num_gangs num_workers vector_length device_type if self reduction
		copy copyin copyout create no_create present deviceptr attach private firstprivate default
		collapse gang worker vector seq independent auto tile`,
	"serial loop": `async wait device_type if self reduction copy copyin copyout create no_create
		present deviceptr attach private firstprivate default
		collapse gang worker vector seq independent auto tile`,
	"kernels loop": `async wait num_gangs num_workers vector_length device_type if self copy copyin
		copyout create no_create present deviceptr attach default
		collapse gang worker vector seq independent auto tile private reduction`,
	// §2.12
	"atomic": `read write update capture`,
	// §2.13
	"declare": `copy copyin copyout create present deviceptr device_resident link`,
	// §2.14.1-2.14.4
	"init":     `if device_type device_num`,
	"shutdown": `if device_type device_num`,
	"set":      `default_async device_num device_type if`,
	"update":   `async wait device_type if if_present self host device`,
	// §2.16.3
	"wait": `async if`,
	// §2.15.1
	"routine": `gang worker vector seq bind device_type nohost`,
}

// specAfterDeviceType transcribes the "only ... may follow a device_type
// clause" restrictions (§2.5.4, §2.6.5, §2.9, §2.14.4, §2.15.1).
var specAfterDeviceType = map[string]string{
	"parallel":      `async wait num_gangs num_workers vector_length`,
	"serial":        `async wait`,
	"kernels":       `async wait num_gangs num_workers vector_length`,
	"data":          `async wait`,
	"loop":          `collapse gang worker vector seq independent auto tile`,
	"parallel loop": `async wait num_gangs num_workers vector_length collapse gang worker vector seq independent auto tile`,
	"serial loop":   `async wait collapse gang worker vector seq independent auto tile`,
	"kernels loop":  `async wait num_gangs num_workers vector_length collapse gang worker vector seq independent auto tile`,
	"update":        `async wait`,
	"routine":       `gang worker vector seq bind`,
}

func specWords(s string) []string { return strings.Fields(s) }

func TestTableHasEveryClauseOfTheSpec(t *testing.T) {
	want := specWords(specClauses)
	sort.Strings(want)
	got := ClauseNames()
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("clauses:\n got %v\nwant %v", got, want)
	}
}

func TestTableAllowsWhatTheSpecLists(t *testing.T) {
	for name, list := range specAllowed {
		d, ok := LookupDirective(name)
		if !ok {
			t.Errorf("directive %q missing", name)
			continue
		}
		want := specWords(list)
		sort.Strings(want)
		got := d.ClauseNames()
		sort.Strings(got)
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s allows\n %v\nwant\n %v", name, got, want)
		}
		for _, c := range ClauseNames() {
			if d.Allows(c) != hasName(want, c) {
				t.Errorf("%s.Allows(%s) = %v", name, c, d.Allows(c))
			}
		}
	}
	for _, name := range DirectiveNames(false) {
		if _, ok := specAllowed[name]; !ok {
			t.Errorf("table has directive %q the spec transcription lacks", name)
		}
	}
}

func TestTableAfterDeviceType(t *testing.T) {
	for _, d := range Directives() {
		if !d.Allows("device_type") {
			continue
		}
		if d.DeviceTypeSelects {
			if d.Name != "init" && d.Name != "shutdown" && d.Name != "set" {
				t.Errorf("%s: device_type selects a device only on init, shutdown and set", d.Name)
			}
			continue
		}
		want := specWords(specAfterDeviceType[d.Name])
		for _, c := range d.Clauses {
			if c == "device_type" {
				continue
			}
			if d.AllowsAfterDeviceType(c) != hasName(want, c) {
				t.Errorf("%s: AllowsAfterDeviceType(%s) = %v", d.Name, c, d.AllowsAfterDeviceType(c))
			}
		}
	}
}

// The grammar and the table must agree on what a directive is.
func TestTableMatchesGrammarDirectives(t *testing.T) {
	for _, n := range grammar.DirectiveNames() {
		if _, ok := LookupDirective(n); !ok {
			t.Errorf("grammar directive %q not in the table", n)
		}
	}
	for _, d := range Directives() {
		lang := grammar.LangC
		if d.FortranOnly {
			lang = grammar.LangFortran
		}
		if !grammar.IsDirectiveName(lang, d.Name) {
			t.Errorf("table directive %q is not a %s directive name for the grammar", d.Name, lang)
		}
	}
}

func TestTableTextsAndSections(t *testing.T) {
	for _, d := range Directives() {
		if d.Summary == "" || d.Section == "" || d.Syntax == "" {
			t.Errorf("directive %s lacks summary, section or syntax", d.Name)
		}
	}
	used := map[string]bool{}
	for _, d := range Directives() {
		for _, c := range d.Clauses {
			used[c] = true
		}
	}
	for _, n := range ClauseNames() {
		c, _ := LookupClause(n)
		if c.Summary == "" || c.Section == "" || c.Syntax == "" {
			t.Errorf("clause %s lacks summary, section or syntax", n)
		}
		if !strings.HasPrefix(c.Section, "2.") {
			t.Errorf("clause %s: section %q is not in chapter 2", n, c.Section)
		}
		if !used[n] {
			t.Errorf("clause %s is allowed nowhere", n)
		}
		if doc := c.Doc(); !strings.Contains(doc, c.Syntax) || !strings.HasSuffix(doc, "(OpenACC 3.3 §"+c.Section+")") {
			t.Errorf("clause %s: Doc() = %q", n, doc)
		}
	}
}

func TestAliases(t *testing.T) {
	want := map[string]string{
		"pcopy": "copy", "present_or_copy": "copy",
		"pcopyin": "copyin", "present_or_copyin": "copyin",
		"pcopyout": "copyout", "present_or_copyout": "copyout",
		"pcreate": "create", "present_or_create": "create",
		"dtype": "device_type",
	}
	if got := ClauseAliasNames(); len(got) != len(want) {
		t.Errorf("aliases = %v", got)
	}
	for old, modern := range want {
		m, _, ok := ClauseAlias(old)
		if !ok || m != modern {
			t.Errorf("ClauseAlias(%s) = %q, %v; want %q", old, m, ok, modern)
		}
		c, ok := LookupClause(old)
		if !ok || c.Name != modern {
			t.Errorf("LookupClause(%s) = %v", old, c)
		}
	}
	if _, _, ok := ClauseAlias("copy"); ok {
		t.Error("copy is not an alias")
	}
}

func TestQueryLists(t *testing.T) {
	if got := strings.Join(ReductionOperators(grammar.LangC), " "); got != "+ * max min & | ^ && ||" {
		t.Errorf("C operators = %s", got)
	}
	if got := strings.Join(ReductionOperators(grammar.LangFortran), " "); got != "+ * max min iand ior ieor .and. .or. .eqv. .neqv." {
		t.Errorf("Fortran operators = %s", got)
	}
	if got := strings.Join(DeviceTypeNames(), " "); got != "radeon nvidia opencl host multicore *" {
		t.Errorf("device types = %s", got)
	}
	p, _ := LookupDirective("parallel")
	if got := strings.Join(p.Modifiers("copyin", grammar.LangC), " "); got != "readonly" {
		t.Errorf("parallel copyin modifiers = %s", got)
	}
	if got := strings.Join(p.Modifiers("copyout", grammar.LangC), " "); got != "zero" {
		t.Errorf("parallel copyout modifiers = %s", got)
	}
	e, _ := LookupDirective("exit data")
	if got := e.Modifiers("copyout", grammar.LangC); len(got) != 0 {
		t.Errorf("exit data copyout modifiers = %v (§2.7.8: zero only on structured data and compute constructs)", got)
	}
	k, _ := LookupDirective("kernels")
	if a := k.ArgSpec("num_gangs"); a.Max != 1 {
		t.Errorf("kernels num_gangs takes at most %d, want 1 (§2.5.10)", a.Max)
	}
	if a := p.ArgSpec("num_gangs"); a.Max != 3 {
		t.Errorf("parallel num_gangs takes at most %d, want 3 (§2.5.10)", a.Max)
	}
	if got := len(DirectiveNames(false)); got != 20 {
		t.Errorf("%d directives without end forms, want 20", got)
	}
	if got := len(DirectiveNames(true)) - len(DirectiveNames(false)); got != 9 {
		t.Errorf("%d end forms, want 9", got)
	}
}

// specOnce transcribes the "at most one" restrictions of §2.10-§2.16, the
// sections checked against the spec's text: §2.11 inherits §2.5.4's if
// and default and §2.9.2's gang; §2.14.3 forbids two instances of any
// clause of set; §2.14.4 allows one if on update. §2.14.1 (init), §2.14.2
// (shutdown) and §2.16.3 (wait) restrict none, and §2.12, §2.13 and
// §2.15.1 state theirs otherwise (one atomic-clause, exactly one level of
// parallelism).
var specOnce = map[string]string{
	"cache":         ``,
	"parallel loop": `if default gang`,
	"serial loop":   `if default gang`,
	"kernels loop":  `if default gang`,
	"atomic":        ``,
	"declare":       ``,
	"init":          ``,
	"shutdown":      ``,
	"set":           `default_async device_num device_type if`,
	"update":        `if`,
	"wait":          ``,
	"routine":       ``,
}

func TestTableOnceFromTheSpec(t *testing.T) {
	for name, list := range specOnce {
		d, ok := LookupDirective(name)
		if !ok {
			t.Errorf("directive %q missing", name)
			continue
		}
		want := specWords(list)
		for _, c := range d.Clauses {
			if d.IsOnce(c) != hasName(want, c) {
				t.Errorf("%s: IsOnce(%s) = %v, want %v", name, c, d.IsOnce(c), !d.IsOnce(c))
			}
		}
	}
}

// TestTableRequiredFromTheSpec checks the "at least one" and "exactly one"
// rules of §2.13, §2.14.3, §2.14.4 and §2.15.1.
func TestTableRequiredFromTheSpec(t *testing.T) {
	want := map[string][2]string{
		"declare": {`copy copyin copyout create present deviceptr device_resident link`, ``},
		"set":     {`default_async device_num device_type`, ``},
		"update":  {`self host device`, ``},
		"routine": {``, `gang worker vector seq`},
		"init":    {``, ``},
		"wait":    {``, ``},
		"atomic":  {``, ``},
	}
	for name, w := range want {
		d, _ := LookupDirective(name)
		if got := strings.Join(d.AtLeastOne, " "); got != strings.Join(specWords(w[0]), " ") {
			t.Errorf("%s: AtLeastOne = %q, want %q", name, got, w[0])
		}
		if got := strings.Join(d.OnePerDevice, " "); got != strings.Join(specWords(w[1]), " ") {
			t.Errorf("%s: OnePerDevice = %q, want %q", name, got, w[1])
		}
	}
}

// TestTableModifiersFromTheSpec checks the argument forms of §2.10, §2.13,
// §2.15.1 and §2.16.
func TestTableModifiersFromTheSpec(t *testing.T) {
	cases := []struct{ dir, clause, mods string }{
		{"declare", "copyin", "readonly"}, // §2.13: copyin( [readonly:]var-list )
		{"routine", "gang", "dim"},        // §2.15.1: gang [( dim:int-expr )]
		{"update", "self", ""},            // §2.14.4: self( var-list )
		{"wait", "async", ""},             // §2.16.1: async [( async-argument )]
		{"update", "wait", "devnum queues"},
	}
	for _, c := range cases {
		d, _ := LookupDirective(c.dir)
		if got := strings.Join(d.Modifiers(c.clause, grammar.LangC), " "); got != c.mods {
			t.Errorf("%s %s modifiers = %q, want %q", c.dir, c.clause, got, c.mods)
		}
	}
	w, _ := LookupDirective("wait")
	if w.Arg == nil || !w.Arg.Optional || strings.Join(w.Arg.Modifiers, " ") != "devnum queues" {
		t.Errorf("wait's argument = %+v, want optional [devnum: int-expr :] [queues:] list (§2.16.3)", w.Arg)
	}
	if a := w.ArgSpec("async"); !a.Optional || a.Kind != IntExpr {
		t.Errorf("async on wait = %+v, want an optional int-expr (§2.16.1)", a)
	}
	c, _ := LookupDirective("cache")
	if c.Arg == nil || c.Arg.Optional || strings.Join(c.Arg.Modifiers, " ") != "readonly" {
		t.Errorf("cache's argument = %+v, want ( [readonly:] var-list ) (§2.10)", c.Arg)
	}
}
