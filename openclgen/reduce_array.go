package openclgen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
	"github.com/accls/accls/openclgen/plan"
	"github.com/accls/accls/source"
)

// Reductions on arrays, subarrays and composite variables (§2.5.15: "If
// the reduction var is an array or subarray, the array reduction operation
// is logically equivalent to applying that reduction operation to each
// element of the array or subarray individually. If the reduction var is
// a composite variable, the reduction operation is logically equivalent
// to applying that reduction operation to each member of the composite
// variable individually"; §2.9.11 on loops).
//
// Each lane's private copy is a slice of a buffer in device memory that
// the host allocates for the launch (work-items × elements), not a
// private array: its length may be known only at run time (OpenCL C 1.2
// has no variable-length arrays), and local memory could not hold
// lanes × elements for any but tiny arrays. Inside the loop the variable's
// name is a pointer to the lane's slice, so the body indexes it as
// written, and every lane updates its own copy (private semantics). When
// the loop ends, a barrier makes the slices visible to the work-group and
// its lanes share out the elements: each folds one element over the
// lanes' slices, in lane order, into the first lane's slice; after a
// second barrier every lane joins that result to the variable's value
// (one lane when the value is shared memory). No tree, no local memory,
// two barriers whatever the length. Across gangs, lane 0 of each gang
// writes its gang's copy into a partial buffer and the fold kernel
// (NAME_gangs) folds each element over the gangs, in gang order.

// redComposite is the layout of an array, subarray or struct reduction.
type redComposite struct {
	op  string
	sym *cfront.Symbol
	// unit is the type of one element of a lane's copy: the scalar of an
	// array, the struct itself for a composite variable (one unit).
	unit *cfront.Type
	// rank is the number of array dimensions the variable indexes with
	// (a pointer with a subarray: 1); 0 for a struct.
	rank int
	// count and lower are the units reduced and the first one's index, as
	// kernel and host expressions (the same text when constant).
	count, lower   string
	hcount, hlower string
	leaves         []redLeaf
}

// redLeaf is one scalar or array of scalars a unit holds: the unit itself
// for arrays, each member for structs.
type redLeaf struct {
	t    *cfront.Type // the scalar
	path string       // member path (".a.v"), "" for an array's element
	n    int64        // elements of an array member, 1 for a scalar; 0: the whole count (arrays)
	dims int          // array dimensions of the member
}

// redArrays is a kernel's extra parameters for composite reductions,
// after the variables' own (kernelSource), with their host arguments
// (hostLaunch) in the same order.
type redArrays struct {
	params []string
	args   []redArg
}

// redArg is the host side of one parameter: a buffer of per-lane copies
// (bytes for one work-item) or a long value.
type redArg struct {
	lane, value string
}

// maxRedBytes caps the per-lane copies of one launch (all its buffers):
// the gang count is lowered until they fit, unless num_gangs sets it.
const maxRedBytes = 256 << 20

// laneID is a work-item's index among all the launch's work-items.
const laneID = "((ulong)get_global_id(1) * get_global_size(0) + get_global_id(0))"

