package analysis

import (
	"fmt"
	"strings"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// Implicitly determined data attributes (§2.6.2) of the variables each
// compute construct uses, and the default(none) rule (§2.5.16):
//
//   - variables declared in the region, and loop variables of the loops
//     in it, are private (§2.6.1) and need nothing;
//   - a variable in a clause of the construct, or of a data construct
//     around it, or of a visible declare directive, has that attribute;
//   - otherwise, with default(none) visible, it is an error;
//   - an aggregate (array, struct, union) is present with default(present),
//     else copy;
//   - a scalar is copy in a kernels construct, else firstprivate;
//   - a reduction variable of a combined construct, or of a loop in the
//     region, is copy (§2.11), so that its result reaches the host.
//
// A pointer the region indexes is a scalar to the spec; accls also copies
// the section of its data the loop bounds give ("copy(p[0:n])"), or
// requires the data present when no section can be proven.

func (a *analyzer) implicitData() {
	for _, c := range a.m.Constructs {
		a.setDefault(c)
	}
	for _, c := range a.m.Constructs {
		if c.IsCompute() && c.Body != nil {
			a.implicitFor(c)
		}
	}
}

// setDefault finds the default clause visible at c: its own, or the
// nearest data construct's around it (§2.6.5).
func (a *analyzer) setDefault(c *Construct) {
	for p := c; p != nil; p = p.Parent {
		if p != c && p.Kind != KindData {
			continue
		}
		if cl := a.clauseFor(dirOf(p), "default"); cl != nil && cl.Args != nil && len(cl.Args.Args) == 1 {
			if id, ok := cl.Args.Args[0].Value.(*grammar.Ident); ok {
				c.Default, c.DefaultAt = strings.ToLower(id.Name), p
				return
			}
		}
	}
}

// covered reports whether r is inside a loop of c that makes sym private
// (its loop variable, or a private or reduction clause of the loop).
func (a *analyzer) loopCovered(r *VarRef, c *Construct) bool {
	for l := r.Loop; l != nil; l = l.Parent {
		if !c.Range.Contains(l.Stmt.Span().Start.Offset) {
			break
		}
		if l.IV == r.Sym && l.IV != nil {
			return true
		}
		if l.Construct != nil && l.Construct != c {
			for _, at := range l.Construct.Data {
				if at.Sym == r.Sym && len(at.Member) == 0 && (at.Kind == AttrPrivate || at.Kind == AttrReduction || at.Kind == AttrFirstprivate) {
					return true
				}
			}
		}
	}
	return false
}

func declaredIn(s *cfront.Symbol, c *Construct) bool {
	return s.Decl.Start.IsValid() && c.Body != nil && c.Body.Span().Contains(s.Decl.Start.Offset) &&
		s.Decl.Start.Offset >= c.Body.Span().Start.Offset
}

// inherited returns the data clause of an enclosing data construct or a
// visible declare directive that names sym.
func (a *analyzer) inherited(c *Construct, sym *cfront.Symbol) *DataAttr {
	for p := c.Parent; p != nil; p = p.Parent {
		if p.Kind != KindData {
			continue
		}
		for _, at := range p.Data {
			if at.Sym == sym && len(at.Member) == 0 && at.Kind.IsDataClause() {
				return at
			}
		}
	}
	for _, d := range a.index().declares {
		if d.Range.Start.Offset > c.Range.Start.Offset {
			continue
		}
		if d.Func != nil && d.Func != c.Func {
			continue
		}
		for _, at := range d.Data {
			if at.Sym == sym && len(at.Member) == 0 {
				return at
			}
		}
	}
	return a.headerDeclared(sym) // header_declares.go
}

func (a *analyzer) implicitFor(c *Construct) {
	explicit := map[*cfront.Symbol]bool{}
	for _, at := range c.Data {
		// A clause on a member (copyin(s.v[0:n]), attach(s.v)) names
		// the data the member points to, not the struct: the struct's
		// own attribute is still implicit (§2.6.2).
		// An array member in the variable's own storage
		// (copy(A[b].data)) is part of the variable, as a subarray is.
		if len(at.Member) == 0 || at.MemberInStorage {
			explicit[at.Sym] = true
		}
	}
	// The references that need an attribute, by variable, in order.
	var order []*cfront.Symbol
	refs := map[*cfront.Symbol][]*VarRef{}
	for _, r := range c.Refs {
		if declaredIn(r.Sym, c) || a.loopCovered(r, c) {
			continue
		}
		if _, ok := refs[r.Sym]; !ok {
			order = append(order, r.Sym)
		}
		refs[r.Sym] = append(refs[r.Sym], r)
	}
	// Reduction variables of the construct and of its loops.
	reductions := map[*cfront.Symbol]*DataAttr{}
	var redOrder []*cfront.Symbol
	for _, at := range c.Data {
		if at.Kind == AttrReduction && len(at.Member) == 0 && reductions[at.Sym] == nil {
			reductions[at.Sym] = at
			redOrder = append(redOrder, at.Sym)
		}
	}
	for _, l := range a.loopsOf(c) {
		if l.Construct == nil || l.Construct == c {
			continue
		}
		for _, at := range l.Construct.Data {
			if at.Kind == AttrReduction && len(at.Member) == 0 && reductions[at.Sym] == nil && !declaredIn(at.Sym, c) {
				reductions[at.Sym] = at
				redOrder = append(redOrder, at.Sym)
			}
		}
	}
	done := map[*cfront.Symbol]bool{}
	for _, sym := range redOrder {
		red := reductions[sym]
		if a.hasDataClause(c, sym) {
			continue
		}
		if red.Construct != c && a.iterationLocalReduction(c, sym) != nil {
			continue // each iteration's own result: §2.6.2 applies (sem_iterlocal.go)
		}
		done[sym] = true
		if from := a.inherited(c, sym); from != nil {
			c.Implicit = append(c.Implicit, a.inheritedAttr(c, sym, from))
			continue
		}
		if c.Default == "none" && red.Construct != c {
			a.defaultNone(c, sym, firstRef(refs[sym], red))
			continue
		}
		why := fmt.Sprintf("'%s' is a reduction variable of the %s, and its result must reach the host", sym.Name, constructNoun(red.Construct))
		spec := "2.6.2"
		if red.Construct == c {
			why = fmt.Sprintf("'%s' is a reduction variable of a combined construct", sym.Name)
			spec = "2.11"
			if !c.IsCombined() {
				// reduction on the compute construct itself implies copy.
				why = fmt.Sprintf("'%s' is in a reduction clause of the %s construct, which implies copy", sym.Name, c.Name())
				spec = "2.5.15"
			}
		}
		at := &DataAttr{Kind: AttrCopy, Sym: sym, Construct: c, Range: c.NameRange, Implicit: true, Reason: why, Spec: spec}
		if t := sym.Type; t != nil && t.Kind == cfront.Pointer {
			// reduction(+:p[0:n]) on a pointer: the copy is of the
			// subarray, not of the pointer (§2.5.15, §2.7.1).
			at.Section = red.Section
		}
		c.Implicit = append(c.Implicit, at)
	}
	for _, sym := range order {
		if explicit[sym] || done[sym] {
			continue
		}
		rs := refs[sym]
		if from := a.inherited(c, sym); from != nil {
			c.Implicit = append(c.Implicit, a.inheritedAttr(c, sym, from))
			continue
		}
		if c.Default == "none" {
			a.defaultNone(c, sym, rs[0].Range)
			continue
		}
		if at := a.implicitAttr(c, sym, rs); at != nil {
			c.Implicit = append(c.Implicit, at)
		}
	}
}

func firstRef(rs []*VarRef, red *DataAttr) source.Range {
	if len(rs) > 0 {
		return rs[0].Range
	}
	return red.Range
}

// hasDataClause reports whether sym is in a data clause (not private or
// reduction) of c.
func (a *analyzer) hasDataClause(c *Construct, sym *cfront.Symbol) bool {
	for _, at := range c.Data {
		if at.Sym == sym && len(at.Member) == 0 && (at.Kind.IsDataClause() || at.Kind == AttrFirstprivate || at.Kind == AttrPrivate) {
			return true
		}
	}
	return false
}

func (a *analyzer) inheritedAttr(c *Construct, sym *cfront.Symbol, from *DataAttr) *DataAttr {
	where := ""
	if from.Construct != nil {
		where = constructNoun(from.Construct)
	} else {
		where = from.Reason // a header's declare directive
	}
	at := &DataAttr{Kind: AttrPresent, Sym: sym, Section: from.Section, Construct: c, Range: c.NameRange, Implicit: true, From: from,
		Reason: fmt.Sprintf("'%s' is in '%s' of the %s", sym.Name, from.Kind, where), Spec: "2.6.3"}
	if from.Kind == AttrDeviceptr {
		// A pointer that is deviceptr in an enclosing data region or a
		// visible declare holds a device address in the whole scope
		// (§2.7.4, §2.13): the region uses it as it is, with no present
		// lookup of what it points to (§2.6.2's attribute of a pointer
		// scalar does not apply).
		at.Kind, at.Section, at.Spec = AttrDeviceptr, nil, "2.7.4"
		return at
	}
	if sym.Type != nil && sym.Type.Kind == cfront.Array {
		// The region may use all of an array (§2.6.2 names the whole
		// variable): a section of it in the data construct is then partly
		// present (an error, §2.7.3), not device memory read past its end.
		at.Section = nil
	}
	return at
}

// constructNoun names a construct with its line: "data construct at line 4".
func constructNoun(c *Construct) string {
	return fmt.Sprintf("'%s' at line %d", c.Name(), c.DirRange.Start.Line)
}

// implicitAttr determines the attribute of a variable without a clause.
func (a *analyzer) implicitAttr(c *Construct, sym *cfront.Symbol, rs []*VarRef) *DataAttr {
	at := &DataAttr{Sym: sym, Construct: c, Range: c.NameRange, Implicit: true, Spec: "2.6.2"}
	kernels := c.ComputeKind() == KindKernels
	kindName := kindNoun(c.ComputeKind())
	t := sym.Type
	switch {
	case t.IsAggregate():
		what := "an array"
		if t.Kind != cfront.Array {
			what = "a composite variable"
		}
		if c.Default == "present" {
			at.Kind = AttrPresent
			at.Reason = fmt.Sprintf("'%s' is %s and default(present) is in effect", sym.Name, what)
		} else {
			at.Kind = AttrCopy
			at.Reason = fmt.Sprintf("'%s' is %s used in the region", sym.Name, what)
		}
	case t.Kind == cfront.Pointer && indexed(rs):
		sec, why := a.inferSection(c, sym, rs)
		if sec != nil {
			at.Kind = AttrCopy
			at.Section = sec
			at.Reason = fmt.Sprintf("the region indexes pointer '%s' and the loop bounds give the section; the spec makes '%s' itself firstprivate", sym.Name, sym.Name)
			if c.Default == "present" {
				at.Kind = AttrPresent
				at.Reason = fmt.Sprintf("the region indexes pointer '%s' and default(present) is in effect", sym.Name)
			}
		} else {
			at.Kind = AttrPresent
			at.Section = &Section{}
			at.Reason = fmt.Sprintf("the section of '%s' the region uses cannot be determined from the loop bounds (%s); its data must already be present (a data region or enter data), or add copy(%s[lower:length])", sym.Name, why, sym.Name)
		}
	case kernels:
		at.Kind = AttrCopy
		at.Reason = fmt.Sprintf("'%s' is a scalar used in a %s construct", sym.Name, kindName)
	default:
		at.Kind = AttrFirstprivate
		at.Reason = fmt.Sprintf("'%s' is a scalar used in a %s construct", sym.Name, kindName)
	}
	if at.Kind == AttrCopy && constObject(sym) {
		// The region cannot write a const object (C11 §6.7.3), so copy
		// and copyin give it the same device value; copyin never writes
		// the host copy back, which may be in read-only memory.
		at.Kind = AttrCopyin
		at.Reason += fmt.Sprintf("; '%s' is const, so nothing is copied back", sym.Name)
	}
	return at
}

func kindNoun(k ConstructKind) string {
	switch k {
	case KindParallel:
		return "parallel"
	case KindSerial:
		return "serial"
	case KindKernels:
		return "kernels"
	}
	return "compute"
}

// indexed reports whether the region uses what a pointer points to: it
// indexes or dereferences it, or hands it on (to a call, or in pointer
// arithmetic).
func indexed(rs []*VarRef) bool {
	for _, r := range rs {
		if r.Elem != nil || r.Access&AddrOf != 0 {
			return true
		}
	}
	return false
}

// defaultNone reports a variable used under default(none) without a data
// clause, at its first use, with the construct in a note and a fix that
// adds the clause the implicit rules would have chosen.
func (a *analyzer) defaultNone(c *Construct, sym *cfront.Symbol, at source.Range) {
	what := "variable"
	if sym.Type.IsScalar() {
		what = "scalar"
	} else if sym.Type.Kind == cfront.Array {
		what = "array"
	}
	d := a.diag(source.Error, at, codeDefaultNone,
		fmt.Sprintf("%s '%s' is used in the %s construct without a data clause, and default(none) is in effect", what, sym.Name, c.Name()))
	defAt := c.DefaultAt
	if cl := a.clauseFor(dirOf(defAt), "default"); cl != nil {
		msg := fmt.Sprintf("default(none) on this '%s' applies", defAt.Name())
		if defAt != c {
			msg = fmt.Sprintf("default(none) of the enclosing '%s' applies to the '%s' construct", defAt.Name(), c.Name())
		}
		d.Notes = append(d.Notes, a.note(cl.Range, msg))
	}
	if defAt != c {
		d.Notes = append(d.Notes, a.note(c.NameRange, fmt.Sprintf("the '%s' construct is here", c.Name())))
	}
	clause := a.suggestClause(c, sym)
	d.Fixes = []source.Fix{a.insertClauseFix(c, clause)}
	a.add(d)
}

// suggestClause is the clause the implicit rules would give sym, as text.
func (a *analyzer) suggestClause(c *Construct, sym *cfront.Symbol) string {
	var rs []*VarRef
	for _, r := range c.Refs {
		if r.Sym == sym && !a.loopCovered(r, c) {
			rs = append(rs, r)
		}
	}
	t := sym.Type
	switch {
	case constObject(sym) && (t.IsAggregate() || c.ComputeKind() == KindKernels):
		return "copyin(" + sym.Name + ")" // never written back (implicitAttr)
	case t.IsAggregate():
		return "copy(" + sym.Name + ")"
	case t.Kind == cfront.Pointer && indexed(rs):
		if sec, _ := a.inferSection(c, sym, rs); sec != nil {
			return "copy(" + sym.Name + sec.String() + ")"
		}
		return "present(" + sym.Name + ")"
	}
	for _, r := range rs {
		if r.Access&Write != 0 {
			return "copy(" + sym.Name + ")"
		}
	}
	if c.ComputeKind() == KindKernels {
		return "copy(" + sym.Name + ")"
	}
	return "firstprivate(" + sym.Name + ")"
}

// insertClauseFix adds clause text at the end of c's directive.
func (a *analyzer) insertClauseFix(c *Construct, clause string) source.Fix {
	at := c.DirRange.End.Offset
	if dirOf(c).Form == grammar.FormPragmaOperator {
		// _Pragma("acc ..."): inside the string.
		text := a.f.Text
		for i := at - 1; i > c.DirRange.Start.Offset; i-- {
			if text[i] == '"' {
				at = i
				break
			}
		}
	} else {
		// Before trailing blanks and a comment.
		text := a.f.Text
		for at > c.DirRange.Start.Offset && (text[at-1] == ' ' || text[at-1] == '\t' || text[at-1] == '\r') {
			at--
		}
	}
	pos := a.f.Pos(at)
	return source.Fix{
		Title: fmt.Sprintf("Add %s to the '%s' directive", clause, c.Name()),
		Edits: []source.Edit{{Range: source.Range{Start: pos, End: pos}, NewText: " " + clause}},
	}
}
