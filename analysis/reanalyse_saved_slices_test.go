package analysis

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/accls/accls/source"
)

// The old slice a Reanalyse computed against a loaded result is saved
// with it, and serves the next edit in that function read back again.
func TestSavedSlicesServeTheNextEdit(t *testing.T) {
	testSavedSlices(t, [][2]string{{"y[i-1]", "y[i-1] + 1.0f"}}, [][2]string{{"y[i-1]", "y[i+1]"}})
}

// So does the old slice of an edit in several functions, for the next
// edit in the same ones (a small file: what slices cost is left out).
func TestSavedSlicesOfSeveralFunctions(t *testing.T) {
	defer WithoutSliceCosts()()
	testSavedSlices(t, [][2]string{{"x[i] *= 2.0f", "x[i] *= 3.0f"}, {"y[i-1]", "y[i-1] + 1.0f"}},
		[][2]string{{"x[i] *= 2.0f", "x[i] *= 2.0f;\n        x[i] += 1"}, {"y[i-1]", "y[i+1]"}})
}

// testSavedSlices makes the edits first against a saved and loaded
// analysis, saves and loads that again, and makes the edits next: each
// must give Check's diagnostics, the second with the old slice the
// first left.
func testSavedSlices(t *testing.T, first, next [][2]string) {
	src := `void scale(int n, float *x) {
    #pragma acc parallel loop copy(x[0:n])
    for (int i = 0; i < n; i++)
        x[i] *= 2.0f;
}

void shift(int n, float *y) {
    #pragma acc parallel loop copy(y[0:n])
    for (int i = 1; i < n; i++)
        y[i] = y[i-1];
}
`
	opts := Options{}
	full, err := Check(context.Background(), source.NewFile("s.c", []byte(src)), opts)
	if err != nil {
		t.Fatal(err)
	}
	data, err := full.Save()
	if err != nil {
		t.Fatal(err)
	}
	edit := func(prev *Result, edits [][2]string) {
		t.Helper()
		text := src
		for _, e := range edits {
			text = strings.Replace(text, e[0], e[1], 1)
		}
		f := source.NewFile("s.c", []byte(text))
		got, ok := Reanalyse(context.Background(), prev, f)
		want, _ := Check(context.Background(), f, opts)
		if !ok || !reflect.DeepEqual(got.Diagnostics(), want.Diagnostics()) {
			t.Fatalf("%q: ok %v, got %v, want %v", edits, ok, got, want.Diagnostics())
		}
	}
	loaded, err := Load(data, opts)
	if err != nil {
		t.Fatal(err)
	}
	edit(loaded, first)
	if len(loaded.inc.slices) != 1 {
		t.Fatalf("%d old slices after one edit, want 1", len(loaded.inc.slices))
	}
	if data, err = loaded.Save(); err != nil {
		t.Fatal(err)
	}
	again, err := Load(data, opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(again.inc.slices) != 1 {
		t.Fatalf("read back with %d old slices, want 1", len(again.inc.slices))
	}
	recentSlices = sliceCache{} // as in another process
	edit(again, next)
	if len(again.inc.slices) != 1 {
		t.Fatalf("%d old slices after the next edit, want the one read back", len(again.inc.slices))
	}
}
