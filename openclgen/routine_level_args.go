package openclgen

import (
	"fmt"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
)

// levelArgs are the arguments of a call of a gang, worker or vector
// routine, converted to its parameters' types. Every lane evaluates
// them, except a scalar argument that calls a routine which may write
// memory (a seq routine of another file, whose body this file cannot
// see): in vector-single or worker-single code that call is made once
// (§2.2.2), by one lane, which hands the value to the others
// (oneLaneArg). Other arguments that write memory are not translated.
func (k *kern) levelArgs(fn *cfront.Symbol, x *cfront.Call) ([]string, bool) {
	g := k.g
	lv := g.M.Routines[fn].Level
	var params []*cfront.Type
	if fn.Type != nil {
		params = fn.Type.Params
	}
	args := make([]string, len(x.Args))
	good := true
	for i, a := range x.Args {
		if cs := k.levelCalls(a); len(cs) > 0 {
			k.inExpression(cs[0])
			good = false
			continue
		}
		var pt *cfront.Type
		if i < len(params) {
			pt = params[i]
		}
		if k.exprWritesMemory(a) {
			v, ok := k.oneLaneArg(a, pt)
			if !ok {
				g.limit(model.LimitParallelRoutineArgumentWrites, a.Span(), lv, fn.Name)
				good = false
				continue
			}
			args[i] = v
			continue
		}
		args[i] = k.expr(a)
		if pt != nil && clc.ScalarName(pt) != "" {
			args[i] = "((" + clc.ScalarName(pt) + ")" + args[i] + ")"
			g.typeOK(pt, a.Span())
		}
	}
	return args, good
}

// oneLaneArg evaluates an argument whose only writes are calls on one
// lane of each level not partitioned here, into a variable of the
// parameter's scalar type pt, and hands the value to the other lanes
// through the scratch (as guarded does for the private variables a
// one-lane statement changes). It reports false, printing nothing, for
// an argument it does not translate.
func (k *kern) oneLaneArg(a cfront.Expr, pt *cfront.Type) (string, bool) {
	if pt == nil || clc.ScalarName(pt) == "" || k.single || !k.uniform || assignsIn(a) {
		return "", false
	}
	tn := clc.ScalarName(pt)
	tmp := k.g.fresh("arg")
	k.line("%s;", k.g.declare(pt, tmp))
	cond := k.guard()
	k.single = true
	val := fmt.Sprintf("%s = (%s)%s;", tmp, tn, k.expr(a))
	k.single = false
	if cond == "" { // one lane of each level: no other lane to tell
		k.line("%s", val)
		return tmp, true
	}
	k.line("if (%s) %s", cond, val)
	k.dirty = true // what the call wrote: the barrier below shows it
	if !k.barrier("passing an argument from one lane to the others", a) {
		return "", false
	}
	k.scratch = true
	slot := "0"
	switch {
	case k.part&model.Worker != 0 && k.worker:
		slot = "get_local_id(1)"
	case k.part&model.Vector != 0 && k.vector:
		slot = "get_local_id(0)"
	}
	k.line("if (%s) ((__local %s *)__acc_scratch)[%s] = %s;", cond, tn, slot, tmp)
	k.line("barrier(CLK_LOCAL_MEM_FENCE);")
	k.line("%s = ((__local %s *)__acc_scratch)[%s];", tmp, tn, slot)
	k.line("barrier(CLK_LOCAL_MEM_FENCE);")
	return tmp, true
}

// assignsIn reports an assignment, ++ or -- in e.
func assignsIn(e cfront.Expr) bool {
	found := false
	cfront.Inspect(e, func(n cfront.Node) bool {
		switch x := n.(type) {
		case *cfront.Assign, *cfront.Postfix:
			found = true
		case *cfront.Unary:
			found = found || x.Op == "++" || x.Op == "--"
		}
		return !found
	})
	return found
}
