package openclgen

import (
	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
)

// partPlan is the plan of a partitioned loop nest (the loop and the
// loops its collapse clause associates): its levels, and the form the
// kernel printer gives it (kprint_part.go).
type partPlan struct {
	lp    *model.Loop
	nest  []*model.Loop
	lanes model.Levels // the worker and vector levels the kernel has
	// whole: the loop is the whole kernel, with no barrier before or
	// after it (nothing else runs).
	whole bool
	// uniform: a worker loop around vector loops runs uniformly, every
	// worker of the gang taking the same number of trips, so that all
	// reach the barriers of the vector loops; a worker past the end is
	// inactive.
	uniform bool
	// rows: a collapsed gang-vector nest may run in rows (rowsForm): each
	// gang takes whole rows of the outer loops and its lanes sweep the
	// innermost loop, so no lane divides by a trip count per iteration.
	rows bool
	// once: the loop has the once form (onceForm).
	once bool
	// chunk: gang(static: n), the gang's chunks of n iterations
	// (gang_static.go); "" without.
	chunk string
}

// planPartLoop plans the partitioned loop nest of lp; ok is false when
// the nest cannot be translated (reported).
func (k *kern) planPartLoop(lp *model.Loop) (*partPlan, bool) {
	nest := k.nestOf(lp)
	for _, x := range nest {
		if !k.loopOK(x) {
			return nil, false
		}
	}
	k.checkTriangular(nest)
	lanes := lp.Levels & k.lanes() // routine_levels.go
	if lanes != 0 {
		k.checkLaneShared(nest) // lane_shared.go
	}
	k.checkIntervening(nest, lanes) // collapse(force:n), collapse_force.go
	p := &partPlan{lp: lp, nest: nest, lanes: lanes, whole: lp.Stmt == k.l.body, chunk: k.gangChunk(lp)}
	p.uniform = lanes == model.Worker && k.vector && k.uniform && k.hasPartLoop(nest[len(nest)-1].For.Body)
	p.rows = len(nest) > 1 && !p.uniform && k.gang && lp.Levels&model.Gang != 0 && lanes == model.Vector && k.pred == "" && p.chunk == ""
	p.once = !p.uniform && lp == k.firstGang && k.pred == "" && len(nest) == 1 && lanes != 0 && p.chunk == ""
	return p, true
}

// checkTriangular reports a collapsed loop whose bounds use the loop
// variable of an outer loop of the nest.
func (k *kern) checkTriangular(nest []*model.Loop) {
	ivs := map[*cfront.Symbol]bool{}
	for _, x := range nest {
		ivs[x.IV] = true
	}
	for _, x := range nest[1:] {
		for _, e := range []cfront.Expr{x.Init, x.Bound} {
			cfront.Inspect(e, func(n cfront.Node) bool {
				if id, ok := n.(*cfront.Ident); ok && ivs[id.Sym] {
					k.g.limit(model.LimitCollapseTriangular, x.For.Header)
				}
				return true
			})
		}
	}
}
