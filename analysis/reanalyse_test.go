package analysis_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/bigfile"
	"github.com/accls/accls/openclgen"
	"github.com/accls/accls/source"
)

// TestReanalyseMatchesCheck makes random edits inside function bodies of
// the corpora (analysis/testdata, tests/conformance, tests/realistic, the
// benchmarks, a generated big file): whenever Reanalyse takes an edit, its
// diagnostics must be Check's on the new text, exactly.
// Every other file's edits are reanalysed against the full analysis
// saved and loaded back (Save, Load: another process's prev).
// As many edits again change 2 to 4 functions at once (a replace-all, a
// patch). ACCLS_REANALYSE_SEED picks the seed, ACCLS_REANALYSE_EDITS the
// edits of each kind per file (1), ACCLS_REANALYSE_EVERY the share of the files (all; every 4th
// with -short).
func TestReanalyseMatchesCheck(t *testing.T) {
	seed := uint64(16)
	if s := os.Getenv("ACCLS_REANALYSE_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	// Every file by default, a quarter with -short (which, the seed
	// picks).
	edits, every := 1, 1
	if testing.Short() {
		every = 4
	}
	if s := os.Getenv("ACCLS_REANALYSE_EDITS"); s != "" {
		edits, _ = strconv.Atoi(s)
	}
	if s := os.Getenv("ACCLS_REANALYSE_EVERY"); s != "" {
		every, _ = strconv.Atoi(s)
		every = max(every, 1)
	}
	t.Logf("seed %d (ACCLS_REANALYSE_SEED), %d edits (ACCLS_REANALYSE_EDITS) in every %d-th file (ACCLS_REANALYSE_EVERY)", seed, edits, every)
	// the edits tried and taken, in one function and in several
	var stats [2]struct{ tried, took, loaded int }
	for i, c := range reanalyseCorpus(t) {
		if uint64(i)%uint64(every) != seed%uint64(every) && c.name != "big1k.c" {
			continue
		}
		f := source.NewFile(c.name, c.text)
		// the translator's limits, and in turn info-level feedback, a
		// device type, no [unsupported] errors
		opts := analysis.Options{Translator: openclgen.Limits, Info: i%2 == 1, NoUnsupported: i%5 == 4}
		if i%3 == 2 {
			opts.DeviceType = "nvidia"
		}
		prev, err := analysis.Check(context.Background(), f, opts)
		if err != nil || prev.Model() == nil {
			continue
		}
		base := prev
		if i%2 == 0 {
			base = savedAndLoaded(t, prev, opts)
		}
		rng := rand.New(rand.NewPCG(seed, uint64(i)))
		for k := 0; k < 2*edits; k++ {
			// the first edits in one function, as typed, the others in
			// 2 to 4 at once, as a replace-all or a patch makes
			n := 1
			if k >= edits {
				n = 2 + rng.IntN(3)
			}
			e, ok := randomBodyEdits(rng, prev, n)
			if !ok {
				continue
			}
			st := &stats[min(n, 2)-1]
			st.tried++
			nf := source.NewFile(c.name, e.apply(c.text))
			got, ok := reanalyseAnyCost(base, nf, n > 1)
			if !ok {
				continue
			}
			st.took++
			if base != prev {
				st.loaded++
			}
			if g, w := got.Diagnostics(), checkedLike(t, nf, opts, got.Diagnostics()); !reflect.DeepEqual(g, w) {
				t.Errorf("seed %d, %s: %s: Reanalyse differs from Check\n got: %s\nwant: %s",
					seed, c.name, e, listDiags(g), listDiags(w))
			}
		}
	}
	for n, st := range stats {
		what := []string{"in one function", "in 2 to 4 functions"}[n]
		t.Logf("edits %s: Reanalyse took %d of %d (%.0f%%), %d against a loaded result",
			what, st.took, st.tried, 100*float64(st.took)/float64(max(st.tried, 1)), st.loaded)
		if st.tried > 20 && (st.took == 0 || st.loaded == 0) {
			t.Errorf("edits %s: Reanalyse took %d of %d, %d against a loaded result", what, st.took, st.tried, st.loaded)
		}
	}
}

// reanalyseAnyCost is Reanalyse, whatever its slices cost when anyCost:
// the edits in several functions of a small file, which a full analysis
// serves as cheaply, still check what it would tell.
func reanalyseAnyCost(prev *analysis.Result, f *source.File, anyCost bool) (*analysis.Result, bool) {
	if anyCost {
		defer analysis.WithoutSliceCosts()()
	}
	return analysis.Reanalyse(context.Background(), prev, f)
}

// savedAndLoaded is prev read back from what it saved, with its
// diagnostics; prev itself when it cannot be saved.
func savedAndLoaded(t *testing.T, prev *analysis.Result, opts analysis.Options) *analysis.Result {
	data, err := prev.Save()
	if err != nil {
		return prev
	}
	got, err := analysis.Load(data, opts)
	if err != nil {
		t.Fatalf("%s: Load: %v", prev.File().Name, err)
	}
	if !reflect.DeepEqual(got.Diagnostics(), prev.Diagnostics()) || string(got.File().Text) != string(prev.File().Text) {
		t.Fatalf("%s: the loaded result differs from the saved one", prev.File().Name)
	}
	return got
}

// checkedLike is Check's diagnostics of f; when they differ from want, a
// few more runs of Check may give want: cc reports one of several C
// errors of a declaration by a map's order.
func checkedLike(t *testing.T, f *source.File, opts analysis.Options, want []source.Diagnostic) []source.Diagnostic {
	var first []source.Diagnostic
	for range 8 {
		r, err := analysis.Check(context.Background(), f, opts)
		if err != nil {
			t.Fatal(err)
		}
		got := r.Diagnostics()
		if reflect.DeepEqual(got, want) {
			return got
		}
		if first == nil {
			first = got
		}
		if !hasCError(got) {
			break
		}
	}
	return first
}

func hasCError(ds []source.Diagnostic) bool {
	for _, d := range ds {
		if d.Code == "c-error" {
			return true
		}
	}
	return false
}

type corpusFile struct {
	name string
	text []byte
}

func reanalyseCorpus(t *testing.T) []corpusFile {
	var out []corpusFile
	for _, pat := range []string{"testdata/valid/*.c", "testdata/semantic/*.c", "testdata/semantic/*/*.c",
		"testdata/unsupported/*.c", "../tests/conformance/*.c", "../tests/realistic/*.c", "../bench/*/acc.c"} {
		files, _ := filepath.Glob(pat)
		for _, p := range files {
			text, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			abs, _ := filepath.Abs(p)
			out = append(out, corpusFile{abs, text})
		}
	}
	return append(out, corpusFile{"big1k.c", []byte(bigfile.C(1000))})
}

// textChange replaces text[at:at+del] with ins.
type textChange struct {
	at, del int
	ins     string
}

func (e textChange) apply(text []byte) []byte {
	out := append([]byte(nil), text[:e.at]...)
	out = append(out, e.ins...)
	return append(out, text[e.at+e.del:]...)
}

func (e textChange) String() string {
	return fmt.Sprintf("at offset %d delete %d bytes, insert %q", e.at, e.del, e.ins)
}

// textChanges are changes of one text at distinct places, in order.
type textChanges []textChange

func (cs textChanges) apply(text []byte) []byte {
	for i := len(cs) - 1; i >= 0; i-- {
		text = cs[i].apply(text)
	}
	return text
}

func (cs textChanges) String() string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = c.String()
	}
	return strings.Join(s, "; ")
}

