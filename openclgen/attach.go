package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
)

// Pointers in device memory (§2.6.8, §2.7.2). A struct's pointer member
// keeps the host layout on the device (a ulong of the same size and
// place); the runtime's attach action stores the target's device address
// into the device copy of the struct, and kernels turn it back into a
// pointer with ACC_PTR. enter data and exit data translate:
//
//   - a subarray of a pointer member, copyin(s.v[0:n]) / create /
//     copyout / delete: the data action on the pointed-to section, then
//     the attach action on s.v (the runtime does nothing when s is not
//     present), and on exit the detach action before the data action;
//   - attach(s.v) and detach(s.v) (also of a pointer variable, attach(p)),
//     with finalize for an immediate detach.
//
// Data and compute constructs attach the same forms with the structured
// counter (regionPointer). Members at any depth work like s.v: the
// runtime finds &p->v in the present copy of p[0:1], &s.a.v in that of s,
// &q->r->v in that of q->r[0:1], &e[i].v in that of e[0:m]; an
// intermediate pointer (q->r) is attached by its own clause
// (copyin(q->r[0:1])). declare in a function attaches member subarrays
// too (declareLocal).

// attachPtr returns the host lvalue of the pointer an attribute names:
// "(s.v)", "(s.a.v)", "(p->v)", "(q->r->v)", "(q[i].v)" for a pointer
// member reached through members, pointers to structs and array elements
// (the runtime finds its address in whichever present struct holds it),
// "(p)" for a pointer variable.
func (g *gen) attachPtr(at *model.DataAttr) (string, bool) {
	sym := at.Sym
	if sym == nil || sym.Type == nil {
		return "", false
	}
	if len(at.Member) == 0 {
		if sym.Type.Kind != cfront.Pointer {
			g.limit(model.LimitAttachNotPointer, at.Range, at.Kind, sym.Name)
			return "", false
		}
		return "(" + sym.Name + ")", true
	}
	path := memberPath(at)
	if path == nil {
		g.limit(model.LimitMemberDataClause, at.Range, at.VarText())
		return "", false
	}
	t, why := g.pathType(sym, path)
	if why != "" {
		g.limit(model.LimitMemberDataClauseWhy, at.Range, at.VarText(), why)
		return "", false
	}
	if t == nil || t.Kind != cfront.Pointer {
		g.limit(model.LimitMemberDataClauseNotPointer, at.Range, at.VarText())
		return "", false
	}
	return "(" + path.Text + ")", true
}

// memberPath is the outermost member of a clause argument (s.a.v of
// s.a.v[0:n]), as the analysis resolves it; nil when there is none.
func memberPath(at *model.DataAttr) *model.MemberPath { return at.MemberExpr }

// pathType is the type of a member path over sym: members of structs,
// -> through pointers to structs, elements of arrays and pointers. why
// says what is not translated.
func (g *gen) pathType(sym *cfront.Symbol, p *model.MemberPath) (t *cfront.Type, why string) {
	t = sym.Type
	for _, st := range p.Steps {
		if t, why = stepType(t, st); why != "" {
			return nil, why
		}
	}
	return t, ""
}

// stepType is the type one step of a member path leads to from t.
func stepType(t *cfront.Type, st model.PathStep) (*cfront.Type, string) {
	switch st.Kind {
	case model.StepIndex:
		if t == nil || t.Kind != cfront.Array && t.Kind != cfront.Pointer {
			return nil, "a subscript of a non-array"
		}
		return t.Elem, ""
	case model.StepMember, model.StepArrow:
		if st.Kind == model.StepArrow {
			if t == nil || t.Kind != cfront.Pointer {
				return nil, "-> on a non-pointer"
			}
			t = t.Elem
		}
		if t == nil || t.Kind != cfront.Struct {
			return nil, "a member of a union or of a non-struct"
		}
		f := t.FieldByName(st.Name)
		if f == nil || f.Type == nil {
			return nil, "an unknown member"
		}
		return f.Type, ""
	case model.StepSubarray:
		return nil, "a subarray inside the member's path; name the member of each element"
	}
	return nil, "an expression other than members, -> and subscripts"
}

