package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
)

// Dynamic multidimensional C arrays (§2.7.1: a subarray must be contiguous
// "except for dynamic multidimensional C arrays"): double **a whose rows
// are allocated one by one, in copy(a[0:n][0:m]); also int ***a with three
// dimensions and double *a[N], an array of row pointers. Each level is its
// own data: the pointer array section a[lo:n] and every row a[i][0:m] get
// their own present-table entry and reference counters (§2.6.7), and each
// row pointer a[i] is attached (§2.6.8, §2.7.2), so that the device copy
// of the pointer array holds the rows' device addresses. The runtime's
// attachment counters are the ones of struct pointer members (attach.go).
//
// The pointer arrays are always copied in (present data: a present
// increment) and never copied out: their device copies hold device
// addresses, which must not reach the host (the attach action overwrites
// the uploaded host pointers; a row whose attach did not happen keeps a
// host address rather than garbage). The rows get the clause's actions.
// Exit actions run in reverse: each row's pointer is detached before the
// row's exit action, the pointer array's exit action comes last. update
// moves the rows only.
//
// In device code the pointer array is a __global ulong *, and a[i][j] is
// ACC_PTR(double, a[i])[j]: the row's device address loaded from the
// device pointer array (dynarray_device.go).

// dynArray is a data clause on a dynamic multidimensional array.
type dynArray struct {
	at             *model.DataAttr
	lowers, length []string // per dimension, lower defaulted to 0
	// root is the host variable holding the pointer to pointers as a
	// region's entry read it (holdDynBounds); "" for the variable itself.
	root string
}

// rootLvalue is the pointer lvalue the walks over the levels start from.
func (d *dynArray) rootLvalue() string {
	if d.root != "" {
		return d.root
	}
	return "(" + d.at.Sym.Name + ")"
}

// isDynType reports a type whose second subscript goes through a pointer
// loaded from memory: a pointer to pointers or an array of pointers.
func isDynType(t *cfront.Type) bool {
	return t != nil && (t.Kind == cfront.Pointer || t.Kind == cfront.Array) && t.Elem != nil && t.Elem.Kind == cfront.Pointer
}

// dynArrayOf reads at as a clause on a dynamic multidimensional array: a
// subarray of two or more dimensions of a pointer to pointers (or array of
// pointers). ok reports such a clause; d is nil after an error.
func (g *gen) dynArrayOf(at *model.DataAttr) (d *dynArray, ok bool) {
	sym := at.Sym
	if sym == nil || len(at.Member) > 0 || at.Section == nil || !at.Section.Known || len(at.Section.Dims) < 2 || !isDynType(sym.Type) {
		return nil, false
	}
	d = &dynArray{at: at}
	t := sym.Type
	for i, dim := range at.Section.Dims {
		if t == nil || (t.Kind != cfront.Pointer && !(i == 0 && t.Kind == cfront.Array)) {
			g.limit(model.LimitDynArrayDimensionNotPointer, at.Range, at.VarText(), i+1)
			return nil, true
		}
		lower, length := dim.Lower, dim.Length
		if lower == "" {
			lower = "0"
		}
		if i > 0 && !(dim.Lower == "" || dim.LowerConst && dim.LowerVal == 0) {
			// The attach action finds a row by its first element (the
			// address the row pointer holds), so the row must start there.
			g.limit(model.LimitDynArrayRowOffset, at.Range, at.VarText())
			return nil, true
		}
		if length == "" {
			if t.Kind != cfront.Array || t.Len < 0 {
				g.limit(model.LimitDynArrayWithoutLength, at.Range, at.VarText(), i+1)
				return nil, true
			}
			length = fmt.Sprintf("%d - (%s)", t.Len, lower)
		}
		d.lowers = append(d.lowers, lower)
		d.length = append(d.length, length)
		t = t.Elem
	}
	if t != nil && (t.Kind == cfront.Array || t.Kind == cfront.Void || t.Kind == cfront.Function) {
		g.limit(model.LimitDynArrayElementType, at.Range, at.VarText(), t)
		return nil, true
	}
	return d, true
}

// level is the section of level k under the pointer lvalue p: its address
// and byte count.
func (d *dynArray) level(k int, p string) (addr, bytes string) {
	return fmt.Sprintf("(void *)&%s[%s]", p, d.lowers[k]), fmt.Sprintf("(size_t)(%s) * sizeof(%s[%s])", d.length[k], p, d.lowers[k])
}

// forEach writes a loop over the indices of level k under p and calls
// body with the element's lvalue.
func (g *gen) dynForEach(b *strings.Builder, d *dynArray, k int, p string, body func(q string)) {
	i := g.fresh("i")
	fmt.Fprintf(b, "for (long %[1]s = (long)(%[2]s); %[1]s < (long)(%[2]s) + (long)(%[3]s); %[1]s++) {\n", i, d.lowers[k], d.length[k])
	body(p + "[" + i + "]")
	b.WriteString("}\n")
}

// dynActions are the entry and exit actions of the pointer arrays and of
// the rows for a clause with the given row actions.
func dynPtrActions(rowEnter string) (enter, exit string) {
	switch rowEnter {
	case "__ACCRT_PRESENT", "__ACCRT_NO_CREATE":
		return rowEnter, "__ACCRT_DELETE"
	}
	return "__ACCRT_COPYIN", "__ACCRT_DELETE"
}

