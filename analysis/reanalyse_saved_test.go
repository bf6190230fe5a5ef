package analysis_test

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

const savedSrc = `void scale(int n, float *x) {
    #pragma acc parallel loop copy(x[0:n])
    for (int i = 0; i < n; i++)
        x[i] *= 2.0f;
}
`

// checkedAndSaved is Check's result of src as name, and what it saves.
func checkedAndSaved(t *testing.T, name, src string) (*analysis.Result, []byte) {
	t.Helper()
	r, err := analysis.Check(context.Background(), source.NewFile(name, []byte(src)), analysis.Options{})
	if err != nil {
		t.Fatal(err)
	}
	data, err := r.Save()
	if err != nil {
		t.Fatal(err)
	}
	return r, data
}

// A saved result is read back only with the options it was analysed
// with, and a damaged one is refused, not half read.
func TestLoadRefuses(t *testing.T) {
	_, data := checkedAndSaved(t, "s.c", savedSrc)
	loaded, err := analysis.Load(data, analysis.Options{})
	if err != nil {
		t.Fatalf("same options: %v", err)
	}
	// an edit in the body, against the loaded result as against r
	edited := source.NewFile("s.c", []byte(strings.Replace(savedSrc, "2.0f", "x[i]", 1)))
	got, ok := analysis.Reanalyse(context.Background(), loaded, edited)
	want, _ := analysis.Check(context.Background(), edited, analysis.Options{})
	if !ok || !reflect.DeepEqual(got.Diagnostics(), want.Diagnostics()) {
		t.Errorf("Reanalyse of the loaded result: ok %v, got %v, want %v", ok, got, want.Diagnostics())
	}
	if _, err := analysis.Load(data, analysis.Options{Info: true}); err == nil {
		t.Error("loaded with other options")
	}
	if _, err := analysis.Load(data[:len(data)/2], analysis.Options{}); err == nil {
		t.Error("loaded a truncated result")
	}
}

// What Reanalyse returns and the directives-only results are not full
// analyses: Save refuses them.
func TestSaveRefuses(t *testing.T) {
	f := source.NewFile("s.c", []byte(savedSrc))
	r, err := analysis.Check(context.Background(), f, analysis.Options{DirectivesOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Save(); err == nil {
		t.Error("saved a directives-only result")
	}
}

// A file no slice can stand for (a macro at a clause's place) is saved
// with its diagnostics: Load gives them back, and Reanalyse declines its
// edits.
func TestSaveWithoutShape(t *testing.T) {
	src := "#define DATA copy(x[0:n])\n" + strings.Replace(savedSrc, "copy(x[0:n])", "DATA", 1)
	r, data := checkedAndSaved(t, "m.c", src)
	loaded, err := analysis.Load(data, analysis.Options{})
	if err != nil || !reflect.DeepEqual(loaded.Diagnostics(), r.Diagnostics()) {
		t.Fatalf("Load: %v, %v against %v", err, loaded, r.Diagnostics())
	}
	edited := source.NewFile("m.c", []byte(strings.Replace(src, "2.0f", "3.0f", 1)))
	if _, ok := analysis.Reanalyse(context.Background(), loaded, edited); ok {
		t.Error("Reanalyse took an edit of a file with a clause macro")
	}
}
