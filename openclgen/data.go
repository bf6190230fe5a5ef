package openclgen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
)

// Data clauses become __accrt_data_enter/__accrt_data_exit calls (§2.7);
// the runtime applies the present table and its reference counters.

// section is the host side of one data clause: the address and byte
// count of the data, and the variable's own address for offsets.
type section struct {
	addr, bytes, base string
	unknown           bool // the analysis could not size it: present lookups only
}

// hostSection spells the bytes a data attribute names as host C.
func (g *gen) hostSection(at *model.DataAttr) (section, bool) {
	sym := at.Sym
	if !g.longDoubleClauseOK(at) { // longdouble.go
		return section{}, false
	}
	if len(at.Member) > 0 {
		if at.Kind == model.AttrUpdateSelf || at.Kind == model.AttrUpdateDevice {
			return g.memberSection(at) // attach.go
		}
		if at.MemberInStorage {
			return g.memberInStorageSection(at) // attach.go
		}
		g.limit(model.LimitMemberInDataClause, at.Range, at.VarText())
		return section{}, false
	}
	name := sym.Name
	t := sym.Type
	isArr := t != nil && t.Kind == cfront.Array
	isPtr := t != nil && t.Kind == cfront.Pointer
	base := "(char *)&" + name
	if isArr || isPtr {
		base = "(char *)(" + name + ")"
	}
	// Variable-length arrays need nothing more: sizeof gives the host
	// their sizes where the section is computed (vla.go).
	sec := at.Section
	if sec == nil {
		if isPtr && at.Kind == model.AttrPresent {
			// present(p) on a pointer: the data p points to must be
			// present (the block holding p's target, as for an implicit
			// present whose section the analysis cannot size); a kernel
			// indexes it through p.
			return section{addr: "(void *)(" + name + ")", bytes: "sizeof(*(" + name + "))", base: base, unknown: true}, true
		}
		if isPtr && at.Kind != model.AttrDeviceptr {
			g.limit(model.LimitPointerWithoutSubarray, at.Range, name, name)
			return section{}, false
		}
		return section{addr: "(void *)&" + name, bytes: "sizeof(" + name + ")", base: base}, true
	}
	if !sec.Known || len(sec.Dims) == 0 {
		if at.Kind != model.AttrPresent || !(isArr || isPtr) {
			g.limit(model.LimitUnsizedSubarray, at.Range, at.Text(), name)
			return section{}, false
		}
		return section{addr: "(void *)(" + name + ")", bytes: "sizeof(*(" + name + "))", base: base, unknown: true}, true
	}
	if !isArr && !isPtr {
		g.limit(model.LimitSubarrayNotArray, at.Range, name)
		return section{}, false
	}
	// Every dimension after the first must be whole: the bytes are then
	// one contiguous block.
	elem := t
	idx := ""
	for i, d := range sec.Dims {
		lower := d.Lower
		if lower == "" {
			lower = "0"
		}
		if elem == nil || (elem.Kind != cfront.Array && elem.Kind != cfront.Pointer) {
			g.limit(model.LimitSubarrayTooManyDimensions, at.Range, name)
			return section{}, false
		}
		if i > 0 {
			if elem.Kind == cfront.Pointer {
				g.limit(model.LimitSubarrayPointerToPointers, at.Range, at.VarText())
				return section{}, false
			}
			whole := (d.Lower == "" || d.LowerConst && d.LowerVal == 0) &&
				(d.Length == "" || d.LengthConst && d.LengthVal == elem.Len) || g.wholeVLADim(d, elem)
			if !whole {
				g.limit(model.LimitNonContiguousSubarray, at.Range, at.VarText())
				return section{}, false
			}
		}
		idx += "[" + lower + "]"
		elem = elem.Elem
	}
	d0 := sec.Dims[0]
	length := d0.Length
	if length == "" {
		if !isArr || t.Len < 0 {
			g.limit(model.LimitSubarrayWithoutLength, at.Range, name)
			return section{}, false
		}
		lower := d0.Lower
		if lower == "" {
			lower = "0"
		}
		length = strconv.FormatInt(t.Len, 10) + " - (" + lower + ")"
	}
	first := "0"
	if d0.Lower != "" {
		first = d0.Lower
	}
	return section{
		addr:  "(void *)&(" + name + ")" + idx,
		bytes: "(size_t)(" + length + ") * sizeof((" + name + ")[" + first + "])",
		base:  base,
	}, true
}