// pointerItself translates a data clause of enter data or exit data on a
// pointer variable without a subarray, which names the pointer itself
// (§2.7.1: the var is the pointer, not the data it points to): it makes p
// present, so that attach(p) can attach its device copy (§2.6.8). It
// reports whether at was such a clause.
func (g *gen) pointerItself(b *strings.Builder, at *model.DataAttr, async, finalize string) bool {
	sym := at.Sym
	if len(at.Member) > 0 || at.Section != nil || sym == nil || sym.Type == nil || sym.Type.Kind != cfront.Pointer {
		return false
	}
	addr, bytes, name := "(void *)&("+sym.Name+")", "sizeof("+sym.Name+")", cQuote(at.VarText())
	switch at.Kind {
	case model.AttrCopyin, model.AttrCreate:
		action, _, _ := clauseActions(at)
		fmt.Fprintf(b, "(void)__accrt_data_enter(%s, %s, %s, __ACCRT_DYNAMIC, %s, %s);\n", addr, bytes, action, async, name)
	case model.AttrCopyout, model.AttrDelete:
		action := "__ACCRT_DELETE"
		if at.Kind == model.AttrCopyout {
			action = "__ACCRT_COPYOUT"
		}
		fmt.Fprintf(b, "__accrt_data_exit(%s, %s, %s, __ACCRT_DYNAMIC, %s, %s, %s);\n", addr, bytes, action, finalize, async, name)
	default:
		return false
	}
	return true
}

// enterExitPointer translates a clause of enter data or exit data that
// attaches or detaches a pointer: attach, detach, and data clauses on a
// subarray of a pointer member. It reports whether at was such a clause.
func (g *gen) enterExitPointer(b *strings.Builder, c *model.Construct, at *model.DataAttr, async, finalize string) bool {
	if g.dynEnterExit(b, c, at, async, finalize) {
		return true // a dynamic multidimensional array (dynarray.go)
	}
	switch {
	case at.Kind == model.AttrAttach || at.Kind == model.AttrDetach:
		if at.Section != nil {
			g.limit(model.LimitAttachSubarray, at.Range, at.Kind, at.VarText())
			return true
		}
		ptr, ok := g.attachPtr(at)
		if !ok {
			return true
		}
		if at.Kind == model.AttrAttach {
			fmt.Fprintf(b, "__accrt_attach((void **)&%s, %s);\n", ptr, async)
		} else {
			fmt.Fprintf(b, "__accrt_detach((void **)&%s, %s, %s);\n", ptr, finalize, async)
		}
		return true
	case len(at.Member) == 0:
		return g.pointerItself(b, at, async, finalize)
	}
	ptr, ok := g.attachPtr(at)
	if !ok {
		return true
	}
	sec := at.Section
	if sec == nil || !sec.Known || len(sec.Dims) != 1 || sec.Dims[0].Length == "" {
		g.limit(model.LimitAttachWithoutSubarray, at.Range, at.VarText(), at.VarText())
		return true
	}
	d := sec.Dims[0]
	lower := d.Lower
	if lower == "" {
		lower = "0"
	}
	addr := fmt.Sprintf("(void *)&%s[%s]", ptr, lower)
	bytes := fmt.Sprintf("(size_t)(%s) * sizeof(%s[0])", d.Length, ptr)
	name := cQuote(at.VarText())
	switch at.Kind {
	case model.AttrCopyin, model.AttrCreate:
		action, _, _ := clauseActions(at)
		fmt.Fprintf(b, "(void)__accrt_data_enter(%s, %s, %s, __ACCRT_DYNAMIC, %s, %s);\n", addr, bytes, action, async, name)
		fmt.Fprintf(b, "__accrt_attach((void **)&%s, %s);\n", ptr, async)
	case model.AttrCopyout, model.AttrDelete:
		action := "__ACCRT_DELETE"
		if at.Kind == model.AttrCopyout {
			action = "__ACCRT_COPYOUT"
		}
		fmt.Fprintf(b, "__accrt_detach((void **)&%s, %s, %s);\n", ptr, finalize, async)
		fmt.Fprintf(b, "__accrt_data_exit(%s, %s, %s, __ACCRT_DYNAMIC, %s, %s, %s);\n", addr, bytes, action, finalize, async, name)
	default:
		g.limit(model.LimitClauseOn, at.Range, at.Kind, c.Name())
	}
	return true
}

// ptrMember prints a pointer member of a struct in device memory as the
// device pointer it holds (attached by the runtime). ok is false for other
// expressions.
func (k *kern) ptrMember(x *cfront.Member) (string, bool) {
	t := x.Type()
	if t == nil || t.Kind != cfront.Pointer || arrayMember(x) {
		return "", false
	}
	e := t.Elem
	if e == nil || e.Kind == cfront.Pointer || e.Kind == cfront.Void || e.Kind == cfront.Array || e.Kind == cfront.Function {
		k.g.limit(model.LimitPointerMemberTypeDeviceCode, x.Range, x.Name, t)
		return "0", true
	}
	if !k.g.memOK(e, x.Range) || !k.g.typeOK(e, x.Range) {
		return "0", true
	}
	sep := "."
	if x.Arrow {
		sep = "->"
	}
	tn := k.g.typeName(e)
	return fmt.Sprintf("ACC_PTR(%s, %s%s%s)", tn, k.expr(x.X), sep, x.Name), true
}