// redShapeOf checks a reduction variable and returns its layout; nil with
// ok for a scalar (the scalar path, redOK). on is the compute construct
// whose launch evaluates the section's bounds on the host: bounds that are
// not constants are allowed only on the construct's own clauses (a loop
// inside the region may name variables of the region).
func (g *gen) redShapeOf(at *model.DataAttr, c *model.Construct) (*redComposite, bool) {
	t := at.Sym.Type
	if at.Section == nil && clc.ScalarName(t) != "" {
		return nil, g.redOK(at.Op, t, at.Range)
	}
	if clc.RedOp(at.Op, nil, "a", "b") == "" {
		g.limit(model.LimitReductionOperator, at.Range, at.Op)
		return nil, false
	}
	rc := &redComposite{op: at.Op, sym: at.Sym, lower: "0", hlower: "0"}
	sec := at.Section
	switch {
	case t == nil:
		g.limit(model.LimitReductionTypeUnknown, at.Range, at.Sym.Name)
		return nil, false
	case t.Kind == cfront.Struct && sec == nil:
		if !g.memOK(t, at.Range) {
			return nil, false
		}
		if plan.HasPtrMember(t) || !g.typeOK(t, at.Range) {
			g.limit(model.LimitReductionStructPointerMembers, at.Range, at.Sym.Name)
			return nil, false
		}
		rc.unit, rc.count, rc.hcount = t, "1", "1"
		if !g.redLeaves(rc, t, "", at.Range) {
			return nil, false
		}
		return rc, true
	case t.Kind == cfront.Array && sec == nil:
		n := int64(1)
		e := t
		for ; e != nil && e.Kind == cfront.Array; e = e.Elem {
			if e.VLA || e.Len < 0 {
				g.limit(model.LimitReductionVariableLengthArray, at.Range, at.Sym.Name, at.Sym.Name)
				return nil, false
			}
			n *= e.Len
			rc.rank++
		}
		rc.unit = e
		rc.count = strconv.FormatInt(n, 10)
		rc.hcount = rc.count
	case sec != nil && (t.Kind == cfront.Array || t.Kind == cfront.Pointer):
		if !sec.Known || len(sec.Dims) != 1 || t.Elem == nil || clc.ScalarName(t.Elem) == "" {
			g.limit(model.LimitReductionSubarray, at.Range, at.VarText())
			return nil, false
		}
		d := sec.Dims[0]
		rc.rank, rc.unit = 1, t.Elem
		constant := (d.Lower == "" || d.LowerConst) && (d.LengthConst || d.Length == "" && t.Kind == cfront.Array && !t.VLA && t.Len >= 0)
		if d.LowerConst {
			rc.lower = strconv.FormatInt(d.LowerVal, 10)
		} else if d.Lower != "" {
			rc.lower = "(" + d.Lower + ")"
		}
		switch {
		case d.LengthConst:
			rc.count = strconv.FormatInt(d.LengthVal, 10)
		case d.Length != "":
			rc.count = "(" + d.Length + ")"
		case t.Kind == cfront.Array && !t.VLA && t.Len >= 0:
			rc.count = fmt.Sprintf("(%d - %s)", t.Len, rc.lower)
		default:
			g.limit(model.LimitReductionSubarrayWithoutLength, at.Range, at.VarText())
			return nil, false
		}
		rc.hcount, rc.hlower = rc.count, rc.lower
		if !constant {
			if at.Construct != c {
				g.limit(model.LimitReductionSubarrayBoundsNotConstant, at.Range, at.VarText())
				return nil, false
			}
			// The kernel gets the host's values (hostLaunch).
			rc.count, rc.lower = "", ""
		}
	default:
		g.limit(model.LimitReductionVariableType, at.Range, t)
		return nil, false
	}
	if rc.unit == nil || clc.ScalarName(rc.unit) == "" {
		g.limit(model.LimitReductionElementsNotNumbers, at.Range, at.VarText())
		return nil, false
	}
	rc.leaves = []redLeaf{{t: rc.unit}}
	return rc, g.redOK(at.Op, rc.unit, at.Range)
}

// redLeaves lists a struct's members (nested structs flattened); each
// must suit the operator.
func (g *gen) redLeaves(rc *redComposite, t *cfront.Type, path string, at source.Range) bool {
	for _, f := range t.Fields {
		if f.Name == "" {
			g.limit(model.LimitReductionHasUnnamedMember, at, rc.sym.Name)
			return false
		}
		ft, n, dims := f.Type, int64(1), 0
		for ; ft != nil && ft.Kind == cfront.Array; ft = ft.Elem {
			if ft.Len < 0 || ft.VLA {
				g.limit(model.LimitReductionMemberUnsized, at, rc.sym.Name, f.Name)
				return false
			}
			n *= ft.Len
			dims++
		}
		p := path + "." + f.Name
		if ft != nil && ft.Kind == cfront.Struct {
			if dims > 0 {
				g.limit(model.LimitReductionMemberArrayStructs, at, rc.sym.Name, f.Name)
				return false
			}
			if !g.redLeaves(rc, ft, p, at) {
				return false
			}
			continue
		}
		if clc.ScalarName(ft) == "" {
			g.limit(model.LimitReductionMemberNotNumber, at, rc.sym.Name, f.Name)
			return false
		}
		if !g.redOK(rc.op, ft, at) {
			return false
		}
		rc.leaves = append(rc.leaves, redLeaf{t: ft, path: p, n: n, dims: dims})
	}
	return true
}

