package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
	"github.com/accls/accls/openclgen/plan"
)

// kern writes one kernel. The execution model of §1.2 maps onto an
// NDRange of two dimensions: a gang is a work-group (group id 0), a
// worker is local id 1 and a vector lane local id 0. Code outside the
// loops partitioned over a level runs on every work-item of that level
// redundantly, which is exact for the private values it computes;
// statements that write memory run on one lane of each level not yet
// partitioned (worker-single, vector-single mode, §2.2.2), and barriers
// around partitioned loops make their writes visible to the other lanes.
type kern struct {
	g *gen
	c *model.Construct // nil in a routine
	l *launch
	// routine is the function whose body this is, for a routine's copy;
	// level is its gang, worker or vector level (0 for seq and kernels).
	routine *cfront.Symbol
	level   model.Levels

	names  map[*cfront.Symbol]string
	spaces map[*cfront.Symbol]string // address space of local pointers
	b      strings.Builder
	depth  int
	// noText: a compute kernel of the limits run (gen.limitsOnly), whose
	// text nothing reads: line leaves it out.
	noText bool

	gang, worker, vector bool // levels the kernel's loops use
	hasRows              bool // a nest of the kernel may run in rows (rowsFormCond)
	hasOnce              bool // the first gang loop has the once form (onceForm)
	hasTile              bool // the kernel's nest has the tile form (printTileForm)
	firstGang            *model.Loop

	part    model.Levels // levels partitioned by the enclosing loops
	uniform bool         // control flow is the same for every work-item of a group
	single  bool         // inside a statement already restricted to one lane
	pending bool         // a lane loop ended where no barrier could follow
	dirty   bool         // a one-lane store no barrier has yet made visible (visibility.go)
	pred    string       // the condition of an active worker in a uniform worker loop
	scratch bool
	// scratchSlots is how many values per work-item the __local scratch
	// holds (8 bytes each).
	scratchSlots int
	// xscratch: the host constants of the scratch sizes of the routines
	// of other files it calls (routine_extern_levels.go).
	xscratch []string
	// ra: parameters of array and struct reductions (reduce_array.go).
	ra       redArrays
	prologue []string
	epilogue []string
	params   []string
	// vla: the row-length parameters of variables with VLA rows (vla.go).
	vla map[*cfront.Symbol][]string
	// dyn: the pointer levels below the first of dynamic multidimensional
	// arrays (dynarray.go).
	dyn map[*cfront.Symbol]int
	// gl: gang-private variables in __local memory (gang_local.go).
	gl *gangLocals
	// writes: nestWrites by the nest's outer and inner loops
	// (lane_shared.go).
	writes map[[2]*model.Loop][]laneWrite
	// grid maps the gang dimensions of the kernel's loops onto OpenCL
	// work-groups (plan/gang_grid.go).
	grid plan.GangGrid
}

func newKern(g *gen, c *model.Construct, l *launch) *kern {
	k := &kern{g: g, c: c, l: l, names: map[*cfront.Symbol]string{}, spaces: map[*cfront.Symbol]string{}, uniform: true, grid: plan.GangGrid{Dims: 1}}
	span := l.body.Span()
	for _, lp := range g.LoopsIn(c) {
		r := lp.Stmt.Span()
		if r.Start.Offset < span.Start.Offset || r.End.Offset > span.End.Offset || !k.partitioned(lp) {
			continue
		}
		k.gang = k.gang || lp.Levels&model.Gang != 0
		k.worker = k.worker || lp.Levels&model.Worker != 0
		k.vector = k.vector || lp.Levels&model.Vector != 0
		if k.firstGang == nil && lp.Levels&model.Gang != 0 {
			k.firstGang = lp
		}
		if lp.Levels&model.Gang != 0 {
			k.grid.Use(k.gangDimOf(lp))
		}
	}
	if c.ComputeKind() == model.KindSerial {
		k.gang, k.worker, k.vector = false, false, false
	}
	k.addRoutineLevels() // routine_levels.go
	if c.ComputeKind() == model.KindKernels {
		// Each statement of a kernels region runs over all gangs or on
		// one, as the analysis's kernels plan says (§2.5.3).
		if kp := l.kernel; kp == nil || kp.Launch != model.LaunchAllGangs {
			k.gang = false
			k.firstGang = nil
		}
	}
	if !k.gang || c.ComputeKind() != model.KindParallel {
		k.grid.Dims = 1 // levelArgs reports gang(dim:) elsewhere
	}
	return k
}

