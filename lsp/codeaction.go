package lsp

import (
	"fmt"
	"sort"
	"strings"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

// codeAction offers, for the range the client asks about:
//   - the fixes analysis attached to its diagnostics (default(none)
//     violations: add the variable to a data clause; and any other);
//   - removing a clause a diagnostic says is invalid;
//   - the modern spelling of an old clause name;
//   - independent or seq on a loop that has neither (nor auto);
//   - the implicit data attributes of a compute construct, written out.
func (s *Server) codeAction(_ *glsp.Context, p *protocol.CodeActionParams) (any, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	v := d.view()
	snap, res := v.snap, v.res
	start, err := offsetAt(snap.file, p.Range.Start)
	if err != nil {
		return nil, err
	}
	end, err := offsetAt(snap.file, p.Range.End)
	if err != nil {
		return nil, err
	}
	b := actionBuilder{view: v, snap: snap, seen: map[string]bool{}}
	b.diagnosticFixes(v.diagnostics(), start, end)
	if res != nil {
		b.implicitClauses(res.model, start, end)
	}
	for _, dir := range v.directivesIn(start, end) {
		b.oldSpellings(dir)
		b.loopClauses(dir)
	}
	return b.filter(p.Context.Only), nil
}

type actionBuilder struct {
	view    view
	snap    *snapshot
	actions []protocol.CodeAction
	seen    map[string]bool // titles and edit sets already offered
}

func (b *actionBuilder) add(title string, kind protocol.CodeActionKind, diag *source.Diagnostic, preferred bool, edits []source.Edit) {
	f := b.snap.file
	key := ""
	tes := make([]protocol.TextEdit, 0, len(edits))
	for _, e := range edits {
		tes = append(tes, protocol.TextEdit{Range: lspRange(f, e.Range), NewText: e.NewText})
		key += fmt.Sprintf("|%d-%d:%s", e.Range.Start.Offset, e.Range.End.Offset, e.NewText)
	}
	// The same edits under two titles (analysis's fix and the server's
	// own) show once, with the first title.
	if b.seen[key] || b.seen[title] {
		return
	}
	b.seen[key], b.seen[title] = true, true
	k := kind
	a := protocol.CodeAction{
		Title: title,
		Kind:  &k,
		Edit:  &protocol.WorkspaceEdit{Changes: map[protocol.DocumentUri][]protocol.TextEdit{b.snap.uri: tes}},
	}
	if diag != nil {
		a.Diagnostics = []protocol.Diagnostic{toLSPDiagnostic(b.snap, *diag)}
	}
	if preferred {
		a.IsPreferred = &preferred
	}
	b.actions = append(b.actions, a)
}

// diagnosticFixes turns the fixes of the diagnostics in range into quick
// fixes, and offers to remove a clause that an error points at.
func (b *actionBuilder) diagnosticFixes(diags []source.Diagnostic, start, end int) {
	for i := range diags {
		dg := &diags[i]
		if (dg.File != "" && dg.File != b.snap.path) || dg.Range.End.Offset < start || dg.Range.Start.Offset > end {
			continue
		}
		for j, fx := range dg.Fixes {
			b.add(fx.Title, protocol.CodeActionKindQuickFix, dg, j == 0, fx.Edits)
		}
		if dg.Code == "default-none" {
			b.otherDataClauses(dg)
		}
		if dg.Severity == source.Error {
			if dir, c := b.clauseAt(dg.Range.Start.Offset); c != nil && c.NameRange.Contains(dg.Range.Start.Offset) {
				b.add(fmt.Sprintf("Remove the %s clause", c.Spelling), protocol.CodeActionKindQuickFix, dg, len(dg.Fixes) == 0, []source.Edit{removeClause(b.snap.file, dir, c)})
			}
		}
	}
}

// dataClauseChoices are the clauses a default(none) violation may be
// fixed with; which one is right depends on how the data flows, which the
// user knows best.
var dataClauseChoices = []string{"copy", "copyin", "copyout", "present", "firstprivate"}

// otherDataClauses offers, besides the clause analysis's fix adds for a
// default(none) violation, the same variable in the other data clauses.
func (b *actionBuilder) otherDataClauses(dg *source.Diagnostic) {
	for _, fx := range dg.Fixes {
		if len(fx.Edits) != 1 {
			continue
		}
		e := fx.Edits[0]
		lead := e.NewText[:len(e.NewText)-len(strings.TrimLeft(e.NewText, " "))]
		clause, rest, ok := strings.Cut(strings.TrimLeft(e.NewText, " "), "(")
		if !ok || !strings.HasSuffix(rest, ")") {
			continue
		}
		v := strings.TrimSuffix(rest, ")")
		for _, c := range dataClauseChoices {
			if c == clause {
				continue
			}
			b.add(fmt.Sprintf("Add %s(%s)", c, v), protocol.CodeActionKindQuickFix, dg, false,
				[]source.Edit{{Range: e.Range, NewText: lead + c + "(" + v + ")"}})
		}
	}
}

func (b *actionBuilder) clauseAt(off int) (*analysis.Directive, *analysis.WrittenClause) {
	dir := b.view.directiveAt(off)
	if dir == nil {
		return nil, nil
	}
	for _, c := range dir.Clauses {
		if c.Range.Contains(off) {
			return dir, c
		}
	}
	return dir, nil
}

// removeClause deletes a clause with the blank before it (or after it,
// for a clause that follows the name directly).
func removeClause(f *source.File, dir *analysis.Directive, c *analysis.WrittenClause) source.Edit {
	s, e := c.Range.Start.Offset, c.Range.End.Offset
	for s > dir.NameRange.End.Offset && (f.Text[s-1] == ' ' || f.Text[s-1] == '\t' || f.Text[s-1] == ',') {
		s--
	}
	return source.Edit{Range: f.Range(s, e)}
}

// oldSpellings offers the modern name of each old clause spelling.
func (b *actionBuilder) oldSpellings(dir *analysis.Directive) {
	for _, c := range dir.Clauses {
		modern, section, old := analysis.ClauseAlias(c.Name)
		if !old {
			continue
		}
		b.add(fmt.Sprintf("Replace %s with %s (§%s)", c.Spelling, modern, section), protocol.CodeActionKindQuickFix, nil, true,
			[]source.Edit{{Range: c.NameRange, NewText: modern}})
	}
}

// loopClauses offers independent and seq on a loop that says neither.
func (b *actionBuilder) loopClauses(dir *analysis.Directive) {
	spec, ok := analysis.LookupDirective(dir.Name)
	if !ok || !spec.Allows("independent") || !spec.Allows("seq") {
		return
	}
	for _, c := range []string{"independent", "seq", "auto"} {
		if dir.Clause(c) != nil {
			return
		}
	}
	at := clauseInsertPoint(dir)
	b.add("Add independent: the iterations do not depend on each other (§2.9.6)", protocol.CodeActionKindRefactorRewrite, nil, false,
		[]source.Edit{{Range: b.snap.file.Range(at, at), NewText: " independent"}})
	b.add("Add seq: run this loop sequentially (§2.9.5)", protocol.CodeActionKindRefactorRewrite, nil, false,
		[]source.Edit{{Range: b.snap.file.Range(at, at), NewText: " seq"}})
}

// implicitClauses writes out a compute construct's implicit data
// attributes as clauses.
func (b *actionBuilder) implicitClauses(m *semModel, start, end int) {
	if m == nil {
		return
	}
	for _, dir := range b.view.directivesIn(start, end) {
		con := m.constructOf(dir)
		if con == nil || len(con.implicit) == 0 {
			continue
		}
		at := clauseInsertPoint(dir)
		b.add("Make the implicit data clauses explicit", protocol.CodeActionKindRefactorRewrite, nil, false,
			[]source.Edit{{Range: b.snap.file.Range(at, at), NewText: " " + implicitClauseText(con.implicit)}})
	}
}

// implicitClauseText groups implicit attributes by clause: "copy(a, b)
// firstprivate(n)", in a stable order.
func implicitClauseText(imp []implicitData) string {
	byClause := map[string][]string{}
	var order []string
	for _, d := range imp {
		if _, ok := byClause[d.clause]; !ok {
			order = append(order, d.clause)
		}
		byClause[d.clause] = append(byClause[d.clause], d.name)
	}
	sort.Strings(order)
	parts := make([]string, 0, len(order))
	for _, c := range order {
		list := strings.Join(byClause[c], ", ")
		if op, ok := strings.CutPrefix(c, "reduction:"); ok {
			parts = append(parts, "reduction("+op+":"+list+")")
			continue
		}
		parts = append(parts, c+"("+list+")")
	}
	return strings.Join(parts, " ")
}

// clauseInsertPoint is where a new clause goes: after the last clause, or
// after the name (and its argument). It works for every form, _Pragma's
// closing quote included.
func clauseInsertPoint(dir *analysis.Directive) int {
	at := dir.NameRange.End.Offset
	if dir.ArgsRange.End.Offset > at {
		at = dir.ArgsRange.End.Offset
	}
	for _, c := range dir.Clauses {
		if c.Range.End.Offset > at {
			at = c.Range.End.Offset
		}
	}
	return at
}

func (b *actionBuilder) filter(only []protocol.CodeActionKind) []protocol.CodeAction {
	out := []protocol.CodeAction{}
	for _, a := range b.actions {
		if len(only) == 0 {
			out = append(out, a)
			continue
		}
		for _, k := range only {
			if *a.Kind == k || strings.HasPrefix(string(*a.Kind), string(k)+".") {
				out = append(out, a)
				break
			}
		}
	}
	return out
}