// unitBytes is the size of one unit.
func (rc *redComposite) unitBytes() int64 { return rc.unit.Size }

// isStruct reports a composite variable (one unit, member by member).
func (rc *redComposite) isStruct() bool { return rc.unit.Kind == cfront.Struct }

// leafN is how many elements a leaf has, given the count of an array.
func (rc *redComposite) leafN(l redLeaf, count string) string {
	if !rc.isStruct() {
		return count
	}
	return strconv.FormatInt(l.n, 10)
}

// at spells element e of leaf l of the units ptr points to.
func (rc *redComposite) at(ptr string, l redLeaf, e string) string {
	if !rc.isStruct() {
		return "(" + ptr + ")[" + e + "]"
	}
	if l.dims == 0 {
		return "(" + ptr + ")->" + strings.TrimPrefix(l.path, ".")
	}
	return "(&(" + ptr + ")->" + strings.TrimPrefix(l.path, ".") + strings.Repeat("[0]", l.dims) + ")[" + e + "]"
}

// flatOf is a pointer to the first reduced unit of the variable's value
// v, in v's address space.
func (rc *redComposite) flatOf(v string) string {
	switch {
	case rc.rank == 0:
		return "&(" + v + ")"
	case rc.rank == 1:
		return "((" + v + ") + " + rc.lower + ")"
	}
	return "(&(" + v + ")" + strings.Repeat("[0]", rc.rank) + ")"
}

// bind makes the kernel's count and lower bound of rc: the host passes
// them when they are not constants.
func (k *kern) bindRedBounds(rc *redComposite) {
	if rc.count != "" {
		return
	}
	n, lo := k.g.fresh("rn"), k.g.fresh("rl")
	k.ra.params = append(k.ra.params, "long "+n, "long "+lo)
	k.ra.args = append(k.ra.args, redArg{value: rc.hcount}, redArg{value: rc.hlower})
	rc.count, rc.lower = n, lo
}

// laneCopies declares this work-item's copy of rc, initialized to the
// operator's identity, and returns the pointer to its first unit. The
// buffer is a parameter the host allocates for every work-item.
func (k *kern) laneCopies(rc *redComposite, out func(string)) string {
	k.bindRedBounds(rc)
	p, c := k.g.fresh("rbuf"), k.g.fresh("rc")
	k.ra.params = append(k.ra.params, "ulong "+p)
	k.ra.args = append(k.ra.args, redArg{lane: fmt.Sprintf("(size_t)(%s) * %d", rc.hcount, rc.unitBytes())})
	un := k.g.typeName(rc.unit)
	out(fmt.Sprintf("__global %[1]s *%[2]s = ACC_PTR(%[1]s, %[3]s) + %[4]s * (ulong)(%[5]s);", un, c, p, laneID, rc.count))
	rc.eachElem(out, func(l redLeaf, e string) string {
		return fmt.Sprintf("%s = %s;", rc.at(c, l, e), clc.RedIdentity(rc.op, l.t))
	})
	return c
}

// eachElem writes a loop over every element of every leaf of one copy.
func (rc *redComposite) eachElem(out func(string), body func(l redLeaf, e string) string) {
	for _, l := range rc.leaves {
		if rc.isStruct() && l.dims == 0 {
			out(body(l, "0"))
			continue
		}
		out(fmt.Sprintf("for (long __acc_e = 0; __acc_e < (long)(%s); __acc_e++) %s", rc.leafN(l, rc.count), body(l, "__acc_e")))
	}
}

