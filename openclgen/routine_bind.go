package openclgen

import (
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
	"github.com/accls/accls/source"
)

// The bind clause (OpenACC 3.3 §2.15.1): "specifies the name to use when
// calling the procedure on a device other than the host". With an
// identifier, device code calls that function as C would name it; with a
// string, the string names the device procedure unmodified. accls's
// device code is one OpenCL C program, so the bound name must be a
// function of this file with a routine directive of its own (its device
// copy runs), or, for a string, an OpenCL C built-in function
// (bind("rsqrt")). Host code keeps calling the function as written.

// target is what a call of a routine runs on the device.
type target struct {
	r  *model.Routine // the called function's routine directive
	fn *cfront.Symbol // the function whose device copy runs
	// builtin is the OpenCL C built-in a bind("name") clause names.
	builtin string
	// extern: fn is a seq routine another file defines (routine_extern.go).
	extern bool
}

// level is the routine's level of parallelism, 0 for seq.
func (t *target) level() model.Levels {
	if t.r.Level == model.Seq {
		return 0
	}
	return t.r.Level
}

// deviceTarget resolves a call of fn in device code: fn's routine
// directive, then its bind clause. It reports an error at `at` when the
// call cannot be translated.
func (g *gen) deviceTarget(fn *cfront.Symbol, at source.Range) (*target, bool) {
	r, ok := g.routineOK(fn, at)
	if !ok {
		return nil, false
	}
	t := &target{r: r, fn: fn}
	if r.Construct != nil && r.Construct.Resolved.Bind != nil {
		if !g.bindTarget(t, r.Construct.Resolved.Bind) {
			return nil, false
		}
		if t.builtin != "" {
			return t, true
		}
	}
	if t.fn.Def == nil && g.externTarget(t) {
		t.extern = true
		return t, true
	}
	if t.fn.Def == nil || t.fn.Def.Body == nil {
		if t.fn == fn {
			g.limit(model.LimitRoutineNotDefined, at, fn.Name)
		} else {
			g.limit(model.LimitBoundRoutineNotDefined, at, fn.Name, t.fn.Name)
		}
		return nil, false
	}
	return t, true
}

// routineClause is the routine directive's clause name, nil without one
// (or for a routine directive in a header).
func routineClause(r *model.Routine, name string) *model.Clause {
	if r.Construct == nil {
		return nil
	}
	return r.Construct.Resolved.Clause(name)
}

// bindTarget resolves a bind clause into t.fn or t.builtin.
func (g *gen) bindTarget(t *target, b *model.BindTarget) bool {
	if b.Bad {
		if b.NotOne {
			g.limit(model.LimitBindClauseForm, b.Range)
		} else {
			g.limit(model.LimitBindArgument, b.Range)
		}
		return false
	}
	name, quoted := b.Name, b.Quoted
	for sym, r := range g.M.Routines {
		if sym.Name != name || sym.Kind != cfront.SymFunc {
			continue
		}
		if r.Level != t.r.Level && !(isSeq(r.Level) && isSeq(t.r.Level)) {
			g.limit(model.LimitBindLevelMismatch, b.Range,
				name, name, levelWord(r.Level), t.fn.Name, levelWord(t.r.Level))
			return false
		}
		if routineClause(r, "bind") != nil && sym != t.fn {
			g.limit(model.LimitBindChain, b.Range, name, name)
			return false
		}
		if _, ok := g.routineOK(sym, b.Range); !ok || !g.bindCompatible(t.fn, sym, b.Range) {
			return false
		}
		t.fn = sym
		return true
	}
	if quoted {
		if n, ok := bindBuiltins[name]; ok {
			return g.bindBuiltin(t, name, n, b.Range)
		}
		g.limit(model.LimitBindStringUnknown, b.Range, name, name)
		return false
	}
	if s := g.M.Unit.Globals[name]; s != nil && s.Kind == cfront.SymFunc {
		g.limit(model.LimitBindWithoutRoutine, b.Range, name, name)
		return false
	}
	g.limit(model.LimitBindFunctionMissing, b.Range, name, name)
	return false
}

func isSeq(l model.Levels) bool { return l == 0 || l == model.Seq }

func levelWord(l model.Levels) string {
	if isSeq(l) {
		return "seq"
	}
	return l.String()
}

// bindCompatible checks that calls of fn can go to bound: as many
// parameters, pointers to the same types, a result where fn has one.
func (g *gen) bindCompatible(fn, bound *cfront.Symbol, at source.Range) bool {
	ft, bt := fn.Type, bound.Type
	if ft == nil || bt == nil || len(ft.Params) != len(bt.Params) {
		g.limit(model.LimitBindParameterCount, at, bound.Name, fn.Name, bound.Name)
		return false
	}
	for i, p := range ft.Params {
		q := bt.Params[i]
		if (p.Kind == cfront.Pointer) != (q.Kind == cfront.Pointer) || p.Kind == cfront.Pointer && g.typeName(p.Elem) != g.typeName(q.Elem) {
			g.limit(model.LimitBindParameterType, at, bound.Name, i+1, fn.Name, bound.Name)
			return false
		}
	}
	fv := ft.Result == nil || ft.Result.Kind == cfront.Void
	bv := bt.Result == nil || bt.Result.Kind == cfront.Void
	if !fv && bv {
		g.limit(model.LimitBindReturnMismatch, at, bound.Name, fn.Name, bound.Name)
		return false
	}
	return true
}

// bindBuiltins are the OpenCL C built-in functions a bind string may
// name, with their number of arguments. native_ and half_ forms exist for
// float only (OpenCL C 1.2 §6.12.2).
var bindBuiltins = map[string]int{}

func init() {
	for _, n := range strings.Fields(`sqrt cbrt exp exp2 exp10 expm1 log log2 log10 log1p sin cos tan
		asin acos atan sinh cosh tanh asinh acosh atanh fabs floor ceil round trunc erf erfc tgamma
		lgamma rint logb rsqrt sinpi cospi tanpi asinpi acospi atanpi`) {
		bindBuiltins[n] = 1
	}
	for _, n := range strings.Fields(`pow powr atan2 atan2pi fmod fmin fmax hypot copysign remainder fdim maxmag minmag`) {
		bindBuiltins[n] = 2
	}
	bindBuiltins["fma"], bindBuiltins["mad"] = 3, 3
	for _, n := range strings.Fields(`cos exp exp2 exp10 log log2 log10 recip rsqrt sin sqrt tan`) {
		bindBuiltins["native_"+n], bindBuiltins["half_"+n] = 1, 1
	}
	for _, n := range []string{"divide", "powr"} {
		bindBuiltins["native_"+n], bindBuiltins["half_"+n] = 2, 2
	}
}

// bindBuiltin checks that fn's prototype suits the built-in: n
// floating-point parameters and result (float only for native_ and half_).
func (g *gen) bindBuiltin(t *target, name string, n int, at source.Range) bool {
	ft := t.fn.Type
	floatOnly := strings.HasPrefix(name, "native_") || strings.HasPrefix(name, "half_")
	ok := ft != nil && len(ft.Params) == n && ft.Result != nil
	if ok {
		for _, p := range append(append([]*cfront.Type(nil), ft.Params...), ft.Result) {
			s := clc.ScalarName(p)
			if s != "float" && (floatOnly || s != "double") {
				ok = false
			}
		}
	}
	if !ok {
		want := "float or double"
		if floatOnly {
			want = "float"
		}
		g.limit(model.LimitBindBuiltinSignature, at, name, t.fn.Name, n, want)
		return false
	}
	t.builtin = name
	return true
}
