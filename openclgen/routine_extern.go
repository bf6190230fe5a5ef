package openclgen

import (
	"fmt"
	"sort"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
	"github.com/accls/accls/source"
)

// Routines of other files (OpenACC 3.3 §2.15.1). A seq routine with
// external linkage may be defined in one file and called from compute
// regions of another, each compiled on its own (`accls compile -c`). Each
// file's OpenCL program is built at run time, so the call is resolved
// there: the defining file's program exports, for every combination of
// address spaces (__global, __private) of its pointer parameters, a
// function __acc_x_NAME_TAGS with external linkage that calls the
// routine's copy, and its host file registers the program as a library
// (__accrt_library_register, from a constructor). A calling file's
// program declares the copy its arguments need and carries linkMarker; the
// runtime compiles such a program and every registered library separately
// and links them (clCompileProgram, clLinkProgram), so each keeps its own
// types and static helpers. Gang, worker and vector routines are exported
// per calling context (routine_extern_levels.go). Routines using declared
// globals, and seq routines with more than maxExternPtrs pointer
// parameters are not exported; calling them from another file is an
// unsupported error at the call (or, for one the caller cannot judge, the
// device compiler's link error naming the missing function).

// linkMarker marks a program that calls routines of other files.
const linkMarker = "/* accls: calls routines of other files */\n"

// maxExternPtrs bounds the pointer parameters of an exported routine: it
// is exported once per combination of their address spaces.
const maxExternPtrs = 4

// externState holds a file's imported and exported routine copies.
type externState struct {
	protos  map[string]string // imported copy name -> its declaration
	order   []string
	exports []string // the exported functions' definitions
	// hostDecls: the host constants of the scratch sizes of imported gang,
	// worker and vector routines; hostDefs: those of exported ones
	// (routine_extern_levels.go).
	hostDecls, hostDefs []string
}

func (g *gen) externs() *externState {
	if g.ext == nil {
		g.ext = &externState{protos: map[string]string{}}
	}
	return g.ext
}

// externName is the exported copy of fn for the pointer parameters'
// address spaces (in the order of the parameters).
func externName(fn string, tags string) string {
	if tags == "" {
		return "__acc_x_" + fn
	}
	return "__acc_x_" + fn + "_" + tags
}

// externTarget reports a call of a routine that another file defines.
func (g *gen) externTarget(t *target) bool {
	return t.fn.Def == nil && !t.fn.Internal && t.fn.Type != nil && t.fn.Type.Kind == cfront.Function
}

// externCall is the call of the copy of fn, defined in another file, that
// the arguments' address spaces select; its declaration goes into the
// program.
func (g *gen) externCall(k *kern, fn *cfront.Symbol, x *cfront.Call, args []string) string {
	params, tags, ok := k.externParams(fn, x, false)
	if !ok {
		return "0"
	}
	if len(tags) > maxExternPtrs {
		g.limit(model.LimitExternRoutinePointerParams, x.Range, fn.Name, maxExternPtrs)
		return "0"
	}
	res, ok := g.routineResult(fn, x.Range)
	if !ok {
		return "0"
	}
	name := externName(fn.Name, tags)
	if len(params) == 0 {
		params = []string{"void"}
	}
	g.importExtern(name, fmt.Sprintf("%s %s(%s);\n", res, name, strings.Join(params, ", ")))
	return name + "(" + strings.Join(args, ", ") + ")"
}

// externParams declares the parameters of the copy of fn, a routine of
// another file, that a call passes its arguments to, with the tags of its
// pointer parameters' address spaces. A gang, worker or vector routine
// (level) takes device memory only.
func (k *kern) externParams(fn *cfront.Symbol, x *cfront.Call, level bool) (params []string, tags string, ok bool) {
	g := k.g
	ft := fn.Type
	if ft.Variadic || len(ft.Params) != len(x.Args) {
		g.limit(model.LimitExternRoutineArgCount, x.Range, fn.Name, len(x.Args), len(ft.Params))
		return nil, "", false
	}
	for i, pt := range ft.Params {
		pn := fmt.Sprintf("p%d", i)
		if pt == nil || pt.Kind != cfront.Pointer {
			if !g.typeOK(pt, x.Range) {
				return nil, "", false
			}
			params = append(params, g.declare(pt, pn))
			continue
		}
		sp, ok := k.space(x.Args[i])
		switch {
		case !ok:
			g.limit(model.LimitRoutinePointerSpaceUnknown, x.Args[i].Span(), fn.Name)
			return nil, "", false
		case sp == "__local ":
			g.limit(model.LimitExternRoutineLocalPointer, x.Args[i].Span(), fn.Name)
			return nil, "", false
		case level && sp != "__global ":
			g.limit(model.LimitParallelRoutinePrivatePointer, x.Args[i].Span(), g.M.Routines[fn].Level, fn.Name)
			return nil, "", false
		}
		d, ok := g.ptrParamDecl(pt, sp, pn, x.Range)
		if !ok {
			return nil, "", false
		}
		tags += spaceTag(sp)
		params = append(params, d)
	}
	return params, tags, true
}

// importExtern declares an imported copy in the program once.
func (g *gen) importExtern(name, proto string) {
	e := g.externs()
	if _, done := e.protos[name]; !done {
		e.protos[name] = proto
		e.order = append(e.order, name)
	}
}

// routineResult is the device spelling of fn's result type.
func (g *gen) routineResult(fn *cfront.Symbol, at source.Range) (string, bool) {
	rt := fn.Type.Result
	if rt == nil || rt.Kind == cfront.Void {
		return "void", true
	}
	if rt.Kind == cfront.Pointer {
		g.limit(model.LimitRoutineReturningPointer, at, fn.Name)
		return "", false
	}
	if rt.Kind == cfront.Array || !g.typeOK(rt, at) {
		return "", false
	}
	return g.typeName(rt), true
}