// nameFor is how the loop body spells the variable whose copy starts at
// c: a pointer that indexes like the variable (less the lower bound), or
// the struct.
func (k *kern) nameFor(rc *redComposite, c string, out func(string), at source.Range) string {
	if rc.unit.Kind == cfront.Struct && rc.rank == 0 {
		return c + "[0]"
	}
	r := k.g.fresh("rv")
	if rc.rank == 1 {
		out(fmt.Sprintf("__global %s *%s = %s - (%s);", k.g.typeName(rc.unit), r, c, rc.lower))
	} else {
		decl, ok1 := k.g.globalPtrDecl(rc.sym.Type, r, at)
		cast, ok2 := k.g.globalPtrDecl(rc.sym.Type, "", at)
		if !ok1 || !ok2 {
			return c
		}
		out(fmt.Sprintf("%s = (%s)%s;", decl, cast, c))
	}
	return r
}

// gangRedComposite sets up a gang reduction's private copy (emit): a
// slice per work-item, whose gang copy lane 0 writes into the partials at
// the kernel's end.
func (k *kern) gangRedComposite(kv *kvar) {
	rc := kv.rc
	p := "__acc_part_" + kv.sym.Name
	k.params = append(k.params, "ulong "+p)
	add := func(s string) { k.prologue = append(k.prologue, s) }
	c := k.laneCopies(rc, add)
	name := k.nameFor(rc, c, add, kv.sym.Decl)
	un := k.g.typeName(rc.unit)
	k.epilogue = append(k.epilogue, fmt.Sprintf("if (get_local_id(0) == 0 && get_local_id(1) == 0)\n\t\tfor (long __acc_e = 0; __acc_e < (long)(%[4]s); __acc_e++) ACC_PTR(%[1]s, %[2]s)[get_group_id(0) * (ulong)(%[4]s) + __acc_e] = %[3]s[__acc_e];", un, p, c, rc.count))
	k.names[kv.sym] = name
	k.l.gangR = append(k.l.gangR, kv)
}

// loopRed is a composite reduction of one partitioned loop.
type loopRed struct {
	at  *model.DataAttr
	rc  *redComposite
	c   string // the lane's copy
	was string // the variable's name outside the loop
}

// beginLoopRed declares a loop's copy of an array or struct reduction
// variable before the loop (partLoop) and renames the variable to it.
func (k *kern) beginLoopRed(at *model.DataAttr, rc *redComposite) *loopRed {
	if k.c == nil {
		k.g.limit(model.LimitReductionAggregateInRoutine, at.Range, at.Sym.Name)
		return nil
	}
	was, ok := k.names[at.Sym]
	if !ok {
		k.g.limit(model.LimitReductionHere, at.Range, at.Sym.Name)
		return nil
	}
	r := &loopRed{at: at, rc: rc, was: was}
	r.c = k.laneCopies(rc, func(s string) { k.line("%s", s) })
	k.names[at.Sym] = k.nameFor(rc, r.c, func(s string) { k.line("%s", s) }, at.Range)
	return r
}