// gangDimOf is the gang dimension of a gang loop (§2.9.2).
func (k *kern) gangDimOf(lp *model.Loop) int {
	if lp.Construct == nil || lp.Construct.Resolved == nil {
		return 1
	}
	return plan.GangDim(k.g.LoopClause(lp.Construct, "gang"))
}

// partitioned reports a loop whose iterations are shared out.
func (k *kern) partitioned(lp *model.Loop) bool {
	if k.c == nil {
		return k.routinePartitioned(lp) // a routine's body (routine_levels.go)
	}
	return lp.Partitioned() && k.c.ComputeKind() != model.KindSerial
}

func (k *kern) line(format string, args ...any) {
	if k.noText {
		return
	}
	k.b.WriteString(strings.Repeat("\t", k.depth+1))
	fmt.Fprintf(&k.b, format, args...)
	k.b.WriteByte('\n')
}

// emit writes the kernel's parameters, prologue, body and epilogue.
func (k *kern) emit() {
	g := k.g
	k.planGangLocals() // gang_local.go
	if k.grid.Dims > 1 {
		k.prologue = append(k.prologue, "/* "+k.grid.String()+" */")
	}
	var ptrs []*kvar
	for _, kv := range k.l.vars {
		t := kv.sym.Type
		switch kv.kind {
		case varByValue:
			if kv.fpSec != nil {
				k.firstprivateSubarray(kv) // private_ptr.go
				continue
			}
			if t != nil && t.Kind == cfront.Pointer {
				g.limit(model.LimitFirstprivatePointerWithoutData, k.c.DirRange, kv.sym.Name)
				continue
			}
			if t != nil && t.Kind == cfront.Array {
				k.firstprivateArray(kv) // firstprivate_array.go
				continue
			}
			if plan.HasPtrMember(t) {
				g.limit(model.LimitFirstprivateStructPointers, k.c.DirRange, kv.sym.Name)
				continue
			}
			if !g.typeOK(t, k.c.DirRange) {
				continue
			}
			if k.gangLocalConstruct(kv, "__acc_fp_"+kv.name) {
				k.params = append(k.params, g.declare(t, "__acc_fp_"+kv.name))
				continue
			}
			k.params = append(k.params, g.declare(t, kv.name))
			k.names[kv.sym] = kv.name
		case varDevPtr:
			if k.vlaParam(kv) || k.dynParam(kv) {
				continue
			}
			decl, ok := g.globalPtrDecl(t, kv.name, k.c.DirRange)
			if !ok {
				continue
			}
			p := "__acc_p_" + kv.sym.Name
			k.params = append(k.params, "ulong "+p)
			dev := p
			if kv.mp != nil && kv.mp.pointerVar {
				dev = g.attachedPointer(k.c, kv.sym, p) // attach.go
			}
			k.names[kv.sym] = kv.name
			if k.noText {
				continue // the declaration's text decides no limit
			}
			cast, _ := g.globalPtrDecl(t, "", k.c.DirRange)
			if kv.sym.Restrict {
				decl = restrictDecl(decl, kv.name)
			}
			k.prologue = append(k.prologue, fmt.Sprintf("%s = (%s)ACC_PTR(char, %s);", decl, cast, dev))
		case varDevValue:
			if !g.typeOK(t, k.c.DirRange) {
				continue
			}
			if t.Kind == cfront.Array {
				g.limit(model.LimitArrayHere, k.c.DirRange, kv.sym.Name)
				continue
			}
			p := "__acc_p_" + kv.sym.Name
			v := "__acc_v_" + kv.sym.Name
			k.params = append(k.params, "ulong "+p)
			if !k.noText {
				k.prologue = append(k.prologue, fmt.Sprintf("__global %s *%s = ACC_PTR(%s, %s);", g.typeName(t), v, g.typeName(t), p))
			}
			k.names[kv.sym] = "(*" + v + ")"
		case varPrivate:
			if t != nil && t.Kind == cfront.Pointer {
				ptrs = append(ptrs, kv) // after the others: their spaces (private_ptr.go)
				continue
			}
			if plan.HasPtrMember(t) {
				g.limit(model.LimitPrivateStructPointers, k.c.DirRange, kv.sym.Name)
				continue
			}
			if !g.typeOK(t, k.c.DirRange) {
				continue
			}
			if k.gangLocalConstruct(kv, "") {
				continue
			}
			k.prologue = append(k.prologue, g.declare(t, kv.name)+";")
			k.names[kv.sym] = kv.name
		case varGangRed:
			if kv.rc != nil {
				k.gangRedComposite(kv) // an array or struct (reduce_array.go)
				continue
			}
			p := "__acc_part_" + kv.sym.Name
			k.params = append(k.params, "ulong "+p)
			if !k.noText {
				tn := g.typeName(t)
				k.prologue = append(k.prologue, fmt.Sprintf("%s %s = %s;", tn, kv.name, clc.RedIdentity(kv.op, t)))
				k.epilogue = append(k.epilogue, fmt.Sprintf("if (get_local_id(0) == 0 && get_local_id(1) == 0)\n\t\tACC_PTR(%s, %s)[get_group_id(0)] = %s;", tn, p, kv.name))
			}
			k.names[kv.sym] = kv.name
			k.l.gangR = append(k.l.gangR, kv)
		}
	}
	for _, kv := range ptrs {
		if decls, ok := k.privatePointer(kv.sym, k.constructPrivate(kv.sym), k.c.DirRange); ok {
			k.prologue = append(k.prologue, decls...)
		}
	}
	k.stmt(k.l.body)
}