// exportRoutines emits the exported copies of the file's routines with
// external linkage (gang, worker and vector routines:
// routine_extern_levels.go). A routine whose copy cannot be translated is
// left out without an error (nothing in this file may call it on the
// device); the generator's state is rolled back to before the attempt.
func (g *gen) exportRoutines() {
	var fns []*cfront.Symbol
	for fn, r := range g.M.Routines {
		if fn == nil || fn.Def == nil || fn.Def.Body == nil || fn.Internal || r == nil {
			continue
		}
		if routineClause(r, "bind") != nil {
			continue
		}
		fns = append(fns, fn)
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].Name < fns[j].Name })
	for _, fn := range fns {
		if !g.exportable(fn) {
			continue
		}
		if lv := (&target{r: g.M.Routines[fn], fn: fn}).level(); lv != 0 {
			g.exportLevelRoutine(fn, lv)
		} else {
			g.exportRoutine(fn)
		}
	}
}

// exportable reports a routine whose copies can take their arguments from
// another file: it uses no declared globals, and its parameters are named.
func (g *gen) exportable(fn *cfront.Symbol) bool {
	if len(g.routineGlobals(fn)) > 0 {
		return false
	}
	for _, p := range fn.Def.Params {
		if p.Name == "" {
			return false
		}
	}
	return true
}

func (g *gen) exportRoutine(fn *cfront.Symbol) {
	var ptrs []int
	for i, p := range fn.Def.Params {
		if p.Type != nil && p.Type.Kind == cfront.Pointer {
			ptrs = append(ptrs, i)
		}
	}
	if len(ptrs) > maxExternPtrs {
		return
	}
	for combo := 0; combo < 1<<len(ptrs); combo++ {
		spaces := make([]string, len(fn.Def.Params))
		tags := ""
		for bit, i := range ptrs {
			spaces[i] = "__private "
			if combo&(1<<bit) == 0 {
				spaces[i] = "__global "
			}
			tags += spaceTag(spaces[i])
		}
		rc := g.tryClone(fn, spaces, nil)
		if rc == nil || rc.heap { // the exported ABI has no heap parameters
			return
		}
		res, params, ok := cloneSignature(rc)
		if !ok {
			return
		}
		g.addExport(res, externName(fn.Name, tags), params, rc.name, cloneArgs(fn))
	}
}

// tryClone is routineClone without an error: on failure the generator's
// state is rolled back (no diagnostics, no half-emitted copies) and the
// result is nil.
func (g *gen) tryClone(fn *cfront.Symbol, spaces []string, ctx *levelCtx) *routineClone {
	ndiags, norder := len(g.diags), len(g.routineOrder)
	keys, seen := map[string]bool{}, map[string]bool{}
	for key := range g.routines {
		keys[key] = true
	}
	for key := range g.seen {
		seen[key] = true
	}
	rc := g.routineClone(fn, spaces, ctx, fn.Def.NameRange)
	if rc != nil && len(g.diags) == ndiags {
		return rc
	}
	g.diags = g.diags[:ndiags]
	g.routineOrder = g.routineOrder[:norder]
	for key := range g.routines {
		if !keys[key] {
			delete(g.routines, key)
		}
	}
	for key := range g.seen {
		if !seen[key] {
			delete(g.seen, key) // a call in this file reports it again
		}
	}
	return nil
}

// cloneSignature splits a copy's prototype, "static RES NAME(PARAMS)",
// into its result type and parenthesized parameters.
func cloneSignature(rc *routineClone) (res, params string, ok bool) {
	decl := strings.TrimPrefix(rc.proto, "static ")
	open := strings.Index(decl, rc.name+"(")
	if open < 0 {
		return "", "", false
	}
	return decl[:open], decl[open+len(rc.name):], true
}

// cloneArgs are fn's parameters passed on, as the copy names them.
func cloneArgs(fn *cfront.Symbol) []string {
	var args []string
	for _, p := range fn.Def.Params {
		args = append(args, clc.Mangle(p.Name))
	}
	return args
}

// addExport emits an exported function that calls a routine's copy.
func (g *gen) addExport(res, name, params, clone string, args []string) {
	ret := "return "
	if strings.TrimSpace(res) == "void" {
		ret = ""
	}
	g.externs().exports = append(g.externs().exports, fmt.Sprintf("/* exported for other files' kernels */\n%s%s%s {\n\t%s%s(%s);\n}\n",
		res, name, params, ret, clone, strings.Join(args, ", ")))
}

// externDecls and externDefs are the program's parts for routines of other
// files: the marker and declarations (before the routines), the exported
// definitions (after them).
func (g *gen) externDecls() string {
	if g.ext == nil || len(g.ext.order) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(linkMarker)
	for _, n := range g.ext.order {
		b.WriteString(g.ext.protos[n])
	}
	return b.String()
}

func (g *gen) externDefs() string {
	if g.ext == nil {
		return ""
	}
	return strings.Join(g.ext.exports, "")
}

// exportsRoutines reports a program that other files' programs link with.
func (g *gen) exportsRoutines() bool {
	return g.ext != nil && len(g.ext.exports) > 0
}

// libraryRegistration registers the file's program as a library of
// exported routines, from a constructor (plain C: a constructor cannot
// call the runtime's Go code, whose runtime may not have started yet).
const libraryRegistration = `
static void __acc_library_register(void) __attribute__((constructor));
static void __acc_library_register(void)
{
	static __accrt_library lib = {&__acc_module, 0};
	__accrt_library_register(&lib);
}
`
