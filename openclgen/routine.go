package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
	"github.com/accls/accls/source"
)

// Procedure calls (OpenACC 3.3 §2.15.1). A function with a routine
// directive and a definition in the file becomes an OpenCL C function of
// the program. A seq routine is called by the work-item that reaches the
// call; a gang, worker or vector routine by every work-item of the group
// together (routine_levels.go). OpenCL pointers carry an address space,
// so the function is emitted once per combination of address spaces its
// pointer parameters receive (__global for data in device memory,
// __private for the work-item's own variables): the address space of
// each argument is inferred at the call site, and a call inside a routine
// passes its own parameters' spaces on. Recursion is refused (OpenCL C
// has none). bind is routine_bind.go, nohost routine_nohost.go.

// routineClone is one emitted copy of a routine.
type routineClone struct {
	name  string
	proto string
	src   string
	pure  bool // writes no memory that other work-items can see
	done  bool
	// heap: the copy takes the kernel's heap parameters (it turns device
	// addresses into pointers, or calls a copy that does).
	heap bool
	// A gang, worker or vector routine's copy may take the active-worker
	// flag (pred) and the launch's __local scratch, of which it uses
	// scratchSlots values per work-item.
	pred, scratch bool
	scratchSlots  int
	xscratch      []string // as kern.xscratch
}

// spaceTag spells an address space in a clone's name.
func spaceTag(sp string) string {
	switch sp {
	case "__global ":
		return "g"
	case "__local ":
		return "l"
	}
	return "p"
}

// routineArgSpaces infers the address space of each pointer argument of
// a call of fn; ok is false (with an error reported) when one cannot be
// told.
func (k *kern) routineArgSpaces(fn *cfront.Symbol, x *cfront.Call) ([]string, bool) {
	params := fn.Def.Params
	if len(params) != len(x.Args) {
		k.g.limit(model.LimitRoutineArgCount, x.Range, fn.Name, len(x.Args), len(params))
		return nil, false
	}
	spaces := make([]string, len(params))
	for i, p := range params {
		if p.Type == nil || p.Type.Kind != cfront.Pointer {
			continue
		}
		if isDynType(p.Type) {
			// a pointer to pointers is a device pointer array
			// (dynarray_device.go)
			if _, ok := k.dynDepth(x.Args[i]); !ok {
				k.g.limit(model.LimitRoutinePointerToPointersArgument, x.Args[i].Span(), fn.Name)
				return nil, false
			}
			spaces[i] = "__global "
			continue
		}
		sp, ok := k.space(x.Args[i])
		if !ok {
			k.g.limit(model.LimitRoutinePointerSpaceUnknown, x.Args[i].Span(), fn.Name)
			return nil, false
		}
		spaces[i] = sp
	}
	return spaces, true
}

// routineOK checks that fn has a routine directive whose clauses the
// generator translates.
func (g *gen) routineOK(fn *cfront.Symbol, at source.Range) (*model.Routine, bool) {
	r := g.M.Routines[fn]
	if r == nil {
		g.limit(model.LimitCallWithoutRoutine, at, fn.Name)
		return nil, false
	}
	if r.Construct != nil {
		for _, cl := range r.Construct.Resolved.Clauses {
			switch cl.Name {
			case "seq", "worker", "vector", "bind", "nohost":
			case "gang":
				// dim folded as the analysis folds constants (macros too)
				for _, a := range cl.Args {
					if a.Modifier != "dim" || !a.IsConst || a.Const != 1 {
						g.limit(model.LimitRoutineGangDim, a.Range)
						return nil, false
					}
				}
			default:
				g.limit(model.LimitRoutineClause, cl.NameRange, cl.Name)
				return nil, false
			}
		}
	}
	return r, true
}

// routineCall is a call of a function with a routine directive inside an
// expression: a seq routine's copy, or the built-in a bind clause names.
func (g *gen) routineCall(k *kern, fn *cfront.Symbol, x *cfront.Call, args []string) string {
	t, ok := g.deviceTarget(fn, x.Range)
	if !ok {
		return "0"
	}
	if t.level() != 0 {
		k.inExpression(x)
		return "0"
	}
	if t.builtin != "" {
		return t.builtin + "(" + strings.Join(args, ", ") + ")"
	}
	if t.extern {
		return g.externCall(k, t.fn, x, args) // routine_extern.go
	}
	spaces, ok := k.routineArgSpaces(t.fn, x)
	if !ok {
		return "0"
	}
	rc := g.routineClone(t.fn, spaces, nil, x.Range)
	if rc == nil {
		return "0"
	}
	return rc.name + "(" + strings.Join(append(append(rc.heapArgs(), k.routineGlobalArgs(t.fn, x)...), args...), ", ") + ")"
}

