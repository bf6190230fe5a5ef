package openclgen

import (
	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
	"github.com/accls/accls/source"
)

// The launch plan of one kernel of a compute construct: the variables
// the kernel uses and how each reaches it (planVars), then the kernel,
// printed (kern.emit), and the variants its text has (planVariantsOf:
// i32, once, rows, gangs).

// plan builds the kernel for one launch body of c, which is the kernel
// kp of c's kernels plan (nil outside kernels constructs).
func (g *gen) plan(c *model.Construct, body cfront.Stmt, kp *model.Kernel, ms []*mapped) *launch {
	l := &launch{name: g.kernelName(c), body: body, kernel: kp}
	mappedOf := mappedBySym(ms)
	var seen map[*cfront.Symbol]bool
	l.vars, seen = g.planVars(c, body, mappedOf)
	l.vars = append(l.vars, g.routineGlobalVars(body, mappedOf, seen)...) // declare_routine.go
	k := newKern(g, c, l)
	l.k = k
	// The limits run prints no kernel: kernelSource decides no limit,
	// and line's formatting was a fifth of the run (issue 16); nor does
	// the choice among the kernel's variants, which only the kernel's and
	// the launch's text read.
	k.noText = g.limitsOnly
	k.emit()
	if !g.limitsOnly {
		g.planKernelVariants(c, l)
		l.src = k.kernelSource()
	}
	g.addKernel(l)
	return l
}

// mappedBySym indexes the construct's data actions by variable; an
// attachment is left out (the struct's own attribute maps it).
func mappedBySym(ms []*mapped) map[*cfront.Symbol]*mapped {
	out := map[*cfront.Symbol]*mapped{}
	for _, mp := range ms {
		if mp.ptr != "" && !mp.pointerVar {
			continue
		}
		if _, ok := out[mp.at.Sym]; !ok {
			out[mp.at.Sym] = mp
		}
	}
	return out
}

// gangReductions are the reductions of c that cross gangs, within span:
// on the construct, and on its gang loops; by variable, their operator
// and their attribute.
func (g *gen) gangReductions(c *model.Construct, span source.Range) (map[*cfront.Symbol]string, map[*cfront.Symbol]*model.DataAttr) {
	ops := map[*cfront.Symbol]string{}
	ats := map[*cfront.Symbol]*model.DataAttr{}
	for _, at := range c.Data {
		if at.Kind == model.AttrReduction {
			ops[at.Sym], ats[at.Sym] = at.Op, at
		}
	}
	for _, lp := range g.LoopsIn(c) {
		if !lp.Parallel || lp.Levels&model.Gang == 0 {
			continue
		}
		if r := lp.Stmt.Span(); r.Start.Offset < span.Start.Offset || r.End.Offset > span.End.Offset {
			continue
		}
		for _, at := range lp.Reductions {
			if !declaredIn(at.Sym, c.Range.Start.Offset, c.Range.End.Offset) {
				ops[at.Sym] = at.Op
				if ats[at.Sym] == nil {
					ats[at.Sym] = at
				}
			}
		}
	}
	return ops, ats
}

// planVars lists the variables declared outside the launch body and used
// in it, each with how it reaches the kernel (varKind); seen holds every
// variable the body names.
func (g *gen) planVars(c *model.Construct, body cfront.Stmt, mappedOf map[*cfront.Symbol]*mapped) ([]*kvar, map[*cfront.Symbol]bool) {
	span := body.Span()
	gangOps, gangAt := g.gangReductions(c, span)
	var vars []*kvar
	seen := map[*cfront.Symbol]bool{}
	for _, r := range c.Refs {
		sym := r.Sym
		if sym == nil || sym.Kind != cfront.SymVar || seen[sym] {
			continue
		}
		if r.Range.Start.Offset < span.Start.Offset || r.Range.End.Offset > span.End.Offset {
			continue
		}
		seen[sym] = true
		if declaredIn(sym, span.Start.Offset, span.End.Offset) {
			continue
		}
		if g.hostIVs[sym] {
			// the loop variable of a host loop around this kernel
			vars = append(vars, &kvar{sym: sym, name: clc.Mangle(sym.Name), kind: varByValue})
			continue
		}
		if declaredIn(sym, c.Range.Start.Offset, c.Range.End.Offset) {
			g.limit(model.LimitDeclaredOutsideKernel, r.Range, sym.Name)
			continue
		}
		kv := &kvar{sym: sym, name: clc.Mangle(sym.Name)}
		if gangOps[sym] != "" {
			if !g.planGangRedVar(c, kv, r, gangOps[sym], gangAt[sym], mappedOf[sym]) {
				continue
			}
		} else if !g.planVarKind(c, kv, r, mappedOf[sym]) {
			continue
		}
		vars = append(vars, kv)
	}
	return vars, seen
}

