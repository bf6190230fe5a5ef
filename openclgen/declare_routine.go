package openclgen

import (
	"fmt"
	"sort"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
)

// Global variables in routines (§2.15.1, §2.13). A routine may use a
// global that a declare directive at file scope names (create, copyin,
// device_resident, link). OpenCL C 1.2 has no program-scope variables in
// global memory, so each copy of the routine takes a pointer to the
// global's device copy as a parameter of its own (before the routine's
// parameters), routines pass theirs on to the routines they call, and a
// kernel calling such routines takes the device copies as arguments. The
// host finds them in the present table when the compute construct
// starts: the construct gets an implicit present for them (as for the
// globals it uses itself, §2.6.2), so a link global's copy is the one a
// data clause or enter data made (§2.13.3), and an absent one is the
// present clause's runtime error, never a stray address.

// declaredGlobal reports a global that a declare directive at file scope
// gives a device copy.
func (g *gen) declaredGlobal(sym *cfront.Symbol) bool {
	if sym == nil || !sym.Global || sym.Kind != cfront.SymVar {
		return false
	}
	for _, c := range g.M.Constructs {
		if c.Kind != model.KindDeclare || (c.Func != nil && c.Func.Body != nil) {
			continue
		}
		for _, at := range c.Data {
			if at.Sym != sym || len(at.Member) > 0 {
				continue
			}
			switch at.Kind {
			case model.AttrCreate, model.AttrCopyin, model.AttrDeviceResident, model.AttrLink:
				return true
			}
		}
	}
	return false
}

// routineGlobals are the declared globals routine fn uses, itself or
// through the routines it calls, in the order of their names.
func (g *gen) routineGlobals(fn *cfront.Symbol) []*cfront.Symbol {
	set := map[*cfront.Symbol]bool{}
	g.collectRoutineGlobals(fn, set, map[*cfront.Symbol]bool{})
	return sortedSyms(set)
}

func (g *gen) collectRoutineGlobals(fn *cfront.Symbol, set, visited map[*cfront.Symbol]bool) {
	if fn == nil || visited[fn] || fn.Def == nil || fn.Def.Body == nil || g.M.Routines[fn] == nil {
		return
	}
	visited[fn] = true
	g.collectGlobals(fn.Def.Body, set, visited)
}

// collectGlobals adds the declared globals n uses and those of the
// routines it calls.
func (g *gen) collectGlobals(n cfront.Node, set, visited map[*cfront.Symbol]bool) {
	cfront.Inspect(n, func(x cfront.Node) bool {
		switch x := x.(type) {
		case *cfront.Ident:
			if g.declaredGlobal(x.Sym) {
				set[x.Sym] = true
			}
		case *cfront.Call:
			g.collectRoutineGlobals(x.Callee(), set, visited)
		}
		return true
	})
}

func sortedSyms(set map[*cfront.Symbol]bool) []*cfront.Symbol {
	var out []*cfront.Symbol
	for s := range set {
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// routineGlobalParams declares the parameters of a routine's copy for the
// declared globals it uses, and names them in rk.
func (g *gen) routineGlobalParams(fn *cfront.Symbol, rk *kern) []string {
	var params []string
	for _, sym := range g.routineGlobals(fn) {
		t := sym.Type
		if !g.memOK(t, fn.Def.NameRange) || !g.typeOK(t, fn.Def.NameRange) {
			continue
		}
		if t.Kind == cfront.Array {
			d, ok := g.globalPtrDecl(t, clc.Mangle(sym.Name), fn.Def.NameRange)
			if !ok {
				continue
			}
			params = append(params, d)
			rk.names[sym] = clc.Mangle(sym.Name)
			rk.spaces[sym] = "__global "
			continue
		}
		v := "__acc_v_" + sym.Name
		params = append(params, fmt.Sprintf("__global %s *%s", g.typeName(t), v))
		rk.names[sym] = "(*" + v + ")"
	}
	return params
}

// routineGlobalArgs are the arguments a call of fn passes for the
// declared globals it uses: the caller's pointers to their device copies.
func (k *kern) routineGlobalArgs(fn *cfront.Symbol, x *cfront.Call) []string {
	var args []string
	for _, sym := range k.g.routineGlobals(fn) {
		n, ok := k.names[sym]
		if !ok {
			k.g.limit(model.LimitRoutineGlobalHere, x.Range, fn.Name, sym.Name)
			continue
		}
		if t := sym.Type; t != nil && t.Kind == cfront.Array {
			args = append(args, n)
		} else {
			args = append(args, "&"+n)
		}
	}
	return args
}

// computeRoutineGlobals are the declared globals the routines that
// compute construct c calls use and c does not name itself: implicit
// present attributes (§2.6.2), so that the construct's entry looks them
// up and its kernels get them.
func (g *gen) computeRoutineGlobals(c *model.Construct) []*model.DataAttr {
	if c.Body == nil || len(g.M.Routines) == 0 {
		return nil // only routines bring globals in (collectRoutineGlobals)
	}
	set := map[*cfront.Symbol]bool{}
	visited := map[*cfront.Symbol]bool{}
	cfront.Inspect(c.Body, func(x cfront.Node) bool {
		if call, ok := x.(*cfront.Call); ok {
			g.collectRoutineGlobals(call.Callee(), set, visited)
		}
		return true
	})
	for _, at := range dataAttrs(c) {
		if len(at.Member) == 0 {
			delete(set, at.Sym)
		}
	}
	var out []*model.DataAttr
	for _, sym := range sortedSyms(set) {
		out = append(out, &model.DataAttr{Kind: model.AttrPresent, Sym: sym, Construct: c, Range: c.NameRange, Implicit: true,
			Reason: fmt.Sprintf("'%s' is a declared global a routine called in the region uses", sym.Name), Spec: "2.6.2"})
	}
	return out
}

// routineGlobalVars are the kernel variables for the declared globals the
// routines called in body use and the kernel does not have yet.
func (g *gen) routineGlobalVars(body cfront.Stmt, mappedOf map[*cfront.Symbol]*mapped, have map[*cfront.Symbol]bool) []*kvar {
	if len(g.M.Routines) == 0 {
		return nil // only routines bring globals in (collectRoutineGlobals)
	}
	set := map[*cfront.Symbol]bool{}
	visited := map[*cfront.Symbol]bool{}
	cfront.Inspect(body, func(x cfront.Node) bool {
		if call, ok := x.(*cfront.Call); ok {
			g.collectRoutineGlobals(call.Callee(), set, visited)
		}
		return true
	})
	var out []*kvar
	for _, sym := range sortedSyms(set) {
		if have[sym] {
			continue
		}
		mp := mappedOf[sym]
		if mp == nil {
			g.limit(model.LimitRoutineGlobalWithoutData, body.Span(), sym.Name)
			continue
		}
		kv := &kvar{sym: sym, name: clc.Mangle(sym.Name), mp: mp, kind: varDevValue}
		if sym.Type != nil && sym.Type.Kind == cfront.Array {
			kv.kind = varDevPtr
		}
		out = append(out, kv)
	}
	return out
}
