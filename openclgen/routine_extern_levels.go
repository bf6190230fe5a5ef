package openclgen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
)

// Gang, worker and vector routines of other files (OpenACC 3.3 §2.15.1).
// In its own file such a routine is printed once per calling context
// (routine_levels.go); the defining file cannot know its callers, so it
// exports a fixed set of contexts, those §2.15.1 allows a call to have:
//
//	_v     vector routine, vector-single code of a launch without workers
//	       (a gang loop, gang-redundant code, a serial construct)
//	_vws   vector routine, vector-single and worker-single code of a
//	       launch with workers (one worker writes memory)
//	_vwa   vector routine in a loop partitioned over workers (each
//	       worker makes its own call): the worker loop runs a uniform
//	       number of trips on every worker (plan_part.go: always so
//	       around a call with vector loops), and the active-worker flag
//	       comes before the scratch
//	_ws    worker routine, worker-single code
//	_gr    gang routine, gang-redundant code
//
// Each copy but _v is compiled as if the launch had gangs, workers and
// vector lanes: the lane ids and counts are run-time values (get_local_id,
// get_local_size, get_group_id), so a launch without a dimension (size
// 1) runs the same code correctly, and the guards "lane 0 of each level
// not partitioned" hold on that single lane. _v, without workers, has no
// worker guards, so its private values may change inside its vector
// loops; a launch without workers takes _ws and _gr too.
//
// The exported function is __acc_x_NAME_TAGS_SUFFIX(parameters...,
// [active flag,] __local ulong *scratch): every pointer parameter is
// __global (tags all "g"), and the launch's __local scratch always comes
// last. The scratch the copy's
// reductions and broadcasts need (values of 8 bytes per work-item) is a
// host constant of the defining file, __acc_xs_NAME_TAGS_SUFFIX, which
// the calling launch's host code reads when it sizes its scratch.

// externLevelCtx is one exported calling context.
type externLevelCtx struct {
	suffix string
	ctx    levelCtx
}

// externLevelCtxs are the contexts exported for a routine of level lv.
func externLevelCtxs(lv model.Levels) []externLevelCtx {
	all := func(part model.Levels, pred bool) levelCtx {
		return levelCtx{gang: true, worker: true, vector: true, part: part, pred: pred}
	}
	switch lv {
	case model.Vector:
		noWorkers := levelCtx{gang: true, vector: true}
		return []externLevelCtx{{"v", noWorkers}, {"vws", all(0, false)}, {"vwa", all(model.Worker, true)}}
	case model.Worker:
		return []externLevelCtx{{"ws", all(0, false)}}
	case model.Gang:
		return []externLevelCtx{{"gr", all(0, false)}}
	}
	return nil
}

// externLevelVariant is the exported context a call made in context c
// takes: the one for its launch's workers, else one compiled for workers
// (right without them). A call where the work-items of a group do not all
// arrive is one only where the group is one work-item (a serial
// construct).
func externLevelVariant(lv model.Levels, c levelCtx) (externLevelCtx, bool) {
	if c.divergent && (c.worker || c.vector) {
		return externLevelCtx{}, false
	}
	var general *externLevelCtx
	for _, v := range externLevelCtxs(lv) {
		if v.ctx.part != c.part || v.ctx.pred != c.pred {
			continue
		}
		if v.ctx.worker == c.worker {
			return v, true
		}
		if v.ctx.worker && general == nil {
			general = &v
		}
	}
	if general != nil {
		return *general, true
	}
	return externLevelCtx{}, false
}

// externScratchName is the host constant holding the scratch values per
// work-item that an exported copy (__acc_x_...) needs.
func externScratchName(export string) string {
	return "__acc_xs_" + strings.TrimPrefix(export, "__acc_x_")
}

