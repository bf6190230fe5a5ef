package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis"
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
// counter (regionPointer). p->v (p a pointer variable to a struct) works
// like s.v: the runtime finds &p->v in the present copy of p[0:1].

// attachPtr returns the host lvalue of the pointer an attribute names:
// "(s).v" for a pointer member of a struct variable, "(p)->v" for one of
// the struct p points to, "(p)" for a pointer variable.
func (g *gen) attachPtr(at *analysis.DataAttr) (string, bool) {
	sym := at.Sym
	if sym == nil || sym.Type == nil {
		return "", false
	}
	if len(at.Member) > 1 {
		g.unsupported(at.Range, "the member '%s' of a nested struct in a data clause", at.VarText())
		return "", false
	}
	if strings.Contains(at.Written, "->") {
		// p->v: p points to the struct (present as p[0:1]); the runtime
		// finds the device copy that holds &p->v.
		st := sym.Type.Elem
		head, _, _ := strings.Cut(at.Written, "[")
		head = strings.Join(strings.Fields(head), "")
		if sym.Type.Kind != cfront.Pointer || st == nil || st.Kind != cfront.Struct || head != sym.Name+"->"+at.Member[0] {
			g.unsupported(at.Range, "the member '%s' reached through anything but a pointer variable to a struct", at.VarText())
			return "", false
		}
		f := st.FieldByName(at.Member[0])
		if f == nil || f.Type == nil || f.Type.Kind != cfront.Pointer {
			g.unsupported(at.Range, "the member '%s' in a data clause (only pointer members are translated: p->v[lower:length], attach(p->v))", at.VarText())
			return "", false
		}
		return "(" + sym.Name + ")->" + at.Member[0], true
	}
	if len(at.Member) == 0 {
		if sym.Type.Kind != cfront.Pointer {
			g.unsupported(at.Range, "%s of '%s', which is not a pointer", at.Kind, sym.Name)
			return "", false
		}
		return "(" + sym.Name + ")", true
	}
	if sym.Type.Kind != cfront.Struct {
		g.unsupported(at.Range, "a member of '%s', which is not a struct variable, in a data clause", sym.Name)
		return "", false
	}
	f := sym.Type.FieldByName(at.Member[0])
	if f == nil || f.Type == nil || f.Type.Kind != cfront.Pointer {
		g.unsupported(at.Range, "the member '%s' in a data clause (only pointer members are translated: s.p[lower:length], attach(s.p))", at.VarText())
		return "", false
	}
	return "(" + sym.Name + ")." + at.Member[0], true
}

// enterExitPointer translates a clause of enter data or exit data that
// attaches or detaches a pointer: attach, detach, and data clauses on a
// subarray of a pointer member. It reports whether at was such a clause.
func (g *gen) enterExitPointer(b *strings.Builder, c *analysis.Construct, at *analysis.DataAttr, async, finalize string) bool {
	switch {
	case at.Kind == analysis.AttrAttach || at.Kind == analysis.AttrDetach:
		if at.Section != nil {
			g.unsupported(at.Range, "a subarray in the %s clause ('%s')", at.Kind, at.VarText())
			return true
		}
		ptr, ok := g.attachPtr(at)
		if !ok {
			return true
		}
		if at.Kind == analysis.AttrAttach {
			fmt.Fprintf(b, "__accrt_attach((void **)&%s, %s);\n", ptr, async)
		} else {
			fmt.Fprintf(b, "__accrt_detach((void **)&%s, %s, %s);\n", ptr, finalize, async)
		}
		return true
	case len(at.Member) == 0:
		return false
	}
	ptr, ok := g.attachPtr(at)
	if !ok {
		return true
	}
	sec := at.Section
	if sec == nil || !sec.Known || len(sec.Dims) != 1 || sec.Dims[0].Length == "" {
		g.unsupported(at.Range, "'%s' without a subarray of one dimension with a length (write %s[lower:length])", at.VarText(), at.VarText())
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
	case analysis.AttrCopyin, analysis.AttrCreate:
		action, _, _ := clauseActions(at)
		fmt.Fprintf(b, "(void)__accrt_data_enter(%s, %s, %s, __ACCRT_DYNAMIC, %s, %s);\n", addr, bytes, action, async, name)
		fmt.Fprintf(b, "__accrt_attach((void **)&%s, %s);\n", ptr, async)
	case analysis.AttrCopyout, analysis.AttrDelete:
		action := "__ACCRT_DELETE"
		if at.Kind == analysis.AttrCopyout {
			action = "__ACCRT_COPYOUT"
		}
		fmt.Fprintf(b, "__accrt_detach((void **)&%s, %s, %s);\n", ptr, finalize, async)
		fmt.Fprintf(b, "__accrt_data_exit(%s, %s, %s, __ACCRT_DYNAMIC, %s, %s, %s);\n", addr, bytes, action, finalize, async, name)
	default:
		g.unsupported(at.Range, "the %s clause on '%s'", at.Kind, c.Name())
	}
	return true
}

