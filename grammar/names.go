package grammar

import "strings"

// directiveNames are the OpenACC 3.3 directive names (§2.5-2.16) and
// combined constructs (§2.11). Fortran also has "end" forms of the
// constructs, accepted as "end " + name.
var directiveNames = []string{
	"parallel", "serial", "kernels", "data", "enter data", "exit data",
	"host_data", "loop", "cache", "atomic", "declare", "init", "shutdown",
	"set", "update", "wait", "routine",
	"parallel loop", "serial loop", "kernels loop",
}

var directiveSet = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range directiveNames {
		m[n] = true
	}
	return m
}()

// DirectiveNames returns the directive names of C (Fortran adds the
// "end ..." forms).
func DirectiveNames() []string { return append([]string(nil), directiveNames...) }

// IsDirectiveName reports whether name (canonical form) is a directive of
// lang.
func IsDirectiveName(lang Lang, name string) bool {
	if directiveSet[name] {
		return true
	}
	if lang == LangFortran {
		if rest, ok := strings.CutPrefix(name, "end "); ok {
			return directiveSet[rest]
		}
	}
	return false
}

// maxNameWords is the longest directive name in words ("end parallel loop").
const maxNameWords = 3

// suggest returns the known name closest to word by edit distance, or ""
// when nothing is close enough to be a plausible typo.
func suggest(word string, candidates []string) string {
	best, bestD := "", 0
	for _, c := range candidates {
		d := editDistance(word, c)
		if best == "" || d < bestD {
			best, bestD = c, d
		}
	}
	limit := len(word) / 3
	if limit < 1 {
		limit = 1
	}
	if limit > 3 {
		limit = 3
	}
	if bestD > limit {
		return ""
	}
	return best
}

// Suggest is suggest for other packages (clause names, device types).
func Suggest(word string, candidates []string) string { return suggest(word, candidates) }

// EditDistance is editDistance for other packages.
func EditDistance(a, b string) int { return editDistance(a, b) }

// editDistance is the Damerau-Levenshtein distance (adjacent swaps cost 1,
// the most common typo).
func editDistance(a, b string) int {
	if a == b {
		return 0
	}
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}