// dynEnter writes the entry actions of d: the pointer array section first
// (its device address goes to dev when dev is not empty), then each
// level's sections, each attached to its pointer.
func (g *gen) dynEnter(b *strings.Builder, d *dynArray, rowEnter, counter, async, dev string) {
	ptrEnter, _ := dynPtrActions(rowEnter)
	name := cQuote(d.at.VarText())
	last := len(d.lowers) - 1
	var walk func(k int, p string)
	walk = func(k int, p string) {
		action := ptrEnter
		if k == last {
			action = rowEnter
		}
		addr, bytes := d.level(k, p)
		lhs := "(void)"
		if k == 0 && dev != "" {
			lhs = dev + " = "
		}
		fmt.Fprintf(b, "%s__accrt_data_enter(%s, %s, %s, %s, %s, %s);\n", lhs, addr, bytes, action, counter, async, name)
		if k > 0 {
			fmt.Fprintf(b, "__accrt_attach((void **)&%s, %s);\n", p, async)
		}
		if k < last {
			g.dynForEach(b, d, k, p, func(q string) { walk(k+1, q) })
		}
	}
	walk(0, d.rootLvalue())
}

// dynExit writes the exit actions of d in reverse order: each level's
// rows first, each pointer detached before its target's exit action.
func (g *gen) dynExit(b *strings.Builder, d *dynArray, rowExit, counter, finalize, async string) {
	name := cQuote(d.at.VarText())
	last := len(d.lowers) - 1
	var walk func(k int, p string)
	walk = func(k int, p string) {
		if k < last {
			g.dynForEach(b, d, k, p, func(q string) { walk(k+1, q) })
		}
		if k > 0 {
			fmt.Fprintf(b, "__accrt_detach((void **)&%s, %s, %s);\n", p, finalize, async)
		}
		action := "__ACCRT_DELETE"
		if k == last {
			action = rowExit
		}
		addr, bytes := d.level(k, p)
		fmt.Fprintf(b, "__accrt_data_exit(%s, %s, %s, %s, %s, %s, %s);\n", addr, bytes, action, counter, finalize, async, name)
	}
	walk(0, d.rootLvalue())
}

// dynUpdate writes the update of d's rows (§2.14.4); the pointer arrays
// are not moved (their device copies hold device addresses). It reports
// whether at was such a clause.
func (g *gen) dynUpdate(b *strings.Builder, at *model.DataAttr, ifPresent, async string) bool {
	if at.Kind != model.AttrUpdateSelf && at.Kind != model.AttrUpdateDevice {
		return false
	}
	d, ok := g.dynArrayOf(at)
	if !ok {
		return false
	}
	if d == nil {
		return true
	}
	toDevice := "0"
	if at.Kind == model.AttrUpdateDevice {
		toDevice = "1"
	}
	last := len(d.lowers) - 1
	var walk func(k int, p string)
	walk = func(k int, p string) {
		if k < last {
			g.dynForEach(b, d, k, p, func(q string) { walk(k+1, q) })
			return
		}
		addr, bytes := d.level(k, p)
		fmt.Fprintf(b, "__accrt_update(%s, %s, %s, %s, %s, %s);\n", addr, bytes, toDevice, ifPresent, async, cQuote(at.VarText()))
	}
	walk(0, "("+at.Sym.Name+")")
	return true
}

// dynEnterExit translates a clause of enter data or exit data on a
// dynamic multidimensional array (dynamic counter). It reports whether at
// was such a clause.
func (g *gen) dynEnterExit(b *strings.Builder, c *model.Construct, at *model.DataAttr, async, finalize string) bool {
	d, ok := g.dynArrayOf(at)
	if !ok {
		return false
	}
	if d == nil {
		return true
	}
	switch at.Kind {
	case model.AttrCopyin, model.AttrCreate:
		action, _, _ := clauseActions(at)
		g.dynEnter(b, d, action, "__ACCRT_DYNAMIC", async, "")
	case model.AttrCopyout:
		g.dynExit(b, d, "__ACCRT_COPYOUT", "__ACCRT_DYNAMIC", finalize, async)
	case model.AttrDelete:
		g.dynExit(b, d, "__ACCRT_DELETE", "__ACCRT_DYNAMIC", finalize, async)
	default:
		g.limit(model.LimitClauseOn, at.Range, at.Kind, c.Name())
	}
	return true
}

// dynRegion reads a clause of a data or compute construct on a dynamic
// multidimensional array: its mapped entry, whose dev is the device
// address of the pointer array section (what kernels get). ok reports
// such a clause; mp is nil after an error.
func (g *gen) dynRegion(at *model.DataAttr) (mp *mapped, ok bool) {
	d, ok := g.dynArrayOf(at)
	if !ok {
		return nil, false
	}
	if d == nil {
		return nil, true
	}
	enter, exit, ok := clauseActions(at)
	if !ok {
		g.limit(model.LimitDynArrayClause, at.Range, at.Kind, at.VarText())
		return nil, true
	}
	addr, bytes := d.level(0, "("+at.Sym.Name+")")
	return &mapped{at: at, enter: enter, exit: exit, dyn: d,
		sec: section{addr: addr, bytes: bytes, base: "(char *)(" + at.Sym.Name + ")"}}, true
}
