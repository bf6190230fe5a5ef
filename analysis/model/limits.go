package model

import (
	"fmt"
	"sort"
	"strings"

	"github.com/accls/accls/source"
)

// CodeUnsupported is the error for every translator limit: valid OpenACC
// that accls compile does not translate yet. It is never dropped and never
// run on the host in secret; accls check reports it too (Options.Translator).
const CodeUnsupported = "unsupported"

func init() {
	source.RegisterCodes(source.CodeInfo{
		Code:     CodeUnsupported,
		Severity: source.Error,
		Title:    "accls compile cannot translate this yet",
		Help:     "The directive, clause or C construct is valid OpenACC but the code generator does not translate it yet; accls refuses to build the program rather than drop it or run it on the host. Each limit is one entry of the capability table (analysis/model/limits*.go), listed in docs/diagnostics.md. Rewrite the region with what docs/design/codegen.md lists as supported, or build this file with another OpenACC compiler.",
		Section:  "2.1",
	})
}

// Limit is one thing the translator cannot translate yet: one entry of
// the capability table. The checker, the language server and the
// compiler all report a limit through its entry, so they say the same.
type Limit struct {
	// ID is stable and kebab-case; docs/diagnostics.md lists it.
	ID string
	// Format is the message's printf format naming what is refused;
	// " is not supported by accls compile yet" follows it.
	Format string
	// Hint says what to write instead, where one helps.
	Hint string
	// Section is the OpenACC 3.3 section of the refused form ("" when the
	// limit is about C rather than a directive).
	Section string
	// Model is set for the limits analysis decides from the model alone
	// (limits_model.go); the others need the translator's plan and reach
	// the checker through Options.Translator.
	Model bool
	// Sentence is set when Format is the whole message (no "is not
	// supported" follows).
	Sentence bool
}

var limitTable = map[string]*Limit{}

// newLimit adds l to the capability table; an ID used twice is a bug.
func newLimit(l Limit) *Limit {
	if _, dup := limitTable[l.ID]; dup {
		panic("analysis: limit " + l.ID + " defined twice")
	}
	p := &l
	limitTable[l.ID] = p
	return p
}

// Limits returns the capability table, sorted by ID.
func Limits() []*Limit {
	out := make([]*Limit, 0, len(limitTable))
	for _, l := range limitTable {
		out = append(out, l)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Message is the diagnostic text of the limit for args.
func (l *Limit) Message(args ...any) string {
	if l.Sentence {
		return fmt.Sprintf(l.Format, args...)
	}
	return fmt.Sprintf(l.Format, args...) + " is not supported by accls compile yet"
}

// Diagnostic is the [unsupported] error of the limit at r in file.
func (l *Limit) Diagnostic(file string, r source.Range, args ...any) source.Diagnostic {
	return source.Diagnostic{File: file, Range: r, Severity: source.Error, Code: CodeUnsupported, Message: l.Message(args...)}
}

// Describe is the limit's line in docs/diagnostics.md.
func (l *Limit) Describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "`%s`: %s", l.ID, strings.NewReplacer("%[1]s", "…", "%[2]s", "…", "%[3]s", "…", "%s", "…", "%d", "N", "%", "").Replace(l.Format))
	if l.Section != "" {
		fmt.Fprintf(&b, " (§%s)", l.Section)
	}
	if l.Hint != "" {
		b.WriteString(". " + l.Hint)
	}
	return b.String()
}