// routinePure reports a call of a seq routine whose copy writes no
// memory shared between work-items (it may then run on every lane), or of
// a built-in named by bind.
func (k *kern) routinePure(x *cfront.Call) bool {
	fn := x.Callee()
	if fn == nil || k.g.M.Routines[fn] == nil {
		return false
	}
	t, ok := k.g.deviceTarget(fn, x.Range)
	if !ok || t.level() != 0 {
		return false
	}
	if t.builtin != "" {
		return true
	}
	if t.extern {
		return false // its body is another file's: assume it writes memory
	}
	if len(t.fn.Def.Params) != len(x.Args) {
		return false
	}
	spaces := make([]string, len(t.fn.Def.Params))
	for i, p := range t.fn.Def.Params {
		if isDynType(p.Type) {
			if _, ok := k.dynDepth(x.Args[i]); !ok {
				return false
			}
			spaces[i] = "__global "
			continue
		}
		if p.Type != nil && p.Type.Kind == cfront.Pointer {
			sp, ok := k.space(x.Args[i])
			if !ok {
				return false
			}
			spaces[i] = sp
		}
	}
	rc := k.g.routines[routineKey(t.fn, spaces)]
	if rc == nil {
		rc = k.g.routineClone(t.fn, spaces, nil, x.Range)
	}
	return rc != nil && rc.done && rc.pure
}

func routineKey(fn *cfront.Symbol, spaces []string) string {
	var tags []string
	for _, sp := range spaces {
		tags = append(tags, spaceTag(sp))
	}
	return fn.Name + "/" + strings.Join(tags, "")
}

