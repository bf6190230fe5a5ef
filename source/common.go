package source

// CommonPrefix is the length of the longest common prefix of a and b:
// with CommonSuffix, where an edit of a text into another lies.
func CommonPrefix(a, b []byte) int {
	n := min(len(a), len(b))
	i := 0
	for i < n && a[i] == b[i] {
		i++
	}
	return i
}

// CommonSuffix is the length of the longest common suffix of a and b.
func CommonSuffix(a, b []byte) int {
	n := min(len(a), len(b))
	i := 0
	for i < n && a[len(a)-1-i] == b[len(b)-1-i] {
		i++
	}
	return i
}