// ptrMember prints a pointer member of a struct in device memory as the
// device pointer it holds (attached by the runtime). ok is false for other
// expressions.
func (k *kern) ptrMember(x *cfront.Member) (string, bool) {
	t := x.Type()
	if t == nil || t.Kind != cfront.Pointer {
		return "", false
	}
	e := t.Elem
	if e == nil || e.Kind == cfront.Pointer || e.Kind == cfront.Void || e.Kind == cfront.Array || e.Kind == cfront.Function {
		k.g.unsupported(x.Range, "the pointer member '%s' of type '%s' in device code", x.Name, t)
		return "0", true
	}
	if !k.g.typeOK(e, x.Range) {
		return "0", true
	}
	sep := "."
	if x.Arrow {
		sep = "->"
	}
	tn := k.g.typeName(e)
	return fmt.Sprintf("ACC_PTR(%s, %s%s%s)", tn, k.expr(x.X), sep, x.Name), true
}

// ptrMemberWrite refuses a change of a struct's pointer member in device
// code: the device copy holds a device address only through attach.
func (k *kern) ptrMemberWrite(lhs cfront.Expr) {
	if m, ok := cfront.Unparen(lhs).(*cfront.Member); ok {
		if t := m.Type(); t != nil && t.Kind == cfront.Pointer {
			k.g.unsupported(m.Range, "changing the pointer member '%s' in device code", m.Name)
		}
	}
}

// hasPtrMember reports a struct type with a pointer member (at any depth).
func hasPtrMember(t *cfront.Type) bool {
	seen := map[*cfront.Type]bool{}
	var walk func(t *cfront.Type) bool
	walk = func(t *cfront.Type) bool {
		for ; t != nil && t.Kind == cfront.Array; t = t.Elem {
		}
		if t == nil || t.Kind != cfront.Struct || seen[t] {
			return false
		}
		seen[t] = true
		for _, f := range t.Fields {
			if f.Type != nil && f.Type.Kind == cfront.Pointer || walk(f.Type) {
				return true
			}
		}
		return false
	}
	return walk(t)
}

// regionPointer reads a clause of a data or compute construct that
// attaches a pointer (§2.6.8, §2.7.2): attach(s.v) or attach(p), and a
// data clause on a subarray of a pointer member, copyin(s.v[lo:n]). The
// attachment is structured: attached at entry after the data actions,
// detached at exit before them (enterData, exitData). ok is false for the
// other clauses; mp is nil after an error.
func (g *gen) regionPointer(at *analysis.DataAttr) (mp *mapped, ok bool) {
	if at.Kind != analysis.AttrAttach && (len(at.Member) == 0 || at.Kind == analysis.AttrPrivate ||
		at.Kind == analysis.AttrFirstprivate || at.Kind == analysis.AttrReduction) {
		return nil, false
	}
	if at.Kind == analysis.AttrAttach {
		if at.Section != nil {
			g.unsupported(at.Range, "a subarray in the attach clause ('%s')", at.VarText())
			return nil, true
		}
		ptr, ok := g.attachPtr(at)
		if !ok {
			return nil, true
		}
		return &mapped{at: at, ptr: ptr}, true
	}
	enter, exit, ok := clauseActions(at)
	if !ok {
		g.unsupported(at.Range, "the %s clause on the member '%s'", at.Kind, at.VarText())
		return nil, true
	}
	ptr, ok := g.attachPtr(at)
	if !ok {
		return nil, true
	}
	sec := at.Section
	if sec == nil || !sec.Known || len(sec.Dims) != 1 || sec.Dims[0].Length == "" {
		g.unsupported(at.Range, "'%s' without a subarray of one dimension with a length (write %s[lower:length])", at.VarText(), at.VarText())
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