// kernelSource assembles the kernel (and the gang combination kernel of
// its reductions).
func (k *kern) kernelSource() string {
	var b strings.Builder
	params := append(append([]string{"ACC_HEAP_PARAMS"}, k.params...), k.ra.params...)
	if k.scratch {
		params = append(params, "__local ulong *__acc_scratch")
	}
	if k.grid.Dims == 3 {
		params = append(params, "ulong "+plan.GangN2Param)
	}
	// The kernel's text once with 64-bit loop-index arithmetic and, when
	// the host can check that the loops' values fit, once more with 32-bit
	// (NAME_i32), which GPUs and CPUs run with far cheaper division.
	// Kernels with a nest that may run in rows (rowsFormCond) are emitted
	// once more with the rows form compiled in (NAME_rows, NAME_rows_i32),
	// which the host launches when it picks that form (hostRows); in the
	// others __ACC_ROWS is 0 and the rows code is dead, so their flat
	// loops are exactly what they are without it.
	// A kernel whose first gang loop the launch may cover has one more,
	// NAME_once_i32, with the once form of that loop (onceForm).
	variants := [][4]string{{k.l.name, "long", "0", "0"}}
	if k.l.idx32 != nil {
		variants = append(variants, [4]string{k.l.name + "_i32", "int", "0", "0"})
	}
	if k.l.rows {
		for _, v := range variants {
			variants = append(variants, [4]string{k.l.name + "_rows" + strings.TrimPrefix(v[0], k.l.name), v[1], "1", "0"})
		}
	}
	if k.l.once {
		variants = append(variants, [4]string{k.l.name + "_once_i32", "int", "0", "1"})
	}
	for _, v := range variants {
		fmt.Fprintf(&b, "#define %s %s\n#define __ACC_ROWS %s\n#define %s %s\n", ixType, v[1], v[2], onceMacro, v[3])
		fmt.Fprintf(&b, "__kernel void %s(%s)\n{\n", v[0], strings.Join(params, ", "))
		for _, p := range append(k.localDecls(), k.prologue...) {
			b.WriteString("\t" + p + "\n")
		}
		b.WriteString(k.b.String())
		for _, e := range k.epilogue {
			b.WriteString("\t" + e + "\n")
		}
		b.WriteString("}\n")
		fmt.Fprintf(&b, "#undef %s\n#undef __ACC_ROWS\n#undef %s\n", ixType, onceMacro)
	}
	if len(k.l.gangR) > 0 {
		b.WriteString(k.foldSource())
	}
	return b.String()
}

// foldGroup is the largest work-group of a gang reduction's fold kernel
// (a power of two; the host picks the largest power of two the device
// allows, at most this).
const foldGroup = 256

