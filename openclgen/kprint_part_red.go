package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/openclgen/clc"
	"github.com/accls/accls/openclgen/plan"
)

// scalarLoopRed is a scalar reduction of a partitioned loop: a private
// accumulator per lane (§2.9.11), acc, standing for the variable, whose
// spelling was is restored after the loop.
type scalarLoopRed struct {
	at       *model.DataAttr
	acc, was string
}

// openLoopReds declares the accumulators of lp's reductions: scalars
// here, arrays, subarrays and structs in reduce_array.go.
func (k *kern) openLoopReds(lp *model.Loop) ([]*scalarLoopRed, []*loopRed) {
	var reds []*scalarLoopRed
	var arrs []*loopRed
	for _, at := range lp.Reductions {
		t := at.Sym.Type
		if rc, ok := k.g.redShapeOf(at, k.c); !ok {
			continue
		} else if rc != nil {
			if r := k.beginLoopRed(at, rc); r != nil {
				arrs = append(arrs, r)
			}
			continue
		}
		orig, ok := k.names[at.Sym]
		if !ok {
			k.g.limit(model.LimitReductionHere, at.Range, at.Sym.Name)
			continue
		}
		r := &scalarLoopRed{at: at, acc: k.g.fresh("r"), was: orig}
		if !k.noText {
			k.line("%s %s = %s;", clc.ScalarName(t), r.acc, clc.RedIdentity(at.Op, t))
		}
		k.names[at.Sym] = r.acc
		reds = append(reds, r)
	}
	return reds, arrs
}

// closeLoopReds combines the lanes' accumulators and folds them into the
// variables after the loop. treeEnds: the reduction tree's last barrier
// stands for the one after the loop.
func (k *kern) closeLoopReds(p *plan.Part, reds []*scalarLoopRed, arrs []*loopRed) (treeEnds bool) {
	if len(reds) > 0 && p.Lanes != 0 {
		treeEnds = k.laneTree(p, reds, len(arrs) > 0)
	}
	for _, r := range reds {
		k.names[r.at.Sym] = r.was
		if k.noText {
			continue // the combination's text decides no limit
		}
		assign := fmt.Sprintf("%s = %s;", r.was, clc.RedOp(r.at.Op, r.at.Sym.Type, r.was, r.acc))
		switch {
		case strings.HasPrefix(r.was, "(*") && !k.single && k.guard() != "":
			k.line("if (%s) %s", k.guard(), assign)
		case k.pred != "" && !k.single:
			k.line("if (%s) %s", k.pred, assign)
		default:
			k.line("%s", assign)
		}
	}
	if len(arrs) > 0 {
		if p.Lanes != 0 && !k.uniform {
			k.g.limit(model.LimitNestedLaneReduction, arrs[0].at.Range)
		} else {
			k.endLoopRed(arrs, p.Lanes)
		}
	}
	return treeEnds
}

// laneTree combines the scalar accumulators of the lanes of the loop's
// levels in a tree (reduce.go).
func (k *kern) laneTree(p *plan.Part, reds []*scalarLoopRed, hasArrays bool) (treeEnds bool) {
	dims := 0
	if p.Lanes&model.Vector != 0 {
		dims |= 1
	}
	if p.Lanes&model.Worker != 0 {
		dims |= 2
	}
	if !k.uniform {
		k.g.limit(model.LimitNestedLaneReduction, p.Loop.Reductions[0].Range)
		return false
	}
	var rs []laneRed
	for _, r := range reds {
		rs = append(rs, laneRed{op: r.at.Op, t: r.at.Sym.Type, acc: r.acc})
	}
	// The tree's last barrier stands for the one after the loop when
	// only private variables change between them.
	treeEnds = !p.Whole && !hasArrays
	for _, r := range reds {
		if !cIdent.MatchString(r.was) {
			treeEnds = false
		}
	}
	k.laneReduce(rs, dims, treeEnds)
	if treeEnds {
		k.dirty = false // its last barrier fences global memory
	}
	return treeEnds
}