// endLoopRed combines the lanes' copies over the loop's lane levels
// (the vector and worker dimensions of the work-group) and joins the result
// to the variable's value.
func (k *kern) endLoopRed(rs []*loopRed, lanes model.Levels) {
	if len(rs) == 0 {
		return
	}
	dims := 0
	if lanes&model.Vector != 0 {
		dims |= 1
	}
	if lanes&model.Worker != 0 {
		dims |= 2
	}
	k.line("{")
	k.depth++
	res := map[*loopRed]string{}
	if dims != 0 {
		// The participants: the lanes of the partitioned dimensions that
		// share the other local ids; me is this lane's rank among them.
		k.line("barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);")
		k.line("const ulong __acc_g0 = get_global_size(0), __acc_gb = get_group_id(0) * get_local_size(0);")
		k.line("const uint __acc_n0 = get_local_size(0), __acc_l0 = get_local_id(0), __acc_l1 = get_local_id(1);")
		var me, cnt, lane0, lane string
		switch dims {
		case 1:
			me, cnt = "__acc_l0", "__acc_n0"
			lane0 = "(__acc_l1 * __acc_g0 + __acc_gb)"
			lane = "(__acc_l1 * __acc_g0 + __acc_gb + __acc_j)"
		case 2:
			me, cnt = "__acc_l1", "get_local_size(1)"
			lane0 = "(__acc_gb + __acc_l0)"
			lane = "((ulong)__acc_j * __acc_g0 + __acc_gb + __acc_l0)"
		default:
			me, cnt = "(__acc_l1 * __acc_n0 + __acc_l0)", "(__acc_n0 * get_local_size(1))"
			lane0 = "__acc_gb"
			lane = "((ulong)(__acc_j / __acc_n0) * __acc_g0 + __acc_gb + __acc_j % __acc_n0)"
		}
		k.line("const uint __acc_me = %s, __acc_cnt = %s;", me, cnt)
		for _, r := range rs {
			rc := r.rc
			base, first := k.g.fresh("rb"), k.g.fresh("rf")
			un := k.g.typeName(rc.unit)
			// the slices start at the buffer's start, each count units long
			k.line("__global %[1]s *%[2]s = %[3]s - %[4]s * (ulong)(%[5]s);", un, base, r.c, laneID, rc.count)
			k.line("__global %[1]s *%[2]s = %[3]s + %[4]s * (ulong)(%[5]s);", un, first, base, lane0, rc.count)
			for _, l := range rc.leaves {
				if rc.isStruct() && l.dims == 0 {
					// a scalar member: one lane (PoCL miscompiled a
					// strided loop of at most one trip here)
					k.line("if (__acc_me == 0) {")
				} else {
					// a uint index: PoCL miscompiled this loop with a
					// long one when the count was below the lanes
					k.line("for (uint __acc_e = __acc_me; __acc_e < (uint)(%s); __acc_e += __acc_cnt) {", rc.leafN(l, rc.count))
				}
				k.depth++
				k.line("%s __acc_v = %s;", clc.ScalarName(l.t), rc.at(first, l, "__acc_e"))
				k.line("for (uint __acc_j = 1; __acc_j < __acc_cnt; __acc_j++)")
				other := rc.at(fmt.Sprintf("%s + %s * (ulong)(%s)", base, lane, rc.count), l, "__acc_e")
				k.line("\t__acc_v = %s;", clc.RedOp(rc.op, l.t, "__acc_v", other))
				k.line("%s = __acc_v;", rc.at(first, l, "__acc_e"))
				k.depth--
				k.line("}")
			}
			res[r] = first
		}
		k.line("barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);")
	} else {
		for _, r := range rs {
			res[r] = r.c
		}
	}
	for _, r := range rs {
		rc := r.rc
		k.names[r.at.Sym] = r.was
		// The value is shared by the lanes (device memory, a gang's
		// __local copy): one lane joins; else each lane joins its own.
		shared := k.isDevPtr(r.at.Sym) || k.isLocal(r.at.Sym) || strings.HasPrefix(r.was, "(*")
		cond := ""
		switch {
		case shared && !k.single && k.guard() != "":
			cond = k.guard()
		case k.pred != "" && !k.single:
			cond = k.pred
		}
		flat := rc.flatOf(r.was)
		join := func(l redLeaf, e string) string {
			dst := rc.at(flat, l, e)
			return fmt.Sprintf("%s = %s;", dst, clc.RedOp(rc.op, l.t, dst, rc.at(res[r], l, e)))
		}
		if cond != "" {
			k.line("if (%s) {", cond)
			k.depth++
		}
		rc.eachElem(func(s string) { k.line("%s", s) }, join)
		if cond != "" {
			k.depth--
			k.line("}")
		}
	}
	k.depth--
	k.line("}")
}