// arrayMember reports a member declared as an array (double v[8]): its
// expression type is the pointer it decays to, but its elements lie in
// the struct itself, not behind a device address.
func arrayMember(x *cfront.Member) bool {
	st := x.X.Type()
	if x.Arrow && st != nil && st.Kind == cfront.Pointer {
		st = st.Elem
	}
	if st == nil || st.Kind != cfront.Struct {
		return false
	}
	f := st.FieldByName(x.Name)
	return f != nil && f.Type != nil && f.Type.Kind == cfront.Array
}

// ptrMemberWrite refuses a change of a struct's pointer member in device
// code: the device copy holds a device address only through attach.
func (k *kern) ptrMemberWrite(lhs cfront.Expr) {
	if m, ok := cfront.Unparen(lhs).(*cfront.Member); ok {
		if t := m.Type(); t != nil && t.Kind == cfront.Pointer {
			k.g.limit(model.LimitPointerMemberChangedDeviceCode, m.Range, m.Name)
		}
	}
}

// regionPointer reads a clause of a data or compute construct that
// attaches a pointer (§2.6.8, §2.7.2): attach(s.v) or attach(p), and a
// data clause on a subarray of a pointer member, copyin(s.v[lo:n]). The
// attachment is structured: attached at entry after the data actions,
// detached at exit before them (enterData, exitData). ok is false for the
// other clauses; mp is nil after an error.
func (g *gen) regionPointer(at *model.DataAttr) (mp *mapped, ok bool) {
	if from := at.From; at.Implicit && at.Kind == model.AttrPresent && from != nil && from.Kind == model.AttrAttach &&
		len(from.Member) == 0 && at.Sym != nil && at.Sym.Type != nil && at.Sym.Type.Kind == cfront.Pointer && at.Construct.IsCompute() {
		// p of a data construct's attach(p), used in a compute construct
		// inside it: present there (§2.6.2), so the kernels use its
		// device copy, which the data construct attached.
		ptr := "(" + at.Sym.Name + ")"
		return &mapped{at: at, enter: "__ACCRT_PRESENT", exit: "__ACCRT_DELETE", dev: g.fresh("d"), pointerVar: true,
			sec: section{addr: "(void *)&" + ptr, bytes: "sizeof(" + ptr + ")", base: "(char *)&" + ptr}}, true
	}
	if at.Kind != model.AttrAttach && (len(at.Member) == 0 || at.MemberInStorage || at.Kind == model.AttrPrivate ||
		at.Kind == model.AttrFirstprivate || at.Kind == model.AttrReduction) {
		return nil, false
	}
	if at.Kind == model.AttrAttach {
		if at.Section != nil {
			g.limit(model.LimitAttachClauseSubarray, at.Range, at.VarText())
			return nil, true
		}
		ptr, ok := g.attachPtr(at)
		if !ok {
			return nil, true
		}
		if len(at.Member) == 0 && at.Construct != nil && at.Construct.IsCompute() {
			// attach(p) of a pointer variable on a compute construct: p is
			// in a data clause, so the region's p is its device copy (not
			// a firstprivate copy, §2.6.2), which must already be present
			// (§2.7.12); the attach action points it at p's target. The
			// entry is a present check of p (acc_error_not_present when
			// it is absent), and kernels get the device copy's address
			// (pointerVar).
			return &mapped{at: at, ptr: ptr, enter: "__ACCRT_PRESENT", exit: "__ACCRT_DELETE", dev: g.fresh("d"), pointerVar: true,
				sec: section{addr: "(void *)&" + ptr, bytes: "sizeof(" + ptr + ")", base: "(char *)&" + ptr}}, true
		}
		return &mapped{at: at, ptr: ptr}, true
	}
	enter, exit, ok := clauseActions(at)
	if !ok {
		g.limit(model.LimitMemberClause, at.Range, at.Kind, at.VarText())
		return nil, true
	}
	ptr, ok := g.attachPtr(at)
	if !ok {
		return nil, true
	}
	sec := at.Section
	if sec == nil || !sec.Known || len(sec.Dims) != 1 || sec.Dims[0].Length == "" {
		g.limit(model.LimitMemberWithoutSubarray, at.Range, at.VarText(), at.VarText())
		return nil, true
	}
	lower := sec.Dims[0].Lower
	if lower == "" {
		lower = "0"
	}
	return &mapped{at: at, ptr: ptr, enter: enter, exit: exit, sec: section{
		addr:  fmt.Sprintf("(void *)&%s[%s]", ptr, lower),
		bytes: fmt.Sprintf("(size_t)(%s) * sizeof(%s[0])", sec.Dims[0].Length, ptr),
	}}, true
}

