package analysis

import (
	"math"
	"strconv"
	"strings"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// replaceFix replaces the text in r.
func replaceTextFix(r source.Range, text string) source.Fix {
	return source.Fix{Title: "Change to '" + text + "'", Edits: []source.Edit{{Range: r, NewText: text}}}
}

// removeFix deletes r with the blanks (and a comma) that separate it from
// what follows, or, at the end of the line, the blanks before it, so that
// the directive reads as if the text had never been there.
func removeTextFix(f *source.File, title string, r source.Range) source.Fix {
	start, end := r.Start.Offset, r.End.Offset
	text := f.Text
	blank := func(b byte) bool { return b == ' ' || b == '\t' }
	j := end
	for j < len(text) && blank(text[j]) {
		j++
	}
	if j < len(text) && text[j] == ',' {
		j++
		for j < len(text) && blank(text[j]) {
			j++
		}
	}
	atEnd := j >= len(text) || text[j] == '\n' || text[j] == '\r' || text[j] == '\\' || text[j] == '"' || text[j] == '!' || text[j] == '&'
	if j > end && !atEnd {
		end = j
	} else {
		for start > 0 && blank(text[start-1]) {
			start--
		}
	}
	return source.Fix{Title: title, Edits: []source.Edit{{Range: f.Range(start, end), NewText: ""}}}
}

// Names people write for clauses from other models, and the OpenACC
// clause that does the same.
var clauseHints = map[string]string{
	"nowait":      "async",
	"num_threads": "num_workers",
	"num_teams":   "num_gangs",
	"simd":        "vector",
	"simdlen":     "vector_length",
	"thread":      "worker",
	"threads":     "worker",
	"vectorize":   "vector",
	"reduce":      "reduction",
	"sequential":  "seq",
}

// suggestClause returns the clause name closest to a misspelled one,
// preferring clauses the directive allows, or "".
func suggestClause(name string, spec *DirectiveSpec) string {
	if h, ok := clauseHints[name]; ok {
		return h
	}
	best, bestScore := "", math.MaxInt
	consider := func(cand string, allowed bool) {
		d := grammar.EditDistance(name, cand)
		if d > maxTypo(name) {
			return
		}
		// Ties go to clauses the directive allows, then to a candidate the
		// typo is a subsequence of (a dropped letter: copyn → copyin).
		score := d * 4
		if !allowed {
			score += 2
		}
		if !isSubsequence(name, cand) {
			score++
		}
		if score < bestScore {
			best, bestScore = cand, score
		}
	}
	if spec != nil {
		for _, c := range spec.Clauses {
			consider(c, true)
		}
	}
	for _, c := range ClauseNames() {
		consider(c, spec != nil && spec.Allows(c))
	}
	return best
}

// Other names for the device types accls knows.
var deviceTypeHints = map[string]string{
	"amd": "radeon", "amdgpu": "radeon", "hip": "radeon", "rocm": "radeon", "gfx": "radeon",
	"acc_device_radeon": "radeon",
	"cuda":              "nvidia", "nv": "nvidia", "nvptx": "nvidia", "tesla": "nvidia",
	"acc_device_nvidia": "nvidia",
	"cpu":               "multicore", "acc_device_host": "host",
}

func suggestDeviceType(name string) string {
	if h, ok := deviceTypeHints[name]; ok {
		return h
	}
	best, bestD := "", maxTypo(name)+1
	for _, t := range deviceTypes {
		if d := grammar.EditDistance(name, t.Name); d < bestD {
			best, bestD = t.Name, d
		}
	}
	return best
}

func maxTypo(s string) int {
	switch {
	case len(s) <= 3:
		return 1
	case len(s) <= 7:
		return 2
	}
	return 3
}

func isSubsequence(s, of string) bool {
	i := 0
	for j := 0; j < len(of) && i < len(s); j++ {
		if s[i] == of[j] {
			i++
		}
	}
	return i == len(s)
}

// literalKind says what constInt found.
type literalKind uint8

const (
	litUnknown    literalKind = iota // involves names: only the semantic checks know
	litKnown                         // an integer computed from literals
	litNotInteger                    // certainly not an integer (a float, a string, '*')
)

// constInt evaluates an integer constant expression made of literals.
func literalInt(e grammar.Expr) (int64, literalKind) {
	switch x := e.(type) {
	case *grammar.BasicLit:
		switch x.Kind {
		case grammar.IntLit:
			if v, ok := intLitValue(x.Value); ok {
				return v, litKnown
			}
			return 0, litUnknown
		case grammar.CharLit:
			return 0, litUnknown
		}
		return 0, litNotInteger
	case *grammar.Paren:
		return literalInt(x.X)
	case *grammar.Star, *grammar.Subarray, *grammar.Section, *grammar.Triplet, *grammar.Common:
		return 0, litNotInteger
	case *grammar.Unary:
		v, k := literalInt(x.X)
		if k != litKnown {
			return v, k
		}
		switch x.Op {
		case "-":
			return -v, litKnown
		case "+":
			return v, litKnown
		case "~":
			return ^v, litKnown
		}
		return 0, litUnknown
	case *grammar.Binary:
		a, ka := literalInt(x.X)
		b, kb := literalInt(x.Y)
		if ka == litNotInteger || kb == litNotInteger {
			return 0, litNotInteger
		}
		if ka != litKnown || kb != litKnown {
			return 0, litUnknown
		}
		switch x.Op {
		case "+":
			return a + b, litKnown
		case "-":
			return a - b, litKnown
		case "*":
			return a * b, litKnown
		case "/":
			if b != 0 {
				return a / b, litKnown
			}
		case "%":
			if b != 0 {
				return a % b, litKnown
			}
		case "<<":
			if b >= 0 && b < 63 {
				return a << b, litKnown
			}
		case ">>":
			if b >= 0 && b < 63 {
				return a >> b, litKnown
			}
		}
		return 0, litUnknown
	}
	return 0, litUnknown
}

// intLitValue reads a C or Fortran integer literal: 42, 0x2A, 052, 0b101,
// with C suffixes (u, l, ll) or a Fortran kind (42_8).
func intLitValue(s string) (int64, bool) {
	if i := strings.IndexByte(s, '_'); i > 0 {
		s = s[:i] // Fortran kind parameter
	}
	s = strings.TrimRight(s, "uUlLzZ")
	s = strings.ReplaceAll(s, "'", "") // C23 digit separators
	base := 10
	switch {
	case len(s) > 2 && (s[:2] == "0x" || s[:2] == "0X"):
		base, s = 16, s[2:]
	case len(s) > 2 && (s[:2] == "0b" || s[:2] == "0B"):
		base, s = 2, s[2:]
	case len(s) > 1 && s[0] == '0':
		base, s = 8, s[1:]
	}
	v, err := strconv.ParseInt(s, base, 64)
	return v, err == nil
}