// foldComposite is the fold kernel's part for a composite gang reduction
// (foldSource): parameters and body. Each work-item folds a strided
// share of the elements over the gangs, in gang order, and joins each to
// the variable's device copy.
func (k *kern) foldComposite(i int, kv *kvar) (param, body string) {
	rc := kv.rc
	un := k.g.typeName(rc.unit)
	var b strings.Builder
	fmt.Fprintf(&b, "\t{\n\t\t__global %[1]s *p = ACC_PTR(%[1]s, part%[2]d), *t = ACC_PTR(%[1]s, target%[2]d);\n", un, i)
	for _, l := range rc.leaves {
		gp := fmt.Sprintf("p + (ulong)g * (ulong)count%d", i)
		loop := fmt.Sprintf("for (uint e = l; e < (uint)(%s); e += n)", rc.leafN(l, fmt.Sprintf("count%d", i)))
		if rc.isStruct() && l.dims == 0 {
			loop = "if (l == 0)"
		}
		fmt.Fprintf(&b, "\t\t%[1]s {\n\t\t\t%[2]s r = %[3]s;\n\t\t\tfor (uint g = 1; g < ngangs; g++)\n\t\t\t\tr = %[4]s;\n\t\t\t%[5]s = %[6]s;\n\t\t}\n",
			loop, clc.ScalarName(l.t), rc.at("p", l, "e"), clc.RedOp(rc.op, l.t, "r", rc.at(gp, l, "e")), rc.at("t", l, "e"), clc.RedOp(rc.op, l.t, rc.at("t", l, "e"), "r"))
	}
	b.WriteString("\t}\n")
	return fmt.Sprintf("ulong part%[1]d, ulong target%[1]d, long count%[1]d", i), b.String()
}

// redHostArgs writes the host side of the kernel's composite-reduction
// parameters (hostLaunch): each buffer of per-lane copies is allocated
// for every work-item of the launch and freed after it (acc_free waits
// for the queue).
func (g *gen) redHostArgs(b *strings.Builder, k *kern, ng, vl, nw string) []hostArg {
	var args []hostArg
	for _, a := range k.ra.args {
		v := g.fresh("a")
		if a.lane == "" {
			fmt.Fprintf(b, "long %s = (long)(%s);\n", v, a.value)
			args = append(args, hostArg{arg: fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(long), &%s}", v)})
			continue
		}
		p := g.fresh("rbuf")
		fmt.Fprintf(b, "void *%s = acc_malloc(%s * %s * %s * (%s));\nuint64_t %s = (uint64_t)(uintptr_t)%s;\n", p, ng, vl, nw, a.lane, v, p)
		args = append(args, hostArg{arg: fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(uint64_t), &%s}", v), free: fmt.Sprintf("acc_free(%s);\n", p)})
	}
	return args
}

// hostArg is one launch argument and the code that frees what it holds.
type hostArg struct{ arg, free string }

// redLaneBytes is the host expression for the bytes of per-lane copies
// one work-item of the launch needs, "" when none.
func (k *kern) redLaneBytes() string {
	var parts []string
	for _, a := range k.ra.args {
		if a.lane != "" {
			parts = append(parts, "("+a.lane+")")
		}
	}
	return strings.Join(parts, " + ")
}

// redGangCap lowers a default gang count so that the launch's per-lane
// copies fit in maxRedBytes (the gang loop strides over the rest).
func (k *kern) redGangCap(gangs, vl, nw string) string {
	per := k.redLaneBytes()
	if per == "" {
		return gangs
	}
	lim := fmt.Sprintf("((size_t)%d / ((%s) * %s * %s > 0 ? (%s) * %s * %s : 1))", maxRedBytes, per, vl, nw, per, vl, nw)
	return fmt.Sprintf("((size_t)(%[1]s) > %[2]s ? (%[2]s > 0 ? %[2]s : 1) : (size_t)(%[1]s))", gangs, lim)
}

// foldHostArgs are the fold kernel's arguments for a composite gang
// reduction: the partials, the device address of the first reduced
// element, and the count.
func (g *gen) foldHostArgs(b *strings.Builder, kv *kvar, part string) []string {
	rc := kv.rc
	pv, tv, nv := g.fresh("a"), g.fresh("a"), g.fresh("n")
	fmt.Fprintf(b, "uint64_t %s = (uint64_t)(uintptr_t)%s, %s = %s + (uint64_t)(%s) * %d;\nlong %s = (long)(%s);\n",
		pv, part, tv, kv.mp.devBase(), rc.hlower, rc.unitBytes(), nv, rc.hcount)
	return []string{fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(uint64_t), &%s}", pv), fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(uint64_t), &%s}", tv),
		fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(long), &%s}", nv)}
}
