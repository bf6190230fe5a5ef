package analysis

// When slicing stops paying (issue 16). A reanalysis analyses two slices
// (the old text's, often kept from the edit before, and the new text's),
// each costing the headers, the declarations and the bodies it keeps; a
// full analysis costs every body once.

const (
	// maxEditedFuncs bounds the functions one reanalysis takes: measured
	// on 10,000 lines (BenchmarkReanalyse10kLines...), TODO.
	maxEditedFuncs = 8
)

// sliceCosts is false in tests that make Reanalyse take every edit it
// can tell, whatever its cost: what it costs decides only whether it
// takes an edit, never its diagnostics.
var sliceCosts = true

// sliceAffordable reports whether the slices of an edit in fns that keep
// kept whole cost clearly less than a full analysis: the functions kept
// hold at most half of the file's body bytes (as for an edit in one
// function, whatever its size), and several functions edited at most
// maxEditedFuncs, with at most a quarter of the body bytes between them
// (both slices are then analysed anew: no earlier edit left the old one).
func (r *Result) sliceAffordable(fns []*editedFunc, kept map[string]bool) bool {
	if !sliceCosts {
		return true
	}
	keptBytes, all := 0, 0
	for _, g := range r.shape().funcs {
		if !g.hasBody {
			continue
		}
		n := g.bodyEnd - g.bodyStart
		all += n
		if kept[g.name] {
			keptBytes += n
		}
	}
	if 2*keptBytes > all {
		return false
	}
	if len(fns) == 1 {
		return true
	}
	edited := 0
	for _, fn := range fns {
		edited += fn.end - fn.open
	}
	return len(fns) <= maxEditedFuncs && 4*edited <= all
}
