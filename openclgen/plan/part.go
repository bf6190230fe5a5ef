package plan

import "github.com/accls/accls/analysis/model"

// Part is the plan of a partitioned loop nest (the loop and the loops
// its collapse clause associates): its levels, and the form the kernel
// printer gives it (openclgen/kprint_part.go). openclgen's planPartLoop
// (plan_part.go) sets it.
type Part struct {
	Loop  *model.Loop
	Nest  []*model.Loop
	Lanes model.Levels // the worker and vector levels the kernel has
	// Whole: the loop is the whole kernel, with no barrier before or
	// after it (nothing else runs).
	Whole bool
	// Uniform: a worker loop around vector loops runs uniformly, every
	// worker of the gang taking the same number of trips, so that all
	// reach the barriers of the vector loops; a worker past the end is
	// inactive.
	Uniform bool
	// Rows: a collapsed gang-vector nest may run in rows (openclgen's
	// rowsForm): each gang takes whole rows of the outer loops and its
	// lanes sweep the innermost loop, so no lane divides by a trip count
	// per iteration.
	Rows bool
	// Tile: a collapsed nest of two loops shared over gangs and lanes at
	// once, the whole kernel, has the tile form (openclgen's
	// printTileForm): a two-dimensional NDRange whose dimension 1 walks
	// the outer loop and dimension 0 the inner one, each gang's lanes
	// covering a tile of two rows, so no lane divides by a trip count.
	Tile bool
	// Once: the loop has the once form (openclgen's onceForm).
	Once bool
	// GangDim: the gang dimension whose gangs share the loop out
	// (gang(dim:), plan/gang_grid.go); 1 for plain gang loops.
	GangDim int
	// Chunk: gang(static: n), the gang's chunks of n iterations
	// (openclgen/gang_static.go); "" without.
	Chunk string
}