// externLevelCall is the call of the exported copy of the gang, worker or
// vector routine fn of another file for this call's context; its
// declaration goes into the program, and the launch's scratch grows to
// what the routine needs.
func (k *kern) externLevelCall(fn *cfront.Symbol, x *cfront.Call, args []string) (string, bool) {
	g := k.g
	lv := g.M.Routines[fn].Level
	params, tags, ok := k.externParams(fn, x, true)
	if !ok {
		return "", false
	}
	res, ok := g.routineResult(fn, x.Range)
	if !ok {
		return "", false
	}
	v, ok := externLevelVariant(lv, k.ctx())
	if !ok {
		g.limit(model.LimitExternLevelRoutineContext, x.Range, lv, fn.Name)
		return "", false
	}
	args = append([]string(nil), args...)
	if v.ctx.pred {
		params = append(params, "const int "+predParam)
		args = append(args, k.pred)
	}
	params = append(params, "__local ulong *__acc_scratch")
	args = append(args, "__acc_scratch")
	name := externName(fn.Name, tags) + "_" + v.suffix
	k.scratch = true
	k.xscratch = addName(k.xscratch, externScratchName(name))
	g.importExtern(name, fmt.Sprintf("%s %s(%s);\n", res, name, strings.Join(params, ", ")))
	e := g.externs()
	e.hostDecls = addName(e.hostDecls, externScratchName(name))
	return name + "(" + strings.Join(args, ", ") + ")", true
}

// addName appends n to names once.
func addName(names []string, n string) []string {
	for _, m := range names {
		if m == n {
			return names
		}
	}
	return append(names, n)
}

// scratchBytesExpr is the host expression of the scratch bytes per
// work-item of a launch: its own values of 8 bytes, or more where a
// routine of another file needs more.
func scratchBytesExpr(slots int, xscratch []string) string {
	if slots < 1 {
		slots = 1
	}
	if len(xscratch) == 0 {
		return strconv.Itoa(8 * slots)
	}
	e := strconv.Itoa(slots)
	for _, n := range xscratch {
		e = fmt.Sprintf("(%[1]s > %[2]s ? %[1]s : %[2]s)", n, e)
	}
	return "8 * " + e
}

// exportLevelRoutine emits the exported copies of a gang, worker or
// vector routine for the contexts of externLevelCtxs, each with the host
// constant of the scratch it needs. A copy that cannot be translated is
// left out with its constant, so a program calling it from another file
// fails to link, naming __acc_xs_NAME_TAGS_SUFFIX. Its pointer parameters are __global
// (a level routine's lanes cannot share the work-item's own memory).
func (g *gen) exportLevelRoutine(fn *cfront.Symbol, lv model.Levels) {
	spaces := make([]string, len(fn.Def.Params))
	tags := ""
	for i, p := range fn.Def.Params {
		if p.Type != nil && p.Type.Kind == cfront.Pointer {
			spaces[i] = "__global "
			tags += "g"
		}
	}
	for _, v := range externLevelCtxs(lv) {
		ctx := v.ctx
		rc := g.tryClone(fn, spaces, &ctx)
		if rc == nil || rc.heap || len(rc.xscratch) > 0 {
			// (a routine that calls another file's routine would need
			// that file's scratch size in this file's constant; the
			// exported ABI has no heap parameters)
			continue
		}
		res, params, ok := cloneSignature(rc)
		if !ok {
			continue
		}
		args := cloneArgs(fn)
		if rc.pred {
			args = append(args, predParam)
		}
		slots := 0
		if rc.scratch {
			args = append(args, "__acc_scratch")
			slots = rc.scratchSlots
		} else {
			params = addScratchParam(params)
		}
		name := externName(fn.Name, tags) + "_" + v.suffix
		g.addExport(res, name, params, rc.name, args)
		e := g.externs()
		e.hostDefs = append(e.hostDefs, fmt.Sprintf("const unsigned %s = %d;\n", externScratchName(name), slots))
	}
}

// addScratchParam appends the scratch parameter that every exported copy
// of a level routine takes to a parenthesized parameter list.
func addScratchParam(params string) string {
	const p = "__local ulong *__acc_scratch"
	if params == "(void)" {
		return "(" + p + ")"
	}
	return strings.TrimSuffix(params, ")") + ", " + p + ")"
}

// externHostDecls declares the host constants of the scratch sizes of the
// imported gang, worker and vector routines; externHostDefs defines those
// of the exported ones.
func (g *gen) externHostDecls() string {
	if g.ext == nil {
		return ""
	}
	var b strings.Builder
	for _, n := range g.ext.hostDecls {
		fmt.Fprintf(&b, "extern const unsigned %s;\n", n)
	}
	return b.String()
}

func (g *gen) externHostDefs() string {
	if g.ext == nil || len(g.ext.hostDefs) == 0 {
		return ""
	}
	return "/* the scratch values per work-item of the exported gang, worker and vector routines */\n" + strings.Join(g.ext.hostDefs, "")
}