// clauseActions returns the runtime's entry and exit actions for a data
// attribute; ok is false for attributes that move no data.
func clauseActions(at *model.DataAttr) (enter, exit string, ok bool) {
	switch at.Kind {
	case model.AttrCopy:
		return "__ACCRT_COPYIN", "__ACCRT_COPYOUT", true
	case model.AttrCopyin:
		return "__ACCRT_COPYIN", "__ACCRT_DELETE", true
	case model.AttrCopyout:
		if at.Zero {
			return "__ACCRT_CREATE_ZERO", "__ACCRT_COPYOUT", true
		}
		return "__ACCRT_CREATE", "__ACCRT_COPYOUT", true
	case model.AttrCreate:
		if at.Zero {
			return "__ACCRT_CREATE_ZERO", "__ACCRT_DELETE", true
		}
		return "__ACCRT_CREATE", "__ACCRT_DELETE", true
	case model.AttrPresent:
		if inheritedCopy(at) {
			return "__ACCRT_COPYIN", "__ACCRT_COPYOUT", true
		}
		return "__ACCRT_PRESENT", "__ACCRT_DELETE", true
	case model.AttrNoCreate:
		return "__ACCRT_NO_CREATE", "__ACCRT_DELETE", true
	}
	return "", "", false
}

// inheritedCopy reports the implicit present of a compute construct's
// variable that a data construct around it names in copy, copyin, copyout,
// create or no_create: that construct may have made nothing present (a
// false if clause, no_create of absent data, §2.6.5, §2.7.11), so the
// entry is the implicit copy's (§2.6.2): a present increment when present,
// a copy otherwise.
func inheritedCopy(at *model.DataAttr) bool {
	from := at.From
	if !at.Implicit || from == nil || from.Construct == nil || from.Construct.Kind != model.KindData ||
		at.Construct == nil || !at.Construct.IsCompute() || at.Construct.Default == "present" {
		return false
	}
	switch from.Kind {
	case model.AttrCopy, model.AttrCopyin, model.AttrCopyout, model.AttrCreate, model.AttrNoCreate:
		return true
	}
	return false
}

// mapped is a variable a region made present, and where it lives.
type mapped struct {
	at   *model.DataAttr
	sec  section
	dev  string // the host variable holding the device address of sec.addr
	exit string // exit action
	// fresh names the host int that is set when the entry created the
	// copy without uploading it (a gang reduction's variable, redInit).
	fresh string
	// ptr is the host lvalue of a pointer the region attaches (a pointer
	// member's subarray, an attach clause; attach.go): detached at exit,
	// before the exit action on sec (none when sec.addr is empty).
	ptr string
	// enter is the entry action on sec of a pointer member's subarray.
	enter string
	// pointerVar: attach(p) of a pointer variable on a compute construct;
	// sec is p itself and dev its device copy, which holds the device
	// address of p's target once attached (attach.go).
	pointerVar bool
	// dyn: a dynamic multidimensional array (dynarray.go); sec is its
	// pointer array section, whose device address dev kernels get.
	dyn *dynArray
	// heldAddr and heldBytes name the host variables holding sec's
	// address and byte count as the entry evaluated them (holdBounds);
	// heldDecl declares them where the region's entry is in a block of
	// its own (a data construct).
	heldAddr, heldBytes, heldDecl string
}

