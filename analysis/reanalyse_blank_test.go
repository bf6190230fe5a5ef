package analysis

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/accls/accls/internal/bigfile"
	"github.com/accls/accls/source"
)

// TestSliceTextFromOldText: sliceText, which reads what it keeps of each
// function from the old text once (funcBlanks), gives the slice that
// scanning the new text gives (sliceTextScanning, as it was before), for
// an edit in each function of the corpora and of files with
// preprocessing lines in bodies, before definitions, and _Pragma.
func TestSliceTextFromOldText(t *testing.T) {
	files := map[string][]byte{
		"big1k.c": []byte(bigfile.C(1000)),
		"defines.c": []byte(`#include <stdio.h>
#define N 8
void a(float *x) {
#define M (N * 2)
  for (int i = 0; i < M; i++) x[i] = 0;
#undef M
}
#pragma acc routine seq
float b(float v) { return v * 2; }
/* c */ void c(float *x) {
  #pragma acc parallel loop
  for (int i = 0; i < N; i++) x[i] = b(x[i]);
#if N > 4
  x[0] = 1;
#endif
}
void d(void) { float x[N]; a(x); c(x); }
int main(void) { d(); return 0; }
`),
		"pragma_op.c": []byte(`void a(int *x) { x[0] = 1; }
_Pragma("acc routine seq") int b(int v) { return v + 1; }
void c(int *x) {
#define K 3
  x[1] = b(K);
}
int main(void) { int x[2]; a(x); c(x); return 0; }
`),
	}
	for _, pat := range []string{"testdata/valid/*.c", "testdata/semantic/*.c", "../tests/conformance/*.c", "../tests/realistic/*.c"} {
		paths, _ := filepath.Glob(pat)
		for i, p := range paths {
			if i%3 != 0 {
				continue // a third of each: TestReanalyseMatchesCheck reads them all
			}
			text, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			files[p] = text
		}
	}
	compared := 0
	for name, text := range files {
		prev, err := Check(context.Background(), source.NewFile(name, text), Options{})
		if err != nil || prev.inc == nil || prev.model == nil || prev.model.Unit == nil {
			continue
		}
		if name == "defines.c" || name == "pragma_op.c" {
			t.Logf("%s: %d funcs, diags %v", name, len(prev.editableFuncs()), prev.Diagnostics())
		}
		for _, fn := range prev.editableFuncs() {
			for _, ins := range []string{"\n  0; /* typed */\n", "#"} {
				at := fn.open + 1
				nt := append(append(append([]byte(nil), text[:at]...), ins...), text[at:]...)
				nf := source.NewFile(name, nt)
				ed, ok := prev.findBodyEdits(nf)
				if !ok || len(ed.funcs) != 1 || ed.funcs[0].open != fn.open {
					continue
				}
				if ed, ok = prev.withKept(ed, nf.Text); !ok {
					continue
				}
				for _, c := range []struct {
					ed   *bodyEdits
					text []byte
				}{{ed, nt}, {ed.old(), text}} {
					got, want := sliceText(prev, c.ed, c.text), sliceTextScanning(prev, c.ed, c.text)
					if !bytes.Equal(got, want) {
						t.Errorf("%s: %s, edit %s: sliceText differs from the scanning one\n got: %q\nwant: %q", name, fn.name, c.ed, got, want)
					}
					compared++
				}
			}
		}
	}
	if compared < 100 {
		t.Errorf("only %d slices compared", compared)
	}
}

// sliceTextScanning is sliceText as it was before funcBlanks: it scans
// the new text for each function it blanks.
func sliceTextScanning(prev *Result, e *bodyEdits, text []byte) []byte {
	out := make([]byte, len(text))
	copy(out, text)
	in := e.spans()
	named := prev.namedOutsideFuncs()
	fnNames := map[string]bool{}
	for _, s := range in {
		for k := range identifiers(text[s.start:s.end]) {
			fnNames[k] = true
		}
	}
	whole := !bytes.Contains(prev.file.Text, []byte("_Pragma"))
	var afterDir map[int]bool
	if whole {
		var starts []int
		for _, g := range prev.shape().funcs {
			starts = append(starts, e.moved(g.start))
		}
		afterDir = afterDirective(text, starts)
	}
	for _, g := range prev.shape().funcs {
		open, end, ok := g.braces(prev.file.Text)
		if !ok || e.edited(open) || e.kept[g.name] {
			continue
		}
		open, end = e.moved(open), e.moved(end)
		start := e.moved(g.start)
		if whole && !named[g.name] && !fnNames[g.name] && !afterDir[start] {
			blankCode(out, start, end+1)
			continue
		}
		blankCode(out, open, end+1)
		out[open] = ';'
	}
	for _, s := range prev.shape().skipped {
		st, en := e.moved(s.start), e.moved(s.end)
		if !in.overlaps(st, en) {
			blank(out, st, en)
			out[st] = ';'
		}
	}
	return out
}
