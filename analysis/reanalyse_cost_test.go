package analysis

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/accls/accls/internal/bigfile"
	"github.com/accls/accls/source"
)

// TestReanalyseSeveralFunctionsCost: Reanalyse takes an edit in a few of
// a large file's functions, and leaves to Check an edit in more than
// maxEditedFuncs functions, or in functions that hold more than an
// eighth of the file's body bytes (editedShare).
func TestReanalyseSeveralFunctionsCost(t *testing.T) {
	big := bigfile.C(10000)
	small := "void a(float *x) { x[0] = 1; }\nvoid b(float *x) { x[1] = 2; }\nvoid c(float *x) { x[2] = 3; }\n" +
		"void d(float *x) { x[3] = 4; }\nvoid e(float *x) { x[4] = 5; }\n"
	for _, tc := range []struct {
		name          string
		text, at, ins string
		funcs         int
		want          bool
	}{
		{"two of many functions", big, "y[i] = a * x[i]", "+0", 2, true},
		{"as many functions as a reanalysis takes", big, "y[i] = a * x[i]", "+0", maxEditedFuncs, true},
		{"one more", big, "y[i] = a * x[i]", "+0", maxEditedFuncs + 1, false},
		{"one of five small functions", small, "] = ", "0+", 1, true},
		{"two of five small functions", small, "] = ", "0+", 2, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := Options{}
			prev, err := Check(context.Background(), source.NewFile("c.c", []byte(tc.text)), opts)
			if err != nil {
				t.Fatal(err)
			}
			text, from := tc.text, 0
			for range tc.funcs {
				at := strings.Index(text[from:], tc.at) + from + len(tc.at)
				text = text[:at] + tc.ins + text[at:]
				from = at
			}
			nf := source.NewFile("c.c", []byte(text))
			got, ok := Reanalyse(context.Background(), prev, nf)
			if ok != tc.want {
				t.Fatalf("Reanalyse took the edit: %v, want %v", ok, tc.want)
			}
			if !ok {
				return
			}
			want, err := Check(context.Background(), nf, opts)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got.Diagnostics(), want.Diagnostics()) {
				t.Fatalf("Reanalyse differs from Check\n got: %v\nwant: %v", got.Diagnostics(), want.Diagnostics())
			}
		})
	}
}