// attachedPointer is the kernel's value of a pointer variable attached by
// the compute construct (attach(p)): the device address its device copy
// holds, loaded at the kernel's start from the copy's address param.
// Changing p in device code is refused: the load would not see it.
func (g *gen) attachedPointer(c *model.Construct, sym *cfront.Symbol, param string) string {
	for _, r := range c.Refs {
		if r.Sym == sym && r.Elem == nil && r.Access&(model.Write|model.AddrOf) != 0 {
			g.limit(model.LimitAttachedPointerChangedDeviceCode, r.Range, sym.Name)
			break
		}
	}
	return "*ACC_PTR(ulong, " + param + ")"
}

// memberSection spells the bytes of a member for update (§2.14.4): the
// member itself (s.a.n, q->r->w[1:2]) or the section its pointer points
// to (s.a.v[0:n]), which update copies between present data; no
// attachment changes.
func (g *gen) memberSection(at *model.DataAttr) (section, bool) {
	path := memberPath(at)
	if path == nil {
		g.limit(model.LimitMemberUpdate, at.Range, at.VarText())
		return section{}, false
	}
	t, why := g.pathType(at.Sym, path)
	if why != "" {
		g.limit(model.LimitMemberUpdateWhy, at.Range, at.VarText(), why)
		return section{}, false
	}
	lv := "(" + path.Text + ")"
	sec := at.Section
	if sec == nil {
		if t != nil && t.Kind == cfront.Pointer {
			g.limit(model.LimitPointerMemberUpdateWithoutSubarray, at.Range, at.VarText(), at.VarText())
			return section{}, false
		}
		return section{addr: "(void *)&" + lv, bytes: "sizeof(" + lv + ")", base: "(char *)&" + lv}, true
	}
	if !sec.Known || len(sec.Dims) != 1 || t == nil || t.Kind != cfront.Pointer && t.Kind != cfront.Array {
		g.limit(model.LimitMemberUpdateForm, at.Range, at.VarText())
		return section{}, false
	}
	d := sec.Dims[0]
	lower, length := d.Lower, d.Length
	if lower == "" {
		lower = "0"
	}
	if length == "" {
		if t.Kind != cfront.Array || t.Len < 0 {
			g.limit(model.LimitMemberUpdateSubarrayWithoutLength, at.Range, at.VarText())
			return section{}, false
		}
		length = fmt.Sprintf("%d - (%s)", t.Len, lower)
	}
	return section{
		addr:  fmt.Sprintf("(void *)&%s[%s]", lv, lower),
		bytes: fmt.Sprintf("(size_t)(%s) * sizeof(%s[0])", length, lv),
		base:  "(char *)" + lv,
	}, true
}

// memberInStorageSection spells the bytes of an array member that lies in
// its variable's own storage (copy(A[b].data), the analysis gives it its
// full extent when it is named bare): a section of the variable, so its
// base is the variable's first byte and kernels index the variable
// through the member's device copy, as they index an array through the
// copy of its subarray.
func (g *gen) memberInStorageSection(at *model.DataAttr) (section, bool) {
	if at.Section == nil {
		g.limit(model.LimitMemberDataClauseNotPointer, at.Range, at.VarText())
		return section{}, false
	}
	sec, ok := g.memberSection(at)
	if !ok {
		return section{}, false
	}
	name := at.Sym.Name
	sec.base = "(char *)&" + name
	if t := at.Sym.Type; t != nil && t.Kind == cfront.Array {
		sec.base = "(char *)(" + name + ")"
	}
	return sec, true
}

// oneMemberInStorage refuses a compute construct's second data clause on
// a variable one of whose array members is in a data clause
// (copyin(s.a, s.b)): kernels reach the variable through the device copy
// of one clause's bytes, and the other's copy lies elsewhere.
func (g *gen) oneMemberInStorage(ms []*mapped) {
	first := map[*cfront.Symbol]*model.DataAttr{}
	for _, mp := range ms {
		at := mp.at
		if at == nil || at.Sym == nil || mp.ptr != "" && !mp.pointerVar {
			continue
		}
		prev := first[at.Sym]
		if prev == nil {
			first[at.Sym] = at
			continue
		}
		if prev.MemberInStorage || at.MemberInStorage {
			g.limit(model.LimitMemberInStorageTwice, at.Range, at.VarText(), prev.VarText())
		}
	}
}
