package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/plan"
)

// Firstprivate arrays (§2.5.14: "a copy of the var for each gang,
// initialized with the value of the var when the construct starts"), on
// parallel, serial and combined constructs. The host passes the array's
// bytes as they are when the construct starts: a small array as a kernel
// argument (a struct wrapping the array, which OpenCL C passes by value),
// a larger one in a temporary device buffer that the host fills with a
// synchronous copy and frees after the launch (acc_free waits for the
// queues). Each copy is initialized from them at the kernel's start:
//   - the gang's copy in __local memory when a lane of a worker or vector
//     loop writes the array and the gang uses it outside that loop
//     (gang_local.go); the gang's lanes copy it together, then a barrier;
//   - otherwise a copy per work-item in private memory, which is exact
//     while the lanes only read it or change it redundantly (the same
//     values on every lane); lane_shared.go refuses what is neither.
// Arrays of variable length and arrays of structs with pointer members
// (host addresses) are refused.

const (
	// fpArgLimit is the largest firstprivate array passed as a kernel
	// argument; fpArgTotal the most bytes of such arrays per kernel
	// (OpenCL 1.2 guarantees 1024 bytes of kernel arguments).
	fpArgLimit = 256
	fpArgTotal = 512
)

// isFirstprivateArray reports a launch variable that is a firstprivate
// array (not the value of a kernels scalar, not a host loop's variable).
func (g *gen) isFirstprivateArray(kv *kvar) bool {
	t := kv.sym.Type
	return kv.kind == varByValue && kv.host == "" && !g.hostIVs[kv.sym] && t != nil && (t.Kind == cfront.Array || kv.fpSec != nil)
}

// fpByArg reports a firstprivate array of l passed as a kernel argument:
// the arrays are taken in the launch's order while they fit the limits.
func (g *gen) fpByArg(l *launch, kv *kvar) bool {
	var total int64
	for _, v := range l.vars {
		if !g.isFirstprivateArray(v) || v.fpSec != nil {
			if v == kv {
				return false // a pointer's subarray: in a device buffer
			}
			continue
		}
		size := v.sym.Type.Size
		fits := size > 0 && size <= fpArgLimit && total+size <= fpArgTotal
		if fits {
			total += size
		}
		if v == kv {
			return fits
		}
	}
	return false
}

// firstprivateArray declares the kernel's copy of the firstprivate array
// kv and the code that initializes it (kern.emit).
func (k *kern) firstprivateArray(kv *kvar) {
	g := k.g
	t := kv.sym.Type
	at := k.c.DirRange
	if plan.HasPtrMember(t) {
		g.limit(model.LimitArrayFirstprivateStructPointers, at, kv.sym.Name)
		return
	}
	if why := plan.GangLocalType(t); why != "" {
		g.limit(model.LimitArrayFirstprivate, at, kv.sym.Name, why)
		return
	}
	if !g.typeOK(t, at) {
		return
	}
	elem := t
	for elem.Kind == cfront.Array {
		elem = elem.Elem
	}
	n := t.Size / elem.Size
	en := g.typeName(elem)
	var src string // the source's elements, src[i]
	if g.fpByArg(k.l, kv) {
		p := "__acc_fp_" + kv.name
		k.params = append(k.params, g.fpWrapper(t)+" "+p)
		src = fmt.Sprintf("((const %s *)%s.v)", en, p)
	} else {
		p := "__acc_fpp_" + kv.name
		k.params = append(k.params, "ulong "+p)
		src = fmt.Sprintf("((__global const %s *)ACC_PTR(%s, %s))", en, en, p)
	}
	if name, ok := k.gangLocalVar(glKey{kv.sym, nil}, at); ok {
		k.names[kv.sym] = name
		k.prologue = append(k.prologue,
			fmt.Sprintf("for (uint __acc_i = get_local_id(1) * get_local_size(0) + get_local_id(0); __acc_i < %d; __acc_i += get_local_size(0) * get_local_size(1))", n),
			fmt.Sprintf("\t((__local %s *)%s)[__acc_i] = %s[__acc_i];", en, name, src),
			"barrier(CLK_LOCAL_MEM_FENCE);")
		return
	}
	k.names[kv.sym] = kv.name
	k.prologue = append(k.prologue, g.declare(t, kv.name)+";",
		fmt.Sprintf("for (uint __acc_i = 0; __acc_i < %d; __acc_i++)", n),
		fmt.Sprintf("\t((%s *)%s)[__acc_i] = %s[__acc_i];", en, kv.name, src))
}

// fpWrapper is the struct type, with the array as member v, that carries
// a firstprivate array of type t as a kernel argument.
func (g *gen) fpWrapper(t *cfront.Type) string {
	decl := g.declare(t, "v")
	name := "__acc_fpw_" + strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, strings.TrimSuffix(g.declare(t, ""), " "))
	g.addHelper(name, fmt.Sprintf("typedef struct { %s; } %s;\n", decl, name))
	return name
}

// firstprivateHostArg is the host side of a firstprivate array's kernel
// argument (hostLaunch): the array itself, or a temporary device buffer
// holding its bytes, which free releases after the launch.
func (g *gen) firstprivateHostArg(b *strings.Builder, l *launch, kv *kvar) (arg, free string) {
	h := kv.sym.Name
	if kv.fpSec != nil {
		return g.firstprivateSubarrayArg(b, kv) // private_ptr.go
	}
	if g.fpByArg(l, kv) {
		return fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(%s), &%s}", h, h), ""
	}
	p, v := g.fresh("fp"), g.fresh("a")
	fmt.Fprintf(b, "void *%s = acc_malloc(sizeof(%s));\nacc_memcpy_to_device(%s, (void *)&%s, sizeof(%s));\nuint64_t %s = (uint64_t)(uintptr_t)%s;\n",
		p, h, p, h, h, v, p)
	return fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(uint64_t), &%s}", v), fmt.Sprintf("acc_free(%s);\n", p)
}

// hostFirstprivateArray is the host path's copy of a firstprivate array
// (hostPrivates): outer keeps the original's address before the copy
// shadows it, inner declares the copy and fills it.
func (g *gen) hostFirstprivateArray(name string) (outer, inner string) {
	h := g.fresh("h")
	return fmt.Sprintf(" __typeof__(%s) *%s = &%s;", name, h, name),
		fmt.Sprintf(" __typeof__(%s) %s; __builtin_memcpy((void *)&%s, %s, sizeof %s);", name, name, name, h, name)
}
