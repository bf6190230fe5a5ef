package plan

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
