package openclgen

import (
	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/plan"
)

// planPartLoop plans the partitioned loop nest of lp; ok is false when
// the nest cannot be translated (reported).
func (k *kern) planPartLoop(lp *model.Loop) (*plan.Part, bool) {
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
	p := &plan.Part{Loop: lp, Nest: nest, Lanes: lanes, Whole: lp.Stmt == k.l.body, Chunk: k.gangChunk(lp)}
	p.GangDim = k.gangDimOf(lp)
	if k.grid.Dims > 1 && p.Chunk != "" {
		k.g.limit(model.LimitGangDimWith, lp.For.Header, "gang(static:)")
	}
	p.Uniform = lanes == model.Worker && k.vector && k.uniform && k.hasPartLoop(nest[len(nest)-1].For.Body)
	p.Tile = k.tileForm(p)
	p.Rows = !p.Tile && len(nest) > 1 && k.grid.Dims == 1 && !p.Uniform && k.gang && lp.Levels&model.Gang != 0 && lanes == model.Vector && k.pred == "" && p.Chunk == ""
	p.Once = k.grid.Dims == 1 && !p.Uniform && lp == k.firstGang && k.pred == "" && len(nest) == 1 && lanes != 0 && p.Chunk == ""
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
