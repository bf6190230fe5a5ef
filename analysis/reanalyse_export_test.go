package analysis

// WithoutSliceCosts makes Reanalyse take edits whatever their slices
// cost, until the function it returns is called.
func WithoutSliceCosts() (restore func()) {
	sliceCosts = false
	return func() { sliceCosts = true }
}
