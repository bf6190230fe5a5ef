package analysis_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
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
// ACCLS_REANALYSE_SEED picks the seed, ACCLS_REANALYSE_EDITS the edits per
// file (1), ACCLS_REANALYSE_EVERY the share of the files (all; every 4th
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
	tried, took, loaded := 0, 0, 0
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
		for k := 0; k < edits; k++ {
			e, ok := randomBodyEdit(rng, prev)
			if !ok {
				break
			}
			tried++
			nf := source.NewFile(c.name, e.apply(c.text))
			got, ok := analysis.Reanalyse(context.Background(), base, nf)
			if !ok {
				continue
			}
			took++
			if base != prev {
				loaded++
			}
			if g, w := got.Diagnostics(), checkedLike(t, nf, opts, got.Diagnostics()); !reflect.DeepEqual(g, w) {
				t.Errorf("seed %d, %s: %s: Reanalyse differs from Check\n got: %s\nwant: %s",
					seed, c.name, e, listDiags(g), listDiags(w))
			}
		}
	}
	t.Logf("Reanalyse took %d of %d edits (%.0f%%), %d against a loaded result", took, tried, 100*float64(took)/float64(max(tried, 1)), loaded)
	if tried > 20 && (took == 0 || loaded == 0) {
		t.Errorf("Reanalyse took %d of %d edits, %d against a loaded result", took, tried, loaded)
	}
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

// randomBodyEdit picks a function body of prev and changes it: characters,
// identifiers, numbers, operators, newlines, statements or pragma lines
// typed, characters or lines deleted.
func randomBodyEdit(rng *rand.Rand, prev *analysis.Result) (textChange, bool) {
	funcs := prev.Model().Unit.Funcs
	text := prev.File().Text
	var bodies [][2]int
	for _, fn := range funcs {
		if fn.Body == nil {
			continue
		}
		s, e := fn.Body.Range.Start.Offset, fn.Body.Range.End.Offset
		if s >= 0 && e <= len(text) && e-s > 2 {
			bodies = append(bodies, [2]int{s + 1, e - 1})
		}
	}
	if len(bodies) == 0 {
		return textChange{}, false
	}
	b := bodies[rng.IntN(len(bodies))]
	at := b[0] + rng.IntN(b[1]-b[0]+1)
	name := identifierNear(text, b, rng)
	lineStart := strings.LastIndexByte(string(text[:at]), '\n') + 1
	lineEnd := at + max(strings.IndexByte(string(text[at:b[1]]), '\n'), 0)
	switch rng.IntN(12) {
	case 0:
		const chars = "x +-*/;()[]{}\n1<=,&"
		return textChange{at: at, ins: string(chars[rng.IntN(len(chars))])}, true
	case 1:
		return textChange{at: at, del: min(1+rng.IntN(5), b[1]-at)}, true
	case 2:
		return textChange{at: at, ins: name}, true
	case 3:
		return textChange{at: at, ins: []string{"0", "42", "1.5f", "-1", "1e3"}[rng.IntN(5)]}, true
	case 4:
		return textChange{at: at, ins: []string{" + 1", "*2", " - " + name, "++", " && 0", "[0]"}[rng.IntN(6)]}, true
	case 5:
		return textChange{at: at, ins: "\n"}, true
	case 6:
		return textChange{at: lineStart, ins: fmt.Sprintf("%s = %s;\n", name, name)}, true
	case 7:
		return textChange{at: lineStart, ins: []string{"#pragma acc loop seq\n", "#pragma acc parallel loop\n",
			"#pragma acc update host(" + name + ")\n", "#pragma acc routine seq\n", "#pragma acc kernels\n",
			"#pragma acc data copy(" + name + ")\n", "#pragma acc atomic update\n", "#pragma acc wait\n"}[rng.IntN(8)]}, true
	case 8:
		if lineStart >= b[0] && lineEnd < b[1] {
			return textChange{at: lineStart, del: lineEnd + 1 - lineStart}, true
		}
		return textChange{at: at, ins: ";"}, true
	case 9:
		return textChange{at: lineStart, ins: string(text[lineStart:lineEnd]) + "\n"}, true
	case 10:
		return textChange{at: lineStart, ins: "{ int " + name + "_t = 0; " + name + "_t++; }\n"}, true
	default:
		return textChange{at: at, ins: " "}, true
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