// planGangRedVar makes kv a gang reduction's variable: partial results
// per gang, folded into its device copy.
func (g *gen) planGangRedVar(c *model.Construct, kv *kvar, r *model.VarRef, op string, at *model.DataAttr, mp *mapped) bool {
	kv.kind, kv.op, kv.mp = varGangRed, op, mp
	if kv.mp == nil || kv.mp.sec.unknown {
		g.limit(model.LimitGangReductionWithoutData, r.Range, kv.sym.Name)
		return false
	}
	rc, ok := g.redShapeOf(at, c) // nil for a scalar (reduce_array.go)
	if !ok {
		return false
	}
	kv.rc = rc
	return true
}

// planVarKind decides how a variable other than a gang reduction's
// reaches the kernel, from its data attributes on c.
func (g *gen) planVarKind(c *model.Construct, kv *kvar, r *model.VarRef, mp *mapped) bool {
	sym := kv.sym
	fp := attrOf(c, sym, model.AttrFirstprivate)
	switch {
	case attrOf(c, sym, model.AttrPrivate) != nil:
		kv.kind = varPrivate
	case fp != nil:
		kv.kind = varByValue
		if at := fp; at.Section != nil && sym.Type != nil && sym.Type.Kind == cfront.Pointer {
			kv.fpSec = at // private_ptr.go
		}
	case g.valueVars[sym] != "":
		kv.kind, kv.host = varByValue, g.valueVars[sym] // kernels_scalars.go
	case mp != nil || attrOf(c, sym, model.AttrDeviceptr) != nil:
		kv.mp = mp
		if t := sym.Type; t != nil && (t.Kind == cfront.Array || t.Kind == cfront.Pointer) {
			kv.kind = varDevPtr
		} else {
			kv.kind = varDevValue
		}
	case g.ivOnly(c, sym):
		kv.kind = varPrivate
	default:
		g.limit(model.LimitDataAttributeUnknown, r.Range, sym.Name)
		return false
	}
	return true
}

// planKernelVariants decides the variants of the printed kernel the host
// may launch: NAME_i32 (32-bit indices) where its host condition can be
// written, NAME_once_i32 where the kernel has the once form, NAME_rows
// where it has the rows form and no gang reduction.
func (g *gen) planKernelVariants(c *model.Construct, l *launch) {
	k := l.k
	l.idx32 = g.idx32Cond(c, l)
	l.trip, l.tripPer = g.hostTrip(c, l)
	l.rowsN, l.rowsInner = g.hostRows(c, l)
	if l.trip != "" && k.hasOnce && l.idx32 != nil {
		l.once = true
	}
	l.tile = k.hasTile
	if l.rowsN != "" && k.hasRows && len(l.gangR) == 0 && k.gang {
		l.rows = true
	}
}

// addKernel adds the launch's kernel source to the program, with the
// names of its variants.
func (g *gen) addKernel(l *launch) {
	g.kernels = append(g.kernels, l.src)
	g.kernelNames = append(g.kernelNames, l.name)
	if l.idx32 != nil {
		g.kernelNames = append(g.kernelNames, l.name+"_i32")
	}
	if l.once {
		g.kernelNames = append(g.kernelNames, l.name+"_once_i32")
	}
	if l.rows {
		g.kernelNames = append(g.kernelNames, l.name+"_rows")
		if l.idx32 != nil {
			g.kernelNames = append(g.kernelNames, l.name+"_rows_i32")
		}
	}
	if len(l.gangR) > 0 {
		g.kernelNames = append(g.kernelNames, l.name+"_gangs")
	}
}
