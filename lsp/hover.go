package lsp

import (
	"fmt"
	"strings"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

// hover explains what is under the cursor: a directive or clause (what it
// does, its spec section), a modifier, a variable (its data attribute and
// why) or a loop (how it is scheduled and why).
func (s *Server) hover(_ *glsp.Context, p *protocol.HoverParams) (*protocol.Hover, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	v := d.view()
	snap := v.snap
	off, err := offsetAt(snap.file, p.Position)
	if err != nil {
		return nil, err
	}
	text, rng := hoverText(v, off)
	if text == "" {
		return nil, nil
	}
	r := lspRange(snap.file, rng)
	return &protocol.Hover{
		Contents: protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: text},
		Range:    &r,
	}, nil
}

func hoverText(v view, off int) (string, source.Range) {
	model := v.model()
	if v := model.varAt(off); v != nil {
		return varHover(v), v.rng
	}
	if l := model.loopAt(off); l != nil {
		return loopHover(l), l.rng
	}
	dir := v.directiveAt(off)
	if dir == nil {
		return "", source.Range{}
	}
	if dir.NameRange.Contains(off) && dir.Name != "" {
		return directiveHover(dir), dir.NameRange
	}
	for _, c := range dir.Clauses {
		if c.NameRange.Contains(off) {
			return clauseHover(dir, c), c.NameRange
		}
		if !c.HasArgs() || !c.ArgsRange.Contains(off) {
			continue
		}
		for _, a := range c.Args {
			for _, m := range a.Modifiers {
				if m.Range.Contains(off) {
					return modifierHover(c, m), m.Range
				}
			}
			if id, ok := a.NameAt(off); ok {
				return listedVarHover(dir, c, id), id.Range
			}
		}
	}
	if dir.MacroName != "" && dir.Name != "" {
		// The invocation of a macro that yields the directive (C99 6.10.9).
		return fmt.Sprintf("`%s` expands to `#pragma acc %s`\n\n%s", dir.MacroName, dir.Text, directiveHover(dir)), dir.Range
	}
	return "", source.Range{}
}

func directiveHover(dir *analysis.Directive) string {
	spec, ok := analysis.LookupDirective(dir.Name)
	if !ok {
		return fmt.Sprintf("`%s` is not an OpenACC directive.", dir.Name)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "**%s** directive: OpenACC 3.3 §%s\n\n", spec.Name, spec.Section)
	if spec.Summary != "" {
		b.WriteString(spec.Summary + "\n\n")
	}
	if spec.Syntax != "" {
		fmt.Fprintf(&b, "`%s`\n\n", spec.Syntax)
	}
	if len(spec.Clauses) > 0 {
		fmt.Fprintf(&b, "Clauses: %s", strings.Join(spec.Clauses, ", "))
	}
	return strings.TrimSpace(b.String())
}

func clauseHover(dir *analysis.Directive, c *analysis.WrittenClause) string {
	spec, ok := analysis.LookupClause(c.Name)
	if !ok {
		return fmt.Sprintf("`%s` is not an OpenACC clause.", c.Spelling)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "**%s** clause: OpenACC 3.3 §%s\n\n", spec.Name, spec.Section)
	if modern, section, old := analysis.ClauseAlias(c.Name); old {
		fmt.Fprintf(&b, "`%s` is the old spelling of `%s` (§%s); write `%s`.\n\n", c.Spelling, modern, section, modern)
	}
	if spec.Summary != "" {
		b.WriteString(spec.Summary + "\n\n")
	}
	if spec.Syntax != "" {
		fmt.Fprintf(&b, "`%s`\n\n", spec.Syntax)
	}
	if ds, ok := analysis.LookupDirective(dir.Name); ok && !ds.Allows(spec.Name) {
		fmt.Fprintf(&b, "Not allowed on `%s` (§%s).", ds.Name, ds.Section)
	}
	return strings.TrimSpace(b.String())
}

// modifierDocs say what each list modifier does, in one line.
var modifierDocs = map[string]string{
	"readonly": "the data is only read in the region, so the device may keep it in read-only memory (§2.7.7)",
	"zero":     "the device copy is zero-filled when it is allocated (§2.7.9, §2.7.8)",
	"force":    "the loops are collapsed even with code between them, which may then run more than once (§2.9.1)",
	"num":      "the number of gangs or workers (§2.9.2, §2.9.3)",
	"dim":      "the gang dimension, 1 to 3, the loop is partitioned across (§2.9.2)",
	"static":   "iterations go round-robin to the gangs in chunks of this size; * lets the implementation choose (§2.9.2)",
	"length":   "the vector length (§2.9.4)",
	"devnum":   "the device whose queues are waited for (§2.16.2)",
	"queues":   "the asynchronous queues to wait for (§2.16.2)",
}

func modifierHover(c *analysis.WrittenClause, m *analysis.Modifier) string {
	if c.Name == "reduction" {
		return fmt.Sprintf("**%s** reduction operator: each private copy starts at the operator's identity and the copies are combined with `%s` at the end (OpenACC 3.3 §2.5.15).", m.Name, m.Name)
	}
	if doc, ok := modifierDocs[m.Name]; ok {
		return fmt.Sprintf("**%s:** modifier of `%s`: %s.", m.Name, c.Name, doc)
	}
	return fmt.Sprintf("`%s:` is not a modifier of `%s`.", m.Name, c.Name)
}

// listedVarHover describes a variable named in a clause when the semantic
// model has nothing on it: the clause itself is its explicit attribute.
func listedVarHover(dir *analysis.Directive, c *analysis.WrittenClause, id analysis.Name) string {
	spec, ok := analysis.LookupClause(c.Name)
	if !ok {
		return fmt.Sprintf("`%s`", id.Name)
	}
	return fmt.Sprintf("**%s**: explicit `%s` on this `%s` (OpenACC 3.3 §%s).", id.Name, spec.Name, dir.Name, spec.Section)
}

func varHover(v *varInfo) string {
	var b strings.Builder
	how := "implicit"
	if v.explicit {
		how = "explicit"
	}
	fmt.Fprintf(&b, "**%s**: %s `%s`", v.name, how, v.attr)
	if v.section != "" {
		fmt.Fprintf(&b, " (OpenACC 3.3 §%s)", v.section)
	}
	if v.reason != "" {
		fmt.Fprintf(&b, "\n\n%s", v.reason)
	}
	return b.String()
}

// scheduleDecision says how accls compile runs a loop (the analysis's
// schedule, the kernels plan included) and the section behind it.
func scheduleDecision(s analysis.Schedule) (decision, section string) {
	decision, section = "sequential", "2.9"
	if s.Levels != 0 {
		decision = "parallel, shared out at the " + s.Levels.String() + " level"
	}
	switch s.Where {
	case analysis.OnOneGang:
		decision, section = decision+", on one gang", "2.5.3"
	case analysis.OnHost:
		decision, section = fmt.Sprintf("%s, on the host, launching %s per iteration", decision, kernelCount(len(s.Kernel.Body))), "2.5.3"
	}
	return decision, section
}

// kernelCount is "1 kernel", "2 kernels".
func kernelCount(n int) string {
	if n == 1 {
		return "1 kernel"
	}
	return fmt.Sprintf("%d kernels", n)
}

func loopHover(l *loopInfo) string {
	var b strings.Builder
	fmt.Fprintf(&b, "**loop**: %s", l.decision)
	if l.section != "" {
		fmt.Fprintf(&b, " (OpenACC 3.3 §%s)", l.section)
	}
	if l.reason != "" {
		fmt.Fprintf(&b, "\n\n%s", l.reason)
	}
	return b.String()
}