// randomBodyEdits picks n function bodies of prev and changes each
// (randomBodyEdit).
func randomBodyEdits(rng *rand.Rand, prev *analysis.Result, n int) (textChanges, bool) {
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
		return textChanges{randomBodyEdit(rng, text, bodies[rng.IntN(len(bodies))])}, true
	}
	var out textChanges
	for _, k := range rng.Perm(len(bodies))[:n] {
		out = append(out, randomBodyEdit(rng, text, bodies[k]))
	}
	slices.SortFunc(out, func(x, y textChange) int { return x.at - y.at })
	return out, true
}

// randomBodyEdit changes the body b of text (inside its braces):
// characters, identifiers, numbers, operators, newlines, statements or
// pragma lines typed, characters or lines deleted.
func randomBodyEdit(rng *rand.Rand, text []byte, b [2]int) textChange {
	at := b[0] + rng.IntN(b[1]-b[0]+1)
	name := identifierNear(text, b, rng)
	lineStart := strings.LastIndexByte(string(text[:at]), '\n') + 1
	lineEnd := at + max(strings.IndexByte(string(text[at:b[1]]), '\n'), 0)
	switch rng.IntN(12) {
	case 0:
		const chars = "x +-*/;()[]{}\n1<=,&"
		return textChange{at: at, ins: string(chars[rng.IntN(len(chars))])}
	case 1:
		return textChange{at: at, del: min(1+rng.IntN(5), b[1]-at)}
	case 2:
		return textChange{at: at, ins: name}
	case 3:
		return textChange{at: at, ins: []string{"0", "42", "1.5f", "-1", "1e3"}[rng.IntN(5)]}
	case 4:
		return textChange{at: at, ins: []string{" + 1", "*2", " - " + name, "++", " && 0", "[0]"}[rng.IntN(6)]}
	case 5:
		return textChange{at: at, ins: "\n"}
	case 6:
		return textChange{at: lineStart, ins: fmt.Sprintf("%s = %s;\n", name, name)}
	case 7:
		return textChange{at: lineStart, ins: []string{"#pragma acc loop seq\n", "#pragma acc parallel loop\n",
			"#pragma acc update host(" + name + ")\n", "#pragma acc routine seq\n", "#pragma acc kernels\n",
			"#pragma acc data copy(" + name + ")\n", "#pragma acc atomic update\n", "#pragma acc wait\n"}[rng.IntN(8)]}
	case 8:
		if lineStart >= b[0] && lineEnd < b[1] {
			return textChange{at: lineStart, del: lineEnd + 1 - lineStart}
		}
		return textChange{at: at, ins: ";"}
	case 9:
		return textChange{at: lineStart, ins: string(text[lineStart:lineEnd]) + "\n"}
	case 10:
		return textChange{at: lineStart, ins: "{ int " + name + "_t = 0; " + name + "_t++; }\n"}
	default:
		return textChange{at: at, ins: " "}
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

func listDiags(ds []source.Diagnostic) string {
	var b strings.Builder
	for _, d := range ds {
		fmt.Fprintf(&b, "\n  %s", d)
		for _, n := range d.Notes {
			fmt.Fprintf(&b, "\n    %s", n)
		}
	}
	return b.String()
}
