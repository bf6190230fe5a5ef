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
			if _, seen := wide[c]; !seen {
				wide[c] = true
			}
			wide[c] = wide[c] && sharesGangsAndLanes(l)
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
	if l.Levels&(Gang|Worker) != Gang {
		return false
	}
	depth := 1
	for in := l; in != nil; {
		next := (*Loop)(nil)
		for _, k := range in.Children {
			if k.Assoc > 0 {
				next = k
			}
		}
		if next != nil {
			depth++
		}
		in = next
	}
	return depth <= 2
}
