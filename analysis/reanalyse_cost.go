package analysis

// When slicing stops paying (issue 16). A reanalysis analyses two slices,
// the old text's (kept from the edit before, when the same functions were
// edited) and the new text's, each costing the headers, the declarations
// and the bodies it keeps whole; a full analysis costs every body once.
//
// Measured on the 10,000-line file (BenchmarkReanalyse10kLinesFuncs and
// ...Share, CPU per reanalysis on the 2-core machine, a full analysis
// 420–580 ms): 1 to 64 small functions edited cost 17–52 ms with the old
// slice kept and 40–85 ms without; edits in functions holding 6%, 12%,
// 26% and 51% of the body bytes, with no old slice, 91, 170–204, 290–380
// and 560–630 ms. A quarter of the bytes is thus most of a full
// analysis's cost already, an eighth about a third of it.

const (
	// maxEditedFuncs bounds the functions one reanalysis takes: 64 were
	// measured, and past them the merge's work (every diagnostic moved
	// past every edited function) grows with their number.
	maxEditedFuncs = 64
	// editedShare is the share of the file's body bytes (one in
	// editedShare) that the functions a reanalysis of several edited
	// functions keeps whole, the edited ones with the others, may hold.
	editedShare = 8
)

// sliceCosts is false in tests that make Reanalyse take every edit it
// can tell, whatever its cost: what it costs decides only whether it
// takes an edit, never its diagnostics.
var sliceCosts = true

// sliceAffordable reports whether the slices of an edit in fns that keep
// kept whole cost clearly less than a full analysis. The functions kept
// may hold half of the file's body bytes when one function is edited
// (the edits typed there find the old slice kept: one slice each); when
// several are, they were edited at once (a replace-all, a patch, a `git
// pull`), both slices are analysed, and the edited and kept functions
// may hold an eighth of those bytes, maxEditedFuncs functions at most.
func (r *Result) sliceAffordable(fns []*editedFunc, kept map[string]bool) bool {
	if !sliceCosts {
		return true
	}
	keptBytes, all := 0, bodyBytes(r)
	for _, g := range r.shape().funcs {
		if g.hasBody && kept[g.name] {
			keptBytes += g.bodyEnd - g.bodyStart
		}
	}
	if len(fns) == 1 {
		return 2*keptBytes <= all
	}
	return len(fns) <= maxEditedFuncs && editedShare*(keptBytes+editedBytes(fns)) <= all
}

// bodyBytes are the bytes of r's function bodies.
func bodyBytes(r *Result) int {
	all := 0
	for _, g := range r.shape().funcs {
		if g.hasBody {
			all += g.bodyEnd - g.bodyStart
		}
	}
	return all
}

// editedBytes are the bytes of fns's bodies in the old text.
func editedBytes(fns []*editedFunc) int {
	n := 0
	for _, fn := range fns {
		n += fn.end - fn.open
	}
	return n
}
