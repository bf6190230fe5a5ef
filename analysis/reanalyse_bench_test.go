package analysis

import (
	"context"
	"strings"
	"testing"

	"github.com/accls/accls/internal/bigfile"
	"github.com/accls/accls/source"
)

// BenchmarkReanalyse10kLines is the language server's edit inside a
// function of a 10,000-line file (bench/editor's "+0" after an array
// element): Reanalyse against the file's full analysis, the old text's
// slice already analysed.
func BenchmarkReanalyse10kLines(b *testing.B) {
	benchReanalyse(b, bigfile.C(10000))
}

// BenchmarkReanalyse10kLinesNoHeaders is BenchmarkReanalyse10kLines with
// the file's #include lines blanked: what is left of a slice's cost once
// the C front end need not read the headers again.
func BenchmarkReanalyse10kLinesNoHeaders(b *testing.B) {
	text := bigfile.C(10000)
	for _, h := range []string{"#include <stdlib.h>", "#include <math.h>"} {
		text = strings.Replace(text, h, strings.Repeat(" ", len(h)), 1)
	}
	benchReanalyse(b, text)
}

func benchReanalyse(b *testing.B, text string) {
	prev, err := Check(context.Background(), source.NewFile("big10k.c", []byte(text)), Options{})
	if err != nil {
		b.Fatal(err)
	}
	at := strings.Index(text[len(text)/2:], "y[i] = a * x[i]") + len(text)/2 + len("y[i] = a * x[i]")
	f := source.NewFile("big10k.c", []byte(text[:at]+"+0"+text[at:]))
	if _, ok := Reanalyse(context.Background(), prev, f); !ok {
		b.Fatal("Reanalyse declined the edit")
	}
	b.ReportAllocs()
	for b.Loop() {
		Reanalyse(context.Background(), prev, f)
	}
}