// holdBounds evaluates the bounds of mp's section once, at the region's
// entry, into host variables that the exit uses: the data clause's
// subarray (and the pointer it is based on) are those of the entry
// (§2.7.1), whatever the region does to the variables they name. A
// section whose address and length are constants needs none.
func holdBounds(b *strings.Builder, mp *mapped, name string, declare bool) {
	if fixedBounds(mp.at) {
		return
	}
	mp.heldAddr, mp.heldBytes = name+"_h", name+"_n"
	if declare {
		fmt.Fprintf(b, "void *const %s = %s; const size_t %s = %s;\n", mp.heldAddr, mp.sec.addr, mp.heldBytes, mp.sec.bytes)
		return
	}
	mp.heldDecl = fmt.Sprintf("void *%s = 0; size_t %s = 0;\n", mp.heldAddr, mp.heldBytes)
	fmt.Fprintf(b, "%s = %s; %s = %s;\n", mp.heldAddr, mp.sec.addr, mp.heldBytes, mp.sec.bytes)
}

// holdDynBounds is holdBounds for a dynamic multidimensional array: each
// dimension's lower bound and length, and the pointer to pointers, as the
// entry evaluated them, for the entry and exit walks of its levels.
func holdDynBounds(b *strings.Builder, mp *mapped, declare bool) {
	d := mp.dyn
	n := 0
	hold := func(typ, e string) string {
		v := fmt.Sprintf("%s_b%d", mp.dev, n)
		n++
		if declare {
			fmt.Fprintf(b, "%s const %s = %s;\n", typ, v, e)
			return v
		}
		mp.heldDecl += fmt.Sprintf("%s %s;\n", typ, v)
		fmt.Fprintf(b, "%s = %s;\n", v, e)
		return v
	}
	for k := range d.lowers {
		for _, e := range []*string{&d.lowers[k], &d.length[k]} {
			if _, err := strconv.ParseInt(*e, 10, 64); err != nil {
				*e = hold("long", "(long)("+*e+")")
			}
		}
	}
	if t := d.at.Sym.Type; t != nil && t.Kind == cfront.Pointer {
		d.root = hold("__typeof__("+d.at.Sym.Name+")", d.at.Sym.Name)
	}
}

// entryAddr and entryBytes are sec's address and byte count as the
// region's entry evaluated them.
func (mp *mapped) entryAddr() string {
	if mp.heldAddr != "" {
		return mp.heldAddr
	}
	return mp.sec.addr
}

func (mp *mapped) entryBytes() string {
	if mp.heldBytes != "" {
		return mp.heldBytes
	}
	return mp.sec.bytes
}

// fixedBounds reports a data attribute whose bytes no statement can
// move: a scalar, struct or fixed-size array variable, whole or with
// constant bounds.
func fixedBounds(at *model.DataAttr) bool {
	t := at.Sym.Type
	if t == nil || t.Kind == cfront.Pointer || t.VLA || t.Kind == cfront.Array && t.Len < 0 || len(at.Member) > 0 {
		return false // a member's path may have subscripts (A[b].data)
	}
	if at.Section == nil {
		return true
	}
	for _, d := range at.Section.Dims {
		if d.Lower != "" && !d.LowerConst || d.Length != "" && !d.LengthConst {
			return false
		}
	}
	return at.Section.Known
}

// devBase is the device address of the variable's first byte as a
// uint64_t expression: what kernels receive.
func (mp *mapped) devBase() string {
	if mp.sec.unknown {
		return "(uint64_t)(uintptr_t)" + mp.dev
	}
	return fmt.Sprintf("((uint64_t)(uintptr_t)%s - (uint64_t)((char *)%s - %s))", mp.dev, mp.sec.addr, mp.sec.base)
}