// routineClone returns the copy of fn for the pointer parameters' address
// spaces (and, for a gang, worker or vector routine, the caller's
// context), emitting it the first time.
func (g *gen) routineClone(fn *cfront.Symbol, spaces []string, ctx *levelCtx, at source.Range) *routineClone {
	key := routineKey(fn, spaces)
	if ctx != nil {
		key += "/" + ctx.tag()
	}
	if rc, ok := g.routines[key]; ok {
		if !rc.done {
			g.limit(model.LimitRecursiveRoutine, at, fn.Name)
			return nil
		}
		return rc
	}
	name := "__acc_r_" + fn.Name
	var tag string
	for i, p := range fn.Def.Params {
		if p.Type != nil && p.Type.Kind == cfront.Pointer {
			tag += spaceTag(spaces[i])
		}
	}
	if tag != "" {
		name += "_" + tag
	}
	if ctx != nil {
		name += "_" + ctx.tag()
	}
	rc := &routineClone{name: name}
	g.routines[key] = rc
	rk := &kern{g: g, l: &launch{name: name}, names: map[*cfront.Symbol]string{}, spaces: map[*cfront.Symbol]string{},
		uniform: true, single: true, routine: fn}
	level := "seq"
	if ctx != nil {
		// Every work-item of the group runs the body, in the caller's mode.
		rk.single = false
		rk.level = g.M.Routines[fn].Level
		rk.gang, rk.worker, rk.vector, rk.part = ctx.gang, ctx.worker, ctx.vector, ctx.part
		rk.uniform = !ctx.divergent
		if ctx.pred {
			rk.pred = predParam
		}
		level = rk.level.String()
	}
	// the declared globals it uses (declare_routine.go)
	params := g.routineGlobalParams(fn, rk)
	ok := true
	for i, p := range fn.Def.Params {
		pn := clc.Mangle(p.Name)
		if p.Name == "" {
			pn = g.fresh("unnamed")
		}
		t := p.Type
		if isDynType(t) && t.Kind == cfront.Pointer {
			// a device pointer array (dynarray_device.go); the call
			// checked that the argument is one
			if spaces[i] != "__global " || !g.dynElemOK(t, p.Name, fn.Def.NameRange) {
				if spaces[i] != "__global " {
					g.limit(model.LimitRoutinePointerToPointersArgument, fn.Def.NameRange, fn.Name)
				}
				ok = false
				continue
			}
			params = append(params, "__global ulong *"+pn)
			rk.setDyn(p, pn, t)
			continue
		}
		if t != nil && t.Kind == cfront.Pointer {
			d, good := g.ptrParamDecl(t, spaces[i], pn, fn.Def.NameRange)
			if !good {
				ok = false
				continue
			}
			params = append(params, d)
			rk.spaces[p] = spaces[i]
		} else {
			if !g.typeOK(t, fn.Def.NameRange) {
				ok = false
				continue
			}
			if t.Kind == cfront.Array {
				g.limit(model.LimitRoutineArrayParameter, fn.Def.NameRange, p.Name)
				ok = false
				continue
			}
			params = append(params, g.declare(t, pn))
		}
		rk.names[p] = pn
	}
	res := "void"
	if rt := fn.Type.Result; rt != nil && rt.Kind != cfront.Void {
		if rt.Kind == cfront.Pointer || rt.Kind == cfront.Array || !g.typeOK(rt, fn.Def.NameRange) {
			if rt.Kind == cfront.Pointer {
				g.limit(model.LimitRoutineReturningPointer, fn.Def.NameRange, fn.Name)
			}
			ok = false
		} else {
			res = g.typeName(rt)
		}
	}
	if !ok {
		rc.done = true
		return nil
	}
	if ctx != nil {
		g.routineGangReductions(fn, rk)
	}
	rk.stmt(fn.Def.Body)
	if ctx != nil {
		if ctx.pred {
			params = append(params, "const int "+predParam)
			rc.pred = true
		}
		if rk.scratch {
			params = append(params, "__local ulong *__acc_scratch")
			rc.scratch, rc.scratchSlots, rc.xscratch = true, rk.scratchSlots, rk.xscratch
		}
	}
	if rc.heap = usesHeap(rk.b.String()); rc.heap {
		params = append([]string{"ACC_HEAP_PARAMS"}, params...)
	}
	if len(params) == 0 {
		params = []string{"void"}
	}
	rc.proto = fmt.Sprintf("static %s %s(%s)", res, name, strings.Join(params, ", "))
	rc.pure = ctx == nil && !rk.writesMemory(fn.Def.Body)
	rc.src = fmt.Sprintf("/* routine %s %s (%s:%d) */\n%s\n%s", level, fn.Name, g.f.Name, fn.Def.NameRange.Start.Line, rc.proto, rk.b.String())
	if ctx != nil {
		// Partitioned loops count in 64 bits (the kernels' 32-bit variants
		// call the same copy); the rows form is a kernel's own.
		rc.src = fmt.Sprintf("#define %[1]s long\n#define __ACC_ROWS 0\n%[2]s#undef %[1]s\n#undef __ACC_ROWS\n", ixType, rc.src)
	}
	rc.done = true
	g.routineOrder = append(g.routineOrder, rc)
	return rc
}

// usesHeap reports device code that turns device addresses into
// pointers: the prelude's ACC_PTR macros, and calls passing the heap
// parameters on, name the kernel's acc_heap_ parameters.
func usesHeap(src string) bool {
	return strings.Contains(src, "ACC_PTR") || strings.Contains(src, "acc_heap_")
}

// heapArgs are the arguments a call of the copy passes for its heap
// parameters.
func (rc *routineClone) heapArgs() []string {
	if !rc.heap {
		return nil
	}
	return []string{heapArgs}
}

// ptrParamDecl declares a pointer parameter in address space sp: "__global
// double *a", "__global double (*a)[M]".
func (g *gen) ptrParamDecl(t *cfront.Type, sp, name string, at source.Range) (string, bool) {
	e := t.Elem
	if e == nil || e.Kind == cfront.Void {
		g.limit(model.LimitRoutineVoidPointerParameter, at, name)
		return "", false
	}
	if e.Kind == cfront.Pointer {
		g.limit(model.LimitRoutinePointerToPointersParameter, at, name)
		return "", false
	}
	if !g.memOK(e, at) || !g.typeOK(e, at) {
		return "", false
	}
	if e.Kind == cfront.Array {
		inner := ""
		x := e
		for ; x != nil && x.Kind == cfront.Array; x = x.Elem {
			inner += fmt.Sprintf("[%d]", x.Len)
		}
		return fmt.Sprintf("%s%s (*%s)%s", sp, g.typeName(x), name, inner), true
	}
	return fmt.Sprintf("%s%s *%s", sp, g.typeName(e), name), true
}
