package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
	"github.com/accls/accls/source"
)

// Reductions (§2.5.15, §2.9.11). Each lane of a partitioned loop
// accumulates into a private copy initialized to the operator's identity;
// when the loop ends, the copies of the lanes the loop spread over
// (worker and vector: the work-items of a work-group) are combined by a
// tree in local memory and the result joins the variable's value. Gangs
// (work-groups) cannot meet inside a kernel, so a gang reduction writes
// one partial result per gang, and a one-work-item kernel launched after
// it combines them into the variable's device copy, in gang order.

// redOK checks an operator and type pair.
func (g *gen) redOK(op string, t *cfront.Type, at source.Range) bool {
	if clc.ScalarName(t) == "" {
		g.limit(model.LimitReductionVariableType, at, t)
		return false
	}
	if clc.RedOp(op, t, "a", "b") == "" {
		g.limit(model.LimitReductionOperator, at, op)
		return false
	}
	if t.Kind == cfront.Float && (op == "&" || op == "|" || op == "^") {
		g.limit(model.LimitReductionOperatorFloating, at, op)
		return false
	}
	return g.typeOK(t, at)
}

// laneRed is one accumulator a loop's lanes combine.
type laneRed struct {
	op  string
	t   *cfront.Type
	acc string
}

// laneReduce combines accumulators over the lanes of a work-group: dims
// bit 0 is the vector dimension (local id 0), bit 1 the worker dimension
// (local id 1). Every work-item must reach it; each gets the result of
// its own row (worker) or column. All the loop's reductions share one
// tree, so the barriers do not multiply with their number.
//
// Every user of the scratch (this tree, a value passed from one lane to
// the others) ends with a barrier after its last read, so the scratch is
// free on entry and the tree needs no barrier before its first write.
// With global set, the tree's last barrier also fences global memory, so
// that it can stand for the barrier after the loop (see loops.go).
func (k *kern) laneReduce(rs []laneRed, dims int, global bool) {
	k.scratch = true
	// a scratch slot is a ulong per work-item; a double _Complex takes two
	slot := make([]int, len(rs))
	slots := 0
	for i, r := range rs {
		slot[i] = slots
		slots += int((r.t.Size + 7) / 8)
	}
	if slots > k.scratchSlots {
		k.scratchSlots = slots
	}
	if k.noText {
		return // the tree's text decides no limit
	}
	k.line("{")
	k.depth++
	k.line("const uint l0 = get_local_id(0), n0 = get_local_size(0), l1 = get_local_id(1), n1 = get_local_size(1);")
	k.line("const uint me = l1 * n0 + l0;")
	k.line("uint p, s;")
	for i, r := range rs {
		k.line("__local %[1]s *b%[2]d = (__local %[1]s *)(__acc_scratch + %[3]d * n0 * n1);", clc.ScalarName(r.t), i, slot[i])
	}
	for i, r := range rs {
		k.line("b%d[me] = %s;", i, r.acc)
	}
	k.line("barrier(CLK_LOCAL_MEM_FENCE);")
	// A power-of-two size (the usual vector length and worker count)
	// halves without a bounds test; another size first folds the lanes
	// past the largest power of two below it onto the first ones. The
	// test is the same for every work-item, so all reach the barriers.
	step := func(id, n, other string) {
		k.line("p = 1u << (31 - clz(%s));", n)
		k.line("if (p < %s) {", n)
		k.depth++
		k.line("if (%s + p < %s) {", id, n)
		for i, r := range rs {
			k.line("	b%[1]d[me] = %[2]s;", i, clc.RedOp(r.op, r.t, fmt.Sprintf("b%d[me]", i), fmt.Sprintf("b%d[me + p%s]", i, strings.TrimPrefix(other, "s"))))
		}
		k.line("}")
		k.line("barrier(CLK_LOCAL_MEM_FENCE);")
		k.depth--
		k.line("}")
		k.line("for (s = p >> 1; s > 0; s >>= 1) {")
		k.depth++
		k.line("if (%s < s) {", id)
		for i, r := range rs {
			k.line("	b%[1]d[me] = %[2]s;", i, clc.RedOp(r.op, r.t, fmt.Sprintf("b%d[me]", i), fmt.Sprintf("b%d[me + %s]", i, other)))
		}
		k.line("}")
		k.line("barrier(CLK_LOCAL_MEM_FENCE);")
		k.depth--
		k.line("}")
	}
	if dims&1 != 0 {
		step("l0", "n0", "s")
	}
	if dims&2 != 0 {
		step("l1", "n1", "s * n0")
	}
	row, col := "l1", "l0"
	if dims&2 != 0 {
		row = "0"
	}
	if dims&1 != 0 {
		col = "0"
	}
	for i, r := range rs {
		k.line("%s = b%d[%s * n0 + %s];", r.acc, i, row, col)
	}
	if global {
		k.line("barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);")
	} else {
		k.line("barrier(CLK_LOCAL_MEM_FENCE);")
	}
	k.depth--
	k.line("}")
}
