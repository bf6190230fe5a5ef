package plan

import (
	"slices"
	"sort"

	"github.com/accls/accls/analysis/model"
)

// The printers ask, for each construct they print, which constructs lie
// in a part of the file. Scanning the whole model each time made the
// translation quadratic in the file's directives (issue 16); these
// indexes answer with the constructs that can be there.

// spans are the constructs of a model ordered for the queries below.
type spans struct {
	// byStart: the constructs stably sorted by the start of their Range.
	byStart []*model.Construct
	// dirOrdered: the model lists its constructs in the order of their
	// directives' starts (as analysis builds them from the directives).
	dirOrdered bool
}

func newSpans(cs []*model.Construct) spans {
	s := spans{byStart: slices.Clone(cs), dirOrdered: true}
	sort.SliceStable(s.byStart, func(i, j int) bool {
		return s.byStart[i].Range.Start.Offset < s.byStart[j].Range.Start.Offset
	})
	for i := 1; i < len(cs); i++ {
		if cs[i].DirRange.Start.Offset < cs[i-1].DirRange.Start.Offset {
			s.dirOrdered = false
			break
		}
	}
	return s
}

// ConstructsStarting are the constructs whose Range starts in
// [start, end], ordered by that start and, among equal starts, as the
// model lists them.
func (v *View) ConstructsStarting(start, end int) []*model.Construct {
	cs := v.spans.byStart
	lo := sort.Search(len(cs), func(i int) bool { return cs[i].Range.Start.Offset >= start })
	hi := sort.Search(len(cs), func(i int) bool { return cs[i].Range.Start.Offset > end })
	return cs[lo:max(lo, hi)]
}

// DirectivesFrom is a run of the model's constructs, in the model's
// order, that holds every construct whose directive (DirRange) starts in
// [start, end]; it may hold others (the whole list, when the model's
// order is not that of its directives).
func (v *View) DirectivesFrom(start, end int) []*model.Construct {
	cs := v.M.Constructs
	if !v.spans.dirOrdered {
		return cs
	}
	lo := sort.Search(len(cs), func(i int) bool { return cs[i].DirRange.Start.Offset >= start })
	hi := sort.Search(len(cs), func(i int) bool { return cs[i].DirRange.Start.Offset > end })
	return cs[lo:max(lo, hi)]
}
