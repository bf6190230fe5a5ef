package analysis

// modelIndex answers the questions the analysis asks per construct or
// per variable — the loops of a compute construct, the declare
// directives — without scanning the whole model each time, which made
// the analysis quadratic in the file's directives (issue 16).
type modelIndex struct {
	// the lengths of the model's lists when it was built: the model only
	// grows, so other lengths mean it is stale
	nLoops, nConstructs int
	// loopsIn: the loops by compute construct (Loop.Compute), in the
	// model's order
	loopsIn map[*Construct][]*Loop
	// declares: the declare directives, in the model's order
	declares []*Construct
}

// index is the model's index, built again when the model has grown.
func (a *analyzer) index() *modelIndex {
	if x := a.idx; x != nil && x.nLoops == len(a.m.Loops) && x.nConstructs == len(a.m.Constructs) {
		return x
	}
	x := &modelIndex{nLoops: len(a.m.Loops), nConstructs: len(a.m.Constructs), loopsIn: map[*Construct][]*Loop{}}
	for _, l := range a.m.Loops {
		x.loopsIn[l.Compute] = append(x.loopsIn[l.Compute], l)
	}
	for _, c := range a.m.Constructs {
		if c.Kind == KindDeclare {
			x.declares = append(x.declares, c)
		}
	}
	a.idx = x
	return x
}

// loopsOf are the loops whose compute construct is c, in the model's
// order (the orphaned ones for nil).
func (a *analyzer) loopsOf(c *Construct) []*Loop {
	return a.index().loopsIn[c]
}