// foldSource is the kernel that combines the per-gang partials of the
// launch's gang reductions: one work-group whose work-items each fold a
// strided share of the partials, then a tree in local memory; work-item 0
// joins the result to the variable's value (its device copy, or init when
// useinit is set: the host passes the value, so the copy need not be
// uploaded). For a given gang count and group size the order of the
// combination is fixed, so runs give the same result.
func (k *kern) foldSource() string {
	var ps []string
	var body strings.Builder
	body.WriteString("\tconst uint l = get_local_id(0), n = get_local_size(0);\n")
	var arrays strings.Builder // array and struct reductions (reduce_array.go)
	for i, kv := range k.l.gangR {
		if kv.rc != nil {
			p, b := k.foldComposite(i, kv)
			ps = append(ps, p)
			arrays.WriteString(b)
			continue
		}
		tn := k.g.typeName(kv.sym.Type)
		ps = append(ps, fmt.Sprintf("ulong part%d, ulong target%d, %s init%d, int useinit%d", i, i, tn, i, i))
		fmt.Fprintf(&body, "\t__local %s s%d[%d];\n", tn, i, foldGroup)
	}
	for i, kv := range k.l.gangR {
		if kv.rc != nil {
			continue
		}
		tn := k.g.typeName(kv.sym.Type)
		fmt.Fprintf(&body, "\t{\n\t\t__global %[1]s *p = ACC_PTR(%[1]s, part%[2]d);\n\t\t%[1]s r = %[3]s;\n\t\tfor (uint g = l; g < ngangs; g += n)\n\t\t\tr = %[4]s;\n\t\ts%[2]d[l] = r;\n\t}\n",
			tn, i, clc.RedIdentity(kv.op, kv.sym.Type), clc.RedOp(kv.op, kv.sym.Type, "r", "p[g]"))
	}
	body.WriteString("\tbarrier(CLK_LOCAL_MEM_FENCE);\n\tfor (uint s = n >> 1; s > 0; s >>= 1) {\n\t\tif (l < s) {\n")
	for i, kv := range k.l.gangR {
		if kv.rc != nil {
			continue
		}
		fmt.Fprintf(&body, "\t\t\ts%[1]d[l] = %[2]s;\n", i, clc.RedOp(kv.op, kv.sym.Type, fmt.Sprintf("s%d[l]", i), fmt.Sprintf("s%d[l + s]", i)))
	}
	body.WriteString("\t\t}\n\t\tbarrier(CLK_LOCAL_MEM_FENCE);\n\t}\n\tif (l == 0) {\n")
	for i, kv := range k.l.gangR {
		if kv.rc != nil {
			continue
		}
		tn := k.g.typeName(kv.sym.Type)
		fmt.Fprintf(&body, "\t\t{\n\t\t\t__global %[1]s *t = ACC_PTR(%[1]s, target%[2]d);\n\t\t\tconst %[1]s v = useinit%[2]d ? init%[2]d : *t;\n\t\t\t*t = %[3]s;\n\t\t}\n",
			tn, i, clc.RedOp(kv.op, kv.sym.Type, "v", fmt.Sprintf("s%d[0]", i)))
	}
	body.WriteString("\t}\n")
	body.WriteString(arrays.String())
	return fmt.Sprintf("__kernel void %s_gangs(ACC_HEAP_PARAMS, %s, uint ngangs)\n{\n%s}\n", k.l.name, strings.Join(ps, ", "), body.String())
}

// guard is the condition that picks one lane of each level the
// enclosing loops have not partitioned (and an active worker), "" when
// every lane is meant.
func (k *kern) guard() string {
	var cs []string
	if k.pred != "" {
		cs = append(cs, k.pred)
	}
	if k.worker && k.part&model.Worker == 0 {
		cs = append(cs, "get_local_id(1) == 0")
	}
	if k.vector && k.part&model.Vector == 0 {
		cs = append(cs, "get_local_id(0) == 0")
	}
	return strings.Join(cs, " && ")
}

// barrier makes the memory writes of a group's work-items visible to the
// others; it needs every work-item of the group to reach it.
// laneGuard is guard without the active-worker condition.
func (k *kern) laneGuard() string {
	saved := k.pred
	k.pred = ""
	defer func() { k.pred = saved }()
	return k.guard()
}

func (k *kern) barrier(why string, at cfront.Node) bool {
	if !k.worker && !k.vector {
		return true
	}
	if !k.uniform {
		k.g.limit(model.LimitBarrierInPartitionedLoop, at.Span(), why)
		return false
	}
	k.line("barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);")
	k.dirty = false
	if k.gl != nil {
		k.gl.read = map[*cfront.Symbol]bool{} // gang_local.go
	}
	return true
}
