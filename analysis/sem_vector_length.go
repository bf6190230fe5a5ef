package analysis

import "github.com/accls/accls/analysis/model"

// vectorLengths gives every vector loop its vector length (§2.5.11: without
// a vector_length clause the implementation picks it): the constant of the
// compute construct's vector_length clause, else the default of the
// construct's shape (model.DefaultVectorLength).
func (a *analyzer) vectorLengths() {
	wide := map[*Construct]bool{}
	for _, l := range a.m.Loops {
		if c := l.Compute; c != nil && l.Levels&Vector != 0 && l.Assoc == 0 {
			w, seen := wide[c]
			wide[c] = (w || !seen) && sharesGangsAndLanes(l)
		}
	}
	for _, c := range a.m.Constructs {
		if c.IsCompute() && c.VectorLength == 0 {
			c.VectorLength = model.DefaultVectorLength(wide[c])
		}
	}
	for _, l := range a.m.Loops {
		if l.Levels&Vector != 0 {
			l.VectorLength = model.DefaultVectorLength(false)
			if l.Compute != nil {
				l.VectorLength = l.Compute.VectorLength
			}
		}
	}
}

// sharesGangsAndLanes reports a vector loop that is also the gang loop,
// with no worker level, over one loop or a collapsed nest of two: its
// iterations are shared out over gangs and lanes at once.
func sharesGangsAndLanes(l *Loop) bool {
	return l.Levels&(Gang|Worker) == Gang && assocDepth(l) <= 2
}

// assocDepth is the number of loops l's nest runs as one: l and the loops
// collapse, tile or the analysis's collapse of a kernels nest associate
// with it.
func assocDepth(l *Loop) int {
	for _, k := range l.Children {
		if k.Assoc > 0 {
			return 1 + assocDepth(k)
		}
	}
	return 1
}