// enterData writes the entry actions of attrs and returns what they
// mapped, in order.
func (g *gen) enterData(b *strings.Builder, attrs []*model.DataAttr, counter, async string, declare bool) []*mapped {
	var out, ptrs []*mapped
	for _, at := range attrs {
		if mp, ok := g.dynRegion(at); ok {
			if mp != nil {
				mp.dev = g.fresh("d")
				dev := mp.dev
				if declare {
					dev = "void *" + dev
				}
				if !g.limitsOnly {
					holdDynBounds(b, mp, declare)
					g.dynEnter(b, mp.dyn, mp.enter, counter, async, dev)
				}
				out = append(out, mp)
			}
			continue
		}
		if mp, ok := g.regionPointer(at); ok {
			if mp != nil {
				ptrs = append(ptrs, mp)
			}
			continue
		}
		enter, exit, ok := clauseActions(at)
		if !ok {
			switch at.Kind {
			case model.AttrDeviceptr, model.AttrPrivate, model.AttrFirstprivate, model.AttrReduction:
			default:
				g.limit(model.LimitDataClauseKind, at.Range, at.Kind)
			}
			continue
		}
		sec, ok := g.hostSection(at)
		if !ok {
			continue
		}
		mp := &mapped{at: at, sec: sec, dev: g.fresh("d"), exit: exit}
		decl := "void *"
		if !declare {
			decl = ""
		}
		out = append(out, mp)
		if g.limitsOnly {
			continue // the entry's text decides no limit
		}
		// Named after the device address's variable: fresh names would
		// renumber every later one.
		holdBounds(b, mp, mp.dev, declare)
		sec.addr, sec.bytes = mp.entryAddr(), mp.entryBytes()
		if g.redInit[at] && !sec.unknown && enter == "__ACCRT_COPYIN" {
			// A gang reduction's variable that only the fold kernel
			// touches on the device: when it is not present, the fold
			// kernel gets its value as an argument, so the copy is
			// created without an upload.
			mp.fresh = g.fresh("fresh")
			fmt.Fprintf(b, "const int %s = !acc_is_present(%s, %s);\n", mp.fresh, sec.addr, sec.bytes)
			enter = "(" + mp.fresh + " ? __ACCRT_CREATE : __ACCRT_COPYIN)"
		}
		fmt.Fprintf(b, "%s%s = __accrt_data_enter(%s, %s, %s, %s, %s, %s);\n",
			decl, mp.dev, sec.addr, sec.bytes, enter, counter, async, cQuote(at.VarText()))
	}
	if g.limitsOnly {
		return append(out, ptrs...)
	}
	// The attachments come after every other entry action, so that the
	// structs holding the pointers are present, whatever the clauses'
	// order (implicit attributes come last); exit detaches first.
	for i, mp := range ptrs {
		if mp.sec.addr != "" && !mp.pointerVar {
			// Names unique in this region's block, which is all they
			// need; fresh ones would renumber every later name.
			name := mp.dev
			if name == "" {
				name = fmt.Sprintf("__acc_mh%d", i)
			}
			holdBounds(b, mp, name, declare)
		}
		if mp.sec.addr != "" {
			dev := "(void)"
			if mp.dev != "" {
				dev = mp.dev + " = "
				if declare {
					dev = "void *" + dev
				}
			}
			fmt.Fprintf(b, "%s__accrt_data_enter(%s, %s, %s, %s, %s, %s);\n",
				dev, mp.entryAddr(), mp.entryBytes(), mp.enter, counter, async, cQuote(mp.at.VarText()))
		}
		if mp.ptr != "" {
			fmt.Fprintf(b, "__accrt_attach((void **)&%s, %s);\n", mp.ptr, async)
		}
	}
	return append(out, ptrs...)
}

// exitData writes the exit actions of ms, innermost (last) first.
func (g *gen) exitData(b *strings.Builder, ms []*mapped, counter, async string) {
	if g.limitsOnly {
		return // the exit actions' text decides no limit
	}
	for i := len(ms) - 1; i >= 0; i-- {
		mp := ms[i]
		if mp.dyn != nil {
			g.dynExit(b, mp.dyn, mp.exit, counter, "0", async)
			continue
		}
		if mp.ptr != "" {
			fmt.Fprintf(b, "__accrt_detach((void **)&%s, 0, %s);\n", mp.ptr, async)
			if mp.sec.addr == "" {
				continue
			}
		}
		fmt.Fprintf(b, "__accrt_data_exit(%s, %s, %s, %s, 0, %s, %s);\n",
			mp.entryAddr(), mp.entryBytes(), mp.exit, counter, async, cQuote(mp.at.VarText()))
	}
}

// cQuote quotes s as one C string literal.
func cQuote(s string) string {
	return `"` + cQuoter.Replace(s) + `"`
}

// cQuoter is built once: a Replacer builds its tables on first use, and
// cQuote runs for every clause of every directive.
var cQuoter = strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", " ")
