// Package bodyedit makes random edits inside the function bodies of an
// analysed C file, as a user types them or a patch makes them: the test
// input of the incremental analysis (analysis.Reanalyse) and of the check
// cache built on it, which must answer every edit exactly as a full
// analysis does (issue 16).
package bodyedit

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

// Change replaces text[At:At+Del] with Ins.
type Change struct {
	At, Del int
	Ins     string
}

// Apply returns text with e made.
func (e Change) Apply(text []byte) []byte {
	out := append([]byte(nil), text[:e.At]...)
	out = append(out, e.Ins...)
	return append(out, text[e.At+e.Del:]...)
}

func (e Change) String() string {
	return fmt.Sprintf("at offset %d delete %d bytes, insert %q", e.At, e.Del, e.Ins)
}

// Changes are changes of one text at distinct places, in order.
type Changes []Change

// Apply returns text with every change made (the last first, so that
// the offsets of the others still hold).
func (cs Changes) Apply(text []byte) []byte {
	for i := len(cs) - 1; i >= 0; i-- {
		text = cs[i].Apply(text)
	}
	return text
}

func (cs Changes) String() string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = c.String()
	}
	return strings.Join(s, "; ")
}

// Random picks n function bodies of prev and changes each (One).
func Random(rng *rand.Rand, prev *analysis.Result, n int) (Changes, bool) {
	text := prev.File().Text
	var bodies [][2]int
	for _, fn := range prev.Model().Unit.Funcs {
		if fn.Body == nil {
			continue
		}
		s, e := fn.Body.Range.Start.Offset, fn.Body.Range.End.Offset
		if s >= 0 && e <= len(text) && e-s > 2 {
			bodies = append(bodies, [2]int{s + 1, e - 1})
		}
	}
	if len(bodies) < n {
		return nil, false
	}
	if n == 1 {
		return Changes{One(rng, text, bodies[rng.IntN(len(bodies))])}, true
	}
	var out Changes
	for _, k := range rng.Perm(len(bodies))[:n] {
		out = append(out, One(rng, text, bodies[k]))
	}
	slices.SortFunc(out, func(x, y Change) int { return x.At - y.At })
	return out, true
}

// One changes the body b of text (inside its braces): characters,
// identifiers, numbers, operators, newlines, statements or pragma lines
// typed, characters or lines deleted.
func One(rng *rand.Rand, text []byte, b [2]int) Change {
	at := b[0] + rng.IntN(b[1]-b[0]+1)
	name := identifierNear(text, b, rng)
	lineStart := strings.LastIndexByte(string(text[:at]), '\n') + 1
	lineEnd := at + max(strings.IndexByte(string(text[at:b[1]]), '\n'), 0)
	switch rng.IntN(12) {
	case 0:
		const chars = "x +-*/;()[]{}\n1<=,&"
		return Change{At: at, Ins: string(chars[rng.IntN(len(chars))])}
	case 1:
		return Change{At: at, Del: min(1+rng.IntN(5), b[1]-at)}
	case 2:
		return Change{At: at, Ins: name}
	case 3:
		return Change{At: at, Ins: []string{"0", "42", "1.5f", "-1", "1e3"}[rng.IntN(5)]}
	case 4:
		return Change{At: at, Ins: []string{" + 1", "*2", " - " + name, "++", " && 0", "[0]"}[rng.IntN(6)]}
	case 5:
		return Change{At: at, Ins: "\n"}
	case 6:
		return Change{At: lineStart, Ins: fmt.Sprintf("%s = %s;\n", name, name)}
	case 7:
		return Change{At: lineStart, Ins: []string{"#pragma acc loop seq\n", "#pragma acc parallel loop\n",
			"#pragma acc update host(" + name + ")\n", "#pragma acc routine seq\n", "#pragma acc kernels\n",
			"#pragma acc data copy(" + name + ")\n", "#pragma acc atomic update\n", "#pragma acc wait\n"}[rng.IntN(8)]}
	case 8:
		if lineStart >= b[0] && lineEnd < b[1] {
			return Change{At: lineStart, Del: lineEnd + 1 - lineStart}
		}
		return Change{At: at, Ins: ";"}
	case 9:
		return Change{At: lineStart, Ins: string(text[lineStart:lineEnd]) + "\n"}
	case 10:
		return Change{At: lineStart, Ins: "{ int " + name + "_t = 0; " + name + "_t++; }\n"}
	default:
		return Change{At: at, Ins: " "}
	}
}

// identifierNear picks an identifier written in the body b.
func identifierNear(text []byte, b [2]int, rng *rand.Rand) string {
	var ids []string
	for _, w := range strings.FieldsFunc(string(text[b[0]:b[1]]), func(r rune) bool {
		return !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
	}) {
		if w[0] < '0' || w[0] > '9' {
			ids = append(ids, w)
		}
	}
	if len(ids) == 0 {
		return "x"
	}
	return ids[rng.IntN(len(ids))]
}

// CheckedLike is analysis.Check of f; when its diagnostics differ from
// want, a few more runs of Check may give want: cc reports one of several
// C errors of a declaration by a map's order. The result is the first
// run's when none gives want.
func CheckedLike(f *source.File, opts analysis.Options, want []source.Diagnostic) (*analysis.Result, error) {
	var first *analysis.Result
	for range 8 {
		r, err := analysis.Check(context.Background(), f, opts)
		if err != nil {
			return nil, err
		}
		if reflect.DeepEqual(r.Diagnostics(), want) {
			return r, nil
		}
		if first == nil {
			first = r
		}
		if !hasCError(r.Diagnostics()) {
			break
		}
	}
	return first, nil
}

func hasCError(ds []source.Diagnostic) bool {
	for _, d := range ds {
		if d.Code == "c-error" {
			return true
		}
	}
	return false
}

// List prints ds with their notes, a line each, for a test's failure.
func List(ds []source.Diagnostic) string {
	var b strings.Builder
	for _, d := range ds {
		fmt.Fprintf(&b, "\n  %s", d)
		for _, n := range d.Notes {
			fmt.Fprintf(&b, "\n    %s", n)
		}
	}
	return b.String()
}
