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
	edit := func(prev *Result, old, new string) {
		t.Helper()
		f := source.NewFile("s.c", []byte(strings.Replace(src, old, new, 1)))
		got, ok := Reanalyse(context.Background(), prev, f)
		want, _ := Check(context.Background(), f, opts)
		if !ok || !reflect.DeepEqual(got.Diagnostics(), want.Diagnostics()) {
			t.Fatalf("%q: ok %v, got %v, want %v", new, ok, got, want.Diagnostics())
		}
	}
	loaded, err := Load(data, opts)
	if err != nil {
		t.Fatal(err)
	}
	edit(loaded, "y[i-1]", "y[i-1] + 1.0f")
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
	edit(again, "y[i-1]", "y[i+1]")
}
